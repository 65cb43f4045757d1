// keywords that give a spell an alternative cost (118.9) with a condition, an extra
// part or a consequence — surge (702.117a), spectacle (702.137a), blitz (702.152a), web-slinging
// (702.188a), sneak (702.190a), warp (702.185a), prowl (702.76a), freerunning (702.173a), overload
// (702.96a; `withOverload` reads the spell's text again with "each" for "target") — and "When this creature enters, if its surge cost was paid, …"
// (603.4). Each keyword is one `keyword-cost` ability; game/alt-costs.ts gives it its meaning.
import type { Ability, AbilityBody, Effect } from '../ast.ts';
import { targetsOf } from '../ast.ts';
import type { ParsedLine } from '../parse.ts';
import { lit, map, opt, seq } from '../grammar.ts';
import { count, manaCost } from '../phrases.ts';
import { effects, type LineEntry } from './lines.ts';
import { keywordCost } from './intervening-if.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));

/** Awaken N's spell ability (702.113a): N +1/+1 counters on target land you control, and that land becomes a 0/0 Elemental creature with haste, still a land, for the rest of the game. */
const awakened = (n: number): Effect[] => [
  { type: 'put-counters', on: [{ ref: 'target', spec: { object: { types: ['Land'], controller: 'you' } } }], counter: '+1/+1', amount: n },
  { type: 'become', objects: { ref: 'same-target', slot: -1 }, types: ['Creature'], subtypes: ['Elemental'], addTypes: true, power: 0, toughness: 0, keywords: ['haste'], duration: 'indefinite' },
];


export const ALT_COST_LINES: LineEntry[] = [
  {
    id: 'line/keyword-cost-paid-spell',
    wording: "EFFECTS. If this spell's surge / spectacle / prowl / freerunning / … cost was paid, EFFECTS.",
    spellOnly: true,
    // Like kicker's (702.33g): the second part is followed only when that alternative cost was paid.
    parse: map(seq(effects(true), lit("if this spell's"), keywordCost, lit('cost was paid ,'), effects(true)), ([base, , kw, , more]): AbilityBody[] => [{ kind: 'spell', effects: base, ifPaid: { keyword: kw, effects: more } }]),
    fixtures: [{ text: "Target player loses 3 life and you gain 3 life. If this spell's prowl cost was paid, draw a card.", spell: true, abilities: [{ kind: 'spell', ifPaid: { keyword: 'prowl', effects: [{ type: 'draw', amount: 1 }] } }] }],
  },
  {
    id: 'line/awaken',
    wording: 'Awaken N—{M} (702.113a: cast for {M}, the spell also puts N +1/+1 counters on target land you control, which becomes a 0/0 Elemental creature with haste; still a land)',
    spellOnly: true,
    parse: map(seq(lit('awaken'), count, lit('—'), manaCost, period), ([, n, , cost]): AbilityBody[] | null => (cost.includes('X') || n < 1 ? null : [{ kind: 'keyword-cost', keyword: 'awaken', cost, adds: awakened(n) }])),
    fixtures: [
      {
        text: 'Return target creature to its owner\'s hand.\nAwaken 2—{4}{U} (If you cast this spell for {4}{U}, also put two +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It\'s still a land.)',
        spell: true,
        abilities: [{ kind: 'spell' }, { kind: 'keyword-cost', keyword: 'awaken', cost: ['4', 'U'], adds: [{ type: 'put-counters', counter: '+1/+1', amount: 2, on: [{ ref: 'target', spec: { object: { types: ['Land'], controller: 'you' } } }] }, { type: 'become', objects: { ref: 'same-target', slot: -1 }, types: ['Creature'], subtypes: ['Elemental'], addTypes: true, power: 0, toughness: 0, keywords: ['haste'], duration: 'indefinite' }] }],
      },
    ],
  },
  {
    id: 'line/ninjutsu',
    wording: 'Ninjutsu {M} / Commander ninjutsu {M}',
    // 702.49d: commander ninjutsu also works from the command zone, which a replayed board has no card in; from the hand it is ninjutsu.
    parse: map(seq(opt(lit('commander')), lit('ninjutsu'), manaCost, period), ([commander, , cost]): AbilityBody[] => [{ kind: 'ninjutsu', cost, commander: commander !== undefined }]),
    fixtures: [line('Ninjutsu {1}{U}', { kind: 'ninjutsu', cost: ['1', 'U'], commander: false }), line('Commander ninjutsu {2}{U}{B}', { kind: 'ninjutsu', cost: ['2', 'U', 'B'], commander: true })],
  },
  {
    id: 'line/keyword-alt-cost',
    wording: 'Surge {M} / Spectacle {M} / Blitz {M} / Web-slinging {M} / Sneak {M} / Warp {M} / Prowl {M} / Freerunning {M} / Bestow {M} / Overload {M} (when the spell\'s text with "each" for "target" is understood)',
    // A cost with {X} is refused: the scenario's x is read only for an {X} in the mana cost (107.3a).
    parse: map(seq(keywordCost, manaCost, period), ([kw, cost]): AbilityBody[] | null => (cost.includes('X') ? null : [{ kind: 'keyword-cost', keyword: kw, cost }])),
    fixtures: [
      line('Surge {1}{U}', { kind: 'keyword-cost', keyword: 'surge', cost: ['1', 'U'] }),
      line('Spectacle {R}', { kind: 'keyword-cost', keyword: 'spectacle', cost: ['R'] }),
      line('Blitz {2}{B}{B}', { kind: 'keyword-cost', keyword: 'blitz', cost: ['2', 'B', 'B'] }),
      line('Web-slinging {1}{G}', { kind: 'keyword-cost', keyword: 'web-slinging', cost: ['1', 'G'] }),
      line('Sneak {2}{U}', { kind: 'keyword-cost', keyword: 'sneak', cost: ['2', 'U'] }),
      line('Warp {1}{R}', { kind: 'keyword-cost', keyword: 'warp', cost: ['1', 'R'] }),
      line('Prowl {U}', { kind: 'keyword-cost', keyword: 'prowl', cost: ['U'] }),
      line('Freerunning {1}{B}', { kind: 'keyword-cost', keyword: 'freerunning', cost: ['1', 'B'] }),
      line("Bestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached.)", { kind: 'keyword-cost', keyword: 'bestow', cost: ['3', 'G', 'G'] }),
      { text: 'Target creature you control gets +2/+0 until end of turn.\nOverload {1}{R}', spell: true, abilities: [{ kind: 'spell' }, { kind: 'keyword-cost', keyword: 'overload', cost: ['1', 'R'], overloaded: [{ type: 'modify-pt', objects: { ref: 'all' } }] }] },
    ],
  },
];

