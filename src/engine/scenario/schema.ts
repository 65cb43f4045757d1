// The scenario schema: turns a YAML/JSON text (or an already-parsed object) into a
// validated, normalized Scenario, following ../shared/scenario-format.md. It accepts
// everything that page allows (and a few harmless extras), and when the input is wrong
// it reports every problem at once, each with its path ("actions[2].cast: …"), as one
// JudgeError('invalid_scenario'). Names are checked here too: a card name must be defined
// under `cards` or in the built-in library, a player name must be one of `players`.
// Which permanent a name refers to during the replay (two Grizzly Bears, a token made
// mid-game) is the engine's business, since it depends on the game state at that moment.
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { JudgeError } from '../../errors.ts';
import { builtinCards, findCard, similarNames, suggestCards } from '../cards/index.ts';
import type { CardDefinition } from '../cards/index.ts';
import { COLORS, colorNamed } from '../oracle/ast.ts';
import { STEPS, type Step } from '../types.ts';
import { limitProblems } from './limits.ts';

export type { CardDefinition } from '../cards/index.ts';

export interface ScenarioProblem {
  path: string;
  message: string;
}

/** The verbs of the action table, in the order the format lists them. */
export const ACTION_VERBS = ['play', 'cast', 'activate', 'attack', 'block', 'assign', 'order', 'choose', 'pass', 'until', 'turnFaceUp', 'planarDie'] as const;
export type ActionVerb = (typeof ACTION_VERBS)[number];

// Spellings people use for steps, mapped to the format's names.
const STEP_ALIASES: Record<string, Step> = {
  'precombat-main': 'main1',
  'main-1': 'main1',
  'first-main': 'main1',
  'postcombat-main': 'main2',
  'main-2': 'main2',
  'second-main': 'main2',
  'beginning-of-combat-step': 'beginning-of-combat',
  combat: 'beginning-of-combat',
  'declare-attackers-step': 'declare-attackers',
  'declare-blockers-step': 'declare-blockers',
  'combat-damage-step': 'combat-damage',
  damage: 'combat-damage',
  'end-of-combat-step': 'end-of-combat',
  'end-step': 'end',
  'end-of-turn': 'end',
  'cleanup-step': 'cleanup',
};

const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery', 'Tribal'];
const MANA_SYMBOL = /^(\d+|[WUBRGCXSE]|[WUBRG]\/[WUBRGP]|2\/[WUBRG]|C\/P)$/;
const PT = /^(-?\d+|\*|\d+\+\*)\/(-?\d+|\*|\d+\+\*)$/;
// A letter, or two past "z" (704.5aa).
const RULE_NUMBER = /^\d{3}(\.\d+[a-z]{0,2})?$/;

/** What the field-level checks need to know about the whole input, gathered leniently before validation. */
interface NameContext {
  cards: Set<string>;
  players: Set<string>;
}

// ---------------------------------------------------------------------------------
// Field schemas

// A field checked by code (byShape, the action verbs) is opaque to JSON Schema; the shapes it
// accepts are recorded here, so the published schema (scenarioJsonSchema) documents them.
const SHAPES = new WeakMap<z.ZodType, z.ZodType>();
function documented<S extends z.ZodType>(schema: S, accepts: z.ZodType): S {
  SHAPES.set(schema, accepts);
  return schema;
}

function strictObject<T extends z.ZodRawShape>(shape: T) {
  const allowed = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys
        .map((key) => {
          const near = similarNames(key, allowed, 1);
          return `unknown key '${key}'${near.length ? ` — did you mean ${near[0]}?` : ''} (allowed: ${allowed.join(', ')})`;
        })
        .join('; ');
    },
  });
}

const nonEmptyString = z.string().trim().min(1, 'must not be empty');

const count = z.number().int('must be a whole number').min(0, 'must not be negative');

const manaString = z
  .string()
  .trim()
  .refine((s) => /^(\{[^{}]+\})*$/.test(s) && [...s.matchAll(/\{([^{}]+)\}/g)].every((m) => MANA_SYMBOL.test(m[1].toUpperCase())), {
    message: 'is not a mana cost like "{1}{G}" or "{W}{W}"',
  });

