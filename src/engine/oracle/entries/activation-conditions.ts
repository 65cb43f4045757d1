// "COSTS: EFFECTS. Activate only during your turn." and the like: a restriction on when an
// activated ability may be activated (602.5b), checked as the player begins to activate it
// (game/casting.ts). The conditions are the static abilities' ("if there are seven or more
// cards in your graveyard", "if you control three or more artifacts": statics-conditional.ts).
// A mana ability keeps its restriction: the engine activates it while paying a cost only when it may (game/casting.ts manaSource).
import type { AbilityBody, ActivationCondition, Cost, Effect } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, type Parser } from '../grammar.ts';
import { self } from '../phrases.ts';
import { costList } from './costs.ts';
import { condition } from './statics-conditional.ts';
import { condition as gameCondition } from '../condition-grammar.ts';

type Restriction = ActivationCondition & { once?: boolean; sorcery?: boolean };
const ifWhen: Parser<ActivationCondition> = alt<ActivationCondition>(
  map(seq(lit('if'), condition), ([, c]) => ({ condition: c })),
  // What the static conditions don't read, the one "if" phrase does (tried second, so a condition both read keeps its static reading).
  map(seq(lit('if'), gameCondition), ([, c]) => ({ if: c })),
  map(seq(lit('if'), self, lit('is attacking')), () => ({ condition: { kind: 'attacking' } })),
  map(seq(lit('if'), self, lit('attacked this turn')), () => ({ condition: { kind: 'attacked-this-turn' } })),
  map(seq(lit('if'), self, lit('entered this turn')), () => ({ condition: { kind: 'entered-this-turn' } })),
);
const when: Parser<ActivationCondition> = alt<ActivationCondition>(
  map(lit('during your turn , before attackers are declared'), () => ({ during: 'your-turn-before-attackers' })),
  map(lit('during your turn'), () => ({ during: 'your-turn' })),
  // "during an opponent's turn": a turn that isn't its controller's (every turn is some player's, 500.1).
  map(lit("during an opponent's turn"), () => ({ if: { kind: 'not-your-turn' } })),
  map(lit('during your upkeep'), () => ({ during: 'your-upkeep' })),
  map(lit('during combat'), () => ({ during: 'combat' })),
  ifWhen,
  // "if this land entered this turn or if you control a basic land": either one lets it be activated.
  map(seq(ifWhen, lit('or'), ifWhen), ([a, , b]) => ({ anyOf: [a, b] })),
);
const restriction: Parser<Restriction> = map(
  seq(lit('activate only'), when, opt(alt<{ once?: boolean; sorcery?: boolean }>(map(lit('and only once each turn'), () => ({ once: true })), map(lit('and only as a sorcery'), () => ({ sorcery: true }))))),
  ([, w, more]) => ({ ...w, ...more }),
);

/** "Any player may activate this ability [but only as a sorcery / during any upkeep step / during their draw step]." (602.2) */
const anyPlayer: Parser<{ sorcery?: true; onlyIf?: ActivationCondition }> = map(
  seq(
    lit('any player may activate this ability'),
    opt(
      seq(
        lit('but only'),
        alt<{ sorcery?: true; onlyIf?: ActivationCondition }>(
          map(lit('as a sorcery'), () => ({ sorcery: true })),
          map(lit('during any upkeep step'), () => ({ onlyIf: { during: 'upkeep' } })),
          map(lit('during their draw step'), () => ({ onlyIf: { during: 'your-draw' } })),
        ),
      ),
    ),
  ),
  ([, more]) => (more ? more[1] : {}),
);

