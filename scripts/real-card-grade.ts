// The grade of one real-card scenario, as `npm run eval:engine` and test/engine-real-cards.test.ts
// count it: the engine's own grade (src/engine/scenario/grade.ts), with one correction.
//
// A spell whose instruction line the engine does not read is counted as taking no targets, and the
// replay stops with "X takes 0 target(s), N given" — an `invalid` grade, which would blame the
// scenario — before the unread line gets the chance to refuse it. When the card named there really
// has a line the engine does not read, the grade is the refusal it stands for, saying so; any other
// `invalid` stays a mistake in the scenario (a misspelt card, a wrong field).
import { describeCard } from '../src/engine/cards/report.ts';
import { gradeScenario, type Grade } from '../src/engine/scenario/grade.ts';

const TARGETS_OF_UNREAD = /^actions\[\d+\]\.targets: (.+) takes 0 target\(s\), \d+ given$/;

export function gradeRealCardScenario(text: string): Grade {
  const grade = gradeScenario(text);
  if (grade.grade !== 'invalid') return grade;
  const card = TARGETS_OF_UNREAD.exec(grade.why)?.[1];
  if (!card) return grade;
  let unread;
  try {
    unread = describeCard(card).lines.find((l) => !l.understood);
  } catch {
    return grade;
  }
  return unread
    ? { grade: 'refused', why: `line ${unread.line} of ${unread.face}'s text is not understood: "${unread.text}" (so its targets are unknown: ${grade.why})` }
    : grade;
}
