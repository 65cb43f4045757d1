// Rule numbers read the way an edition numbers them: the CR's "702.19c" and "601.2a-d", or
// a tournament document's "4.2", "2.1-2.3" and appendix "B" (src/tree/policy-numbers.ts).
import { parseRuleQuery, type RuleQuery } from '../search/rule-query.ts';
import { compareNumbers, parentNumber, typeOfNumber } from '../tree/numbers.ts';
import { comparePolicyNumbers, parsePolicyQuery, policyParent, policyType } from '../tree/policy-numbers.ts';
import type { Edition, NumberedType } from '../tree/types.ts';

export interface NumberScheme {
  /** What was asked, as a number or range; null when it is not number-shaped (a keyword);
   *  throws bad_request when it is number-shaped but malformed. */
  parse(query: string): RuleQuery | null;
  type(number: string): NumberedType | null;
  parent(number: string): string | null;
  compare(a: string, b: string): number;
  /** How the numbers and a range look, for messages. */
  example: string;
  rangeExample: string;
}

const CR: NumberScheme = { parse: parseRuleQuery, type: typeOfNumber, parent: parentNumber, compare: compareNumbers, example: '702.19c, 601.2a-d or 7', rangeExample: '601.2a-d or 509.1-3' };
const POLICY: NumberScheme = { parse: parsePolicyQuery, type: policyType, parent: policyParent, compare: comparePolicyNumbers, example: '4.2, 2.1-2.3, 4 or B', rangeExample: '2.1-2.3 or 2.1-3' };

export function schemeOf(edition: Pick<Edition, 'numbering'>): NumberScheme {
  return edition.numbering === 'policy' ? POLICY : CR;
}
