/**
 * The host's memory files attest (attack A4): Claude Code loads CLAUDE.md of the project, of its
 * parent folders and of the user (~/.claude/CLAUDE.md), and the files they `@import`, into every
 * session at its start — no tool call, so no observation. An agent write that reproduces them is
 * lowered to `repo` (an imported rules file's origin, core's `importOrigin`), whatever their size,
 * and the reason names the file.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hostMemoryObservations } from '../src/host/memoryFiles.js';
import { agentWriteWithHostMemory, cleanup, enableProject, git, sandbox } from './helpers.js';

afterEach(cleanup);

const USER = 'Release branches are cut from the harbour trunk every second Thursday, and the tide calendar decides the freeze window.';
const IMPORTED = 'Berth allocation requests go through the crane scheduling desk, which answers within two working days and logs each request.';
const PARENT = 'Every service in the port workspace reads its mooring limits from the shared ballast registry before it starts serving.';
const BURIED = 'Container manifests older than ninety days are archived to the cold quay store and stay searchable through the customs portal.';
const OWN = 'The export command writes one line per vessel and sorts them by arrival time.';

/** A large generated data file (past what the working tree fingerprints of a non-prose file): `BURIED` in the middle. */
function bigData(): string {
  const rows: string[] = [];
  for (let i = 0; i < 6_000; i++) rows.push(`{"vessel": "ship-${i}", "berth": ${i % 97}, "crane": ${(i * 7) % 31}, "note": "slot ${i} of quay ${i % 13}"},`);
  rows.splice(3_000, 0, `{"note": "${BURIED}"},`);
  return rows.join('\n');
}

async function setUp() {
  const box = await sandbox();
  const dir = box.project;
  const user = join(box.root, 'user');
  await mkdir(join(user, '.claude'), { recursive: true });
  await mkdir(join(user, 'notes'), { recursive: true });
  await writeFile(join(user, '.claude', 'CLAUDE.md'), `# Mine\n\n${USER}\n\nSee @~/notes/desk.md for the desk.\n`);
  await writeFile(join(user, 'notes', 'desk.md'), `${IMPORTED}\n`);
  await writeFile(join(box.root, 'CLAUDE.md'), `# Workspace\n\n${PARENT}\n`);
  await mkdir(join(dir, 'data'));
  await writeFile(join(dir, 'data', 'manifests.json'), bigData());
  await writeFile(join(dir, 'CLAUDE.md'), '# Project\n\nThe manifests: @data/manifests.json\n');
  git(dir, 'init', '-q');
  const keyring = await enableProject(box.home, dir);
  const write = (text: string) => agentWriteWithHostMemory(box.home, dir, user, keyring, text);
  return { box, user, write };
}

describe("the host's memory files attest an agent write that reproduces them", () => {
  it('the user’s CLAUDE.md, a file it imports, a parent folder’s, and a large file the project’s imports: repo, naming the file', async () => {
    const t = await setUp();
    for (const [text, ref] of [
      [USER, '~/.claude/CLAUDE.md'],
      [IMPORTED, '~/notes/desk.md'],
      [PARENT, `${t.box.root}/CLAUDE.md`],
      [BURIED, 'data/manifests.json'],
    ] as const) {
      const r = await t.write(text);
      expect(r.record.origin, ref).toBe('repo');
      const reason = r.clamped.find((c) => c.field === 'origin')?.reason ?? '';
      expect(reason).toContain(`attested by ${ref}`);
    }
    // The control: the agent's own sentence stays its own.
    expect((await t.write(OWN)).record.origin).toBe('agent');
  }, 60_000);

  it('reads only: no file is made, and an import chain stops after five hops', async () => {
    const box = await sandbox();
    const chain = join(box.root, 'chain');
    await mkdir(chain);
    for (let i = 0; i < 8; i++) await writeFile(join(chain, `${i}.md`), `Hop ${i} @./${i + 1}.md\n`);
    await writeFile(join(box.project, 'CLAUDE.md'), `Start @../chain/0.md\n`);
    const key = (v: string) => `${v.length.toString(16).padStart(12, '0')}`;
    const seen = await hostMemoryObservations(box.project, join(box.root, 'nobody'), box.home, key, new Date(), { keep: false });
    expect(seen.map((o) => o.ref)).toEqual(['CLAUDE.md', ...[0, 1, 2, 3, 4].map((i) => `${box.root}/chain/${i}.md`)]);
    expect(existsSync(join(box.home, 'observation.key'))).toBe(false);
  });
});