// YAML reads `pt: 2/2` as a string; a lone number is almost certainly a mistake.
const ptString = z.string().trim().regex(PT, 'must be power/toughness like "2/2"');

const stepName = documented(z.string().transform((raw, ctx): Step => {
  const key = raw.trim().toLowerCase().replace(/[\s_]+/g, '-');
  if ((STEPS as readonly string[]).includes(key)) return key as Step;
  if (STEP_ALIASES[key]) return STEP_ALIASES[key];
  ctx.addIssue({ code: 'custom', message: `unknown step '${raw}' (steps: ${STEPS.join(', ')})` });
  return z.NEVER;
}), z.enum(STEPS).describe('a step (rules 500–514); common spellings such as "precombat main" or "end step" are accepted too'));

// YAML turns an unquoted 601.2 into a number; accept it and keep its text.
const ruleNumber = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((s) => RULE_NUMBER.test(s), { message: 'is not a rule number like "704.5g"' });

const counterMap = z.record(z.string(), count).transform((counters) =>
  Object.fromEntries(Object.entries(counters).map(([kind, n]) => [kind.trim().replace(/\u2212/g, '-'), n])),
);

function cardNameIn(names: NameContext) {
  return nonEmptyString.superRefine((name, ctx) => {
    if (names.cards.has(name) || findCard(name)) return;
    const near = suggestCards(name, names.cards);
    ctx.addIssue({
      code: 'custom',
      message: `unknown card '${name}'${near.length ? ` — did you mean ${near.join(' or ')}?` : ''} (define it under cards)`,
    });
  });
}

function playerNameIn(names: NameContext) {
  return nonEmptyString.superRefine((name, ctx) => {
    if (names.players.has(name)) return;
    const near = similarNames(name, names.players);
    ctx.addIssue({
      code: 'custom',
      message: `unknown player '${name}' (players: ${[...names.players].join(', ') || 'none'})${near.length ? ` — did you mean ${near[0]}?` : ''}`,
    });
  });
}

/** A record whose keys must be player names: expectations and nothing else. */
function perPlayer<T extends z.ZodType>(names: NameContext, value: T) {
  return z.record(z.string(), value).superRefine((record, ctx) => {
    for (const key of Object.keys(record)) {
      if (!names.players.has(key))
        ctx.addIssue({ code: 'custom', path: [key], message: `unknown player '${key}' (players: ${[...names.players].join(', ')})` });
    }
  });
}

/**
 * A field that takes several shapes (a name or an object, a count or a list): the raw
 * value's shape picks the schema, so problems are reported for that shape instead of as
 * an opaque "no union member matched".
 */
function byShape<T>(choose: (raw: unknown) => z.ZodType<T>, shapes: z.ZodType[]) {
  return documented(
    z.unknown().transform((raw, ctx): T => {
      const result = choose(raw).safeParse(raw);
      if (result.success) return result.data;
      forwardIssues(result.error.issues, ctx);
      return z.NEVER;
    }),
    shapes.length === 1 ? shapes[0]! : z.union(shapes as [z.ZodType, z.ZodType, ...z.ZodType[]]),
  );
}


/** Re-reports a nested parse's issues at the current position (keeping unknown keys' own paths). */
function forwardIssues(issues: z.core.$ZodIssue[], ctx: z.core.$RefinementCtx) {
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const messages = issue.message.split('; ');
      issue.keys.forEach((key, i) => ctx.addIssue({ code: 'custom', message: messages[i] ?? issue.message, path: [...issue.path, key] as (string | number)[] }));
    } else ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as (string | number)[] });
  }
}

const oneOrMany = <T extends z.ZodType>(item: T) =>
  byShape<z.output<T>[]>((raw) => (Array.isArray(raw) ? z.array(item) : item.transform((v) => [v as z.output<T>])) as z.ZodType<z.output<T>[]>, [item, z.array(item)]);

