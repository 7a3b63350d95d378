import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreError, type PersonActRequest } from '@cairn/core';
import { createPresenceProof } from '../src/index.js';

const cleanups: Array<() => Promise<void>> = [];

/** Removes every folder made by {@link sandbox}. */
export async function cleanup(): Promise<void> {
  for (const fn of cleanups.splice(0)) await fn().catch(() => undefined);
}

/** A temp root with a home (0700) and a project folder beside it. */
export async function sandbox(): Promise<{ root: string; home: string; project: string }> {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'cairn-session-')));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  const home = join(root, 'home');
  await mkdir(home, { mode: 0o700 });
  await chmod(home, 0o700);
  const project = join(root, 'project');
  await mkdir(project);
  return { root, home, project };
}

/** Runs git quietly in `cwd`, with an identity and no user config. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: cwd, GIT_CONFIG_NOSYSTEM: '1' },
    encoding: 'utf8',
  }).trim();
}

/** A terminal-like person port whose answers a test scripts; records what it was asked. */
export function scriptedPerson(options: { present?: boolean; yes?: boolean; answers?: boolean[]; canAsk?: boolean } = {}) {
  const asked: PersonActRequest[] = [];
  const answers = [...(options.answers ?? [])];
  const proof = createPresenceProof({
    signer: 'terminal',
    present: () => options.present ?? true,
    ...(options.yes ? { yes: true } : {}),
    show: (request) => `${request.question}\n${request.records.map((r) => r.text).join('\n')}${request.draft?.text ?? ''}`,
    ...(options.canAsk === false
      ? {}
      : {
          ask: async (request: PersonActRequest) => {
            asked.push(request);
            return answers.shift() ?? false;
          },
        }),
    unavailable: (request) => new CoreError('HUMAN_CHANNEL_REQUIRED', `${request.act} needs a terminal or --yes`),
  });
  return { proof, asked };
}
