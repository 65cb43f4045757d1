// "You may have this permanent enter with an additional +1/+1 counter on it" — riot (702.136a:
// "If you don't, it gains haste") and unleash (702.98a, whose other half, "can't block as long
// as it has a +1/+1 counter on it", is read by game/restrictions.ts). A replacement effect
// that modifies how the permanent enters (614.1c); its controller chooses as it enters
// (614.12a): `choose: {counter: true}` / `{counter: false}`, else the counter (the first
// option the text lists, a documented default).
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { characteristics } from '../characteristics.ts';
import { leaveBattlefield } from '../events.ts';
import { IllegalAction } from '../illegal.ts';
import type { Ability } from '../../oracle/ast.ts';
import { choiceNames, nextTimestamp, noteDefault, takeChoice, trace, type Game, type Permanent } from '../state.ts';
import type { Candidate, EnterEvent, ReplacementKind } from './event.ts';
import { putCounters } from '../counters.ts';

export const entersWithChosenCounter: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    const perm = event.object;
    return characteristics(game, perm).abilities.flatMap((a): Candidate<EnterEvent>[] => {
      if (a.kind !== 'enter-with-counter-choice') return [];
      const name = perm.card.def.name;
      if (a.options) return [{ key: `enter-choice:${perm.id}:${a.line}`, sourceName: name, commutes: true, apply: (g, e) => enterWithChosenKind(g, e, a.options!, name) }];
      const code = a.keyword === 'riot' ? 'riot' : 'unleash';
      return [{ key: `enter-choice:${perm.id}:${a.line}`, sourceName: name, commutes: true, apply(g, e) {
        const chosen = takeChoice(g, e.object.controller, (v) => (v && typeof v === 'object' && 'counter' in v && typeof (v as { counter: unknown }).counter === 'boolean' ? (v as { counter: boolean }).counter : undefined));
        if (chosen === undefined) noteDefault(g, say('default.extraCounter', { card: name, player: e.object.controller }));
        if (chosen ?? true) {
          const put = putCounters(g, e.object, '+1/+1', 1, { enters: true });
          trace(g, 'replaced', say('replace.entersWithCounters', { object: name, count: put, counter: say('term.counter', { counter: '+1/+1' }) }), cite('entersWithReplacement', 'entersChoice', code));
        } else if (a.keyword === 'riot') {
          // "If you don't, it gains haste": for as long as it stays on the battlefield (611.2a).
          g.floating.push({ timestamp: nextTimestamp(g), duration: { kind: 'indefinitely' }, objectId: e.object.id, sourceName: name, change: { layer: '6', keyword: 'haste' } });
          trace(g, 'replaced', say('replace.riotHaste', { object: name }), cite('entersWithReplacement', 'entersChoice', 'riot'));
        } else trace(g, 'replaced', say('replace.noCounterChosen', { object: name }), cite('entersChoice', 'unleash'));
        return e;
      } }];
    });
  },
};

/** "Enters with your choice of a KIND counter or a KIND counter on it": one counter of the kind its controller
 *  chooses as it enters (614.12a), `choose: {counter: KIND}`, else the first kind the text lists (a documented default). */
function enterWithChosenKind(g: Game, e: EnterEvent, options: readonly string[], name: string): EnterEvent {
  const chosen = takeChoice(g, e.object.controller, (v) => (v && typeof v === 'object' && 'counter' in v && typeof (v as { counter: unknown }).counter === 'string' ? (v as { counter: string }).counter.toLowerCase() : undefined));
  if (chosen !== undefined && !options.includes(chosen)) throw new IllegalAction(say('illegal.counterNotOffered', { card: name, counter: chosen, options: options.join(', ') }), cite('entersChoice'));
  if (chosen === undefined) noteDefault(g, say('default.counterKind', { card: name, player: e.object.controller, counter: options[0]! }));
  const kind = chosen ?? options[0]!;
  const put = putCounters(g, e.object, kind, 1, { enters: true });
  trace(g, 'replaced', say('replace.entersWithCounters', { object: name, count: put, counter: say('term.counter', { counter: kind }) }), cite('entersWithReplacement', 'entersChoice'));
  return e;
}

/**
 * Devour N (702.82a): "As this object enters, you may sacrifice any number of creatures. This
 * permanent enters with N +1/+1 counters on it for each creature sacrificed this way." The
 * creatures are named by the controller's `choose: {devour: [NAME, …]}`; without one, none
 * are sacrificed (a documented default: the ability says "you may").
 */
export const entersDevouring: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    return enteringChoices(game, event, 'devour', (g, e, a, name) => {
      const who = e.object.controller;
      const mine = g.battlefield.filter((p) => p.id !== e.object.id && p.controller === who && characteristics(g, p).types.includes('Creature'));
      const names = takeChoice(g, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'devour' in v ? choiceNames(v, 'devour') : undefined));
      if (names === undefined) noteDefault(g, say('default.devourNone', { card: name, player: who, keyword: say('term.keyword', { keyword: 'devour' }) }));
      const eaten: Permanent[] = [];
      for (const n of names ?? []) {
        const p = mine.find((x) => !eaten.includes(x) && (x.id === n || x.card.def.name.toLowerCase() === n.toLowerCase()));
        if (!p) throw new IllegalAction(say('illegal.cantDevour', { card: name, victim: n, player: who }), cite('devour'));
        eaten.push(p);
      }
      if (eaten.length) leaveBattlefield(g, eaten.map((p) => ({ object: p, to: 'graveyard' as const, why: say('why.sacrificedTo', { source: name, keyword: say('term.keyword', { keyword: 'devour' }) }), rules: cite('sacrifice', 'devour') })));
      const count = a.n * eaten.length;
      const put = putCounters(g, e.object, '+1/+1', count, { enters: true });
      trace(g, 'replaced', say('replace.devoured', { object: name, eaten: eaten.length, count: put }), cite('entersWithReplacement', 'entersChoice', 'devour'));
    });
  },
};

/** one "as it enters" candidate (614.1c, 614.12a; they commute) for each ability of this kind the entering permanent has. */
export function enteringChoices<K extends Ability['kind']>(game: Game, event: EnterEvent, kind: K, apply: (g: Game, e: EnterEvent, a: Extract<Ability, { kind: K }>, name: string) => void): Candidate<EnterEvent>[] {
  const perm = event.object;
  const name = perm.card.def.name;
  return characteristics(game, perm).abilities.flatMap((a): Candidate<EnterEvent>[] => (a.kind !== kind ? [] : [{ key: `${kind}:${perm.id}:${a.line}`, sourceName: name, commutes: true, apply(g, e) {
    apply(g, e, a as Extract<Ability, { kind: K }>, name);
    return e;
  } }]));
}