/**
 * Overload (702.96a): "If you chose to pay this spell's overload cost, change its text by replacing
 * all instances of the word 'target' with the word 'each'." Called by parse.ts on a whole card:
 * the spell's lines are read again with that text (`reparse`), and the overloaded effects are kept
 * on the overload ability. When that text is not understood, has modes, or still has a target,
 * the overload line is refused: the engine couldn't play the overloaded spell.
 */
export function withOverload(lines: ParsedLine[], cardName: string, reparse: (text: string) => ParsedLine[]): ParsedLine[] {
  const at = lines.findIndex((l) => !('error' in l) && l.abilities.some((a) => a.kind === 'keyword-cost' && a.keyword === 'overload'));
  if (at < 0) return lines;
  const refuse = (l: ParsedLine, why: string): ParsedLine => ({ line: l.line, text: l.text, error: `line ${l.line} of ${cardName}'s text is not understood: "${l.text}" (${why})` });
  const spellLines = lines.filter((l) => !('error' in l) && l.abilities.some((a) => a.kind === 'spell'));
  const text = spellLines.map((l) => l.text.replace(/\btarget\b/g, 'each').replace(/\bTarget\b/g, 'Each')).join('\n');
  const again = text ? reparse(text) : [];
  const spells = again.flatMap((l) => ('error' in l ? [] : l.abilities)).filter((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell');
  const effects = spells.flatMap((a) => a.effects);
  const ok = again.length > 0 && again.every((l) => !('error' in l)) && spells.length > 0 && spells.every((a) => !a.modes && !a.kicked) && effects.length > 0 && targetsOf(effects).length === 0;
  return lines.map((l, i) => {
    if (i !== at || 'error' in l) return l;
    if (!ok) return refuse(l, `its overloaded text "${text.replace(/\n/g, ' ')}" is not understood`);
    return { ...l, abilities: l.abilities.map((a) => (a.kind === 'keyword-cost' && a.keyword === 'overload' ? { ...a, overloaded: effects } : a)) };
  });
}

/** For judging one line of a card alone (cards/understand.ts): an overload line is judged with the whole card, whose spell text it reads again. */
export function overloadGroup(lines: readonly string[], i: number): { text: string; at: number } | undefined {
  if (!/^overload\b/i.test(lines[i]?.trim() ?? '')) return undefined;
  const kept = lines.map((l) => l.trim()).filter(Boolean);
  return { text: kept.join('\n'), at: lines.slice(0, i).filter((l) => l.trim()).length };
}
