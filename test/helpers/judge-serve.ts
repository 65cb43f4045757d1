// `judge serve --port 0` in a child process, as a user runs it, and the URL it prints.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/library/data.ts';

export const JUDGE = path.join(REPO_ROOT, 'bin/judge.js');

/** Starts it and waits for its banner (on stderr, printed once the server is ready);
 *  `viaNpm`: as `npm start` runs it (npm's own process is the child). */
export async function spawnJudgeServe(env: NodeJS.ProcessEnv = {}, { viaNpm = false } = {}): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
  const args = ['--port', '0', '--quiet'];
  const child = viaNpm
    ? spawn('npm', ['start', '--silent', '--', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } })
    : spawn(process.execPath, [JUDGE, 'serve', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stderr.on('data', (d) => {
      out += d;
      const m = out.match(/serving .* at (http:\/\/[^\s]+:\d+)/);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`judge serve exited with ${code}: ${out}`)));
  });
  return { child, url };
}
