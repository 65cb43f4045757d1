// Backup N (702.165a): "When this creature enters, put N +1/+1 counters on target creature. If
// that's another creature, it also gains the non-backup abilities of this creature printed
// below this one until end of turn." What it grants depends on the lines below it, so the
// line entry reads the number and `withBackupGrants` (called by parse.ts on a whole card)
// fills in the keywords printed below — or refuses the backup line when anything below is
// not a plain keyword the engine can grant.
import type { Ability, AbilityBody, Effect, Keyword } from '../ast.ts';
import { lit, map, opt, seq, token } from '../grammar.ts';
import type { ParsedLine } from '../parse.ts';
import type { LineEntry } from './lines.ts';

const number = token((t) => (t.k === 'num' && !t.signed ? t.n : null));

export const BACKUP_LINE: LineEntry = {
  id: 'line/backup',
  wording: 'Backup N (702.165a), when every ability printed below it is a keyword (Flying, Lifelink…), a triggered or an activated ability',
  parse: map(seq(lit('backup'), number, opt(lit('.'))), ([, n]) => [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: backup(n, []) } as AbilityBody]),
  fixtures: [{ text: "Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If that's another creature, it gains the following ability until end of turn.)", abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'put-counters', amount: 1, on: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }] }, { type: 'group', keyword: 'backup', condition: { kind: 'target', filter: { types: ['Creature'], other: true } }, effects: [{ type: 'grant', objects: { ref: 'same-target', slot: -1 }, keywords: [] }] }] }] }],
};

/** 702.165a: "put N +1/+1 counters on target creature. If that's another creature, it also gains [the keywords] until end of turn." */
function backup(n: number, keywords: Keyword[]): Effect[] {
  return [
    { type: 'put-counters', on: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }], counter: '+1/+1', amount: n },
    { type: 'group', keyword: 'backup', condition: { kind: 'target', filter: { types: ['Creature'], other: true } }, effects: [{ type: 'grant', objects: { ref: 'same-target', slot: -1 }, keywords, duration: 'until-end-of-turn' }] },
  ];
}
/** What backup can grant from the lines below it: keywords, triggered and activated abilities. */
const GRANTABLE: ReadonlySet<string> = new Set(['keyword', 'triggered', 'activated']);
const isBackupIf = (e: Effect): boolean => e.type === 'group' && e.keyword === 'backup';
const isBackup = (a: Ability): boolean => a.kind === 'triggered' && a.effects.some(isBackupIf);

/** Each backup line gets the keywords printed below it (new objects: parsed bodies are shared by the line cache), or is refused. */
export function withBackupGrants(lines: ParsedLine[], cardName: string): ParsedLine[] {
  return lines.map((l, i): ParsedLine => {
    if ('error' in l || !l.abilities.some(isBackup)) return l;
    const below = lines.slice(i + 1);
    const grants: Keyword[] = [];
    const abilities: Ability[] = [];
    for (const b of below) {
      // Keywords, and triggered and activated abilities ("this creature" in them is the creature that has them, as in a
      // quoted ability granted, 113.1a): a static ability granted would itself have to apply in the layers.
      if ('error' in b || b.abilities.some((a) => !GRANTABLE.has(a.kind) && !isBackup(a))) {
        return { line: l.line, text: l.text, error: `line ${l.line} of ${cardName}'s text is not understood: "${l.text}" (backup grants the abilities printed below it, and only keywords, triggered and activated abilities can be granted)` };
      }
      for (const a of b.abilities) {
        if (a.kind === 'keyword') grants.push(a.keyword);
        // 702.165a: the non-backup abilities printed below this one.
        else if (!isBackup(a)) abilities.push(a);
      }
    }
    return { ...l, abilities: l.abilities.map((a) => (isBackup(a) && a.kind === 'triggered' ? { ...a, effects: a.effects.map((e) => (isBackupIf(e) && e.type === 'group' ? { ...e, effects: [{ ...e.effects[0]!, keywords: grants, ...(abilities.length ? { abilities } : {}) } as Effect] } : e)) } : a)) };
  });
}

/** For judging one line of a card alone (cards/understand.ts): a backup line is judged with every line below it, since what it grants is read from them. */
export function backupGroup(lines: readonly string[], i: number): { text: string; at: number } | undefined {
  if (!/^backup \d+\b/i.test(lines[i]?.trim() ?? '')) return undefined;
  return { text: lines.slice(i).map((l) => l.trim()).join('\n'), at: 0 };
}
