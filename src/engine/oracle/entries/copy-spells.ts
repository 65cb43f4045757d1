// Copying spells (707.10): "Copy target instant or sorcery spell.", "copy it", "copy that spell",
// "copy this spell", "copy it twice" / "N times" / "for each …", each with or without "You may
// choose new targets for the copy" (707.10c) — one `copy` verb. "It" and "that spell" are decided
// by the line reader (oracle/pronouns.ts): in a trigger of a spell cast or copied, the spell the
// event named (603.7c). Only instants and sorceries are copied (event-refs.ts `copiesFit`: a copy
// of a permanent spell would become a token, 707.10f); "you may copy it" is the generic "you may".
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, type Parser } from '../grammar.ts';
import { forEach } from '../amount-grammar.ts';
import { count } from '../phrases.ts';
import { abilityTarget, spellTarget } from '../target-grammar.ts';
import type { Amount, ObjectRef } from '../vocabulary.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const triggered = (text: string, trigger: unknown, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', trigger, effects }] });

/** What is copied: a target spell, the spell the trigger's event named ("it", "that spell"), or the card's own ("this spell"). */
const copied: Parser<ObjectRef> = alt<ObjectRef>(
  map(spellTarget, (spec) => ({ ref: 'target', spec })),
  // 707.10: "copy target activated or triggered ability you control" — a copy of an ability isn't activated.
  map(abilityTarget, (spec) => ({ ref: 'target', spec })),
  map(lit('it'), () => ({ ref: 'it' })),
  map(lit('that spell'), () => ({ ref: 'it', that: true })),
  // "Whenever you activate an ability, … copy that ability": the ability the trigger's event put on the stack.
  map(lit('that ability'), () => ({ ref: 'it', that: true })),
  map(lit('this spell'), () => ({ ref: 'self' })),
);
/** How many copies: "twice", "three times", "X times" (107.3: the spell's announced X), "for each …" (608.2h: counted as it resolves). */
const times: Parser<Amount> = alt<Amount>(
  map(lit('twice'), () => 2),
  map(seq(count, lit('times')), ([n]) => n),
  map(lit('x times'), () => ({ of: 'X' as const })),
  forEach,
);
/** 707.10c: the copy's controller may change any number of its targets. */
const forTheCopy = seq(lit('you may choose'), alt(lit('new targets for the'), lit('a new target for the')), alt(lit('copy'), lit('copies')));
const newTargets = seq(alt(lit('.'), lit(','), lit('and')), opt(lit('and')), forTheCopy);

export const COPY_SPELL_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/copy-spell',
    wording: 'Copy target instant or sorcery spell / target activated or triggered ability you control [from an artifact source] / copy it / copy that spell / copy this spell [twice, N times, for each …]. [You may choose new targets for the copy.] (707.10)',
    parse: map(seq(lit('copy'), copied, opt(times), opt(newTargets)), ([, objects, amount, again]): Effect[] => [
      { type: 'copy', objects, ...(amount !== undefined ? { amount } : {}), ...(again !== undefined ? { newTargets: true as const } : {}) },
    ]),
    fixtures: [
      spell('Copy target instant or sorcery spell. You may choose new targets for the copy.', { type: 'copy', objects: { ref: 'target', spec: { object: { types: ['Instant', 'Sorcery'], spell: true } } }, newTargets: true }),
      triggered('Whenever you cast an instant or sorcery spell, copy that spell. You may choose new targets for the copy.', { on: 'casts', player: 'you', spell: { types: ['Instant', 'Sorcery'] } }, { type: 'copy', objects: { ref: 'event-object' }, newTargets: true }),
      { text: '{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.', abilities: [{ kind: 'activated', effects: [{ type: 'copy', objects: { ref: 'target', spec: { object: { zone: 'stack', ability: 'triggered', controller: 'you' } } }, newTargets: true }] }] },
      { text: '{1}, {T}: Copy target activated or triggered ability you control from an artifact source. You may choose new targets for the copy.', abilities: [{ kind: 'activated', effects: [{ type: 'copy', objects: { ref: 'target', spec: { object: { zone: 'stack', ability: 'any', controller: 'you', abilitySource: { types: ['Artifact'] } } } }, newTargets: true }] }] },
      spell('Copy target activated or triggered ability you control. You may choose new targets for the copy.', { type: 'copy', objects: { ref: 'target', spec: { object: { zone: 'stack', ability: 'any', controller: 'you' } } }, newTargets: true }),
      triggered("Whenever you activate an ability, if it isn't a mana ability, copy that ability. You may choose new targets for the copy.", { on: 'activates', player: 'you' }, { type: 'copy', objects: { ref: 'event-object' }, newTargets: true }),
      triggered("Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery spell you've cast before it this turn. You may choose new targets for the copies.", { on: 'casts', player: 'you' }, { type: 'copy', objects: { ref: 'event-object' }, amount: { of: 'spells-cast', player: { ref: 'you' }, filter: { types: ['Instant', 'Sorcery'], spell: true }, other: true, before: true }, newTargets: true }),
      triggered('Whenever you cast an instant or sorcery spell, you may copy it. You may choose new targets for the copy.', { on: 'casts', player: 'you' }, { type: 'group', optional: true, effects: [{ type: 'copy', objects: { ref: 'event-object' }, newTargets: true }] }),
    ],
  },
];
