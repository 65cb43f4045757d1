// The grade of one real-card scenario, as `npm run eval:engine` and test/engine-real-cards.test.ts
// count it: the engine's own grade (src/engine/scenario/grade.ts), with two corrections for replays
// that stop on a line the engine does not read without saying so — both refusals in disguise,
// reported as engine bugs (a cast or activation that uses an unread line should be refused):
//
// - a spell whose instruction line is unread is counted as taking no targets or no modes, and the
//   scenario's targets or modes are rejected ("X takes 0 target(s), N given", "X has no mode 2; its
//   modes are " with none listed — graded `invalid`, blaming the scenario);
// - a cast option whose keyword line is unread (overload, dash…) is called illegal ("X has no
//   overload", graded `wrong`).
//
// Each is turned into the refusal it stands for only when the card named there really has an
// unread line (and, for a cast option, that line names the option); anything else keeps its grade.
import { describeCard } from '../src/engine/cards/report.ts';
import { gradeScenario, type Grade } from '../src/engine/scenario/grade.ts';

const TARGETS_OF_UNREAD = /^actions\[\d+\]\.(?:targets: (.+) takes 0 target\(s\), \d+ given|modes: (.+) has no mode \d+; its modes are )$/;
const OPTION_OF_UNREAD = /illegal action \(actions\[\d+\]\): (.+?) has no ([a-z][a-z -]*?)(?:[;,.]|$)/i;

function unreadLine(card: string, mentioning?: string) {
  try {
    return describeCard(card).lines.find((l) => !l.understood && (!mentioning || l.text.toLowerCase().includes(mentioning.toLowerCase())));
  } catch {
    return undefined;
  }
}

export function gradeRealCardScenario(text: string): Grade {
  const grade = gradeScenario(text);
  if (grade.grade !== 'invalid' && grade.grade !== 'wrong') return grade;
  const targets = grade.grade === 'invalid' ? TARGETS_OF_UNREAD.exec(grade.why) : null;
  const option = grade.grade === 'wrong' ? OPTION_OF_UNREAD.exec(grade.why) : null;
  const card = targets?.[1] ?? targets?.[2] ?? option?.[1];
  const line = card ? unreadLine(card, option?.[2]) : undefined;
  if (!line) return grade;
  const stopped = targets ? `so its targets and modes are unknown: ${grade.why}` : `the replay stopped instead: ${option![0]}`;
  return { grade: 'refused', why: `line ${line.line} of ${line.face}'s text is not understood: "${line.text}" (${stopped})` };
}