const cardDefinition = strictObject({
  type: nonEmptyString.refine((t) => CARD_TYPES.some((type) => new RegExp(`\\b${type}\\b`).test(t)), {
    message: `needs a card type (${CARD_TYPES.join(', ')})`,
  }),
  cost: manaString.optional(),
  pt: ptString.optional(),
  // "X" for a planeswalker with {X} in its cost: it enters with the X paid (107.3m).
  loyalty: z.union([count, z.literal('X')]).optional(),
  text: z
    .union([z.string(), z.array(z.string()), z.null()])
    .optional()
    .transform((t) => (Array.isArray(t) ? t.join('\n') : (t ?? '')).trim()),
  colors: oneOrMany(
    z
      .string()
      .trim()
      .toLowerCase()
      .transform((c) => colorNamed(c) ?? c)
      .refine((c) => (COLORS as readonly string[]).includes(c), { message: `must be one of ${COLORS.join(', ')}` }),
  ).optional(),
})
  .superRefine((card, ctx) => {
    if (/\bCreature\b/.test(card.type) && card.pt === undefined)
      ctx.addIssue({ code: 'custom', path: ['pt'], message: 'a creature needs pt, like "2/2"' });
  })
  .transform((card): CardDefinition => {
    const { cost, pt, loyalty, colors, ...rest } = card;
    return {
      ...rest,
      ...(cost ? { cost } : {}),
      ...(pt !== undefined ? { pt } : {}),
      ...(loyalty !== undefined ? { loyalty } : {}),
      ...(colors ? { colors } : {}),
    };
  });

/** The shape of each action verb of the format's table. */
function buildVerbs(names: NameContext) {
  const cardName = cardNameIn(names);
  const playerName = playerNameIn(names);
  const reference = nonEmptyString;
  const targets = oneOrMany(reference).optional();
  return {
    // a land played from the top of the library (Courser of Kruphix).
    play: strictObject({ player: playerName, play: cardName, from: z.enum(['hand', 'library', /* a card an effect lets its player play from exile */ 'exile', /* "You may play lands from your graveyard" */ 'graveyard']).optional() }),
    cast: strictObject({
      player: playerName,
      cast: cardName,
      targets,
      modes: oneOrMany(z.union([z.string(), z.number().int()])).optional(),
      x: count.optional(),
      pay: manaString.optional(),
      // Kicked once (true) or N times with multikicker (702.33); from a graveyard with flashback (702.34).
      kicked: z.union([z.boolean(), count, z.array(manaString)]).optional(),
      from: z.enum(['hand', 'graveyard', /* a foretold or plotted card */ 'exile', 'library']).optional(),
      // Pay the buyback cost (702.27a); creatures tapped for convoke (702.51a).
      buyback: z.boolean().optional(),
      convoke: oneOrMany(reference).optional(),
      // The card discarded for jump-start or retrace (702.133a, 702.81a).
      discard: reference.optional(),
      // Cast for its evoke cost (702.74a).
      evoke: z.boolean().optional(),
      // its "rather than pay this spell's mana cost" cost (118.9); entwined (702.42a);
      // graveyard cards exiled for delve (702.66a); artifacts tapped for improvise (702.126a).
      alternative: z.boolean().optional(),
      entwine: z.boolean().optional(),
      delve: oneOrMany(reference).optional(),
      improvise: oneOrMany(reference).optional(),
      // Cast for its dash cost (702.109a).
      dash: z.boolean().optional(),
      // How many times its replicate cost is paid (702.56a).
      replicate: count.optional(),
      // The other graveyard cards exiled for its escape cost (702.138a), cast with from: graveyard.
      escape: oneOrMany(reference).optional(),
      // Suspend it instead of casting it (116.2f, 702.62a).
      suspend: z.boolean().optional(),
      // Foretell (116.2h, 702.143a) or plot (116.2k, 702.170a) it instead of casting it.
      foretell: z.boolean().optional(),
      plot: z.boolean().optional(),
      // cast it face down with morph, megamorph or disguise (702.37c, 702.168b).
      faceDown: z.boolean().optional(),
      // cast for a keyword's alternative cost; the creature its web-slinging or sneak cost returns.
      altCost: z.enum(['surge', 'spectacle', 'blitz', 'web-slinging', 'sneak', 'warp', 'prowl', 'freerunning', 'overload', 'bestow', 'awaken']).optional(),
      returning: reference.optional(),
      // Cards in the caster's hand spliced onto it, in the order their effects follow the spell's (702.47a-b).
      splice: oneOrMany(reference).optional(),
      // pay its offspring cost (702.175a).
      offspring: z.boolean().optional(),
      // how many times it pays its squad cost (702.157a).
      squad: count.optional(),
      // cast it for its emerge cost, sacrificing this creature (702.119a).
      emerge: reference.optional(),
      // How much generic mana the other player pays with assist (702.132a).
      assist: count.optional(),
      // The artifact, enchantment or token sacrificed to bargain it (702.166a).
      bargain: reference.optional(),
      // The creature sacrificed for casualty (702.153a).
      casualty: reference.optional(),
      // The two untapped creatures tapped for conspire (702.78a).
      conspire: z.array(reference).length(2).optional(),
      // Both halves of a split card with fuse (702.102a); a prototype card prototyped (702.160a).
      fuse: z.boolean().optional(),
      prototype: z.boolean().optional(),
    }),
    activate: strictObject({
      player: playerName,
      activate: reference,
      ability: z.number().int().min(1, 'abilities count from 1').default(1),
      targets,
      x: count.optional(),
      pay: manaString.optional(),
      // A card's ability activated from its owner's hand, such as cycling (702.29a), or
      // from their graveyard, such as unearth (702.84a) or scavenge (702.97a).
      from: z.enum(['hand', 'graveyard']).optional(),
      // the unblocked attacker a ninjutsu ability returns (702.49a).
      returning: reference.optional(),
    }),
    attack: strictObject({ player: playerName, attack: z.record(reference, reference) }),
    // a creature that can block more than one creature names them in a list.
    block: strictObject({ player: playerName, block: z.record(reference, z.union([reference, z.array(reference).min(1)])) }),
    assign: strictObject({ player: playerName, assign: z.record(reference, z.record(reference, count)) }),
    order: strictObject({ player: playerName, order: z.array(reference).min(1) }),
    choose: strictObject({
      player: playerName,
      // A colour is read wherever one is chosen (game/choices.ts colorChoice): one nobody could read is refused here.
      choose: z.unknown().superRefine((value, ctx) => {
        const color = value && typeof value === 'object' && !Array.isArray(value) ? (value as { color?: unknown }).color : undefined;
        // colorNamed reads it as the replay will; untrimmed (" red") stays refused, as a word or letter alone is asked for.
        if (color !== undefined && !(typeof color === 'string' && color === color.trim() && colorNamed(color)))
          ctx.addIssue({ code: 'custom', path: ['color'], message: `a colour is its word or its mana letter (white, blue, black, red, green or W, U, B, R, G), not ${JSON.stringify(color)}` });
      }),
    }),
    // `pass: true` reads naturally too; both mean every player passes once in succession.
    pass: strictObject({ player: playerName.optional(), pass: z.union([z.literal('all'), z.literal(true)], { error: 'must be "all"' }).transform(() => 'all' as const) }),
    until: strictObject({ player: playerName.optional(), until: stepName }),
    // turn a face-down permanent one controls face up, a special action (116.2b, 702.37e).
    turnFaceUp: strictObject({ player: playerName, turnFaceUp: reference }),
    // roll the planar die, a special action (116.2i, 901.9): the face it shows.
    planarDie: strictObject({ player: playerName, planarDie: z.enum(['chaos', 'planeswalker', 'blank'], { error: 'the planar die shows chaos, planeswalker or blank (901.3a)' }) }),
  };

}

