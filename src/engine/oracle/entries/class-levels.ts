// Class cards (716). A class level bar "[Cost]: Level N" is an activated ability — "[Cost]: This
// Class's level becomes N. Activate only if this Class is level N-1 and only as a sorcery" — and a
// static ability: "As long as this Class is level N or greater, it has [the abilities printed in
// its section]" (716.2a). The abilities above the first bar are the Class's at all times (716.3).
// `withClassLevels` (called by parse.ts on a whole card) reads each bar and folds the lines of its
// section into abilities that exist only from that level on: keywords and static abilities get the
// level as their condition; a triggered or activated ability is granted to the Class itself by a
// conditioned static ability (layer 6, 613.1f), so it triggers or can be activated only then.
import { abilityZone, type Ability, type AbilityBody, type StaticCondition } from '../ast.ts';
import type { ParsedLine } from '../parse.ts';

/** A class level bar: its mana symbols and level (716.2a). */
const BAR = /^((?:\{[^}]+\})+): Level (\d+)$/;

/** Whether a card's text has class level bars (cards/understand.ts judges their lines with the whole card). */
const hasBars = (lines: readonly string[]): boolean => lines.some((l) => BAR.test(l.trim()));

/** The activated ability of a class level bar (716.2a): mana cost, sorcery speed, only at level N-1. */
function levelBar(symbols: string[], level: number): AbilityBody {
  return {
    kind: 'activated',
    costs: [{ type: 'mana', symbols }],
    effects: [{ type: 'become', objects: { ref: 'self' }, level, duration: 'indefinite' }],
    isManaAbility: false,
    sorcerySpeed: true,
    onlyIf: { condition: { kind: 'class-level', exactly: level - 1 } },
  };
}

/**
 * An ability that exists only while a condition holds: a level's section from that level on (716.2a), a max speed
 * ability while its controller's speed is 4 (702.178a). Keywords and static abilities get the condition; a
 * triggered or activated ability is granted to the object itself by a conditioned static ability (layer 6,
 * 613.1f), so it works only on the battlefield — one whose cost works from another zone is refused (113.6m,
 * 702.178b). Null when it can't be read so.
 */
export function whileCondition(a: Ability, condition: StaticCondition): Ability | null {
  const keep = { text: a.text, line: a.line };
  if (a.kind === 'activated' && abilityZone(a) !== 'battlefield') return null;
  if (a.kind === 'keyword') return { ...keep, kind: 'static', effect: { type: 'grant-keyword', affects: 'self', keyword: a.keyword }, condition } as Ability;
  if (a.kind === 'static' && !a.condition && 'affects' in a.effect) return { ...a, condition };
  if (a.kind === 'triggered' || a.kind === 'activated') return { ...keep, kind: 'static', effect: { type: 'grant', affects: 'self', abilities: [a] }, condition } as Ability;
  return null;
}

/** Each class level bar read as its activated ability, each line of its section as abilities from that level on (716.2a); other lines unchanged. */
export function withClassLevels(lines: ParsedLine[], cardName: string): ParsedLine[] {
  if (!hasBars(lines.map((l) => l.text))) return lines;
  const refuse = (l: ParsedLine, why: string): ParsedLine => ({ line: l.line, text: l.text, error: `line ${l.line} of ${cardName}'s text is not understood: "${l.text}" (${why})` });
  let level = 1;
  return lines.map((l): ParsedLine => {
    const bar = BAR.exec(l.text);
    if (bar) {
      const n = Number(bar[2]);
      const symbols = [...bar[1]!.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      if (n !== level + 1 || symbols.some((s) => s === 'X')) return refuse(l, 'class levels are gained one at a time, for a fixed cost');
      level = n;
      return { line: l.line, text: l.text, abilities: [{ ...levelBar(symbols, n), text: l.text, line: l.line } as Ability] };
    }
    if (level === 1 || 'error' in l) return l;
    const condition: StaticCondition = { kind: 'class-level', atLeast: level };
    const abilities: Ability[] = [];
    for (const a of l.abilities) {
      const read = whileCondition(a, condition);
      if (!read) return refuse(l, 'in a class level the engine reads keywords, static abilities on a group, and triggered and activated abilities');
      abilities.push(read);
    }
    return { ...l, abilities };
  });
}

/** For judging one line of a Class alone (cards/understand.ts): its level bars are read with the whole card. */
export function classGroup(lines: readonly string[], i: number): { text: string; at: number } | undefined {
  if (!hasBars(lines)) return undefined;
  return { text: lines.map((l) => l.trim()).join('\n'), at: i };
}
