import { existsSync, readdirSync } from 'node:fs';
import { realpath, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { actView, CoreError, type MemoryRecord, type PersonProof, readSigned, type StoreProvider } from '@cairn/core';
import { openFileStore } from '@cairn/store-fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createStoreRegistry, loadKeyring, noPersonProof, openProject, savePresigned, signRequest, takePresigned, unlockWithPassphrase } from '../src/index.js';
import { cleanup, git, openAs, PASSPHRASE, sandbox, signingPerson } from './helpers.js';

afterEach(cleanup);

const open = openAs;
/** The person at the terminal of `home`, signing every act (see helpers). */
const person = (home: string) => signingPerson(home).proof;

describe('opening a project', () => {
  it('names the home and the project when memory is not enabled, and enables it as the person’s signed act', async () => {
    const { home, project } = await sandbox();
    const s = await open(home, project, person(home));
    try {
      expect(await s.status()).toMatchObject({ initialised: false, home, projectPath: project, store: { name: 'file store' } });
      const error = await s.memorize({ text: 'x', origin: 'agent' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CoreError);
      expect(error).toMatchObject({ code: 'NOT_INITIALISED' });
      expect((error as Error).message).toContain(project);
      expect((error as Error).message).toContain(home);
      expect((await s.init()).created).toBe(true);
      expect((await s.init()).created).toBe(false);
      expect(await s.status()).toMatchObject({ initialised: true, stored: 0 });
      expect((await s.audit()).map((l) => [l.event, l.signer?.startsWith('ed25519:')])).toEqual([['init', true]]);
    } finally {
      await s.close();
    }
  });

  it('turns a missing project folder and an unsafe home into CoreErrors', async () => {
    const { home, project } = await sandbox();
    await expect(open(home, join(project, 'missing'), person(home))).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('does not exist'),
    });
    await expect(open(join(project, '.cairn'), project, person(home))).rejects.toMatchObject({ code: 'UNSAFE_HOME' });
  });

  it('chooses the store by URL: an unknown scheme is refused, a registered provider is used', async () => {
    const { home, project } = await sandbox();
    await expect(open(home, project, person(home), { store: 'mysql://db.example/cairn' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('No store is available for mysql'),
    });
    const seen: string[] = [];
    const fake: StoreProvider = {
      scheme: 'fake',
      name: 'fake store',
      isInitialised: async (t) => {
        seen.push(t.url);
        return false;
      },
      init: async () => ({ created: true, key: 'k', path: project }),
      relink: async () => ({ created: false, key: 'k', path: project }),
      open: async () => {
        throw new CoreError('NOT_INITIALISED', 'no');
      },
      listProjects: async () => [],
      watchPaths: async () => [],
    };
    const s = await open(home, project, person(home), { env: { CAIRN_STORE: 'fake://team/x' }, stores: createStoreRegistry([fake]) });
    expect(await s.status()).toMatchObject({ initialised: false, store: { name: 'fake store', url: 'fake://team/x' } });
    expect(seen).toEqual(['fake://team/x']);
    await s.close();
  });
});

describe('git worktrees share the main checkout’s memory', () => {
  it('resolves a linked worktree to its main checkout, as git rev-parse --git-common-dir says', async () => {
    const { root, home, project } = await sandbox();
    git(project, 'init', '-q');
    git(project, 'commit', '-q', '--allow-empty', '-m', 'first');
    const worktree = join(root, 'feature');
    git(project, 'worktree', 'add', '-q', worktree);
    const common = await realpath(resolve(worktree, git(worktree, 'rev-parse', '--git-common-dir')));
    expect(common).toBe(join(project, '.git'));

    const main = await open(home, project, person(home));
    await main.init();
    const inTree = await openProject({ home, cwd: join(worktree), env: {}, channel: 'mcp', personProof: noPersonProof('MCP') });
    try {
      expect(inTree.location.project).toMatchObject({ path: project, worktree: await realpath(worktree), source: 'git' });
      const r = await inTree.memorize({ text: 'Worktrees share one memory.', origin: 'agent' });
      expect(r.declined).toBe(false);
      expect((await main.list()).map((x) => x.text)).toEqual(['Worktrees share one memory.']);
    } finally {
      await inTree.close();
      await main.close();
    }
  });

  it('keeps its own memory for a .git file that names a worktree which does not link back', async () => {
    const { root, home, project } = await sandbox();
    git(project, 'init', '-q');
    git(project, 'commit', '-q', '--allow-empty', '-m', 'first');
    const real = join(root, 'real-tree');
    git(project, 'worktree', 'add', '-q', real);
    // A cloned repository ships a .git file pointing at someone else's worktree metadata.
    const planted = join(root, 'planted');
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(planted);
    await writeFile(join(planted, '.git'), `gitdir: ${join(project, '.git', 'worktrees', 'real-tree')}\n`);
    const warnings: string[] = [];
    const s = await openProject({
      home,
      project: planted,
      cwd: planted,
      env: {},
      channel: 'mcp',
      personProof: noPersonProof('MCP'),
      onWarning: (m) => warnings.push(m),
    });
    expect(s.location.project.path).toBe(await realpath(planted));
    expect(s.location.project.worktree).toBeUndefined();
    expect(warnings.join('\n')).toContain('does not link back');
    await s.close();
  });
});

describe("a person's acts go through the person port, once, in the session", () => {
  it('memorize --batch with piped input (no person present) cannot store a pinned user memory; a plain one is the agent’s', async () => {
    const { home, project } = await sandbox();
    const setup = await open(home, project, person(home));
    await setup.init();
    await setup.close();
    const { proof, asked } = signingPerson(home, { present: false });
    const s = await open(home, project, proof);
    try {
      const items = await s.memorizeBatch([
        { text: 'Deploy from main only.', origin: 'user', pinned: true },
        { text: 'The queue is Redis.', origin: 'user' },
      ]);
      expect(items[0]).toMatchObject({ ok: false, error: { code: 'ENTRENCHMENT_REFUSED' } });
      expect(items[1]).toMatchObject({ ok: true, result: { status: 'candidate', record: { origin: 'agent', pinned: false } } });
      expect(asked).toEqual([]);
      const audit = await s.audit();
      expect(audit.filter((l) => l.event === 'memorize').map((l) => [l.channel, l.interactive, l.signer])).toEqual([['api', false, undefined]]);
    } finally {
      await s.close();
    }
  });

  it('asks before a pinned user memory, stores it signed when the person agrees (audited interactive), and nothing when they decline', async () => {
    const { home, project } = await sandbox();
    const { proof, asked } = signingPerson(home, { answers: [true, false, true] });
    const s = await open(home, project, proof);
    try {
      await s.init();
      expect(await s.memorize({ text: 'Deploy from main only.', origin: 'user', pinned: true })).toEqual({ declined: true });
      expect(await s.list()).toEqual([]);
      const r = await s.memorize({ text: 'Deploy from main only.', origin: 'user', pinned: true });
      expect(r).toMatchObject({ declined: false, result: { record: { pinned: true, status: 'active' } } });
      expect(asked.map((a) => [a.act, a.draft?.text])).toEqual([
        ['init', undefined],
        ['entrench', 'Deploy from main only.'],
        ['entrench', 'Deploy from main only.'],
      ]);
      expect(r.declined ? [] : r.result.record.acts?.map((a) => (a as { act: string }).act)).toEqual(['entrench']);
      const line = (await s.audit()).filter((l) => l.event === 'memorize');
      expect(line.map((l) => [l.interactive, l.signer?.startsWith('ed25519:')])).toEqual([[true, true]]);
    } finally {
      await s.close();
    }
  });

  it('a memory signed ahead (cairn person sign -- memorize …) is stored as the person’s once, off the terminal; another text, a second run or an expired one is the agent’s', async () => {
    const { home, project } = await sandbox();
    const setup = await open(home, project, person(home));
    await setup.init();
    await setup.close();
    const command = ['cairn', 'memorize', '--text', 'We deploy on Wednesdays.'];
    const key = await unlockWithPassphrase(home, PASSPHRASE);
    /** The person's terminal while signing ahead for `command` (expiring at `expires`): signs and saves, applies nothing. */
    const signAhead = async (text: string, expires: Date): Promise<void> => {
      const ahead: PersonProof = {
        present: () => true,
        async sign(request) {
          await savePresigned(home, signRequest(key, request, { now: new Date(), interactive: true, presigned: { command, expires } }));
          return undefined;
        },
      };
      const s = await open(home, project, ahead);
      expect(await s.memorize({ text, origin: 'user' })).toEqual({ declined: true });
      await s.close();
    };
    /** A script running `command` (no person present): the port offers what was signed ahead for it. */
    const script: PersonProof = {
      present: () => false,
      sign: async () => {
        throw new CoreError('PERSON_REQUIRED', 'no person here');
      },
      signedAhead: (fits) => takePresigned(home, undefined, command, new Date(), fits),
    };
    await signAhead('We deploy on Wednesdays.', new Date(Date.now() + 600_000));
    const s = await open(home, project, script);
    try {
      const other = await s.memorize({ text: 'We deploy on Thursdays.', origin: 'user' });
      expect(other).toMatchObject({ declined: false, result: { record: { origin: 'agent' } } });
      const mine = await s.memorize({ text: 'We deploy on Wednesdays.', origin: 'user' });
      expect(mine).toMatchObject({ declined: false, result: { status: 'active', record: { origin: 'user' }, clamped: [] } });
      expect(mine.declined ? [] : mine.result.record.acts?.map((a) => (a as { act: string }).act)).toEqual(['memorize-user']);
      const again = await s.memorize({ text: 'We deploy on Wednesdays.', origin: 'user' });
      expect(again).toMatchObject({ declined: false, result: { sighting: true, clamped: [{ field: 'origin', applied: 'agent' }] } });
      const line = (await s.audit()).find((l) => l.event === 'memorize' && l.id === (mine.declined ? '' : mine.result.record.id));
      expect(line).toMatchObject({ channel: 'cli', interactive: false });
      expect(line?.signer?.startsWith('ed25519:')).toBe(true);
    } finally {
      await s.close();
    }
    // Expired before it is used: the agent's.
    await signAhead('We deploy on Fridays.', new Date(Date.now() - 1000));
    const late = await open(home, project, {
      ...script,
      signedAhead: (fits) => takePresigned(home, undefined, ['cairn', 'memorize', '--text', 'We deploy on Wednesdays.'], new Date(), fits),
    });
    try {
      const r = await late.memorize({ text: 'We deploy on Fridays.', origin: 'user' });
      expect(r).toMatchObject({ declined: false, result: { record: { origin: 'agent' } } });
    } finally {
      await late.close();
    }
  });

  it('without a person present a user memory arrives on api and is stored as the agent’s', async () => {
    const { home, project } = await sandbox();
    const setup = await open(home, project, person(home));
    await setup.init();
    await setup.close();
    const s = await open(home, project, signingPerson(home, { present: false }).proof);
    try {
      const r = await s.memorize({ text: 'Tabs, not spaces.', origin: 'user' });
      expect(r).toMatchObject({
        declined: false,
        result: { record: { origin: 'agent' }, clamped: [{ field: 'origin', requested: 'user', applied: 'agent' }] },
      });
      expect((await s.audit()).at(-1)).toMatchObject({ event: 'memorize', channel: 'api', interactive: false });
      expect((await s.audit()).at(-1)?.signer).toBeUndefined();
      await expect(s.confirm([r.declined ? '' : r.result.record.id])).rejects.toMatchObject({ code: 'PERSON_REQUIRED' });
    } finally {
      await s.close();
    }
  });

  it('refuses every act through a surface with no person (the MCP server)', async () => {
    const { home, project } = await sandbox();
    const setup = await open(home, project, person(home));
    await setup.init();
    await setup.close();
    const s = await openProject({ home, project, cwd: project, env: {}, channel: 'mcp', personProof: noPersonProof('the MCP server') });
    try {
      const r = await s.memorize({ text: 'A note.', origin: 'agent' });
      const id = r.declined ? '' : r.result.record.id;
      for (const attempt of [() => s.confirm([id]), () => s.pin(id), () => s.forget(id), () => s.wipe(), () => s.repair(), () => s.migrate()]) {
        await expect(attempt()).rejects.toMatchObject({ code: 'HUMAN_CHANNEL_REQUIRED' });
      }
      expect((await s.get(id)).status).toBe('candidate');
    } finally {
      await s.close();
    }
  });

  it('consolidate --apply: the merge of the person’s memories carries the person’s signed act for exactly it and is read as theirs; without that act, as the agent’s', async () => {
    const { home, project } = await sandbox();
    const { proof, asked } = signingPerson(home);
    const s = await open(home, project, proof);
    try {
      await s.init();
      const a = await s.memorize({ text: 'The integration tests read their fixtures from the test/fixtures folder.', origin: 'user' });
      const b = await s.memorize({ text: 'The integration tests read their fixtures from test/fixtures folder.', origin: 'user' });
      if (a.declined || b.declined) throw new Error('a seed memory was declined');
      expect((await s.get(a.result.record.id)).origin).toBe('user');
      const { merged } = await s.consolidate({ apply: true });
      expect(merged).toHaveLength(1);
      const m = merged[0] as MemoryRecord;
      // The person was shown the parents and the merged memory, and signed each.
      expect(asked.at(-1)?.records.map((r) => r.id)).toEqual([...[a.result.record.id, b.result.record.id].sort(), m.id]);
      expect((m.acts ?? []).map((x) => [(x as { act: string }).act, (x as { id: string }).id])).toEqual([['consolidate', m.id]]);
      // Its statement names the memories it merges (h49-sign): the ones the merge supersedes.
      expect((m.acts?.[0] as { parents?: string[] }).parents).toEqual([a.result.record.id, b.result.record.id].sort());
      expect(await s.get(m.id)).toMatchObject({ id: m.id, origin: 'user', status: 'active' });
      const line = (await s.audit()).find((l) => l.event === 'consolidate');
      expect(line?.signer).toMatch(/^ed25519:/u);
      expect(line?.nonce).toMatch(/^[0-9a-f]{32}$/u);
      // Without the merge's own act — none, or a parent's replayed — the merge is the agent's.
      const ring = (await loadKeyring(home)).keyring;
      const key = m.projectKey;
      expect(readSigned(m, ring, key).record.origin).toBe('user');
      expect(readSigned({ ...m, acts: [] }, ring, key).record.origin).toBe('agent');
      expect(readSigned({ ...m, acts: a.result.record.acts ?? [] }, ring, key).record.origin).toBe('agent');
    } finally {
      await s.close();
    }
  });

  it('consolidate --apply of the person’s pinned memories keeps the pin, backed by the signed merge; a pin added by hand to a merge or to a parent before it is no pin (issue #16)', async () => {
    const { home, project } = await sandbox();
    const { proof, asked } = signingPerson(home);
    const s = await open(home, project, proof);
    const texts = [
      'The integration tests read their fixtures from the test/fixtures folder.',
      'The integration tests read their fixtures from test/fixtures folder.',
      'The harbour export writes its tide rows as CSV into the build/export folder.',
      'The harbour export writes its tide rows as CSV into build/export folder.',
    ];
    try {
      await s.init();
      const ids: string[] = [];
      for (const text of texts) {
        const r = await s.memorize({ text, origin: 'user' });
        if (r.declined) throw new Error('a seed memory was declined');
        ids.push(r.result.record.id);
      }
      // The person pins the first pair; the second pair's pins are forged: written into the store by hand, no act.
      for (const id of ids.slice(0, 2)) expect(await s.pin(id)).toMatchObject({ declined: false });
      const raw = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
      try {
        await raw.transact(async (tx) => {
          for (const id of ids.slice(2)) {
            const r = await tx.get(id);
            if (r) tx.put({ ...r, pinned: true });
          }
        });
      } finally {
        await raw.close();
      }
      expect((await s.get(ids[2] as string)).pinned).toBe(false);
      const { merged } = await s.consolidate({ apply: true });
      expect(merged).toHaveLength(2);
      const mine = merged.find((m) => m.text.includes('fixtures')) as MemoryRecord;
      const forged = merged.find((m) => m.text.includes('harbour')) as MemoryRecord;
      // The person was shown that the first merge keeps the pin, and signed that.
      expect(asked.at(-1)?.records.find((r) => r.id === mine.id)?.pinned).toBe(true);
      expect(await s.get(mine.id)).toMatchObject({ origin: 'user', status: 'active', pinned: true });
      // The forged pins bought the merge nothing: it is stored and read unpinned, still the person’s.
      expect(forged.pinned).toBe(false);
      expect(await s.get(forged.id)).toMatchObject({ origin: 'user', status: 'active', pinned: false });
      const ring = (await loadKeyring(home)).keyring;
      const key = mine.projectKey;
      // A pin added to the unpinned merge afterwards is read away; the merge stays the person’s.
      const read = readSigned({ ...forged, pinned: true }, ring, key);
      expect(read.record).toMatchObject({ origin: 'user', pinned: false });
      expect(read.findings.map((f) => f.claim)).toEqual(['pinned']);
      // The person unpins the merge later: the latest act wins, and it stays theirs.
      expect(await s.unpin(mine.id)).toMatchObject({ declined: false });
      expect(await s.get(mine.id)).toMatchObject({ origin: 'user', pinned: false });
    } finally {
      await s.close();
    }
  });

  it('consolidate --apply keeps what the person signed the merge as: stable from stable memories, confirmed from confirmed ones; a confirm or stable added to a merge by hand is none (issue #16)', async () => {
    const { home, project } = await sandbox();
    const { proof, asked } = signingPerson(home);
    const s = await open(home, project, proof);
    try {
      await s.init();
      const write = async (text: string, o: { origin: 'user' | 'agent'; stable?: boolean }): Promise<string> => {
        const r = await s.memorize({ text, ...o });
        if (r.declined) throw new Error('a seed memory was declined');
        return r.result.record.id;
      };
      await write('The integration tests read their fixtures from the test/fixtures folder.', { origin: 'user', stable: true });
      await write('The integration tests read their fixtures from test/fixtures folder.', { origin: 'user', stable: true });
      const confirmed = [
        await write('The harbour export writes its tide rows as CSV into the build/export folder.', { origin: 'agent' }),
        await write('The harbour export writes its tide rows as CSV into build/export folder.', { origin: 'agent' }),
      ];
      await write('The nightly job rotates the tide station logs every Sunday at noon.', { origin: 'agent' });
      await write('The nightly job rotates tide station logs every Sunday at noon.', { origin: 'agent' });
      expect(await s.confirm(confirmed)).toMatchObject({ declined: false });
      const { merged } = await s.consolidate({ apply: true });
      expect(merged).toHaveLength(3);
      const stable = merged.find((m) => m.text.includes('fixtures')) as MemoryRecord;
      const kept = merged.find((m) => m.text.includes('harbour')) as MemoryRecord;
      const open_ = merged.find((m) => m.text.includes('nightly')) as MemoryRecord;
      // The person was shown what each merge keeps, and signed that.
      const shown = asked.at(-1)?.records ?? [];
      expect(shown.find((r) => r.id === stable.id)?.stable).toBe(true);
      expect(shown.find((r) => r.id === kept.id)?.confirmedAt).toBeDefined();
      expect(actView('consolidate', stable)).toContain('stable: yes (a merge of stable memories stays stable');
      expect(actView('consolidate', kept)).toContain('confirmed: yes (a merge of confirmed memories stays confirmed)');
      // Each is read as the person merged it: the stable merge stays stable, the confirmed one confirmed and active.
      expect(await s.get(stable.id)).toMatchObject({ origin: 'user', status: 'active', stable: true });
      expect(await s.get(kept.id)).toMatchObject({ origin: 'agent', status: 'active', confirmedAt: kept.confirmedAt });
      const unconfirmed = await s.get(open_.id);
      expect(unconfirmed).toMatchObject({ origin: 'agent', stable: false });
      expect(unconfirmed.confirmedAt).toBeUndefined();
      // A confirm or `stable` written into the unconfirmed merge by hand, its signed merge still on it, is read away.
      const ring = (await loadKeyring(home)).keyring;
      const key = open_.projectKey;
      const forged = readSigned({ ...open_, confirmedAt: new Date().toISOString() }, ring, key);
      expect(forged.record.confirmedAt).toBeUndefined();
      expect(forged.findings.map((f) => f.claim)).toEqual(['confirmed']);
      const forgedStable = readSigned({ ...kept, stable: true }, ring, key);
      expect(forgedStable.record).toMatchObject({ stable: false, confirmedAt: kept.confirmedAt });
      expect(forgedStable.findings.map((f) => f.claim)).toEqual(['stable']);
    } finally {
      await s.close();
    }
  });

  it('import --dry-run reads the store as the import does: a status written into the log by hand is shown as what it is read as (issue #16)', async () => {
    const { home, project } = await sandbox();
    const s = await open(home, project, person(home));
    try {
      await s.init();
      const file = join(project, 'AGENTS.md');
      await writeFile(file, '# Notes\n\nThe harbour export writes CSV into build/export.\n\nTide heights are in metres.\n');
      await s.import({ paths: [file], cwd: project });
      const before = await s.list();
      const csv = before.find((r) => r.text.includes('CSV')) as MemoryRecord;
      expect(csv.status).toBe('candidate');
      // The agent edits the store: the imported candidate now claims to be active.
      const raw = await openFileStore({ home, projectPath: project, onWarning: () => undefined });
      try {
        await raw.transact(async (tx) => {
          const r = await tx.get(csv.id);
          if (r) tx.put({ ...r, status: 'active' });
        });
      } finally {
        await raw.close();
      }
      // The line is gone from the file: the plan names the memory it came from, with its status as read.
      await writeFile(file, '# Notes\n\nTide heights are in metres.\n');
      const plan = await s.import({ paths: [file], cwd: project, dryRun: true });
      const gone = plan.files.flatMap((f) => f.gone);
      expect(gone.map((g) => [g.id, g.status])).toEqual([[csv.id, 'candidate']]);
    } finally {
      await s.close();
    }
  });

  it('migrate, repair and wipe: each audit line names the person who signed the act (their key id, the signed statement’s)', async () => {
    const { home, project } = await sandbox();
    const { proof, asked } = signingPerson(home);
    const s = await open(home, project, proof);
    try {
      await s.init();
      await s.memorize({ text: 'The queue is Redis.', origin: 'agent' });
      // The write refreshed the working tree's fingerprint index (issue #23); wipe removes it with the rest.
      expect(existsSync(join(home, 'trees'))).toBe(true);
      expect(readdirSync(join(home, 'trees')).length).toBe(1);
      expect((await s.migrate()).records).toBe(1);
      await s.repair();
      await s.wipe();
      expect(readdirSync(join(home, 'trees'))).toEqual([]);
      const key = (await loadKeyring(home)).identity?.keys.at(-1)?.id;
      expect(key).toMatch(/^ed25519:/u);
      expect(asked.map((a) => a.act)).toEqual(['init', 'migrate', 'repair', 'wipe']);
      const lines = (await s.audit()).filter((l) => ['migrate', 'repair', 'wipe'].includes(l.event));
      expect(lines.map((l) => [l.event, l.channel, l.interactive, l.signer])).toEqual([
        ['migrate', 'cli', true, key],
        ['repair', 'cli', true, key],
        ['wipe', 'cli', true, key],
      ]);
    } finally {
      await s.close();
    }
  });

  it('refuses a signature made for another act, and a yes with nothing signed (a presence answer)', async () => {
    const { home, project } = await sandbox();
    const honest = person(home);
    const forger: PersonProof = {
      present: () => true,
      async sign(request) {
        return honest.sign({ ...request, act: 'unpin' });
      },
    };
    const yesMan: PersonProof = {
      present: () => true,
      sign: async (request) => ({ act: request.act, scheme: 'presence', signer: 'presence:terminal', interactive: true, acts: [] }),
    };
    const setup = await open(home, project, honest);
    await setup.init();
    const r = await setup.memorize({ text: 'A candidate.', origin: 'agent' });
    await setup.close();
    const id = r.declined ? '' : r.result.record.id;
    const s1 = await open(home, project, forger);
    await expect(s1.confirm([id])).rejects.toMatchObject({ code: 'PERSON_REQUIRED', message: expect.stringContaining('made for unpin') });
    await s1.close();
    const s2 = await open(home, project, yesMan);
    await expect(s2.pin(id)).rejects.toMatchObject({ code: 'PERSON_REQUIRED', message: expect.stringContaining('nothing was signed') });
    await expect(s2.memorize({ text: 'Mine.', origin: 'user' })).rejects.toMatchObject({ code: 'PERSON_REQUIRED' });
    expect((await s2.get(id)).pinned).toBe(false);
    expect((await s2.list()).map((x) => x.text)).toEqual(['A candidate.']);
    await s2.close();
  });
});

describe('recall', () => {
  it('answers first and writes the reinforcement when the session closes', async () => {
    const { home, project } = await sandbox();
    const s = await open(home, project, person(home));
    await s.init();
    const r = await s.memorize({ text: 'The build uses pnpm workspaces.', origin: 'user' });
    const id = r.declined ? '' : r.result.record.id;
    expect((await s.recall({ query: 'pnpm' })).hits.map((h) => h.id)).toEqual([id]);
    await s.close();
    const again = await open(home, project, person(home));
    expect((await again.get(id)).recallCount).toBe(1);
    await again.close();
  });
});