function buildSchema(names: NameContext) {
  const cardName = cardNameIn(names);
  const playerName = playerNameIn(names);
  const reference = nonEmptyString; // a permanent, card, player or id: resolved by the engine during the replay

  const permanentObject = strictObject({
    card: cardName,
    id: nonEmptyString.optional(),
    damage: count.default(0),
    counters: counterMap.default({}),
    sick: z.boolean().default(false),
    tapped: z.boolean().default(false),
    token: z.boolean().default(false),
    controller: playerName.optional(),
    owner: playerName.optional(),
    attachedTo: reference.optional(),
    pt: ptString.optional(),
    loyalty: count.optional(),
    // what its "as it enters, choose a creature type / a color" chose (a creature type or a colour word).
    chosen: nonEmptyString.optional(),
    // a transforming double-faced card with its back face up (701.27g).
    transformed: z.boolean().optional(),
    // A Class's level (716.2b: a designation; absent is level 1, 716.2d).
    level: z.number().int().min(1).optional(),
  });
  type PermanentEntry = z.output<typeof permanentObject>;
  const permanent = byShape<PermanentEntry>((raw) => (typeof raw === 'string' ? cardName.transform((card) => permanentObject.parse({ card })) : permanentObject), [
    cardName,
    permanentObject,
  ]);

  const emblemObject = strictObject({ text: nonEmptyString, from: nonEmptyString.optional() });
  const emblem = byShape<z.output<typeof emblemObject>>((raw) => (typeof raw === 'string' ? nonEmptyString.transform((text) => ({ text })) : emblemObject), [nonEmptyString, emblemObject]);

  const player = strictObject({
    name: nonEmptyString,
    life: z.number().int('must be a whole number').default(20),
    poison: count.optional(),
    battlefield: z.array(permanent).default([]),
    hand: z.array(cardName).default([]),
    // An omitted library is not an empty one: a board description that leaves it out is not about decking.
    library: byShape<number | string[]>((raw) => (Array.isArray(raw) ? z.array(cardName) : count), [count, z.array(cardName)]).default(20),
    graveyard: z.array(cardName).default([]),
    exile: z.array(cardName).default([]),
    mana: manaString.optional(),
    // Emblems the player has in the command zone (114): each its abilities' text, and what made it.
    emblems: z.array(emblem).default([]),
    // The player's speed (702.179: absent is none; 1 to 4, max speed 4) and the city's blessing (702.131c), from earlier in the game.
    speed: z.number().int('must be a whole number').min(1, 'speed is 1 to 4 (leave it out for none, 702.179b)').max(4, 'speed is 1 to 4 (max speed is 4, 702.179e)').optional(),
    citysBlessing: z.boolean().optional(),
    // An archenemy's scheme deck in the command zone, top first (904.3): each set in motion as their precombat main phase begins (904.9).
    schemes: z.array(cardName).min(1, 'a scheme deck holds at least one scheme card (leave it out for none)').optional(),
    // Planechase (901): the face-up plane this player owns (one in the game), and their planar deck, top first.
    plane: cardName.optional(),
    planarDeck: z.array(cardName).optional(),
    // Dungeons this player completed earlier in the game (309.7: "if you've completed a dungeon").
    completedDungeons: count.optional(),
  });

  const turn = strictObject({
    active: playerName.optional(),
    number: z.number().int().min(1, 'turns count from 1').default(1),
    step: stepName,
    priority: z.boolean().default(false),
    // spells each player cast during the previous turn (werewolves, day and night).
    spellsLastTurn: z.record(z.string(), count).optional(),
    // the game's day or night designation (731.1); absent: neither.
    dayNight: z.enum(['day', 'night'], { error: 'must be "day" or "night"' }).optional(),
  });

  const verbs = buildVerbs(names);

  // One verb per action; the verb decides the shape, so messages talk about that verb
  // rather than listing why each of ten alternatives failed.
  const action = documented(z.unknown().transform((raw, ctx): Action => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      ctx.addIssue({ code: 'custom', message: `an action is an object like {player: Alice, cast: Shock} (verbs: ${ACTION_VERBS.join(', ')})` });
      return z.NEVER;
    }
    const present = ACTION_VERBS.filter((verb) => verb in raw);
    if (present.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        message:
          present.length === 0
            ? `no action verb among keys ${Object.keys(raw).join(', ') || '(none)'} (verbs: ${ACTION_VERBS.join(', ')})`
            : `one action does one thing; this one has ${present.join(' and ')}`,
      });
      return z.NEVER;
    }
    const kind = present[0];
    const parsed = verbs[kind].safeParse(raw);
    if (!parsed.success) {
      forwardIssues(parsed.error.issues, ctx);
      return z.NEVER;
    }
    return { kind, ...parsed.data } as Action;
  }), z.union(ACTION_VERBS.map((verb) => verbs[verb]) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]));

  const zoneLists = perPlayer(names, z.array(nonEmptyString));
  const errorRules = strictObject({ rule: oneOrMany(ruleNumber).optional(), rules: oneOrMany(ruleNumber).optional() });
  const expect = strictObject({
    life: perPlayer(names, z.number().int()).optional(),
    battlefield: zoneLists.optional(),
    graveyard: zoneLists.optional(),
    hand: zoneLists.optional(),
    exile: zoneLists.optional(),
    library: perPlayer(names, count).optional(),
    // How many emblems each player has in the command zone (114.2).
    emblems: perPlayer(names, count).optional(),
    stack: byShape<string[] | Record<string, string[]>>((raw) => (Array.isArray(raw) ? z.array(nonEmptyString) : zoneLists), [z.array(nonEmptyString), zoneLists]).optional(),
    pt: z.record(reference, ptString).optional(),
    damage: z.record(reference, count).optional(),
    counters: z.record(reference, counterMap).optional(),
    tapped: z.record(reference, z.boolean()).optional(),
    winner: byShape<string | null>((raw) => (raw === null ? z.null() : playerName), [playerName, z.null()]).optional(),
    draw: z.boolean().optional(),
    rules: z.array(ruleNumber).optional(),
    // `error: {rule: [..]}` passes when the rejection cites any listed rule; `error: true` accepts any rejection.
    error: byShape<{ rule?: string[]; rules?: string[] } | true>(
      (raw) => (raw === true ? z.literal(true) : errorRules),
      [z.literal(true), errorRules],
    )
      .transform((e) => ({ rules: e === true ? [] : [...(e.rule ?? []), ...(e.rules ?? [])] }))
      .optional(),
  });

  return {
    verbs,
    // Unknown top-level keys (level, tags, notes) are allowed and dropped.
    scenario: z.object({
      title: z.string().optional(),
      rules: z.string().optional(),
      turn,
      players: z.array(player).min(1, 'a scenario needs at least one player'),
      cards: z.record(nonEmptyString, cardDefinition).default({}),
      actions: z.array(action).default([]),
      expect: expect.optional(),
    }),
  };
}