/** Made with the line parts of lines.ts (its effects reader and mana-ability test), which import this file. */
export function activationConditionLines(abilityEffects: Parser<Effect[]>, isManaAbility: (effects: Effect[]) => boolean): Entry<AbilityBody[]>[] {
  return [
    {
      id: 'line/activated-only-when',
      wording: 'COSTS: EFFECTS. Activate only during your turn [, before attackers are declared] / during an opponent\'s turn / during your upkeep / during combat / if CONDITION [or if CONDITION] (the static conditions, "if CARDNAME is attacking / entered this turn") [and only once each turn / and only as a sorcery] (602.5b; a mana ability too: payment uses it only while it may be activated)',
      parse: map(seq(costList, lit(':'), abilityEffects, restriction, opt(lit('.'))), ([costs, , effects, r]) => {
        const { once, sorcery, ...onlyIf } = r;
        // A mana ability keeps its restriction too (605.3a: payment activates it only while the restriction allows, game/casting.ts manaSource).
        return [{ kind: 'activated', costs: costs as Cost[], effects, isManaAbility: isManaAbility(effects), onlyIf, ...(once ? { oncePerTurn: true } : {}), ...(sorcery ? { sorcerySpeed: true } : {}) }];
      }),
      fixtures: [
        line('{1}{G}: This creature gets +1/+1 until end of turn. Activate only during your turn.', { kind: 'activated', onlyIf: { during: 'your-turn' } }),
        line('{T}: Target creature gets +1/+1 until end of turn. Activate only during your turn, before attackers are declared.', { kind: 'activated', onlyIf: { during: 'your-turn-before-attackers' } }),
        line('{B}, Sacrifice a creature: You gain 2 life. Activate only if there are seven or more cards in your graveyard.', { kind: 'activated', onlyIf: { condition: { kind: 'graveyard-cards', who: 'you', atLeast: 7 } } }),
        line('{1}: Draw a card. Activate only during your upkeep and only once each turn.', { kind: 'activated', oncePerTurn: true, onlyIf: { during: 'your-upkeep' } }),
        // Dragon Whisperer (formidable): the sum of the actual powers.
        line('{4}{R}{R}: Create a 4/4 red Dragon creature token with flying. Activate only if creatures you control have total power 8 or greater.', { kind: 'activated', onlyIf: { if: { kind: 'compare', amount: { of: 'total', stat: 'power', among: { types: ['Creature'], controller: 'you' } }, op: '>=', value: 8 } } }),
        line('{1}{B}: This creature gets +1/+1 until end of turn. Activate only if a creature died this turn.', { kind: 'activated', onlyIf: { if: { kind: 'happened-this-turn', event: 'dies' } } }),
        // A mana ability keeps its restriction (the Verges, the Tainted lands, Temple of the False God): payment uses it only while it holds.
        line('{T}: Add {R}. Activate only if you control a Swamp or a Mountain.', { kind: 'activated', isManaAbility: true, onlyIf: { condition: { kind: 'controls', who: 'you', atLeast: 1, filter: { anyOf: [{ subtypes: ['Swamp'] }, { subtypes: ['Mountain'] }] } } } }),
        line('{T}: Add {C}{C}. Activate only if you control five or more lands.', { kind: 'activated', isManaAbility: true, onlyIf: { condition: { kind: 'controls', who: 'you', atLeast: 5, filter: { types: ['Land'] } } } }),
        line('{T}: Add {G} or {W}. Activate only if this land entered this turn or if you control a basic land.', { kind: 'activated', isManaAbility: true, onlyIf: { anyOf: [{ condition: { kind: 'entered-this-turn' } }, { condition: { kind: 'controls', who: 'you', atLeast: 1, filter: { supertypes: ['Basic'], types: ['Land'] } } }] } }),
        line("{T}: Add {C}{C}. Activate only during an opponent's turn.", { kind: 'activated', isManaAbility: true, onlyIf: { if: { kind: 'not-your-turn' } } }),
        line("{2}: Draw a card. Activate only if there are five or more creature cards in your graveyard.", { kind: 'activated', onlyIf: { if: { kind: 'compare', amount: { of: 'count', filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' } }, value: 5 } } }),
      ],
    },
    {
      id: 'line/activated-any-player',
      wording: 'COSTS: EFFECTS. Any player may activate this ability [but only as a sorcery / during any upkeep step / during their draw step]. (602.2: the player who activates it controls it, 113.8; not a mana ability)',
      parse: map(seq(costList, lit(':'), abilityEffects, anyPlayer, opt(lit('.'))), ([costs, , effects, r]) =>
        // A mana ability others activate would pay their costs with its source's controller's permanents: left unread.
        isManaAbility(effects) || costs.some((k) => k.type === 'tap' || k.type === 'untap' || k.type === 'sacrifice-self') ? null : [{ kind: 'activated', costs: costs as Cost[], effects, isManaAbility: false, anyPlayer: true, ...(r.sorcery ? { sorcerySpeed: true } : {}), ...(r.onlyIf ? { onlyIf: r.onlyIf } : {}) }],
      ),
      fixtures: [
        line('{3}: Put a +1/+1 counter on this creature. Any player may activate this ability.', { kind: 'activated', anyPlayer: true, effects: [{ type: 'put-counters', on: [{ ref: 'self' }] }] }),
        line('{2}: Target player discards a card. Any player may activate this ability but only as a sorcery.', { kind: 'activated', anyPlayer: true, sorcerySpeed: true }),
        line('{2}: Draw a card. Any player may activate this ability but only during their draw step.', { kind: 'activated', anyPlayer: true, onlyIf: { during: 'your-draw' } }),
        line('{4}: Remove a doom counter from this artifact. Any player may activate this ability but only during any upkeep step.', { kind: 'activated', anyPlayer: true, onlyIf: { during: 'upkeep' } }),
      ],
    },
    {
      id: 'line/boast',
      wording: 'Boast — COSTS: EFFECTS (702.142a: activate only if this creature attacked this turn and only once each turn)',
      parse: map(seq(lit('boast —'), costList, lit(':'), abilityEffects, opt(lit('.'))), ([, costs, , effects]) =>
        isManaAbility(effects) ? null : [{ kind: 'activated', costs, effects, isManaAbility: false, oncePerTurn: true, onlyIf: { condition: { kind: 'attacked-this-turn' } } }],
      ),
      fixtures: [
        line('Boast — {1}{R}: This creature deals 1 damage to any target. (Activate only if this creature attacked this turn and only once each turn.)', { kind: 'activated', oncePerTurn: true, onlyIf: { condition: { kind: 'attacked-this-turn' } }, effects: [{ type: 'deal-damage' }] }),
      ],
    },
  ];
}
