// Replacement effects that modify how a permanent enters (614.1c–d, 614.12): "enters tapped",
// "enters with N counters", "As this land enters, you may pay 2 life. If you don't, it enters
// tapped.", and the same from other permanents ("Creatures your opponents control enter tapped", "Each other Elf
// you control enters with an additional +1/+1 counter on it"). They are read from the permanent as it would exist on the battlefield — its own
// statics and the continuous effects already applying (614.12) — so under Blood Moon a
// nonbasic land has none of them.
import { raise } from '../stream.ts';
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import type { Ability, EntersUnless } from '../../oracle/ast.ts';
import { characteristics } from '../characteristics.ts';
import { noteDefault, opponents, player, takeChoice, trace, type Game, type Permanent } from '../state.ts';
import type { Candidate, EnterEvent, ReplacementKind } from './event.ts';
import { replacementAbilities } from './sources.ts';
import { colorCounters } from '../colors-spent.ts';
import { putCounters } from '../counters.ts';
import { holds as conditionHolds, type ConditionContext } from '../triggers/conditions.ts';
import { amountOf } from '../refs.ts';
import { matches } from '../match.ts';

/** The context "enters with … if CONDITION" is read in: its controller, the entering permanent as its source (614.12). */
function enteringContext(game: Game, perm: Permanent, text: string): ConditionContext {
  return { game, controller: perm.controller, sourceId: perm.id, entering: perm, forWhat: say('for.abilityText', { card: perm.card.def.name, text }) };
}

/** The abilities that modify how their own permanent enters. */
export const ENTERS_KINDS = new Set<Ability['kind']>(['etb-tapped', 'etb-counters', 'etb-pay-life-or-tapped', 'etb-counters-colors']);

/** "Creatures your opponents control enter tapped." from other permanents, judged on the entering permanent as it would exist (614.12). */
export const othersEnterTapped: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    const perm = event.object;
    const c = characteristics(game, perm);
    const fits = (k: string): boolean => (k === 'Permanent' ? true : k === 'nonbasic Land' ? c.types.includes('Land') && !c.supertypes.includes('Basic') : c.types.includes(k));
    return replacementAbilities(game)
      .filter(({ perm: source, a }) => source !== perm && a.replaces === 'enter' && a.with === 'tapped' && (!a.opponents || source.controller !== perm.controller) && a.kinds.some(fits))
      .map(({ perm: source, a }): Candidate<EnterEvent> => ({
        key: `others-enter-tapped:${source.id}:${a.line}`,
        sourceName: source.card.def.name,
        commutes: true,
        apply(g, e) {
          e.object.tapped = true;
          trace(g, 'replaced', say('replace.entersTappedBy', { object: perm.card.def.name, source: source.card.def.name, text: a.text }), cite('entersReplacement'));
          return e;
        },
      }));
  },
};

/**
 * "Each other Warrior creature you control enters with an additional +1/+1 counter on it" from other permanents (614.1c):
 * the entering permanent judged as it would exist (614.12), "you" being the replacement's controller; each such
 * permanent's effect applies once (614.5), in any order (the counters add up, so none is asked).
 */
export const othersEnterWithCounters: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    const perm = event.object;
    return replacementAbilities(game)
      .flatMap(({ perm: source, a }) => (source !== perm && a.replaces === 'enter' && a.with === 'counters' && matches(game, { kind: 'permanent', permanent: perm }, a.filter, { you: source.controller, source: { id: source.id, name: source.card.def.name } }) ? [{ source, a }] : []))
      .map(({ source, a }): Candidate<EnterEvent> => ({
        key: `others-enter-with-counters:${source.id}:${a.line}`,
        sourceName: source.card.def.name,
        commutes: true,
        apply(g, e) {
          const put = putCounters(g, e.object, a.counter, a.count, { enters: true });
          trace(g, 'replaced', say('replace.entersWithCountersBy', { object: perm.card.def.name, count: put, counter: say('term.counter', { counter: a.counter }), source: source.card.def.name }), cite('entersWithReplacement'));
          return e;
        },
      }));
  },
};

