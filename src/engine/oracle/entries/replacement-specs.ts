// Replacement effects that change how much an event does (614.1a), read into a ReplacementSpec
// and a Modification (oracle/vocabulary.ts): counters (Hardened Scales, Corpsejack Menace,
// Winding Constrictor, Doubling Season), tokens (Parallel Lives, Doubling Season, Primal Vigor),
// damage (Furnace of Rath, Fiery Emancipation, Torbran), life gained (Boon Reflection, "that much
// life plus 1") and draws ("draw two cards instead"). One handler applies them all, in the order
// the affected player or the affected object's controller chooses (616.1).
import type { AbilityBody, Color } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import type { Filter, Modification, PlayerFilter, ReplacementSpec } from '../vocabulary.ts';
import { alt, lit, map, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { color, count, counterKind, self } from '../phrases.ts';
import { aDescribedObject } from './triggers.ts';
import { permanentFilter } from '../filter-grammar.ts';

const period = opt(lit('.'));
const replace = (watch: ReplacementSpec, modify: Modification): AbilityBody[] => [{ kind: 'replace', watch, modify }];

/** "twice that many", "three times that many", "that many plus one". */
const many: Parser<Modification> = alt<Modification>(
  map(lit('twice that many'), () => ({ kind: 'times', factor: 2 })),
  map(seq(lit('that many plus'), count), ([, n]) => ({ kind: 'plus', amount: n })),
);
const itOrThat = alt(lit('it'), lit('that creature'), lit('that permanent'));

/** The object counters would be put on: "a creature you control", "a creature", "an artifact or creature you control", "a permanent you control". */
const onObject: Parser<Filter> = aDescribedObject;

const counters: Entry<AbilityBody[]> = {
  id: 'line/replace-counters',
  wording: 'If one or more [+1/+1] counters would be put on a creature (permanent…) [you control], twice that many / that many plus N [+1/+1] counters (of each of those kinds of counters) are put on it instead; If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead. (614.1a, 122.6)',
  parse: alt(
    map(
      seq(lit('if one or more'), opt(counterKind), lit('counters would be put on'), onObject, lit(','), many, alt(seq(counterKind, lit('counters')), lit('of each of those kinds of counters')), lit('are put on'), itOrThat, lit('instead'), period),
      ([, kind, , object, , modify, named]) => (Array.isArray(named) && named[0] !== kind ? null : replace({ on: 'counters-put', object, counter: kind ?? 'any' }, modify)),
    ),
    map(seq(lit('if an effect would put one or more counters on'), onObject, lit(', it puts twice that many of those counters on that permanent instead'), period), ([, object]) => replace({ on: 'counters-put', object, counter: 'any', effectOnly: true }, { kind: 'times', factor: 2 })),
    // Vorinclex: who puts them — an effect's controller, a permanent's controller as it enters with them.
    map(seq(lit('if you would put one or more counters on a permanent or player , put twice that many of each of those kinds of counters on that permanent or player instead'), period), () => replace({ on: 'counters-put', by: 'you', counter: 'any', players: true }, { kind: 'times', factor: 2 })),
    map(seq(lit('if an opponent would put one or more counters on a permanent or player , they put half that many of each of those kinds of counters on that permanent or player instead , rounded down'), period), () => replace({ on: 'counters-put', by: 'opponent', counter: 'any', players: true }, { kind: 'half' })),
  ),
  fixtures: [
    line('If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.', { kind: 'replace', watch: { on: 'counters-put', object: { types: ['Creature'], controller: 'you' }, counter: '+1/+1' }, modify: { kind: 'plus', amount: 1 } }),
    line('If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.', { kind: 'replace', modify: { kind: 'times', factor: 2 } }),
    line('If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.', { kind: 'replace', watch: { on: 'counters-put', object: { types: ['Artifact', 'Creature'], controller: 'you' }, counter: 'any' }, modify: { kind: 'plus', amount: 1 } }),
    line('If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead.', { kind: 'replace', watch: { on: 'counters-put', by: 'you', counter: 'any', players: true }, modify: { kind: 'times', factor: 2 } }),
    line('If an opponent would put one or more counters on a permanent or player, they put half that many of each of those kinds of counters on that permanent or player instead, rounded down.', { kind: 'replace', watch: { on: 'counters-put', by: 'opponent', players: true }, modify: { kind: 'half' } }),
    line('If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.', { kind: 'replace', watch: { on: 'counters-put', object: { permanent: true, controller: 'you' }, counter: 'any', effectOnly: true }, modify: { kind: 'times', factor: 2 } }),
  ],
};

const tokens: Entry<AbilityBody[]> = {
  id: 'line/replace-tokens',
  wording: 'If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead; If one or more tokens would be created, twice that many of those tokens are created instead. (614.1a, 111.1)',
  parse: alt(
    map(seq(lit('if an effect would create one or more tokens under your control , it creates twice that many of those tokens instead'), period), () => replace({ on: 'token-created', player: 'you' }, { kind: 'times', factor: 2 })),
    map(seq(lit('if one or more tokens would be created , twice that many of those tokens are created instead'), period), () => replace({ on: 'token-created' }, { kind: 'times', factor: 2 })),
  ),
  fixtures: [
    line('If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.', { kind: 'replace', watch: { on: 'token-created', player: 'you' }, modify: { kind: 'times', factor: 2 } }),
    line('If one or more tokens would be created, twice that many of those tokens are created instead.', { kind: 'replace', watch: { on: 'token-created' } }),
  ],
};

const colors: Parser<Color[]> = sepBy1(color, lit('or'));
/** "a source", "a source you control", "a red source you control", "a creature you control". */
const source: Parser<Filter> = alt(
  map(seq(lit('a'), opt(colors), lit('source'), opt(oneOf<'you' | 'opponent'>([['you control', 'you'], ['an opponent controls', 'opponent']]))), ([, cs, , whose]) => ({ ...(cs ? { colors: cs } : {}), ...(whose !== undefined ? { controller: whose } : {}) })),
  aDescribedObject,
);
/** "a permanent or player" (any), "an opponent or a permanent an opponent controls". */
const recipient = oneOf<NonNullable<ReplacementSpec['recipient']>>([['a permanent or player', {}], ['an opponent or a permanent an opponent controls', { player: 'opponent', object: { controller: 'opponent' } }]]);
const damageTimes: Parser<Modification> = alt<Modification>(
  map(lit('double that damage'), () => ({ kind: 'times', factor: 2 })),
  map(lit('triple that damage'), () => ({ kind: 'times', factor: 3 })),
  map(seq(lit('that much damage plus'), count), ([, n]) => ({ kind: 'plus', amount: n })),
);

const damageToCounters: Entry<AbilityBody[]> = {
  id: 'line/replace-damage-with-counters',
  wording: 'If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead. (614.1a)',
  parse: map(seq(lit('if'), source, lit('would deal noncombat damage to'), aDescribedObject, lit(', put that many'), counterKind, lit('counters on that creature instead'), period), ([, src, , to, , counter]) =>
    replace({ on: 'deals-damage', source: src, combat: false, recipient: { object: to } }, { kind: 'counters-instead', counter }),
  ),
  fixtures: [
    line('If a source you control would deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on that creature instead.', { kind: 'replace', watch: { on: 'deals-damage', source: { controller: 'you' }, combat: false, recipient: { object: { types: ['Creature'], controller: 'opponent' } } }, modify: { kind: 'counters-instead', counter: '-1/-1' } }),
  ],
};

const damage: Entry<AbilityBody[]> = {
  id: 'line/replace-damage',
  wording: 'If a [COLOR] source [you control] would deal damage to a permanent or player (an opponent or a permanent an opponent controls), it deals double (triple) that damage / that much damage plus N [to that permanent or player] instead. (614.1a)',
  parse: map(seq(lit('if'), source, lit('would deal damage to'), recipient, lit(', it deals'), damageTimes, opt(lit('to that permanent or player')), lit('instead'), period), ([, src, , to, , modify]) =>
    replace({ on: 'deals-damage', ...(Object.keys(src).length ? { source: src } : {}), ...(Object.keys(to).length ? { recipient: to } : {}) }, modify),
  ),
  fixtures: [
    line('If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.', { kind: 'replace', watch: { on: 'deals-damage' }, modify: { kind: 'times', factor: 2 } }),
    line('If a source you control would deal damage to a permanent or player, it deals triple that damage to that permanent or player instead.', { kind: 'replace', watch: { on: 'deals-damage', source: { controller: 'you' } }, modify: { kind: 'times', factor: 3 } }),
    line('If a creature you control would deal damage to a permanent or player, it deals double that damage instead.', { kind: 'replace', watch: { on: 'deals-damage', source: { types: ['Creature'], controller: 'you' } }, modify: { kind: 'times', factor: 2 } }),
    line('If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead.', { kind: 'replace', watch: { on: 'deals-damage', source: { colors: ['red'], controller: 'you' }, recipient: { player: 'opponent', object: { controller: 'opponent' } } }, modify: { kind: 'plus', amount: 2 } }),
  ],
};

/** Whose damage both ways: "enchanted (equipped) creature", the permanent the source is attached to (303.4b, 301.5a);
 *  CARDNAME ("this creature": Fog Bank); "creatures you control" (Statecraft). */
const toAndByWhom = alt<{ recipient: NonNullable<ReplacementSpec['recipient']>; source: NonNullable<ReplacementSpec['source']> }>(
  map(alt(lit('enchanted creature'), lit('equipped creature')), () => ({ recipient: { object: 'host' }, source: 'host' })),
  map(self, () => ({ recipient: { object: 'self' }, source: 'self' })),
  map(lit('creatures you control'), () => ({ recipient: { object: { types: ['Creature'], controller: 'you' } }, source: { types: ['Creature'], controller: 'you' } })),
);
/** Those damage would be dealt to: "creatures you control", "you and creatures you control", "you", the host, this permanent, "players", any group of permanents the filter phrase reads ("other creatures you control", "Spirits you control", "you and permanents you control"). */
export const preventedTo = alt<NonNullable<ReplacementSpec['recipient']>>(
  oneOf<NonNullable<ReplacementSpec['recipient']>>([
    ['enchanted creature', { object: 'host' }],
    ['equipped creature', { object: 'host' }],
    ['you', { player: 'you' }],
    ['players', { player: 'any' }],
    ['each player', { player: 'any' }],
  ]),
  map(self, () => ({ object: 'self' as const })),
  map(permanentFilter.many, (object) => ({ object })),
  map(seq(lit('you and'), permanentFilter.many), ([, object]) => ({ player: 'you' as const, object })),
);
/** What would deal it: "creatures", "creatures you control", "sources you control", "instant and sorcery spells", the host, this permanent, any group the filter phrase reads ("attacking creatures", "creatures with flying", "creatures with power 2 or less"). */
export const preventedBy = alt<NonNullable<ReplacementSpec['source']>>(
  oneOf<NonNullable<ReplacementSpec['source']>>([
    ['enchanted creature', 'host'],
    ['equipped creature', 'host'],
    ['sources you control', { controller: 'you' }],
    ["sources you don't control", { controller: 'not-you' }],
    ['sources your opponents control', { controller: 'opponent' }],
    ['instant and sorcery spells', { types: ['Instant', 'Sorcery'] }],
  ]),
  map(self, () => 'self' as const),
  map(permanentFilter.many, (f) => f),
);
export const combatOrNot = oneOf<boolean>([['combat', true], ['noncombat', false]]);

/** "Prevent all [combat] damage that would be dealt [to …] [by …]": what a prevention effect watches (615.1a). */
export const preventAllDamage: Parser<ReplacementSpec> = map(seq(lit('prevent all'), opt(combatOrNot), lit('damage that would be dealt'), opt(seq(lit('to'), preventedTo)), opt(seq(lit('by'), preventedBy))), ([, combat, , to, by]) => ({
  on: 'deals-damage' as const, ...(combat !== undefined ? { combat } : {}), ...(to ? { recipient: to[1] } : {}), ...(by ? { source: by[1] } : {}),
}));

const prevention: Entry<AbilityBody[]> = {
  id: 'line/prevent-all-damage-static',
  wording: 'Prevent all [combat / noncombat] damage that would be dealt [to you / creatures you control / you and creatures you control] [by creatures / creatures you control / sources you control / instant and sorcery spells]. (615.1a: a static prevention effect)',
  // A static one names what it protects or what it stops: "Prevent all combat damage." alone is no printed static.
  parse: alt(
    // "… dealt to this creature." alone is the permanent's own prevention (line/prevent-damage-to-self).
    map(seq(preventAllDamage, period), ([watch]) => ((watch.recipient === undefined && watch.source === undefined) || (watch.recipient?.object === 'self' && !watch.recipient.player && !watch.source) ? null : replace(watch, { kind: 'prevent' }))),
    // "… dealt to and dealt by enchanted creature (this creature, creatures you control)": two prevention effects of one ability, one on each side (615.1a).
    map(seq(lit('prevent all'), opt(combatOrNot), lit('damage that would be dealt to and dealt by'), toAndByWhom, period), ([, combat, , whom]) => {
      const kind = combat !== undefined ? { combat } : {};
      return [...replace({ on: 'deals-damage', ...kind, recipient: whom.recipient }, { kind: 'prevent' }), ...replace({ on: 'deals-damage', ...kind, source: whom.source }, { kind: 'prevent' })];
    }),
  ),
  fixtures: [
    line('Prevent all noncombat damage that would be dealt to creatures you control.', { kind: 'replace', watch: { on: 'deals-damage', combat: false, recipient: { object: { types: ['Creature'], controller: 'you' } } }, modify: { kind: 'prevent' } }),
    line('Prevent all damage that would be dealt to creatures you control by sources you control.', { kind: 'replace', watch: { on: 'deals-damage', recipient: { object: { types: ['Creature'], controller: 'you' } }, source: { controller: 'you' } }, modify: { kind: 'prevent' } }),
    line('Prevent all damage that would be dealt by instant and sorcery spells.', { kind: 'replace', watch: { on: 'deals-damage', source: { types: ['Instant', 'Sorcery'] } }, modify: { kind: 'prevent' } }),
    line('Prevent all damage that would be dealt by enchanted creature.', { kind: 'replace', watch: { on: 'deals-damage', source: 'host' }, modify: { kind: 'prevent' } }),
    line('Prevent all combat damage that would be dealt to and dealt by this creature.', { kind: 'replace', watch: { on: 'deals-damage', combat: true, recipient: { object: 'self' } } }, { kind: 'replace', watch: { on: 'deals-damage', combat: true, source: 'self' } }),
    line('Prevent all combat damage that would be dealt to and dealt by creatures you control.', { kind: 'replace', watch: { on: 'deals-damage', combat: true, recipient: { object: { types: ['Creature'], controller: 'you' } } } }, { kind: 'replace', watch: { on: 'deals-damage', combat: true, source: { types: ['Creature'], controller: 'you' } } }),
    line('Prevent all combat damage that would be dealt to and dealt by enchanted creature.', { kind: 'replace', watch: { on: 'deals-damage', combat: true, recipient: { object: 'host' } } }, { kind: 'replace', watch: { on: 'deals-damage', combat: true, source: 'host' } }),
  ],
};

const preventSome: Entry<AbilityBody[]> = {
  id: 'line/prevent-some-damage-static',
  wording: 'If a [COLOR] source [you control / an opponent controls] (an artifact, a creature…) would deal damage to you (creatures you control), prevent N of that damage. (615.10)',
  parse: map(seq(lit('if'), source, lit('would deal damage to'), preventedTo, lit(', prevent'), count, lit('of that damage'), period), ([, src, , to, , n]) =>
    replace({ on: 'deals-damage', ...(Object.keys(src).length ? { source: src } : {}), recipient: to }, { kind: 'prevent', amount: n }),
  ),
  fixtures: [
    line('If a red source would deal damage to you, prevent 1 of that damage.', { kind: 'replace', watch: { on: 'deals-damage', source: { colors: ['red'] }, recipient: { player: 'you' } }, modify: { kind: 'prevent', amount: 1 } }),
    line('If a source an opponent controls would deal damage to you, prevent 1 of that damage.', { kind: 'replace', watch: { on: 'deals-damage', source: { controller: 'opponent' } }, modify: { kind: 'prevent', amount: 1 } }),
    line('If an artifact would deal damage to you, prevent 2 of that damage.', { kind: 'replace', watch: { on: 'deals-damage', source: { types: ['Artifact'] } }, modify: { kind: 'prevent', amount: 2 } }),
  ],
};

const whoGains = oneOf<PlayerFilter>([['you', 'you'], ['a player', 'any'], ['an opponent', 'opponent']]);

const life: Entry<AbilityBody[]> = {
  id: 'line/replace-life-and-draws',
  wording: 'If you would gain life, you gain twice that much life / that much life plus N instead; If you would draw a card, draw two cards instead. (614.1a, 121.6)',
  parse: alt(
    map(seq(lit('if'), whoGains, lit('would gain life ,'), alt(lit('you gain'), lit('that player gains')), alt(map(lit('twice that much life'), (): Modification => ({ kind: 'times', factor: 2 })), map(seq(lit('that much life plus'), count), ([, n]): Modification => ({ kind: 'plus', amount: n }))), lit('instead'), period), ([, player, , , modify]) =>
      replace({ on: 'gains-life', player }, modify),
    ),
    map(seq(lit('if you would draw a card , draw two cards instead'), period), () => replace({ on: 'draws', player: 'you' }, { kind: 'times', factor: 2 })),
  ),
  fixtures: [
    line('If you would gain life, you gain twice that much life instead.', { kind: 'replace', watch: { on: 'gains-life', player: 'you' }, modify: { kind: 'times', factor: 2 } }),
    line('If you would gain life, you gain that much life plus 1 instead.', { kind: 'replace', watch: { on: 'gains-life', player: 'you' }, modify: { kind: 'plus', amount: 1 } }),
    line('If you would draw a card, draw two cards instead.', { kind: 'replace', watch: { on: 'draws', player: 'you' }, modify: { kind: 'times', factor: 2 } }),
  ],
};

export const REPLACEMENT_SPEC_LINES: Entry<AbilityBody[]>[] = [counters, tokens, damage, damageToCounters, prevention, preventSome, life];
