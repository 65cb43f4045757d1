// Grading a scenario written from real cards (their exact Oracle text, expectations from the
// rules and official rulings, never from this engine's output): replayed correctly, refused
// (a line or a use of a card the engine does not model, said so plainly), or wrong (it
// replayed and an expectation failed, or it called a legal action illegal). The engine's
// promise is 0 wrong: an unknown line is refused, never guessed.
import { JudgeError } from '../errors.ts';
import { explainInput } from './index.ts';
import { checkExpectations } from './scenario/check.ts';
import { parseScenario } from './scenario/schema.ts';

export type Grade = { grade: 'replayed' } | { grade: 'refused'; why: string } | { grade: 'wrong'; why: string } | { grade: 'invalid'; why: string };

/** Refusals are the engine saying what it cannot read or do; any other invalid scenario is a
 *  mistake in the scenario itself (a misspelt card), reported as such. */
function isRefusal(e: JudgeError): boolean {
  return e.code === 'not_implemented' || (e.code === 'invalid_scenario' && /not understood|not modelled|not supported|outside the engine|power\/toughness "[^"]*\*/i.test(e.message));
}

export function gradeScenario(text: string): Grade {
  let scenario;
  try {
    scenario = parseScenario(text);
    const result = explainInput(text);
    const failed = checkExpectations(scenario.expect, result).filter((c) => !c.ok);
    if (failed.length === 0) return { grade: 'replayed' };
    if (result.error && !scenario.expect?.error && /not modelled|not supported|not implemented/i.test(result.error.message)) return { grade: 'refused', why: result.error.message };
    return { grade: 'wrong', why: failed.map((c) => `${c.key}: ${c.message}`).join('; ') };
  } catch (e) {
    if (!(e instanceof JudgeError)) throw e;
    return isRefusal(e) ? { grade: 'refused', why: e.message } : { grade: 'invalid', why: e.message };
  }
}
