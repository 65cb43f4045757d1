// Trigger conditions: the "When/Whenever/At …" head of a triggered ability (603.1).
import type { LegacyTrigger, Trigger } from '../ast.ts';
import { CAST_TRIGGERS } from './cast-triggers.ts';
import { triggerFixture, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { self } from '../phrases.ts';
import { EVENT_TRIGGERS } from './triggers-events.ts';
import { LEAVE_TRIGGERS } from './leave-triggers.ts';
import { ENTER_TRIGGERS } from './enter-triggers.ts';
import { STATE_TRIGGERS } from './state-triggers.ts'; // cov-statics
import { TRANSFORM_TRIGGERS } from './transform-effects.ts'; // cov-transform
import { TAIL_TRIGGERS } from './tail-triggers.ts'; // cov-tail

const when = alt(lit('when'), lit('whenever'));
const enters = seq(lit('enters'), opt(lit('the battlefield')));
const trig = triggerFixture;

export const TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/step',
    wording: 'At the beginning of your (each) upkeep / end step',
    parse: alt<Trigger>(
      map(seq(lit('at the beginning of'), alt(map(lit('your'), () => 'your' as const), map(alt(lit('each'), lit("each player's")), () => 'each' as const)), alt(map(lit('upkeep'), () => 'upkeep' as const), map(lit('end step'), () => 'end-step' as const))), ([, whose, event]) => ({ event, whose })),
      map(lit('at the beginning of the end step'), () => ({ event: 'end-step', whose: 'each' })),
    ),
    fixtures: [trig('At the beginning of your upkeep', { event: 'upkeep', whose: 'your' })],
  },
  {
    id: 'trigger/self-enters',
    wording: 'When CARDNAME enters [the battlefield]',
    parse: map(seq(when, self, enters), () => ({ event: 'etb' })),
    fixtures: [trig('When Test Card enters the battlefield', { event: 'etb' }), trig('When this creature enters', { event: 'etb' })],
  },
  {
    id: 'trigger/self-dies',
    wording: 'When CARDNAME dies',
    parse: map(seq(when, self, lit('dies')), () => ({ event: 'dies' })),
    fixtures: [trig('When Test Card dies', { event: 'dies' })],
  },
  {
    id: 'trigger/self-combat',
    wording: 'Whenever CARDNAME attacks / blocks / becomes blocked / attacks or blocks / deals combat damage to a player',
    parse: map(seq(lit('whenever'), self, alt<LegacyTrigger['event']>(
      map(lit('attacks or blocks'), () => 'attacks-or-blocks'),
      map(lit('attacks'), () => 'attacks'),
      map(lit('blocks'), () => 'blocks'),
      map(lit('becomes blocked'), () => 'becomes-blocked'),
      map(lit('deals combat damage to a player'), () => 'combat-damage-to-player'),
    )), ([, , event]) => ({ event }) as Trigger),
    fixtures: [trig('Whenever Test Card attacks', { event: 'attacks' }), trig('Whenever Test Card deals combat damage to a player', { event: 'combat-damage-to-player' })],
  },
  {
    id: 'trigger/beginning-of-combat',
    wording: 'At the beginning of combat on your turn',
    parse: map(lit('at the beginning of combat on your turn'), () => ({ event: 'beginning-of-combat' })),
    fixtures: [trig('At the beginning of combat on your turn', { event: 'beginning-of-combat' })],
  },
  {
    id: 'trigger/creature-dies',
    wording: 'Whenever [another] creature [you control] dies',
    parse: map(seq(lit('whenever'), alt(map(lit('another'), () => true), map(lit('a'), () => false)), lit('creature'), opt(lit('you control')), lit('dies')), ([, another, , yours]) => ({ event: another ? 'another-creature-dies' : 'creature-dies', ...(yours !== undefined ? { yours: true } : {}) })),
    fixtures: [trig('Whenever another creature you control dies', { event: 'another-creature-dies', yours: true })],
  },
  {
    id: 'trigger/creature-enters',
    wording: 'Whenever [another] creature enters [the battlefield] [under your control]',
    parse: map(seq(lit('whenever'), alt(map(lit('another'), () => true), map(lit('a'), () => false)), lit('creature'), enters, opt(lit('under your control'))), ([, other, , , yours]) => ({ event: 'creature-enters', other, yours: yours !== undefined })),
    fixtures: [trig('Whenever another creature enters the battlefield under your control', { event: 'creature-enters', other: true, yours: true })],
  },
  {
    id: 'trigger/you-cast',
    wording: 'Whenever you cast a [creature / noncreature] spell',
    parse: map(seq(lit('whenever you cast'), alt(map(lit('a spell'), () => 'any' as const), map(lit('a creature spell'), () => 'creature' as const), map(lit('a noncreature spell'), () => 'noncreature' as const))), ([, spell]) => ({ event: 'you-cast', spell })),
    fixtures: [trig('Whenever you cast a noncreature spell', { event: 'you-cast', spell: 'noncreature' })],
  },
  ...EVENT_TRIGGERS,
  ...ENTER_TRIGGERS,
  // cov-sentences: cast triggers by caster and spell description.
  ...CAST_TRIGGERS,
  // cov-faces: a face-down permanent turned face up (702.37e, 708.8).
  {
    id: 'trigger/turned-face-up',
    wording: 'When CARDNAME is turned face up (708.8)',
    parse: map(seq(lit('when'), self, lit('is turned face up')), () => ({ event: 'turned-face-up' })),
    fixtures: [trig('When this creature is turned face up', { event: 'turned-face-up' })],
  },
  // cov-statics: state triggers (603.8).
  ...STATE_TRIGGERS,
  // cov-transform: "When this creature transforms into CARDNAME" (701.27e).
  ...TRANSFORM_TRIGGERS,
  // cov-creature-kw: exploit's second half (702.110b), queued by effects/exploit.ts.
  {
    id: 'trigger/self-exploits',
    wording: 'When CARDNAME exploits a creature (702.110b)',
    parse: map(seq(lit('when'), self, lit('exploits a creature')), () => ({ event: 'self-exploits' })),
    fixtures: [trig('When this creature exploits a creature', { event: 'self-exploits' })],
  },
  // cov-tail: "blocks a creature with flying", "becomes blocked by a creature".
  ...TAIL_TRIGGERS,
];

/** "When CARDNAME enters": the trigger the cast-choice conditions (kicked, bargained, tribute…) go with (603.4). */
export const entersSelf = (t: Trigger): boolean => ('event' in t ? t.event === 'etb' : t.on === 'enters' && t.object === 'self');

export const triggerHead = alt(...[...TRIGGERS, ...LEAVE_TRIGGERS].map((t) => t.parse));