// ---------------------------------------------------------------------------------
// Output types

type Schemas = ReturnType<typeof buildSchema>;
type VerbOutputs = { [K in ActionVerb]: z.output<ReturnType<typeof buildVerbs>[K]> & { kind: K } };
/** One player decision from `actions`, tagged with its verb in `kind`. */
export type Action = VerbOutputs[ActionVerb];
export type PlayAction = VerbOutputs['play'];
export type CastAction = VerbOutputs['cast'];
export type ActivateAction = VerbOutputs['activate'];
export type AttackAction = VerbOutputs['attack'];
export type BlockAction = VerbOutputs['block'];
export type AssignAction = VerbOutputs['assign'];
export type OrderAction = VerbOutputs['order'];
export type ChooseAction = VerbOutputs['choose'];
export type PassAction = VerbOutputs['pass'];
export type UntilAction = VerbOutputs['until'];
export type TurnFaceUpAction = VerbOutputs['turnFaceUp'];

type ParsedScenario = z.output<Schemas['scenario']>;
export type ScenarioPlayer = ParsedScenario['players'][number];
/** A battlefield entry, always in object form ({card, damage, counters, sick, tapped, token, …}). */
export type PermanentEntry = ScenarioPlayer['battlefield'][number];
export type Expectations = NonNullable<ParsedScenario['expect']>;
/** A validated scenario: defaults filled in, battlefield entries as objects, `turn.active` always set. */
export type Scenario = Omit<ParsedScenario, 'turn'> & {
  turn: Omit<ParsedScenario['turn'], 'active'> & { active: string };
};

