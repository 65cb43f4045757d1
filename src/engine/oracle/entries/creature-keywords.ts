// Creature keyword abilities (702) that stand for triggered or activated abilities, read into
// the abilities they mean so the game plays them with its ordinary machinery: For Mirrodin!
// and job select (an Equipment's token, like living weapon), ingest; embalm and eternalize
// (abilities activated from the graveyard, game/graveyard-abilities.ts); umbra armor (a
// destruction-replacement effect, game/replacement/umbra-armor.ts).
import type { AbilityBody } from '../ast.ts';
import { alt, lit, map, opt, seq, token } from '../grammar.ts';
import { fixedManaCost } from '../phrases.ts';
import { line, type Entry } from '../entry.ts';
import type { LineEntry } from './lines.ts';
import { FOR_MIRRODIN, JOB_SELECT, MYRIAD } from '../keyword-tokens.ts';

const period = opt(lit('.'));
const number = token((t) => (t.k === 'num' && !t.signed ? t.n : null));

export const CREATURE_KEYWORD_LINES: LineEntry[] = [
  {
    id: 'line/for-mirrodin-job-select',
    wording: 'For Mirrodin! (702.163a: when this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it) / Job select (702.182a: … a 1/1 colorless Hero creature token …)',
    parse: alt(
      map(seq(lit('for mirrodin'), period), () => [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: FOR_MIRRODIN } as AbilityBody]),
      map(seq(lit('job select'), period), () => [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: JOB_SELECT } as AbilityBody]),
    ),
    fixtures: [
      line('For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)', { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'create-token', attach: { ref: 'self' }, keyword: 'for-mirrodin', token: { power: 2, colors: ['red'], subtypes: ['Rebel'] } }] }),
      line('Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)', { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'create-token', attach: { ref: 'self' }, keyword: 'job-select', token: { power: 1, colors: 'colorless', subtypes: ['Hero'] } }] }),
    ],
  },
  {
    id: 'line/ingest',
    wording: 'Ingest (702.115a: whenever this creature deals combat damage to a player, that player exiles the top card of their library)',
    parse: map(seq(lit('ingest'), period), () => [{ kind: 'triggered', trigger: { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' } }, effects: [{ type: 'exile', objects: { ref: 'library-top', player: { ref: 'event-player' }, count: 1 } }] } as AbilityBody]),
    fixtures: [line('Ingest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)', { kind: 'triggered', trigger: { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' } }, effects: [{ type: 'exile', objects: { ref: 'library-top', player: { ref: 'event-player' }, count: 1 } }] })],
  },
  {
    id: 'line/embalm-eternalize',
    wording: 'Embalm {M} / Eternalize {M} / Eternalize—{M}, Discard a card. (702.128a, 702.129a: cost, exile this card from your graveyard: create a token copy of it, white / black 4/4, no mana cost, a Zombie; only as a sorcery)',
    parse: map(
      seq(alt(map(lit('embalm'), () => 'embalm' as const), map(lit('eternalize'), () => 'eternalize' as const)), opt(lit('—')), fixedManaCost, opt(lit(', discard a card')), period),
      // "Eternalize—" (a dash) only before a cost with more than mana; `lit` reads as null, `opt` absent as undefined.
      ([does, dash, mana, discard]) => ((dash !== undefined) !== (discard !== undefined) ? null : [{ kind: 'graveyard-ability', mana, ...(discard !== undefined ? { discard: 1 } : {}), does, sorcery: true } as AbilityBody]),
    ),
    fixtures: [
      line("Embalm {3}{W} ({3}{W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Human Cleric with no mana cost. Embalm only as a sorcery.)", { kind: 'graveyard-ability', mana: ['3', 'W'], does: 'embalm', sorcery: true }),
      line("Eternalize {5}{B}{B} ({5}{B}{B}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Jackal Warrior with no mana cost. Eternalize only as a sorcery.)", { kind: 'graveyard-ability', mana: ['5', 'B', 'B'], does: 'eternalize', sorcery: true }),
      line('Eternalize—{2}{U}{U}, Discard a card.', { kind: 'graveyard-ability', mana: ['2', 'U', 'U'], discard: 1, does: 'eternalize', sorcery: true }),
    ],
  },
  {
    id: 'line/umbra-armor',
    wording: 'Umbra armor / Totem armor (702.89a: if enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura)',
    parse: map(seq(alt(lit('umbra armor'), lit('totem armor')), period), () => [{ kind: 'umbra-armor' } as AbilityBody]),
    fixtures: [line('Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)', { kind: 'umbra-armor' })],
  },
  {
    id: 'line/reinforce',
    wording: 'Reinforce N—{M} (702.77a: {M}, discard this card: put N +1/+1 counters on target creature; activated from the hand)',
    parse: map(seq(lit('reinforce'), number, lit('—'), fixedManaCost, period), ([, n, , cost]) => [{ kind: 'reinforce', n, cost } as AbilityBody]),
    fixtures: [line('Reinforce 2—{1}{G} ({1}{G}, Discard this card: Put two +1/+1 counters on target creature.)', { kind: 'reinforce', n: 2, cost: ['1', 'G'] })],
  },
  {
    id: 'line/exploit',
    wording: 'Exploit (702.110a: when this creature enters, you may sacrifice a creature)',
    parse: map(seq(lit('exploit'), period), () => [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'sacrifice', objects: { ref: 'chosen', filter: { types: ['Creature'], controller: 'you' }, count: 1, chooser: { ref: 'you' }, upTo: true }, keyword: 'exploit' }] } as AbilityBody]),
    fixtures: [line('Exploit (When this creature enters, you may sacrifice a creature.)', { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'sacrifice', keyword: 'exploit' }] })],
  },
  {
    id: 'line/enlist',
    wording: "Enlist (702.154a: as this creature attacks, you may tap a nonattacking creature you control without summoning sickness; when you do, it gets +X/+0 until end of turn, X that creature's power)",
    parse: map(seq(lit('enlist'), period), () => [{ kind: 'enlist' } as AbilityBody]),
    fixtures: [line("Enlist (As this creature attacks, you may tap a nonattacking creature you control without summoning sickness. When you do, add its power to this creature's until end of turn.)", { kind: 'enlist' })],
  },
];

/** Keywords that stand alone as one ability, so they may share a line with others ("Flying, myriad"): keywords.ts lists them. */
export const CREATURE_KEYWORDS: Entry<AbilityBody>[] = [
  {
    id: 'keyword/myriad',
    wording: 'Myriad (702.116a: whenever this creature attacks, for each opponent other than defending player, a token copy tapped and attacking that player, exiled at end of combat)',
    parse: map(lit('myriad'), () => ({ kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: MYRIAD }) as AbilityBody),
    fixtures: [
      line("Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)", { kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'group', optional: true, asks: 'myriad', effects: [{ type: 'create-token', keyword: 'myriad', token: { copyOf: { ref: 'self' } }, tapped: true, attacking: { ref: 'each', filter: 'opponent', except: { ref: 'defending' } } }, { type: 'delayed', when: { step: 'end-of-combat' }, ifActed: true, effects: [{ type: 'exile', objects: { ref: 'previous' } }] }] }] }),
      line('Flying, myriad', { kind: 'keyword', keyword: 'flying' }, { kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'group', optional: true, asks: 'myriad' }] }),
    ],
  },
];
