// Creating tokens (111.1, 701.7a), the `create-token` verb: a described token (111.4), a
// predefined one (111.10), or a copy of a permanent (707.2) with its exceptions as part of its
// copiable values (707.9b). The number and a described token's power and toughness are read as
// the instruction is carried out (608.2h); each player the controller reference names gets them.
// "Tapped and attacking" tokens enter as effects/enter-attacking.ts says (508.4).
import { JudgeError } from '../../errors.ts';
import { characteristics } from '../game/characteristics.ts';
import { copiable } from '../game/layers.ts';
import { objectsOf, playersOf } from '../game/refs.ts';
import type { CardDef, Permanent } from '../game/state.ts';
import { createPredefined, createTokenCards, createTokens } from '../game/tokens.ts';
import { enterAttacking } from './enter-attacking.ts';
import type { EffectModule } from './module.ts';
import { cite, say } from './shared.ts';
import { amountNow, verbScope } from './verb-scope.ts';

/** The copied permanent's copiable values (707.2) with the effect's exceptions (707.9b), as a token's own. */
function copyDef(of: CardDef, notLegendary: boolean, haste: boolean): CardDef {
  const supertypes = notLegendary ? of.supertypes.filter((s) => s !== 'Legendary') : [...of.supertypes];
  const abilities = haste && !of.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'haste') ? [...of.abilities, { kind: 'keyword' as const, keyword: 'haste' as const, text: 'Haste', line: 0 }] : [...of.abilities];
  return { ...of, supertypes, typeLine: `${[...supertypes, 'Token', ...of.types].join(' ')}${of.subtypes.length ? ` — ${of.subtypes.join(' ')}` : ''}`, abilities };
}

export const createTokenEffect: EffectModule<'create-token'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const spec = effect.token;
    const opts = effect.tapped ? { tapped: true } : {};
    for (const who of effect.controller ? playersOf(game, effect.controller, scope) : [item.controller]) {
      const n = amountNow(game, effect.amount, { ...scope, acting: who });
      if (n <= 0) continue;
      let made: Permanent[] = [];
      if ('predefined' in spec) made = createPredefined(game, who, spec.predefined, n, opts, effect.action ? cite(effect.action) : []);
      else if ('copyOf' in spec) {
        // 707.2 / 608.2h: the copied permanent as it is now, or as it last existed on the battlefield.
        const original = objectsOf(game, spec.copyOf, scope)[0];
        // A target gone is no copy (608.2b); the source or the event's object gone would be copied as it last existed, which is not modelled.
        if (!original && spec.copyOf.ref !== 'target') throw new JudgeError('not_implemented', `${item.source.name}: a copy of an object that has left the battlefield (its last known information) is not modelled`);
        if (original?.kind !== 'permanent') continue;
        const notLegendary = spec.except?.notLegendary === true;
        const haste = spec.except?.haste === true;
        const name = characteristics(game, original.permanent).name;
        made = createTokenCards(game, who, copyDef(copiable(original.permanent), notLegendary, haste), n, (id) => say('effect.tokenCopy', { player: who, copied: name, notLegendary, id }), cite('create', 'tokens', 'copiableValues', ...(notLegendary || haste ? (['tokenCopyExceptions'] as const) : [])), opts);
      } else {
        const { power, toughness, ...rest } = spec;
        const fixed = power === undefined ? rest : { ...rest, power: amountNow(game, power, scope), toughness: amountNow(game, toughness ?? 0, scope) };
        made = createTokens(game, who, fixed, n, opts);
      }
      if (effect.attacking) enterAttacking(game, item, made);
    }
  },
};