// ---------------------------------------------------------------------------------
// Entry point

const currentNames: NameContext = { cards: new Set(), players: new Set() };
const scenarioSchema = buildSchema(currentNames).scenario;

/** The scenario format as JSON Schema (the input side: what a client may send), made from the
 *  same zod schema that validates it; the explain route publishes it in OpenAPI. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return toJsonSchema(scenarioSchema);
}

function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    // The API publishes OpenAPI 3.0, whose schema dialect predates `const` and `propertyNames`.
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const accepts = SHAPES.get(ctx.zodSchema as unknown as z.ZodType);
      if (!accepts) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
      Object.assign(ctx.jsonSchema, toJsonSchema(accepts));
    },
  }) as Record<string, unknown>;
  return json;
}

/**
 * Parses and validates a scenario given as YAML or JSON text, or as an already-parsed
 * object. Throws JudgeError('invalid_scenario') listing every problem with its path.
 */
export function parseScenario(input: string | unknown): Scenario {
  const raw = typeof input === 'string' ? parseText(input) : input;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw invalid([{ path: '(root)', message: 'a scenario is a mapping with turn, players and actions' }]);

  const limits = limitProblems(raw as Record<string, unknown>);
  if (limits.length) throw invalid(limits, 'the scenario is over a size limit');
  const { names, problems } = gatherNames(raw as Record<string, unknown>);
  // The schema is built once (zod compiles it on first use); the names it checks against
  // are swapped in for this call. Validation is synchronous, so calls cannot interleave.
  currentNames.cards = names.cards;
  currentNames.players = names.players;
  const result = scenarioSchema.safeParse(raw);
  if (!result.success) problems.push(...result.error.issues.flatMap(problemsOf));
  if (problems.length) throw invalid(problems);

  const parsed = result.data!;
  return { ...parsed, turn: { ...parsed.turn, active: parsed.turn.active ?? parsed.players[0].name } };
}

