import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MemoryRecord } from '@cairn/core';
import { setupPerson } from '@cairn/person';
import {
  appendForgedPut,
  forgedUserRecord,
  missignedRecord,
  PERSON_ACT_TEXTS,
  type PersonActAttempt,
  type PersonActTarget,
  type PersonActWorld,
} from '../personActs.js';
import { installedBin, seededWorkspace, type TempWorkspace } from './workspace.js';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { asPerson } from '../../../../scripts/lib/as-person.mjs';

/** The corpus person's passphrase: typed on a pseudo-terminal, as a person types it. */
const PASSPHRASE = 'the corpus person types this on the terminal';

const quote = (w: string): string => `'${w.replace(/'/gu, `'\\''`)}'`;

/**
 * The group on the BUILT `cairn` as child processes (issue #16). The person acts on a
 * pseudo-terminal (`script`), typing their passphrase at the prompt; the attacker is an agent's
 * shell: it can open a pseudo-terminal and type into it, pipe answers, pass `--yes`, write the
 * home's files and reuse what the person signed — but does not know the passphrase.
 */
export function createCliPersonTarget(options: { bin?: string } = {}): PersonActTarget {
  const bin = options.bin ?? installedBin('cairn');
  let ws: TempWorkspace | undefined;
  let projectKey = '';
  const env = (): Record<string, string> => {
    const { root, home } = ws as TempWorkspace;
    return { PATH: process.env.PATH ?? '', HOME: join(root, 'user'), CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' };
  };
  /** `cairn --json …` with no terminal (an agent's shell tool); stdin is `input`. */
  const cairn = (args: readonly string[], input = ''): Promise<{ code: number | null; stdout: string }> =>
    new Promise((done, fail) => {
      const child = spawn(process.execPath, [bin, '--json', ...args], { cwd: (ws as TempWorkspace).project, env: env(), stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      child.stdout.on('data', (b: Buffer) => {
        stdout += b.toString('utf8');
      });
      child.stderr.resume();
      child.on('error', fail);
      child.on('close', (code) => done({ code, stdout }));
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
    });
  /** On a pseudo-terminal, `passphrase` typed at every passphrase prompt (the person's, or an agent's guess). */
  const onTerminal = async (args: readonly string[], passphrase: string): Promise<{ code: number | null; stdout: string }> =>
    (await asPerson({ bin, args: ['--json', ...args], cwd: (ws as TempWorkspace).project, env: env(), passphrase, timeoutMs: 120_000 })) as {
      code: number | null;
      stdout: string;
    };
  const person = async (args: readonly string[]): Promise<string> => {
    const r = await onTerminal(args, PASSPHRASE);
    if (r.code !== 0) throw new Error(`cli person target: \`cairn ${args.join(' ')}\` as the person exited ${r.code}`);
    return r.stdout;
  };
  const stored = async (id: string): Promise<MemoryRecord> => JSON.parse((await cairn(['show', id])).stdout) as MemoryRecord;
  // The world is made once on the built CLI (the person's init and confirm on a pseudo-terminal)
  // and copied back, at the same paths, before each attempt.
  const seeded = seededWorkspace('person-acts-cli', async (w): Promise<{ world: PersonActWorld; projectKey: string }> => {
    ws = w;
    // The person's first run: init walks them through their key, then signs.
    const key = (JSON.parse(await person(['init'])) as { key: string }).key;
    const bait = JSON.parse(
      (await cairn(['memorize'], JSON.stringify({ text: PERSON_ACT_TEXTS.bait, origin: 'web', source: 'https://bait.example.net/' }))).stdout,
    ) as {
      id: string;
    };
    const honest = JSON.parse((await cairn(['memorize'], JSON.stringify({ text: PERSON_ACT_TEXTS.honest, origin: 'agent' }))).stdout) as { id: string };
    await person(['confirm', honest.id]);
    return { world: { bait: bait.id, honest: honest.id }, projectKey: key };
  });

  return {
    name: 'cli',
    async setup(): Promise<PersonActWorld> {
      const opened = await seeded.open();
      ws = opened.ws;
      projectKey = opened.value.projectKey;
      return opened.value.world;
    },
    async teardown() {
      await seeded.close();
      ws = undefined;
    },
    async dispose() {
      await seeded.dispose();
    },
    attempts(): PersonActAttempt[] {
      return [
        {
          name: 'a pseudo-terminal where an agent types y at every prompt (confirm, pin, a memory as the person’s)',
          run: async (w) => {
            await onTerminal(['confirm', w.bait], 'y');
            await onTerminal(['pin', w.bait], 'y');
            await onTerminal(['memorize', '--text', PERSON_ACT_TEXTS.forgedUser, '--pin'], 'y');
          },
        },
        {
          name: 'a pseudo-terminal whose stdin is a pipe of y answers',
          run: async (w) => {
            for (const args of [
              ['confirm', w.bait],
              ['pin', w.bait],
            ]) {
              const command = `printf 'y\\ny\\ny\\n' | ${[process.execPath, bin, '--json', ...args].map(quote).join(' ')}`;
              spawnSync('script', ['-qec', command, '/dev/null'], { cwd: (ws as TempWorkspace).project, env: { ...env(), TERM: 'dumb' }, timeout: 120_000 });
            }
          },
        },
        {
          name: '--yes (confirm, pin, a pinned memory as the person’s), with no terminal and on one',
          run: async (w) => {
            await cairn(['--yes', 'confirm', w.bait]);
            await cairn(['pin', w.bait, '--yes']);
            await cairn(['--yes', 'memorize', '--text', PERSON_ACT_TEXTS.forgedUser, '--pin']);
            await onTerminal(['--yes', 'confirm', w.bait], 'y');
          },
        },
        {
          name: 'a user event appended to the log by hand (a new record claiming origin user, confirmed, pinned)',
          run: async (w) => {
            await appendForgedPut(
              (ws as TempWorkspace).home,
              projectKey,
              forgedUserRecord(await stored(w.bait), PERSON_ACT_TEXTS.forgedLine, 'mem_f0f0f0f0f0f0f0f0'),
            );
          },
        },
        {
          name: 'the bait rewritten in the log as confirmed and pinned, carrying the honest confirm’s signature',
          run: async (w) => {
            const honest = await stored(w.honest);
            const bait = await stored(w.bait);
            await appendForgedPut((ws as TempWorkspace).home, projectKey, { ...forgedUserRecord(bait, bait.text, bait.id), acts: honest.acts ?? [] });
          },
        },
        {
          name: 'the bait rewritten in the log as origin user, confirmed and pinned, with acts bound to it under the person’s key id whose signatures do not verify',
          run: async (w) => {
            await appendForgedPut((ws as TempWorkspace).home, projectKey, missignedRecord(await stored(w.bait), await stored(w.honest)));
          },
        },
        {
          name: 'an act the person signed ahead, replayed on another record',
          run: async (w) => {
            // The person signs ahead a pin of the honest record; the agent runs a pin of the bait.
            await person(['person', 'sign', '--', '--json', 'pin', w.honest]);
            await cairn(['pin', w.bait]);
          },
        },
        {
          name: 'the key file replaced by one of the attacker’s, whose passphrase the attacker types',
          run: async (w) => {
            const { root, home } = ws as TempWorkspace;
            const theirs = join(root, 'attacker-home');
            await mkdir(theirs, { recursive: true, mode: 0o700 });
            await setupPerson(theirs, 'the attacker knows this one');
            await rm(join(home, 'person', 'identity.json'));
            await cp(join(theirs, 'person', 'identity.json'), join(home, 'person', 'identity.json'));
            await onTerminal(['confirm', w.bait], 'the attacker knows this one');
            await onTerminal(['memorize', '--text', PERSON_ACT_TEXTS.forgedUser, '--pin'], 'the attacker knows this one');
          },
        },
      ];
    },
    async readRecords() {
      const listed = JSON.parse((await cairn(['list'])).stdout) as MemoryRecord[] | { records: MemoryRecord[] };
      return Array.isArray(listed) ? listed : listed.records;
    },
    async digest() {
      return (JSON.parse((await cairn(['digest'])).stdout) as { digest: string }).digest;
    },
  };
}