export const entersModifiers: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    const perm = event.object;
    return characteristics(game, perm).abilities.flatMap((a): Candidate<EnterEvent>[] => {
      const key = `enters:${perm.id}:${a.line}:${a.kind}`;
      const name = perm.card.def.name;
      if (a.kind === 'etb-tapped')
        return [{ key, sourceName: name, commutes: true, apply(g, e) {
          if (a.unless && holds(g, e.object, a.unless)) {
            trace(g, 'replaced', say('replace.entersUntapped', { object: name, why: say('replace.unlessHolds', { text: `unless ${a.text.split(/ unless /i)[1]?.replace(/\.$/, '') ?? ''}` }) }), cite('entersCharacteristics'));
            return e;
          }
          e.object.tapped = true;
          trace(g, 'replaced', say('replace.entersTapped', { object: name }), cite('entersReplacement'));
          return e;
        } }];
      // Kicker's "If this creature was kicked, it enters with …" / "… for each time it was kicked" (702.33d).
      if (a.kind === 'etb-counters' && (!a.kicked || perm.kicked) && (!a.bloodthirst || opponentDamaged(game, perm.controller)) && (!a.condition || conditionHolds(a.condition, enteringContext(game, perm, a.text))))
        return [{ key, sourceName: name, commutes: true, apply(g, e) {
          // X: the X of the spell it was cast as, else 0 (107.3m).
          const each = a.forEach === undefined ? 1 : (amountOf(g, a.forEach, { controller: e.object.controller, source: { id: e.object.id, name } }) ?? 0);
          const count = a.x ? (e.object.castX ?? 0) : a.kicked === 'each' ? a.count * (e.object.kicked ?? 0) : a.count * each;
          const put = putCounters(g, e.object, a.counter, count, { enters: true });
          trace(g, 'replaced', say('replace.entersWithCounters', { object: name, count: put, counter: say('term.counter', { counter: a.counter }) }), cite('entersWithReplacement', ...(a.kicked ? (['kicked'] as const) : []), ...(a.x ? (['xOnEnter'] as const) : []), ...(a.bloodthirst ? (['bloodthirst'] as const) : [])));
          return e;
        } }];
      // converge and sunburst, a counter for each color of mana spent (702.44a).
      if (a.kind === 'etb-counters-colors') return colorCounters(game, perm, a, key);
      if (a.kind === 'etb-pay-life-or-tapped')
        return [{ key, sourceName: name, apply(g, e) {
          // 614.12a: the choice is made before the permanent enters.
          const chosen = takeChoice(g, e.object.controller, (v) => readPay(v));
          if (chosen === undefined) noteDefault(g, say('default.paysLifeToEnter', { card: name, amount: a.life, player: e.object.controller }));
          const pays = chosen ?? true;
          const payer = player(g, e.object.controller);
          if (pays) {
            payer.life -= a.life;
            raise(g, { kind: 'loses-life', player: payer.name, amount: a.life });
            trace(g, 'life', say('replace.paysLifeToEnter', { player: payer.name, amount: a.life, object: name, life: payer.life }), cite('entersWithReplacement', 'entersChoice', 'payLife'));
          } else {
            e.object.tapped = true;
            trace(g, 'replaced', say('replace.declinesToPay', { player: payer.name, amount: a.life, object: name }), cite('entersWithReplacement', 'entersChoice'));
          }
          return e;
        } }];
      return [];
    });
  },
};

/** Bloodthirst's condition (702.54a): an opponent of the entering permanent's controller was dealt damage this turn. */
function opponentDamaged(game: Game, controller: string): boolean {
  return opponents(game, controller).some((p) => p.dealtDamageTurn === game.turn);
}

/** Whether "enters tapped unless …" lets it enter untapped, judged as it would enter: it does not count itself (614.12). */
function holds(game: Game, entering: Permanent, unless: EntersUnless): boolean {
  const lands = (pred: (p: Permanent) => boolean) => game.battlefield.filter((p) => p !== entering && characteristics(game, p).types.includes('Land') && pred(p));
  if ('controls' in unless) {
    const c = unless.controls;
    const mine = lands((p) => p.controller === entering.controller && (!c.basic || characteristics(game, p).supertypes.includes('Basic')) && (!c.subtypes || characteristics(game, p).subtypes.some((t) => c.subtypes!.includes(t))));
    return mine.length >= (c.atLeast ?? (c.atMost === undefined ? 1 : 0)) && (c.atMost === undefined || mine.length <= c.atMost);
  }
  if ('if' in unless) return conditionHolds(unless.if, enteringContext(game, entering, ''));
  if ('aPlayerLifeAtMost' in unless) return game.players.some((p) => !p.lost && p.life <= unless.aPlayerLifeAtMost);
  if ('opponentsAtLeast' in unless) return opponents(game, entering.controller).length >= unless.opponentsAtLeast;
  return lands((p) => p.controller !== entering.controller).length >= unless.opponentsControlLandsAtLeast;
}

/** `choose: {pay: true}` / `{pay: false}`, or the words "pay" / "don't pay". */
function readPay(v: unknown): boolean | undefined {
  if (v && typeof v === 'object' && 'pay' in v && typeof (v as { pay: unknown }).pay === 'boolean') return (v as { pay: boolean }).pay;
  if (typeof v === 'string' && /^pay\b/i.test(v)) return true;
  if (typeof v === 'string' && /^(don'?t pay|do not pay|no)$/i.test(v)) return false;
  return undefined;
}
