// Running the real `node bin/judge.js` from the checkout, as a user does: exit code, stdout
// and stderr, whatever the outcome (`report --json` over every shipped release passes 1 MiB,
// execFile's default buffer, so the buffer is larger).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/library/data.ts';

const run = promisify(execFile);

export async function runJudge(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['bin/judge.js', ...args], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
