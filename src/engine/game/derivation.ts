// An object's derivation as the result shows it (types.ts `DerivationStep`): each continuous
// effect applied to it in layer order, why at that point, the value after it, and the rules.
import { cite, type ReasonCode } from '../citations.ts';
import { en } from '../messages/en.ts';
import { format } from '../messages/message.ts';
import type { DerivationStep } from '../types.ts';
import type { Characteristics } from './characteristics.ts';
import { LAYER_RULE } from './layers.ts';

const ORDER_RULES: Record<DerivationStep['order'], ReasonCode[]> = {
  cda: ['cdaFirst'],
  timestamp: ['timestamps'],
  dependency: ['dependency', 'dependencyOrder'],
  loop: ['dependencyOrder', 'timestamps'],
};

export function derivationOf(c: Characteristics): DerivationStep[] {
  return c.derivation.map((s) => {
    const step: DerivationStep = { layer: s.layer, source: s.source, effect: format(s.what, en), order: s.order, value: format(s.value, en), rules: cite(LAYER_RULE[s.layer], ...ORDER_RULES[s.order]), message: { key: s.what.key, args: s.what.args as Record<string, unknown> } };
    if (typeof s.value !== 'string') step.valueMessage = { key: s.value.key, args: s.value.args as Record<string, unknown> };
    if (s.after) step.after = s.after;
    return step;
  });
}
