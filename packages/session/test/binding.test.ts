import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type PersonActRequest, type PersonProof, STALE_RECALL_WEIGHT } from '@cairn/core';
import { loadKeyring, signRequest, unlockWithPassphrase } from '@cairn/person';
import { afterEach, describe, expect, it } from 'vitest';
import { openFileStore } from '@cairn/store-fs';
import { createBinder, gitBlobId, noPersonProof, openProject, type ProjectSession } from '../src/index.js';
import { cleanup, git, PASSPHRASE, signingPerson } from './helpers.js';
import { sessionProject } from './protectedSessions.js';

afterEach(cleanup);

const QUEUE = ['export class Queue {', '  private items: string[] = [];', '  push(x: string) {', '    this.items.push(x);', '  }', '}', ''].join('\n');

/** A project under git with src/queue.ts committed, memory enabled; the session acts as the agent on the CLI. */
async function project(options: { git?: boolean } = {}) {
  const box = await sessionProject({
    files: { 'src/queue.ts': QUEUE, 'README.md': '# demo\n\nRun pnpm test.\n' },
    git: options.git === false ? false : 'commit',
  });
  return { ...box, s: await box.open('cli') };
}

/** A fresh session on the same project and home (a new process: nothing cached). */
const reopen = async (home: string, dir: string, proof: PersonProof = signingPerson(home).proof): Promise<ProjectSession> =>
  openProject({ home, project: dir, cwd: dir, env: {}, channel: 'cli', client: 'vitest', personProof: proof, keyring: (await loadKeyring(home)).keyring });

/** A new process's `cairn stale` (a person's review): it refreshes the fingerprint index first. */
async function refresh(home: string, dir: string): Promise<void> {
  const s = await reopen(home, dir);
  try {
    await s.stale();
  } finally {
    await s.close();
  }
}

async function staleOf(home: string, dir: string, id: string) {
  const s = await reopen(home, dir);
  try {
    return (await s.get(id)).stale;
  } finally {
    await s.close();
  }
}