function parseText(text: string): unknown {
  // JSON is YAML too, but JSON.parse is several times faster; on a syntax error the YAML
  // parser runs anyway, for its line/column messages.
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      // fall through
    }
  }
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length) {
    throw invalid(
      doc.errors.map((error) => {
        const at = error.linePos?.[0];
        return {
          path: at ? `line ${at.line}, column ${at.col}` : '(text)',
          message: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
        };
      }),
      'the scenario is not valid YAML or JSON',
    );
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (err) {
    // Unresolved aliases and alias bombs surface only here.
    throw invalid([{ path: '(text)', message: (err as Error).message }], 'the scenario is not valid YAML or JSON');
  }
  if (value === null || value === undefined) throw invalid([{ path: '(root)', message: 'the scenario is empty' }]);
  return value;
}

/** Reads card and player names from the raw input without trusting its shape, and checks the whole-scenario rules (unique names and ids). */
function gatherNames(raw: Record<string, unknown>): { names: NameContext; problems: ScenarioProblem[] } {
  const problems: ScenarioProblem[] = [];
  const cards = new Set(Object.keys(builtinCards));
  if (isRecord(raw.cards)) for (const name of Object.keys(raw.cards)) cards.add(name.trim());

  const players = new Set<string>();
  const ids = new Map<string, string>();
  (Array.isArray(raw.players) ? raw.players : []).forEach((player, i) => {
    if (!isRecord(player)) return;
    if (typeof player.name === 'string') {
      const name = player.name.trim();
      if (players.has(name)) problems.push({ path: `players[${i}].name`, message: `two players are named '${name}'` });
      players.add(name);
    }
    (Array.isArray(player.battlefield) ? player.battlefield : []).forEach((entry, j) => {
      if (!isRecord(entry) || typeof entry.id !== 'string') return;
      const path = `players[${i}].battlefield[${j}].id`;
      const earlier = ids.get(entry.id);
      if (earlier) problems.push({ path, message: `id '${entry.id}' is already used at ${earlier}` });
      else ids.set(entry.id, path);
    });
  });
  return { names: { cards, players }, problems };
}

function invalid(problems: ScenarioProblem[], headline = 'the scenario is not valid'): JudgeError {
  const summary = problems.length === 1 ? `${problems[0].path}: ${problems[0].message}` : `${problems.length} problems`;
  return new JudgeError('invalid_scenario', `${headline}: ${summary}`, { details: problems });
}

/** ["players", 1, "battlefield", 0] → "players[1].battlefield[0]"; keys that are not identifiers get brackets. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(String(key))) out += out ? `.${String(key)}` : String(key);
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(root)';
}

/** One zod issue as problems: an unknown key gets its own path, so "players[0].battlefeld" points at the typo. */
function problemsOf(issue: z.core.$ZodIssue): ScenarioProblem[] {
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 1) {
    const messages = issue.message.split('; ');
    return issue.keys.map((key, i) => ({ path: formatPath([...issue.path, key]), message: messages[i] ?? issue.message }));
  }
  if (issue.code === 'unrecognized_keys') return [{ path: formatPath([...issue.path, issue.keys[0]]), message: issue.message }];
  return [{ path: formatPath(issue.path), message: cleanMessage(issue.message) }];
}

function cleanMessage(message: string): string {
  if (/received undefined$/.test(message)) return 'is required';
  return message.replace(/^Invalid input: /, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
