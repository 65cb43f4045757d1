// Two ways an action can fail. An illegal action is a result (the replay stops and reports
// the rules that forbid it, 733.1); a reference to something that does not exist is a
// problem with the scenario itself and becomes JudgeError('invalid_scenario').
export class IllegalAction extends Error {
  constructor(
    message: string,
    readonly rules: string[],
  ) {
    super(message);
  }
}

export class ScenarioReferenceError extends Error {
  constructor(
    message: string,
    /** Where in the action the bad reference is, relative to the action ("targets[0]"). */
    readonly subpath: string,
    readonly candidates: string[] = [],
  ) {
    super(message);
  }
}