describe('binding at write time', () => {
  it('binds a line range to its normalised content, a tracked file to its git blob id, an untracked one to a content hash', async () => {
    const { s, project: dir } = await project();
    try {
      await writeFile(join(dir, 'notes.txt'), 'untracked notes\n');
      const a = await s.memorize({ text: 'Queue keeps its items in a private array.', origin: 'agent', source: 'src/queue.ts:2-4' });
      const b = await s.memorize({ text: 'The readme says to run pnpm test.', origin: 'agent', source: './README.md', sourceHash: 'caller-says-so' });
      const c = await s.memorize({ text: 'Notes are kept in notes.txt.', origin: 'agent', source: 'notes.txt' });
      if (a.declined || b.declined || c.declined) throw new Error('declined');
      const [ra, rb, rc] = [a.result.record, b.result.record, c.result.record];
      expect(ra.bindings).toEqual([
        expect.objectContaining({ path: 'src/queue.ts', lines: [2, 4], count: 3, hash: expect.stringMatching(/^lines:[0-9a-f]{64}$/u) }),
      ]);
      // The evidence key's hash is the binding's; the caller's hash is only a note.
      expect(ra.evidence[0]?.sourceHash).toBe(ra.bindings?.[0]?.hash);
      const readme = await readFile(join(dir, 'README.md'));
      expect(rb.bindings?.[0]).toMatchObject({ path: 'README.md', hash: `git:${git(dir, 'hash-object', 'README.md')}`, blob: gitBlobId(readme) });
      expect(rb.evidence[0]).toMatchObject({ sourceHash: rb.bindings?.[0]?.hash, callerSourceHash: 'caller-says-so' });
      expect(rc.bindings?.[0]?.hash).toMatch(/^sha256:[0-9a-f]{64}$/u);
      // Receipts carry the path and the line range.
      const hit = (await s.recall({ query: 'queue items private array', includeCandidates: true })).hits[0];
      expect(hit).toMatchObject({ id: ra.id, bound: ['src/queue.ts:2-4'] });
      expect(hit?.stale).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it('refuses a path outside the project (../, a symlink out), a FIFO, a device-like path, a folder and a file over the cap: text only, reason recorded', async () => {
    const { s, project: dir, root } = await project();
    try {
      await writeFile(join(root, 'outside.txt'), 'secret plans\n');
      await symlink(join(root, 'outside.txt'), join(dir, 'link.txt'));
      execFileSync('mkfifo', [join(dir, 'pipe')]);
      await writeFile(join(dir, 'big.log'), Buffer.alloc(1024 * 1024 + 1, 97));
      const cases: Array<[string, string]> = [
        ['../outside.txt', 'outside the project'],
        [join(root, 'outside.txt'), 'outside the project'],
        ['link.txt', 'outside the project'],
        ['pipe', 'a FIFO, not a regular file'],
        ['src', 'a folder, not a file'],
        ['big.log', 'larger than 1 MiB'],
        ['.git/config', "inside git's own folder"],
      ];
      for (const [source, reason] of cases) {
        const r = await s.memorize({ text: `A memory citing ${source} as its source.`, origin: 'agent', source });
        if (r.declined) throw new Error('declined');
        expect(r.result.record.bindings, source).toBeUndefined();
        expect(r.result.record.evidence[0]?.unbound, source).toBe(reason);
      }
      // A source naming no file (a tool name, a file not written yet) is text only, without a reason.
      const none = await s.memorize({ text: 'Fetched with WebFetch.', origin: 'agent', source: 'WebFetch' });
      if (none.declined) throw new Error('declined');
      expect(none.result.record.evidence[0]).not.toHaveProperty('unbound');
      expect(none.result.record.bindings).toBeUndefined();
      // Lines name a file: one that is not there is said (the seventh newcomer walk: stored silently).
      const missing = await s.memorize({ text: 'The parser lives in lib/missing.py.', origin: 'agent', source: 'lib/missing.py:1-3' });
      if (missing.declined) throw new Error('declined');
      expect(missing.result.record.evidence[0]?.unbound).toBe('no such file');
      expect(missing.result.record.bindings).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it('binds a binary file whole (its blob), refuses a line range of it, and binds each of an outcome’s filesEdited', async () => {
    const { s, project: dir } = await project();
    try {
      await writeFile(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
      const whole = await s.memorize({ text: 'The logo is a PNG.', origin: 'agent', source: 'logo.png' });
      const range = await s.memorize({ text: 'The logo header is at the start.', origin: 'agent', source: 'logo.png:1-2' });
      const outcome = await s.memorize({
        kind: 'outcome',
        text: 'Reworked the queue and the readme.',
        origin: 'agent',
        filesEdited: ['src/queue.ts', 'README.md', '../x'],
      });
      if (whole.declined || range.declined || outcome.declined) throw new Error('declined');
      expect(whole.result.record.bindings?.[0]).toMatchObject({ path: 'logo.png', hash: expect.stringMatching(/^sha256:/u) });
      expect(whole.result.record.bindings?.[0]?.norm).toBeUndefined();
      expect(range.result.record.evidence[0]?.unbound).toBe('a binary file has no lines');
      expect(outcome.result.record.bindings?.map((b) => b.path)).toEqual(['src/queue.ts', 'README.md']);
      await writeFile(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 9, 9, 9]));
      expect(await staleOf(dir.replace(/project$/u, 'home'), dir, whole.result.record.id)).toEqual([
        expect.objectContaining({ path: 'logo.png', change: 'edited' }),
      ]);
    } finally {
      await s.close();
    }
  });
});

describe('checking bindings', () => {
  it('edits inside the range are stale, outside it are not; a range that moved is rebound silently; whitespace-only edits are not stale', async () => {
    const { s, project: dir, home } = await project();
    try {
      const r = await s.memorize({ text: 'push appends to the items array.', origin: 'agent', source: 'src/queue.ts:3-5' });
      if (r.declined) throw new Error('declined');
      const id = r.result.record.id;
      const file = join(dir, 'src/queue.ts');
      // Outside the range: a line added at the end.
      await appendFile(file, 'export const size = 0;\n');
      expect(await staleOf(home, dir, id)).toBeUndefined();
      // Moved within the file: two lines added above; receipts give it where it is now.
      await writeFile(file, `// header\n// more\n${QUEUE}`);
      const s2 = await reopen(home, dir);
      try {
        const hit = (await s2.recall({ query: 'push appends items', includeCandidates: true })).hits.find((h) => h.id === id);
        expect(hit?.stale).toBeUndefined();
        expect(hit?.bound).toEqual(['src/queue.ts:5-7']);
      } finally {
        await s2.close();
      }
      // Whitespace only: re-indented, a blank line inside.
      await writeFile(
        file,
        QUEUE.replace('    this.items.push(x);', '\tthis.items.push( x);'.replace('( x', '(x')).replace('  push(x: string) {', '  push(x: string) {\n'),
      );
      expect(await staleOf(home, dir, id)).toBeUndefined();
      // Inside the range.
      await writeFile(file, QUEUE.replace('this.items.push(x);', 'this.items.unshift(x);'));
      expect(await staleOf(home, dir, id)).toEqual([{ path: 'src/queue.ts', lines: [3, 5], change: 'edited', changedAt: expect.any(String) }]);
    } finally {
      await s.close();
    }
  });

  it('a whole-file binding: a whitespace-only edit is not stale, an edit is; a deleted file is missing, then deleted once a refresh saw it go', async () => {
    const { s, project: dir, home } = await project();
    try {
      const r = await s.memorize({ text: 'The readme explains how to run the tests.', origin: 'agent', source: 'README.md' });
      if (r.declined) throw new Error('declined');
      const id = r.result.record.id;
      await writeFile(join(dir, 'README.md'), '#   demo\n\n\nRun   pnpm test.   \n');
      expect(await staleOf(home, dir, id)).toBeUndefined();
      await writeFile(join(dir, 'README.md'), '# demo\n\nRun pnpm vitest.\n');
      expect(await staleOf(home, dir, id)).toEqual([expect.objectContaining({ path: 'README.md', change: 'edited' })]);
      await unlink(join(dir, 'README.md'));
      expect(await staleOf(home, dir, id)).toEqual([{ path: 'README.md', change: 'missing' }]);
      await refresh(home, dir);
      expect(await staleOf(home, dir, id)).toEqual([{ path: 'README.md', change: 'deleted' }]);
    } finally {
      await s.close();
    }
  });

  it('a renamed file is moved to its new path: git mv, and a plain mv (untracked)', async () => {
    const { s, project: dir, home } = await project();
    try {
      const r = await s.memorize({ text: 'The queue class lives in the queue module.', origin: 'agent', source: 'src/queue.ts' });
      const t = await s.memorize({ text: 'The readme names the test command.', origin: 'agent', source: 'README.md:3' });
      if (r.declined || t.declined) throw new Error('declined');
      git(dir, 'mv', 'src/queue.ts', 'src/jobs.ts');
      expect(await staleOf(home, dir, r.result.record.id)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'src/jobs.ts' }]);
      await rename(join(dir, 'README.md'), join(dir, 'GUIDE.md'));
      // A plain mv is not in git's index: the stored fingerprint index finds it once a write or
      // `cairn stale` refreshed it (a recall never scans the folder).
      const s2 = await reopen(home, dir);
      try {
        const listed = await s2.stale();
        expect(listed.map((x) => [x.record.id, x.changes[0]?.change])).toEqual([
          [r.result.record.id, 'moved'],
          [t.result.record.id, 'moved'],
        ]);
      } finally {
        await s2.close();
      }
      expect(await staleOf(home, dir, t.result.record.id)).toEqual([{ path: 'README.md', lines: [3, 3], change: 'moved', movedTo: 'GUIDE.md' }]);
    } finally {
      await s.close();
    }
  });

  it('a branch switch is judged by the files it checks out', async () => {
    const { s, project: dir, home } = await project();
    try {
      const r = await s.memorize({ text: 'push appends to the items array.', origin: 'agent', source: 'src/queue.ts:3-5' });
      if (r.declined) throw new Error('declined');
      git(dir, 'checkout', '-qb', 'other');
      await writeFile(join(dir, 'src/queue.ts'), QUEUE.replace('push(x: string)', 'add(x: string)'));
      git(dir, 'commit', '-qam', 'rename push');
      expect(await staleOf(home, dir, r.result.record.id)).toEqual([expect.objectContaining({ change: 'edited' })]);
      git(dir, 'checkout', '-q', 'main');
      expect(await staleOf(home, dir, r.result.record.id)).toBeUndefined();
    } finally {
      await s.close();
    }
  });

  it('two worktrees on different branches share one memory: each judges it by its own files, and reading never rebinds it', async () => {
    const { s, project: dir, home, root } = await project();
    try {
      const r = await s.memorize({ text: 'push appends to the items array.', origin: 'agent', source: 'src/queue.ts:3-5' });
      if (r.declined) throw new Error('declined');
      const id = r.result.record.id;
      const wt = join(root, 'wt');
      git(dir, 'worktree', 'add', '-q', '-b', 'feature', wt);
      await writeFile(join(wt, 'src/queue.ts'), QUEUE.replace('this.items.push(x);', 'this.items.unshift(x);'));
      git(wt, 'commit', '-qam', 'unshift');
      for (let round = 0; round < 2; round++) {
        expect(await staleOf(home, wt, id)).toEqual([expect.objectContaining({ path: 'src/queue.ts', change: 'edited' })]);
        expect(await staleOf(home, dir, id)).toBeUndefined();
      }
      const s2 = await reopen(home, dir);
      try {
        expect((await s2.get(id)).bindings).toEqual(r.result.record.bindings);
      } finally {
        await s2.close();
      }
    } finally {
      await s.close();
    }
  });

  it('a project outside git still binds (content hashes) and finds edits', async () => {
    const { s, project: dir, home } = await project({ git: false });
    try {
      const r = await s.memorize({ text: 'The readme explains how to run the tests.', origin: 'agent', source: 'README.md' });
      if (r.declined) throw new Error('declined');
      expect(r.result.record.bindings?.[0]?.hash).toMatch(/^sha256:/u);
      await writeFile(join(dir, 'README.md'), 'changed\n');
      expect(await staleOf(home, dir, r.result.record.id)).toEqual([expect.objectContaining({ change: 'edited' })]);
      await rm(join(dir, 'README.md'));
      expect(await staleOf(home, dir, r.result.record.id)).toEqual([{ path: 'README.md', change: 'missing' }]);
      await refresh(home, dir);
      expect(await staleOf(home, dir, r.result.record.id)).toEqual([{ path: 'README.md', change: 'deleted' }]);
    } finally {
      await s.close();
    }
  });

  it('a project outside git: a moved file is found as moved, not deleted; copies under node_modules or an ignored folder are not looked at', async () => {
    const { s, project: dir, home } = await project({ git: false });
    try {
      const r = await s.memorize({ text: 'Queue keeps its items in a private array.', origin: 'agent', source: 'src/queue.ts' });
      if (r.declined) throw new Error('declined');
      const id = r.result.record.id;
      await writeFile(join(dir, '.gitignore'), 'dist/\n# a comment\n*.log\n');
      for (const folder of ['node_modules/pkg', 'dist']) {
        await mkdir(join(dir, folder), { recursive: true });
        await writeFile(join(dir, folder, 'queue.ts'), QUEUE);
      }
      await rename(join(dir, 'src/queue.ts'), join(dir, 'queue.old'));
      await rm(join(dir, 'queue.old'));
      // Gone since the last refresh: missing; once a refresh saw it go, only the copies the index
      // skips hold the content: deleted.
      expect(await staleOf(home, dir, id)).toEqual([{ path: 'src/queue.ts', change: 'missing' }]);
      await refresh(home, dir);
      expect(await staleOf(home, dir, id)).toEqual([{ path: 'src/queue.ts', change: 'deleted' }]);
      await mkdir(join(dir, 'lib/jobs'), { recursive: true });
      await writeFile(join(dir, 'lib/jobs/queue.ts'), QUEUE);
      // A file of the same size but other content is not it.
      await writeFile(join(dir, 'lib/other.ts'), QUEUE.replace('push', 'pull'));
      // A write refreshes the stored index (a recall only looks it up).
      const w = await reopen(home, dir);
      await w.memorize({ text: 'The library folder holds the jobs code.', origin: 'agent' });
      await w.close();
      expect(await staleOf(home, dir, id)).toEqual([{ path: 'src/queue.ts', change: 'moved', movedTo: 'lib/jobs/queue.ts' }]);
    } finally {
      await s.close();
    }
  });
});

describe('recall across projects (--all-projects)', () => {
  it("checks each project's bindings against that project's own working tree, and reads each through the signature check", async () => {
    const { s, project: dir, home, root } = await project();
    const other = join(root, 'other');
    await mkdir(join(other, 'src'), { recursive: true });
    await writeFile(join(other, 'src/queue.ts'), QUEUE);
    git(other, 'init', '-q');
    git(other, 'add', '.');
    git(other, 'commit', '-qm', 'one');
    const { keyring } = await loadKeyring(home);
    const open = (at: string) =>
      openProject({ home, project: at, cwd: at, env: {}, channel: 'cli', client: 'vitest', personProof: signingPerson(home).proof, keyring });
    const there = await open(other);
    try {
      await there.init();
      const theirs = await there.memorize({ text: 'The other queue pushes onto items.', origin: 'agent', source: 'src/queue.ts:3-5' });
      const mine = await s.memorize({ text: 'This queue pushes onto items too.', origin: 'agent', source: 'src/queue.ts:3-5' });
      if (theirs.declined || mine.declined) throw new Error('declined');
      // Only the other project's file changes; this project's copy stays as it was.
      await writeFile(join(other, 'src/queue.ts'), QUEUE.replace('this.items.push(x);', 'this.items.unshift(x);'));
      // A line in the other project's log claiming the person wrote it, unsigned.
      const raw = await openFileStore({ home, projectPath: other, onWarning: () => undefined });
      try {
        await raw.transact(async (tx) => {
          const r = await tx.get(theirs.result.record.id);
          if (r) tx.put({ ...r, origin: 'user' });
        });
      } finally {
        await raw.close();
      }
      const here = await open(dir);
      try {
        const { hits } = await here.recall({ query: 'queue pushes onto items', includeCandidates: true }, { allProjects: true });
        const byId = new Map(hits.map((h) => [h.id, h]));
        expect(byId.get(theirs.result.record.id)?.stale).toEqual([expect.objectContaining({ path: 'src/queue.ts', change: 'edited' })]);
        expect(byId.get(theirs.result.record.id)?.staleLabel).toContain('src/queue.ts changed');
        expect(byId.get(theirs.result.record.id)?.origin).toBe('agent');
        expect(byId.get(mine.result.record.id)?.stale).toBeUndefined();
        // The stale one ranks below the fresh one of the same relevance.
        expect(hits.map((h) => h.id).indexOf(mine.result.record.id)).toBeLessThan(hits.map((h) => h.id).indexOf(theirs.result.record.id));
      } finally {
        await here.close();
      }
    } finally {
      await there.close();
      await s.close();
    }
  });
});

describe('import of an edited AGENTS.md', () => {
  it('marks the memories of changed lines stale and binds the new ones', async () => {
    const { s, project: dir, home } = await project();
    try {
      const agents = ['# Agents', '', '- Run pnpm test before pushing.', '- The queue lives in src/queue.ts.', '- Use two spaces for indentation.', ''];
      await writeFile(join(dir, 'AGENTS.md'), agents.join('\n'));
      await s.import({ paths: ['AGENTS.md'] });
      const before = await s.list();
      const queue = before.find((r) => r.text.includes('The queue lives'));
      const tests = before.find((r) => r.text.includes('pnpm test'));
      expect(queue?.bindings?.[0]).toMatchObject({ path: 'AGENTS.md', lines: [4, 4] });
      agents[3] = '- The queue lives in src/jobs/queue.ts.';
      await writeFile(join(dir, 'AGENTS.md'), agents.join('\n'));
      const s2 = await reopen(home, dir);
      try {
        await s2.import({ paths: ['AGENTS.md'] });
        const after = await s2.list();
        expect(after.find((r) => r.id === queue?.id)?.stale).toEqual([expect.objectContaining({ path: 'AGENTS.md', lines: [4, 4], change: 'edited' })]);
        expect(after.find((r) => r.id === tests?.id)?.stale).toBeUndefined();
        const fresh = after.find((r) => r.text.includes('src/jobs/queue.ts'));
        expect(fresh?.bindings?.[0]).toMatchObject({ path: 'AGENTS.md', lines: [4, 4] });
        expect(fresh?.stale).toBeUndefined();
      } finally {
        await s2.close();
      }
    } finally {
      await s.close();
    }
  });
});

describe('consequences of a stale memory', () => {
  it('ranks below a fresh memory of equal relevance, is labelled in the digest, and keeps a decision’s tripwires', async () => {
    const { s, project: dir, home } = await project();
    try {
      await writeFile(join(dir, 'src/other.ts'), 'export const other = 1;\n');
      const confirmAll = async (ids: string[]) => {
        const p = signingPerson(home, { answers: [true] });
        const c = await reopen(home, dir, p.proof);
        try {
          await c.confirm(ids);
        } finally {
          await c.close();
        }
      };
      const a = await s.memorize({
        kind: 'decision',
        text: 'Jobs are retried three times by the queue worker.',
        origin: 'agent',
        source: 'src/queue.ts',
        tripwires: ['retries move to the scheduler'],
      });
      const b = await s.memorize({ text: 'Jobs are retried three times by the other worker.', origin: 'agent', source: 'src/other.ts' });
      if (a.declined || b.declined) throw new Error('declined');
      await confirmAll([a.result.record.id, b.result.record.id]);
      const before = await reopen(home, dir);
      const fresh = (await before.recall({ query: 'jobs retried three times worker' })).hits;
      await before.close();
      await writeFile(join(dir, 'src/queue.ts'), 'export class Scheduler {}\n');
      const after = await reopen(home, dir);
      try {
        const hits = (await after.recall({ query: 'jobs retried three times worker' })).hits;
        const stale = hits.find((h) => h.id === a.result.record.id);
        expect(stale?.stale).toEqual([expect.objectContaining({ path: 'src/queue.ts', change: 'edited' })]);
        expect(stale?.staleLabel).toBe('may be outdated: src/queue.ts changed today');
        const was = fresh.find((h) => h.id === a.result.record.id)?.score ?? 0;
        // Halved by the policy table's stale weight (strength moved a little with the first recall's reinforcement).
        expect(stale?.score).toBeLessThan(was * (STALE_RECALL_WEIGHT + 0.1));
        expect(hits[0]?.id).toBe(b.result.record.id);
        const digest = await after.digest();
        expect(digest).toContain('Jobs are retried three times by the queue worker. (decided ');
        expect(digest).toContain('— revisit if: retries move to the scheduler (may be outdated: src/queue.ts changed today)');
        expect(digest).not.toMatch(/other worker\.[^\n]*outdated/u);
      } finally {
        await after.close();
      }
    } finally {
      await s.close();
    }
  });

  it("an unprotected agent's sighting with the new file does not clear stale nor promote; a person's reverify (signed) does", async () => {
    const { s, project: dir, home } = await project();
    await s.close();
    // The sandbox's home holds the test person's key (helpers.ts).
    const key = await unlockWithPassphrase(home, PASSPHRASE);
    const asked: PersonActRequest[] = [];
    const signer: PersonProof = {
      present: () => true,
      sign: async (request) => {
        asked.push(request);
        return signRequest(key, request, { now: new Date(), interactive: true });
      },
    };
    const { keyring } = await loadKeyring(home);
    const agent = await openProject({
      home,
      project: dir,
      cwd: dir,
      env: {},
      channel: 'mcp',
      client: 'vitest',
      personProof: noPersonProof('the MCP server'),
      session: 'one',
    });
    const text = 'push appends to the items array.';
    const r = await agent.memorize({ text, origin: 'agent', source: 'src/queue.ts:3-5' });
    await agent.close();
    if (r.declined) throw new Error('declined');
    const id = r.result.record.id;
    await writeFile(join(dir, 'src/queue.ts'), QUEUE.replace('this.items.push(x);', 'this.items.push(x); // appends'));
    const again = await openProject({
      home,
      project: dir,
      cwd: dir,
      env: {},
      channel: 'mcp',
      client: 'vitest',
      personProof: noPersonProof('the MCP server'),
      session: 'two',
    });
    try {
      const seen = await again.memorize({ text, origin: 'agent', source: 'src/queue.ts:3-5' });
      if (seen.declined) throw new Error('declined');
      expect(seen.result.sighting).toBe(true);
      expect(seen.result.status).toBe('candidate');
      expect((await again.get(id)).stale).toEqual([expect.objectContaining({ change: 'edited' })]);
      // The agent cannot reverify: it is a person's act.
      await expect(again.reverify(id)).rejects.toMatchObject({ code: expect.stringMatching(/HUMAN_CHANNEL_REQUIRED|PERSON_REQUIRED/u) });
    } finally {
      await again.close();
    }
    const person = await openProject({
      home,
      project: dir,
      cwd: dir,
      env: {},
      channel: 'cli',
      client: 'vitest',
      personProof: signer,
      keyring,
    });
    try {
      const out = await person.reverify(id);
      expect(out).toMatchObject({ declined: false, result: { bindings: ['src/queue.ts:3-5'], dropped: [] } });
      expect(asked.at(-1)).toMatchObject({ act: 'reverify', question: expect.stringContaining('src/queue.ts:3-5: edited') });
      expect((await person.get(id)).stale).toBeUndefined();
      expect((await person.audit()).at(-1)).toMatchObject({ event: 'reverify', id, signer: key.id });
    } finally {
      await person.close();
    }
  });

  it('a rebinding nobody signed (a store write, a line added to the log) is ignored by checking readers: the memory stays stale, bound to the old hash', async () => {
    const { s, project: dir, home } = await project();
    const r = await s.memorize({ text: 'push appends to the items array.', origin: 'agent', source: 'src/queue.ts:3-5' });
    await s.close();
    if (r.declined) throw new Error('declined');
    const id = r.result.record.id;
    const written = r.result.record.bindings?.[0]?.hash;
    await writeFile(join(dir, 'src/queue.ts'), QUEUE.replace('this.items.push(x);', 'this.items.unshift(x);'));
    /** What an agent with the store in reach writes: the record bound to the file as it is now. */
    const forge = async (): Promise<void> => {
      const raw = await openFileStore({ home, projectPath: dir, onWarning: () => undefined });
      try {
        await raw.transact(async (tx) => {
          const record = await tx.get(id);
          if (!record) throw new Error('gone');
          const now = createBinder(dir).bind('src/queue.ts', [3, 5]);
          if (!('binding' in now)) throw new Error(now.refused);
          tx.put({ ...record, bindings: [now.binding] });
        });
      } finally {
        await raw.close();
      }
    };
    await forge();
    const { keyring } = await loadKeyring(home);
    // A reader with the person's keyring checks; one without the keyring has nothing to check with.
    const open = (withKeyring: boolean, proof: PersonProof = noPersonProof('the reader')) =>
      openProject({ home, project: dir, cwd: dir, env: {}, channel: 'cli', client: 'vitest', personProof: proof, ...(withKeyring ? { keyring } : {}) });
    // Without the check, the forged line would make it fresh: the test forges for real.
    const unchecked = await open(false);
    try {
      expect((await unchecked.get(id)).stale).toBeUndefined();
    } finally {
      await unchecked.close();
    }
    const reader = await open(true);
    try {
      const got = await reader.get(id);
      expect(got.stale).toEqual([expect.objectContaining({ path: 'src/queue.ts', change: 'edited' })]);
      expect(got.bindings?.[0]?.hash).toBe(written);
      const hit = (await reader.recall({ query: 'push appends items array', includeCandidates: true })).hits.find((h) => h.id === id);
      expect(hit?.staleLabel).toContain('src/queue.ts changed');
      expect((await reader.stale()).map((x) => x.record.id)).toEqual([id]);
    } finally {
      await reader.close();
    }
    // The person's signed reverify is honoured; a forged line after it is not.
    const person = await open(true, signingPerson(home).proof);
    try {
      expect(await person.reverify(id)).toMatchObject({ declined: false });
      expect((await person.get(id)).stale).toBeUndefined();
    } finally {
      await person.close();
    }
    await writeFile(join(dir, 'src/queue.ts'), QUEUE.replace('this.items.push(x);', 'this.items.splice(0, 0, x);'));
    await forge();
    const later = await open(true);
    try {
      expect((await later.get(id)).stale).toEqual([expect.objectContaining({ change: 'edited' })]);
    } finally {
      await later.close();
    }
  });
});
