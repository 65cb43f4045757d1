// Keywords that give their controller a designation or a value (game/designations.ts), and what
// reads them: ascend (702.131: the city's blessing once you control ten permanents) and start
// your engines! (702.179: speed, which max speed abilities read, 702.178). The conditions "you
// have the city's blessing" and "you have max speed" are the condition grammars' (condition-
// grammar.ts, statics-conditional.ts); "Max speed — ABILITY" is read by parse.ts `withMaxSpeed`
// for triggered and activated abilities and by statics-conditional.ts for static ones.
import { abilityZone, type Ability, type AbilityBody } from '../ast.ts';
import { lit, map, oneOf, opt, seq } from '../grammar.ts';
import type { ParsedLine } from '../parse.ts';
import { whileCondition } from './class-levels.ts';
import type { LineEntry } from './lines.ts';
import { MAX_SPEED } from './statics-conditional.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));

/** 702.131a: "If you control ten or more permanents and you don't have the city's blessing, you get the city's blessing for the rest of the game." */
const ASCEND_SPELL: AbilityBody = {
  kind: 'spell',
  effects: [
    {
      type: 'group',
      keyword: 'ascendSpell',
      condition: { kind: 'all', conditions: [{ kind: 'controls', who: 'you', filter: {}, atLeast: 10 }, { kind: 'not', condition: { kind: 'designation', designation: 'citys-blessing' } }] },
      effects: [{ type: 'designate', designation: 'citys-blessing', players: { ref: 'you' } }],
    },
  ],
};

export const PLAYER_DESIGNATION_LINES: LineEntry[] = [
  {
    // Before the permanent's reading: an instant's or sorcery's lines are read by both lists.
    id: 'line/ascend-spell',
    wording: "Ascend on an instant or sorcery (702.131a: if you control ten or more permanents, you get the city's blessing as it resolves)",
    spellOnly: true,
    parse: map(seq(lit('ascend'), period), () => [ASCEND_SPELL]),
    fixtures: [{ text: "Ascend (If you control ten permanents, you get the city's blessing for the rest of the game.)", spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'group', effects: [{ type: 'designate', designation: 'citys-blessing' }] }] }] }],
  },
  {
    id: 'line/player-keywords',
    wording: "Ascend on a permanent (702.131b: the city's blessing once you control ten permanents); Start your engines! (702.179a: speed 1 if you have none)",
    parse: map(seq(oneOf([['ascend', 'ascend'], ['start your engines', 'start-your-engines']] as const), period), ([rule]): AbilityBody[] => [{ kind: 'player-rule', rule }]),
    fixtures: [
      line("Ascend (If you control ten permanents, you get the city's blessing for the rest of the game.)", { kind: 'player-rule', rule: 'ascend' }),
      line('Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)', { kind: 'player-rule', rule: 'start-your-engines' }),
    ],
  },
];

const MAX_SPEED_LINE = /^Max speed — (.+)$/;

/**
 * 702.178b: an ability that works from another zone ("{2}, Exile this card from your graveyard: Draw a card") keeps
 * working there at max speed — activated only while its controller's speed is 4 (602.5b), wherever its card is.
 */
function fromZone(a: Extract<Ability, { kind: 'activated' }>): Ability | null {
  return a.onlyIf?.condition ? null : { ...a, onlyIf: { ...a.onlyIf, condition: MAX_SPEED } };
}

/**
 * "Max speed — ABILITY" (702.178a: "As long as your speed is 4, this object has [Ability]") for a line the entries
 * don't read whole: the ability after the dash read as a line of its own (`read`), then existing only while its
 * controller's speed is 4 (class-levels.ts `whileCondition`: a triggered or activated ability granted to the object
 * itself), or activated only at max speed where it works from another zone (702.178b). An ability that can't carry a
 * condition leaves the line refused.
 */
export function withMaxSpeed(lines: ParsedLine[], read: (text: string) => ParsedLine[]): ParsedLine[] {
  return lines.map((l) => {
    const m = 'error' in l ? MAX_SPEED_LINE.exec(l.text) : null;
    if (!m) return l;
    const inner = read(m[1]!);
    const only = inner.length === 1 ? inner[0]! : undefined;
    if (!only || 'error' in only || !only.abilities.length) return l;
    const abilities = only.abilities.map((a) => (a.kind === 'activated' && abilityZone(a) !== 'battlefield' ? fromZone(a) : whileCondition(a, MAX_SPEED)));
    if (abilities.some((a) => a === null)) return l;
    return { line: l.line, text: l.text, abilities: abilities.map((a) => ({ ...a!, text: l.text, line: l.line })) };
  });
}
