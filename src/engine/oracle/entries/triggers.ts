// The one trigger grammar: the "When/Whenever/At …" head of a triggered ability (603.1), read
// into a trigger spec (oracle/vocabulary.ts) that game/triggers/handler.ts matches against the
// game's events. "When/Whenever SUBJECT EVENT", the subject the ability's source, what it is
// attached to, a described object ("another Elf you control", "one or more creatures an opponent
// controls") or a player ("you", "an opponent"); "At the beginning of [whose] STEP". So "another
// Elf you control dies" reads once "another Elf you control enters" does.
import type { Color, Trigger } from '../ast.ts';
import type { Filter, PlayerFilter, TriggerSpec } from '../vocabulary.ts';
import { triggerFixture, type Entry } from '../entry.ts';
import { alt, lit, map, memo, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { color, count, creatureTypePlural, creatureTypeWord, keyword, self } from '../phrases.ts';

const when = alt(lit('when'), lit('whenever'));
const enters = seq(lit('enters'), opt(lit('the battlefield')));
const trig = triggerFixture;
const line = (text: string, ...abilities: unknown[]) => ({ text, abilities });

// ─── Subjects ──────────────────────────────────────────────────────────────────────────────

/** What a described object is: a card type, "permanent", or a creature type (205.3m). */
const KINDS: Array<[string, Filter]> = [
  ['creature', { types: ['Creature'] }],
  ['land', { types: ['Land'] }],
  ['artifact', { types: ['Artifact'] }],
  ['enchantment', { types: ['Enchantment'] }],
  ['planeswalker', { types: ['Planeswalker'] }],
  ['artifact creature', { allTypes: ['Artifact', 'Creature'] }],
  ['artifact or creature', { types: ['Artifact', 'Creature'] }],
  ['permanent', { permanent: true }],
];
const PLURAL_KINDS: Array<[string, Filter]> = KINDS.map(([w, f]) => [`${w}s`, f]);
const kind: Parser<Filter> = alt(oneOf(KINDS), map(seq(creatureTypeWord, opt(lit('creature'))), ([t]): Filter => ({ types: ['Creature'], subtypes: [t] })));
const kinds: Parser<Filter> = alt(oneOf(PLURAL_KINDS), map(creatureTypePlural, (t): Filter => ({ types: ['Creature'], subtypes: [t] })), map(seq(creatureTypeWord, lit('creatures')), ([t]): Filter => ({ types: ['Creature'], subtypes: [t] })));
/** Whose: "you control", "an opponent controls", "you don't control" (102.2). */
const controlled = oneOf<Pick<Filter, 'controller'>>([['you control', { controller: 'you' }], ['an opponent controls', { controller: 'opponent' }], ['your opponents control', { controller: 'opponent' }], ["you don't control", { controller: 'not-you' }]]);
const colors: Parser<Color[]> = sepBy1(color, lit('or'));

/** "[nontoken] [white] creature [you control]" as one filter. */
const described = (noun: Parser<Filter>): Parser<Filter> =>
  map(seq(opt(lit('nontoken')), opt(colors), noun, opt(controlled)), ([nontoken, cs, k, whose]) => ({ ...k, ...(nontoken !== undefined ? { token: false } : {}), ...(cs ? { colors: cs } : {}), ...whose }));

/** "a creature you control", "an artifact or creature an opponent controls", "a nontoken Elf": one object described (also what a replacement effect watches). */
export const aDescribedObject: Parser<Filter> = map(seq(alt(lit('a'), lit('an')), described(kind)), ([, f]) => f);

type Subject = { object: TriggerSpec['object']; batched?: true; orSelf?: true };

const subject: Parser<Subject> = alt<Subject>(
  map(self, () => ({ object: 'self' })),
  map(alt(lit('enchanted creature'), lit('equipped creature')), () => ({ object: 'host' })),
  map(seq(lit('a creature dealt damage by'), self, lit('this turn')), () => ({ object: { types: ['Creature'], dealtDamageBySelf: true } })),
  map(aDescribedObject, (f) => ({ object: f })),
  map(seq(lit('another'), described(kind)), ([, f]) => ({ object: { ...f, other: true } })),
  // "CARDNAME or another Ally you control": the source is one of them (603.2).
  map(seq(self, lit('or another'), described(kind)), ([, , f]) => ({ object: f, orSelf: true })),
  // "one or more [other] creatures": once per event however many (603.2c).
  map(seq(lit('one or more'), opt(lit('other')), described(kinds)), ([, other, f]) => ({ object: { ...f, ...(other !== undefined ? { other: true } : {}) }, batched: true })),
);

// ─── Events of an object ───────────────────────────────────────────────────────────────────

type Event = Omit<TriggerSpec, 'object'> & { selfOnly?: true; underYourControl?: true };
const plain = (on: TriggerSpec['on']): Event => ({ on });

/** What happens to the subject, in the singular verb ("dies") or, after "one or more", the plural ("die"). */
const event = (plural: boolean): Parser<Event> => {
  const v = (singular: string, many: string): Parser<null> => lit(plural ? many : singular);
  return alt<Event>(
    map(seq(v('enters', 'enter'), opt(lit('the battlefield')), opt(lit('under your control'))), ([, , yours]) => ({ on: 'enters', ...(yours !== undefined ? { underYourControl: true } : {}) }) as Event),
    map(seq(v('enters', 'enter'), opt(lit('the battlefield')), lit('or attacks')), () => ({ on: 'enters', or: [{ on: 'attacks' }] })),
    map(seq(lit('enters or transforms into'), self), () => ({ on: 'enters', or: [{ on: 'transforms' }], selfOnly: true })),
    map(seq(lit('transforms into'), self), () => ({ on: 'transforms', selfOnly: true })),
    map(v('dies', 'die'), () => plain('dies')),
    map(v('leaves the battlefield', 'leave the battlefield'), () => plain('leaves')),
    map(lit(plural ? 'are put into a graveyard from the battlefield' : 'is put into a graveyard from the battlefield'), () => plain('put-into-graveyard')),
    map(v('attacks or blocks', 'attack or block'), () => ({ on: 'attacks', or: [{ on: 'blocks' }] })),
    map(v('attacks', 'attack'), () => plain('attacks')),
    map(v('blocks or becomes blocked', 'block or become blocked'), () => ({ on: 'blocks', or: [{ on: 'becomes-blocked' }] })),
    map(v('blocks', 'block'), () => plain('blocks')),
    map(seq(v('blocks a creature with', 'block a creature with'), keyword), ([, k]) => ({ on: 'blocks', versus: { withKeywords: [k] } })),
    map(v('becomes blocked', 'become blocked'), () => plain('becomes-blocked')),
    // 509.3d: once for each creature blocking it.
    map(v('becomes blocked by a creature', 'become blocked by a creature'), () => ({ on: 'becomes-blocked', versus: { types: ['Creature'] } })),
    map(seq(v('deals', 'deal'), opt(lit('combat')), lit('damage'), opt(alt(map(lit('to a player'), (): PlayerFilter => 'any'), map(lit('to an opponent'), (): PlayerFilter => 'opponent'), map(lit('to you'), (): PlayerFilter => 'you')))), ([, combat, , to]) => ({ on: 'deals-damage', ...(combat !== undefined ? { combat: true } : {}), ...(to ? { recipient: { player: to } } : {}) }) as Event),
    map(seq(lit(plural ? 'are dealt' : 'is dealt'), opt(lit('combat')), lit('damage')), ([, combat]) => ({ on: 'dealt-damage', ...(combat !== undefined ? { combat: true } : {}) }) as Event),
    map(v('becomes tapped', 'become tapped'), () => plain('becomes-tapped')),
    map(v('becomes untapped', 'become untapped'), () => plain('becomes-untapped')),
    map(v('becomes the target of a spell or ability', 'become the target of a spell or ability'), () => plain('becomes-target')),
    map(lit(plural ? 'are turned face up' : 'is turned face up'), () => plain('turned-face-up')),
    // 702.110b: "exploits a creature" is the exploiting creature's own.
    map(lit('exploits a creature'), () => ({ on: 'exploits', selfOnly: true })),
  );
};

/** An event whose object is the subject: the filter, "another" and "under your control" go on it; "or another" adds the source itself. */
function objectSpec(s: Subject, e: Event): TriggerSpec | null {
  const { selfOnly, underYourControl, ...rest } = e;
  if (selfOnly && s.object !== 'self') return null;
  const object = underYourControl ? (typeof s.object === 'object' && !s.object.controller ? { ...s.object, controller: 'you' as const } : null) : s.object;
  if (object === null) return null;
  const withObject = (x: Omit<TriggerSpec, 'object'>): TriggerSpec => ({ ...x, object, ...(x.or ? { or: x.or.map((o) => ({ ...o, object })) } : {}) });
  const spec = withObject(rest);
  return { ...spec, ...(s.batched ? { batched: true } : {}), ...(s.orSelf ? { or: [...(spec.or ?? []), { on: spec.on, object: 'self' }] } : {}) };
}

const objectTrigger: Parser<TriggerSpec> = alt(
  map(seq(when, subject, event(false)), ([, s, e]) => (s.batched ? null : objectSpec(s, e))),
  map(seq(when, subject, event(true)), ([, s, e]) => (s.batched ? objectSpec(s, e) : null)),
);

// ─── Events of a player ────────────────────────────────────────────────────────────────────

const SPELL_KINDS: Array<[string, Filter]> = [
  ['artifact', { types: ['Artifact'] }],
  ['enchantment', { types: ['Enchantment'] }],
  ['creature', { types: ['Creature'] }],
  ['planeswalker', { types: ['Planeswalker'] }],
  ['instant', { types: ['Instant'] }],
  ['sorcery', { types: ['Sorcery'] }],
  ['instant or sorcery', { types: ['Instant', 'Sorcery'] }],
  ['artifact or enchantment', { types: ['Artifact', 'Enchantment'] }],
  ['noncreature', { notTypes: ['Creature'] }],
  // 700.6: historic — legendary, artifact or Saga.
  ['historic', { anyOf: [{ supertypes: ['Legendary'] }, { types: ['Artifact'] }, { subtypes: ['Saga'] }] }],
  ['multicolored', { colorCount: 'multicolored' }],
  ['colorless', { colorCount: 'colorless' }],
  ['spirit or arcane', { subtypes: ['Spirit', 'Arcane'] }],
  ['arcane', { subtypes: ['Arcane'] }],
];
/** "a [white or blue] [noncreature] spell [with mana value N or greater] [that targets CARDNAME]". */
const spell: Parser<NonNullable<TriggerSpec['spell']>> = map(
  seq(alt(lit('a'), lit('an')), opt(colors), opt(alt(oneOf(SPELL_KINDS), map(creatureTypeWord, (t): Filter => ({ subtypes: [t] })))), lit('spell'), opt(seq(lit('with mana value'), count, lit('or greater'))), opt(lit('that targets SELF'))),
  ([, cs, k, , mv, targets]) => ({ ...(cs ? { colors: cs } : {}), ...(k ?? {}), ...(mv ? { manaValue: { op: '>=' as const, value: mv[1] } } : {}), ...(targets !== undefined ? { targetsSelf: true as const } : {}) }),
);
/** What a player does, in the second person ("you cast") or the third ("an opponent casts"). */
const playerEvent = (third: boolean): Parser<Omit<TriggerSpec, 'player'>> => {
  const v = (you: string, they: string): Parser<null> => lit(third ? they : you);
  return alt<Omit<TriggerSpec, 'player'>>(
    map(seq(v('cast', 'casts'), spell), ([, s]) => ({ on: 'casts', spell: s })),
    map(v('gain life', 'gains life'), () => ({ on: 'gains-life' })),
    map(v('draw a card', 'draws a card'), () => ({ on: 'draws' })),
    map(v('draw your second card each turn', 'draws their second card each turn'), () => ({ on: 'draws', nth: 2 })),
    map(v('attack', 'attacks'), () => ({ on: 'player-attacks' })),
    map(seq(v('attack with', 'attacks with'), count, lit('or more creatures')), ([, n]) => ({ on: 'player-attacks', atLeast: n })),
  );
};

const playerTrigger: Parser<TriggerSpec> = alt<TriggerSpec>(
  map(seq(lit('whenever you'), playerEvent(false)), ([, e]) => ({ ...e, player: 'you' })),
  map(seq(lit('whenever'), oneOf<PlayerFilter>([['an opponent', 'opponent'], ['a player', 'any']]), playerEvent(true)), ([, player, e]) => ({ ...e, player })),
);

// ─── Steps ─────────────────────────────────────────────────────────────────────────────────

const whose = oneOf<PlayerFilter>([['your', 'you'], ['each', 'any'], ["each player's", 'any'], ["each opponent's", 'opponent'], ['the', 'any']]);
const STEPS: Array<[string, string]> = [['upkeep', 'upkeep'], ['draw step', 'draw'], ['precombat main phase', 'main1'], ['end step', 'end']];
const stepTrigger: Parser<TriggerSpec> = alt<TriggerSpec>(
  map(seq(lit('at the beginning of'), whose, oneOf(STEPS)), ([, player, step]) => ({ on: 'step-begins', step, player })),
  map(lit('at the beginning of combat on your turn'), () => ({ on: 'step-begins', step: 'beginning-of-combat', player: 'you' })),
  map(lit('at the beginning of each combat'), () => ({ on: 'step-begins', step: 'beginning-of-combat', player: 'any' })),
);

const LANDS = [['plains', 'Plains'], ['islands', 'Island'], ['swamps', 'Swamp'], ['mountains', 'Mountain'], ['forests', 'Forest']] as const;

export const TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/step',
    wording: "At the beginning of your (each, each opponent's, the) upkeep / draw step / precombat main phase / end step; at the beginning of combat on your turn (of each combat)",
    parse: stepTrigger,
    fixtures: [
      trig('At the beginning of your upkeep', { on: 'step-begins', step: 'upkeep', player: 'you' }),
      trig('At the beginning of the end step', { on: 'step-begins', step: 'end', player: 'any' }),
      trig("At the beginning of each opponent's upkeep", { on: 'step-begins', step: 'upkeep', player: 'opponent' }),
      trig('At the beginning of combat on your turn', { on: 'step-begins', step: 'beginning-of-combat', player: 'you' }),
    ],
  },
  {
    id: 'trigger/object',
    wording: 'When(ever) CARDNAME / enchanted (equipped) creature / a (another) [nontoken] [COLOR] creature (land, artifact, TYPE…) [you control, an opponent controls] / one or more … / CARDNAME or another … enters / dies / leaves the battlefield / is put into a graveyard from the battlefield / attacks / blocks / becomes blocked [by a creature] / deals [combat] damage [to a player, an opponent] / is dealt damage / becomes tapped (untapped) / becomes the target of a spell or ability / is turned face up / transforms / exploits a creature',
    parse: objectTrigger,
    fixtures: [
      trig('When Test Card enters the battlefield', { on: 'enters', object: 'self' }),
      trig('When this creature enters', { on: 'enters', object: 'self' }),
      trig('When Test Card dies', { on: 'dies', object: 'self' }),
      trig('Whenever Test Card attacks', { on: 'attacks', object: 'self' }),
      trig('Whenever Test Card deals combat damage to a player', { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' } }),
      trig('Whenever Test Card deals combat damage to an opponent', { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'opponent' } }),
      trig('Whenever another creature you control dies', { on: 'dies', object: { types: ['Creature'], controller: 'you', other: true } }),
      trig('Whenever another Elf you control dies', { on: 'dies', object: { types: ['Creature'], subtypes: ['Elf'], controller: 'you', other: true } }),
      trig('Whenever this creature or another Human creature you control dies', { on: 'dies', object: { types: ['Creature'], subtypes: ['Human'], controller: 'you' }, or: [{ on: 'dies', object: 'self' }] }),
      trig('Whenever a creature an opponent controls dies', { on: 'dies', object: { types: ['Creature'], controller: 'opponent' } }),
      trig('Whenever another nontoken creature you control dies', { on: 'dies', object: { types: ['Creature'], token: false, controller: 'you', other: true } }),
      trig('Whenever this creature or another creature you control dies', { on: 'dies', object: { types: ['Creature'], controller: 'you' }, or: [{ on: 'dies', object: 'self' }] }),
      trig('Whenever another creature enters the battlefield under your control', { on: 'enters', object: { types: ['Creature'], other: true, controller: 'you' } }),
      trig('Whenever a land you control enters', { on: 'enters', object: { types: ['Land'], controller: 'you' } }),
      trig('Whenever a land enters the battlefield under your control', { on: 'enters', object: { types: ['Land'], controller: 'you' } }),
      trig('Whenever another artifact you control enters', { on: 'enters', object: { types: ['Artifact'], controller: 'you', other: true } }),
      trig('Whenever this creature or another Ally you control enters', { on: 'enters', object: { types: ['Creature'], subtypes: ['Ally'], controller: 'you' }, or: [{ on: 'enters', object: 'self' }] }),
      trig('Whenever this creature enters or attacks', { on: 'enters', object: 'self', or: [{ on: 'attacks', object: 'self' }] }),
      trig('Whenever this creature blocks or becomes blocked', { on: 'blocks', object: 'self', or: [{ on: 'becomes-blocked', object: 'self' }] }),
      trig('Whenever this creature blocks a creature with flying', { on: 'blocks', object: 'self', versus: { withKeywords: ['flying'] } }),
      trig('Whenever this creature becomes blocked by a creature', { on: 'becomes-blocked', object: 'self', versus: { types: ['Creature'] } }),
      trig('Whenever equipped creature attacks', { on: 'attacks', object: 'host' }),
      trig('Whenever a creature you control deals combat damage to a player', { on: 'deals-damage', object: { types: ['Creature'], controller: 'you' }, combat: true, recipient: { player: 'any' } }),
      trig('When this enchantment leaves the battlefield', { on: 'leaves', object: 'self' }),
      trig('When enchanted creature dies', { on: 'dies', object: 'host' }),
      trig('Whenever equipped creature dies', { on: 'dies', object: 'host' }),
      trig('Whenever a creature dealt damage by this creature this turn dies', { on: 'dies', object: { types: ['Creature'], dealtDamageBySelf: true } }),
      trig('When this artifact is put into a graveyard from the battlefield', { on: 'put-into-graveyard', object: 'self' }),
      trig('Whenever one or more other creatures you control die', { on: 'dies', object: { types: ['Creature'], controller: 'you', other: true }, batched: true }),
      trig('Whenever Test Card becomes tapped', { on: 'becomes-tapped', object: 'self' }),
      trig('Whenever this creature becomes untapped', { on: 'becomes-untapped', object: 'self' }),
      trig('Whenever this creature deals damage', { on: 'deals-damage', object: 'self' }),
      trig('Whenever Test Card is dealt combat damage', { on: 'dealt-damage', object: 'self', combat: true }),
      trig('When this creature is turned face up', { on: 'turned-face-up', object: 'self' }),
      trig('Whenever this creature transforms into Test Card', { on: 'transforms', object: 'self' }),
      trig('Whenever this creature enters or transforms into Test Card', { on: 'enters', object: 'self', or: [{ on: 'transforms', object: 'self' }] }),
      trig('When this creature exploits a creature', { on: 'exploits', object: 'self' }),
      // "that much" / "that player" read the damage event (oracle/event-refs.ts): its total, the player dealt it.
      line('Whenever this creature deals damage, you gain that much life.', { kind: 'triggered', trigger: { on: 'deals-damage', object: 'self' }, effects: [{ type: 'gain-life', players: { ref: 'you' }, amount: { of: 'event' } }] }),
      line('Whenever enchanted creature deals damage, you gain that much life.', { kind: 'triggered', trigger: { on: 'deals-damage', object: 'host' } }),
      line('Whenever Test Card is dealt combat damage, you gain that much life.', { kind: 'triggered', trigger: { on: 'dealt-damage', object: 'self', combat: true } }),
      line('Whenever this creature is dealt damage, each opponent loses that much life.', { kind: 'triggered', effects: [{ type: 'lose-life', players: { ref: 'each', filter: 'opponent' }, amount: { of: 'event' } }] }),
      line('Whenever Test Card deals combat damage to an opponent, it deals that much damage to target planeswalker that player controls.', { kind: 'triggered', trigger: { on: 'deals-damage', combat: true, recipient: { player: 'opponent' } }, effects: [{ type: 'deal-damage', amount: { of: 'event' }, to: [{ ref: 'target', spec: { object: { types: ['Planeswalker'], controller: { player: { ref: 'event-player' } } } } }] }] }),
    ],
  },
  {
    id: 'trigger/player',
    wording: 'Whenever you (an opponent, a player) cast(s) a [COLOR] [noncreature, instant, artifact, historic, TYPE…] spell [with mana value N or greater] [that targets CARDNAME] / gain(s) life / draw(s) a card / draw your second card each turn / attack(s) [with N or more creatures]',
    parse: playerTrigger,
    fixtures: [
      trig('Whenever you cast a noncreature spell', { on: 'casts', player: 'you', spell: { notTypes: ['Creature'] } }),
      trig('Whenever you cast an instant or sorcery spell', { on: 'casts', player: 'you', spell: { types: ['Instant', 'Sorcery'] } }),
      trig('Whenever you cast an enchantment spell', { on: 'casts', player: 'you', spell: { types: ['Enchantment'] } }),
      trig('Whenever a player casts a white spell', { on: 'casts', player: 'any', spell: { colors: ['white'] } }),
      trig('Whenever an opponent casts a spell', { on: 'casts', player: 'opponent', spell: {} }),
      trig('Whenever you cast a Spirit or Arcane spell', { on: 'casts', spell: { subtypes: ['Spirit', 'Arcane'] } }),
      trig('Whenever you cast a spell with mana value 5 or greater', { on: 'casts', spell: { manaValue: { op: '>=', value: 5 } } }),
      trig('Heroic — Whenever you cast a spell that targets this creature', { on: 'casts', player: 'you', spell: { targetsSelf: true } }),
      trig('Whenever you gain life', { on: 'gains-life', player: 'you' }),
      trig('Whenever you attack', { on: 'player-attacks', player: 'you' }),
      trig('Whenever you draw your second card each turn', { on: 'draws', player: 'you', nth: 2 }),
    ],
  },
  // 603.8: a state trigger — whenever the state holds, not again while it waits or is on the stack.
  {
    id: 'trigger/control-no-land-type',
    wording: 'When you control no Islands (Plains, Swamps, Mountains, Forests) — a state trigger (603.8)',
    parse: map(seq(lit('when you control no'), oneOf(LANDS)), ([, landType]) => ({ on: 'state', condition: { kind: 'controls', who: 'you', filter: { subtypes: [landType] }, atMost: 0 } })),
    fixtures: [trig('When you control no Islands', { on: 'state', condition: { kind: 'controls', who: 'you', filter: { subtypes: ['Island'] }, atMost: 0 } })],
  },
  {
    id: 'trigger/day-night-changes',
    wording: 'Whenever day becomes night or night becomes day (731.1a)',
    parse: map(lit('whenever day becomes night or night becomes day'), () => ({ on: 'day-night-changes' })),
    fixtures: [trig('Whenever day becomes night or night becomes day', { on: 'day-night-changes' })],
  },
];

/** Whether the ability's "it" can name its source: its trigger is about the source itself, a step or a player, not another object (603.7c: "it" there is that object). */
export const itIsSource = (t: Trigger): boolean => !(typeof t.object === 'object' || t.object === 'host');

/** "When CARDNAME enters": the trigger of the cast-choice conditions ("if it was kicked"). */
export const entersSelf = (t: Trigger): boolean => t.on === 'enters' && t.object === 'self' && !t.or;

export const triggerHead = memo(alt(...TRIGGERS.map((t) => t.parse)));
