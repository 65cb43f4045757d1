// Cumulative upkeep's trigger (702.24a): "if this permanent is on the battlefield, put an age
// counter on this permanent. Then you may pay [cost] for each age counter on it. If you
// don't, sacrifice it." Multiple instances count all the age counters (702.24b).
import type { EffectModule } from './module.ts';
import { offerPayment } from './payment.ts';
import { cite, leaveBattlefield, permanentById, say, trace } from './shared.ts';

/** `mana` once per age counter: generic amounts added, colored symbols repeated. */
function timesCost(mana: string[], n: number): string[] {
  const generic = mana.filter((s) => /^\d+$/.test(s)).reduce((sum, s) => sum + Number(s), 0) * n;
  const colored = Array.from({ length: n }, () => mana.filter((s) => !/^\d+$/.test(s))).flat();
  return [...(generic ? [String(generic)] : []), ...colored];
}

export const cumulativeUpkeepEffect: EffectModule<'cumulative-upkeep'> = {
  resolve(game, item, effect) {
    const perm = permanentById(game, item.source.id);
    if (!perm) return;
    perm.counters.age = (perm.counters.age ?? 0) + 1;
    trace(game, 'counters', say('effect.ageCounter', { object: perm.card.def.name, age: perm.counters.age }), cite('cumulativeUpkeep', 'counters'));
    if (offerPayment(game, item.controller, { mana: timesCost(effect.mana, perm.counters.age) }, item.source.name, item.source.name)) return;
    leaveBattlefield(game, [{ object: perm, to: 'graveyard', why: say('why.sacrificed', {}), rules: cite('sacrifice', 'cumulativeUpkeep') }]);
  },
};
