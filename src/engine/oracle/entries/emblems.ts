// Emblems (114): "You get an emblem with "ABILITY" [and "ABILITY"]." — the quoted abilities read
// as lines of the emblem's own text ("this emblem" is its self-reference). An emblem is in the
// command zone, not on the battlefield, so only abilities that work from there and that the game
// looks for there are accepted (game/emblems.ts): static abilities applying to a group of a
// player's objects, the rules for a player's hand size, and triggered abilities of the kinds in
// EMBLEM_TRIGGERS (none about the emblem's own object: "another", "this creature"). An ability about its own object ("this creature", "enchanted creature") or any
// other kind is refused rather than accepted with no effect.
import type { Ability, Affected, Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import type { EventKind, PlayerRef, TriggerSpec } from '../vocabulary.ts';
import { quotedAbilitiesOf } from '../quoted.ts';
import { actsOnItsObject } from '../self-reference.ts';
import { playerTarget } from '../target-grammar.ts';

/**
 * The trigger kinds an emblem's abilities are read with (114.4): the one trigger handler matches an
 * emblem's triggers like a permanent's (game/emblems.ts registers emblems as trigger sources), and
 * these are the kinds tested from the command zone.
 */
export const EMBLEM_TRIGGERS: ReadonlySet<EventKind> = new Set<EventKind>(['step-begins', 'casts', 'draws', 'gains-life', 'enters', 'dies', 'attacks', 'becomes-tapped', 'deals-damage']);

/** A trigger naming its source's own object ("another creature", "a spell that targets this creature"). A player's Nth spell
 *  or card each turn is counted by the game for that player (the event's `nth`), so an emblem reads it as a permanent does. */
function aboutItsTrigger(t: TriggerSpec): boolean {
  const selfish = (f: TriggerSpec['object']): boolean => f === 'self' || f === 'host' || (typeof f === 'object' && (!!f.other || !!f.named));
  return selfish(t.object) || t.recipient?.object === 'self' || !!t.spell?.targetsSelf || !!t.or?.some((o) => aboutItsTrigger(o) || !EMBLEM_TRIGGERS.has(o.on));
}

/** Static effects the layers apply from an emblem as from a permanent (game/layers.ts). */
const EMBLEM_STATICS = new Set(['modify-pt', 'grant-keyword', 'grant', 'set-base-pt', 'remove-keyword', 'lose-all-abilities']);

/** A group named relative to its source's own object ("other", "enchanted", "this creature"): meaningless for an emblem, which has none. */
function aboutItsObject(a: Affected): boolean {
  if (typeof a === 'string') return a === 'self' || a.startsWith('other') || a.startsWith('enchanted') || a.startsWith('equipped') || a === 'all-other-creatures';
  if ('match' in a) return !!a.match.other;
  return 'chosen' in a || ('other' in a && a.other === true);
}

/** Whether an emblem with this ability does what the ability says (114.4). */
export function worksOnEmblem(a: Ability): boolean {
  switch (a.kind) {
    case 'static':
      return EMBLEM_STATICS.has(a.effect.type) && !a.condition && 'affects' in a.effect && !aboutItsObject(a.effect.affects);
    case 'player-rule':
      return a.rule === 'no-max-hand-size' || (a.rule === 'loyalty' && a.of === 'yours' && !a.enteredThisTurn);
    case 'hand-size':
      return true;
    case 'triggered':
      return EMBLEM_TRIGGERS.has(a.trigger.on) && !a.modes && !aboutItsTrigger(a.trigger) && !a.effects.some(actsOnItsObject);
    default:
      return false;
  }
}

const emblemAbilities = quotedAbilitiesOf('emblem');
/** Who gets one (114.2): its owner, for whom "you" in its text stands; "target opponent gets" chooses that player as the ability is activated (601.2c). */
const getsAnEmblem: Parser<PlayerRef> = alt<PlayerRef>(
  map(lit('you get an emblem with'), () => ({ ref: 'you' })),
  map(seq(playerTarget, lit('gets an emblem with')), ([spec]) => ({ ref: 'target', spec })),
  map(lit('each opponent gets an emblem with'), () => ({ ref: 'each', filter: 'opponent' })),
  map(lit('each player gets an emblem with'), () => ({ ref: 'each', filter: 'any' })),
);
const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'activated', effects }] });

export const EMBLEM_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/emblem',
    wording: 'You get (each opponent gets, each player gets, target opponent gets) an emblem with "ABILITY" [and "ABILITY"] (114.2: owned by who gets it; a static ability on a group of your objects, "You have no maximum hand size", or a trigger at the beginning of a step, on a spell cast, a card drawn, life gained, a creature or land entering, a creature dying or attacking, a permanent becoming tapped, a creature dealing damage)',
    parse: map(seq(getsAnEmblem, sepBy1(emblemAbilities, lit('and')), opt(lit('.'))), ([players, lists]) => {
      const abilities = lists.flat();
      return abilities.every(worksOnEmblem) ? [{ type: 'emblem', players, abilities }] : null;
    }),
    fixtures: [
      ability('−6: You get an emblem with "Creatures you control get +1/+1."', { type: 'emblem', players: { ref: 'you' }, abilities: [{ kind: 'static', effect: { type: 'modify-pt', affects: 'creatures-you-control', power: 1, toughness: 1 }, text: 'Creatures you control get +1/+1.' }] }),
      ability('−8: You get an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."', { type: 'emblem', abilities: [{ kind: 'triggered', trigger: { on: 'step-begins', step: 'upkeep', player: 'you' } }] }),
      ability('−7: You get an emblem with "You have no maximum hand size."', { type: 'emblem', abilities: [{ kind: 'player-rule', rule: 'no-max-hand-size' }] }),
      // Ob Nixilis Reignited: the opponent targeted owns the emblem, and "you" in it is that player.
      ability('−8: Target opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."', { type: 'emblem', players: { ref: 'target', spec: { player: 'opponent' } }, abilities: [{ kind: 'triggered', trigger: { on: 'draws', player: 'any' }, effects: [{ type: 'lose-life', players: { ref: 'you' }, amount: 2 }] }] }),
      ability('+2: Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."', { type: 'emblem', players: { ref: 'each', filter: 'opponent' }, abilities: [{ kind: 'triggered', trigger: { on: 'step-begins', step: 'upkeep', player: 'you' } }] }),
      // Garruk, Apex Predator: "you" is the targeted opponent who owns it, and "it" the attacking creature (603.7c).
      ability('−8: Target opponent gets an emblem with "Whenever a creature attacks you, it gets +5/+5 and gains trample until end of turn."', { type: 'emblem', players: { ref: 'target' }, abilities: [{ kind: 'triggered', trigger: { on: 'attacks', recipient: { player: 'you' } }, effects: [{ type: 'modify-pt', objects: { ref: 'event-object' }, power: 5 }, { type: 'grant', keywords: ['trample'] }] }] }),
      // Tezzeret, Cruel Captain: the quotation's own "it" is its own target, not anything the loyalty ability names.
      ability('−7: You get an emblem with "At the beginning of combat on your turn, put three +1/+1 counters on target artifact you control. If it\'s not a creature, it becomes a 0/0 Robot artifact creature."', { type: 'emblem', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', amount: 3 }, { type: 'group', condition: { kind: 'not' }, effects: [{ type: 'become', objects: { ref: 'same-target' }, subtypes: ['Robot'] }] }] }] }),
    ],
  },
];
