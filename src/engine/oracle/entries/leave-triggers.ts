// Trigger conditions on dying and leaving the battlefield (603.6c, 603.10a): they look back in
// time, so a creature sees its own death and the deaths of those dying with it.
import type { Trigger } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { self } from '../phrases.ts';

const when = alt(lit('when'), lit('whenever'));
const trig = (text: string, trigger: unknown) => ({ text: `${text}, draw a card.`, abilities: [{ kind: 'triggered', trigger, effects: [{ type: 'draw', amount: 1 }] }] });

/** "[another] [nontoken] creature [you control | an opponent controls] dies" with at least one qualifier the plain entry (triggers.ts) lacks. */
const qualifiedDies = map(
  seq(lit('whenever'), alt(map(lit('another'), () => true), map(lit('a'), () => false)), opt(lit('nontoken')), lit('creature'), opt(alt(map(lit('you control'), () => 'yours' as const), map(lit('an opponent controls'), () => 'opponents' as const))), lit('dies')),
  ([, another, nontoken, , whose]): Trigger | null =>
    nontoken === undefined && whose !== 'opponents' ? null : { event: another ? 'another-creature-dies' : 'creature-dies', ...(whose ? { [whose]: true } : {}), ...(nontoken !== undefined ? { nontoken: true } : {}) },
);

export const LEAVE_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/creature-dies-qualified',
    wording: 'Whenever [another] [nontoken] creature [you control / an opponent controls] dies / Whenever CARDNAME or another creature you control dies',
    parse: alt(qualifiedDies, map(seq(lit('whenever'), self, lit('or another creature you control dies')), () => ({ event: 'creature-dies', yours: true }))),
    fixtures: [
      trig('Whenever a creature an opponent controls dies', { event: 'creature-dies', opponents: true }),
      trig('Whenever another nontoken creature you control dies', { event: 'another-creature-dies', yours: true, nontoken: true }),
      trig('Whenever this creature or another creature you control dies', { event: 'creature-dies', yours: true }),
    ],
  },
  {
    id: 'trigger/self-leaves',
    wording: 'When CARDNAME leaves the battlefield',
    parse: map(seq(when, self, lit('leaves the battlefield')), () => ({ event: 'self-leaves' })),
    fixtures: [trig('When this enchantment leaves the battlefield', { event: 'self-leaves' })],
  },
  {
    id: 'trigger/attached-dies',
    wording: 'When enchanted creature dies / Whenever equipped creature dies',
    parse: alt<Trigger>(map(seq(when, lit('enchanted creature dies')), () => ({ event: 'attached-dies', attachment: 'enchanted' })), map(seq(when, lit('equipped creature dies')), () => ({ event: 'attached-dies', attachment: 'equipped' }))),
    fixtures: [trig('When enchanted creature dies', { event: 'attached-dies', attachment: 'enchanted' }), trig('Whenever equipped creature dies', { event: 'attached-dies', attachment: 'equipped' })],
  },
  {
    id: 'trigger/self-or-another-dies',
    wording: 'Whenever CARDNAME or another creature dies',
    // The same event as "whenever a creature dies": this one included.
    parse: map(seq(lit('whenever'), self, lit('or another creature dies')), () => ({ event: 'creature-dies' })),
    fixtures: [trig('Whenever this creature or another creature dies', { event: 'creature-dies' })],
  },
  {
    id: 'trigger/damaged-by-self-dies',
    wording: 'Whenever a creature dealt damage by CARDNAME this turn dies',
    parse: map(seq(lit('whenever a creature dealt damage by'), self, lit('this turn dies')), () => ({ event: 'damaged-by-self-dies' })),
    fixtures: [trig('Whenever a creature dealt damage by this creature this turn dies', { event: 'damaged-by-self-dies' })],
  },
  {
    id: 'trigger/self-to-graveyard',
    wording: 'When CARDNAME is put into a graveyard from the battlefield',
    parse: map(seq(when, self, lit('is put into a graveyard from the battlefield')), () => ({ event: 'self-to-graveyard' })),
    fixtures: [trig('When this artifact is put into a graveyard from the battlefield', { event: 'self-to-graveyard' })],
  },
  {
    id: 'trigger/one-or-more-die',
    wording: 'Whenever one or more [other] creatures [you control] die',
    parse: map(seq(lit('whenever one or more'), opt(lit('other')), lit('creatures'), opt(lit('you control')), lit('die')), ([, other, , yours]) => ({ event: 'one-or-more-die', other: other !== undefined, yours: yours !== undefined })),
    fixtures: [trig('Whenever one or more other creatures you control die', { event: 'one-or-more-die', other: true, yours: true })],
  },
];
