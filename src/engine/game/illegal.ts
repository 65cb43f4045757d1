// Two ways an action can fail. An illegal action is a result (the replay stops and reports
// the rules that forbid it, 733.1); a reference to something that does not exist is a
// problem with the scenario itself and becomes JudgeError('invalid_scenario'). Both say why
// as a message (key and arguments), so the reader gets it in their own language; the
// Error's own message is the English sentence.
import { en } from '../messages/en.ts';
import type { ErrorDetail } from '../../errors.ts';
import { format, type Message } from '../messages/message.ts';

export class IllegalAction extends Error {
  constructor(
    readonly said: Message,
    readonly rules: string[],
  ) {
    super(format(said, en));
  }
}

export class ScenarioReferenceError extends Error {
  constructor(
    readonly said: Message,
    /** Where in the action the bad reference is, relative to the action ("targets[0]"). */
    readonly subpath: string,
    readonly candidates: string[] = [],
  ) {
    super(format(said, en));
  }

  /** The index of the `choose` action the problem is in, when it is not the action being performed (a choice is read when the game asks for it). */
  action?: number;
}

/** A problem at `path` of a scenario, in English and as a message for other languages. */
export const messageDetail = (path: string, said: Message): ErrorDetail => ({ path, message: format(said, en), messageKey: said.key, messageArgs: said.args });
