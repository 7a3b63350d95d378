/**
 * The newcomer's walk on a clean clone (issue #14), second helper's items: `cairn status`, the
 * "already" answers that ask no passphrase, plurals and empty lists, and the other wording the
 * walk found. The built CLI as a child process; the person on a pseudo-terminal.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, sandbox } from './harness.js';
import { wipeOnPty } from './pty.js';

describe('cairn status (walk item 23)', () => {
  it('before init: project, home, not enabled, no key; exit 0', () => {
    const box = sandbox({ init: false, person: false });
    const r = box.cairn(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^project +\S*project$/mu);
    expect(r.stdout).toContain(`home          ${box.home}`);
    expect(r.stdout).toMatch(/^memory +not enabled .*cairn init/mu);
    expect(r.stdout).toMatch(/^person key +none: `cairn person setup`/mu);
    expect(r.stdout).not.toMatch(/^memories/mu);
  });

  it('after init: enabled, not paused, counts by status, the index, the key; --json is the MCP status data', () => {
    const box = sandbox();
    for (const text of ['The harbour API listens on port 8080.', 'Tide tables are cached for one hour.'])
      expect(box.cairn(['memorize', '--text', text]).code).toBe(0);
    const r = box.cairn(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^memory +enabled$/mu);
    expect(r.stdout).toMatch(/^paused +no$/mu);
    expect(r.stdout).toMatch(/^memories +2 memories \(2 candidate\)$/mu);
    expect(r.stdout).toMatch(/^index +(SQLite FTS5|pure-JS) index/mu);
    expect(r.stdout).toMatch(/^person key +yes$/mu);
    expect(r.stdout).toMatch(/^last session +none recorded/mu);
    const j = box.json<Record<string, unknown>>(['status']).value;
    expect(j).toMatchObject({ initialised: true, stored: 2, byStatus: { candidate: 2 }, personKey: true, home: box.home });
    expect(typeof j.index).toBe('string');
  });

  it('right after `cairn setup claude-code`: no session yet, and it says the hooks are registered, not to run setup (walk h48 item 9)', () => {
    const box = sandbox();
    expect(box.cairn(['status']).stdout).toMatch(/^last session +none recorded \(`cairn setup claude-code` or `cairn setup copilot` registers the hooks\)$/mu);
    const setup = box.person(['setup', 'claude-code']);
    expect(setup.code, setup.stderr).toBe(0);
    const settings = join(realpathSync(box.project), '.claude', 'settings.local.json');
    const r = box.cairn(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`none recorded yet; \`cairn setup claude-code\` registered the hooks (${settings}): start \`claude\` in this project`);
    expect(r.stdout).not.toContain('registers the hooks');
    // `cairn sessions` says the same, by the same state (walk h56 LOW 10: it still said to run setup).
    const sessions = box.cairn(['sessions']);
    expect(sessions.code, sessions.stderr).toBe(0);
    expect(sessions.stdout).toBe(
      `No host sessions recorded for this project yet; \`cairn setup claude-code\` registered the hooks (${settings}): start \`claude\` in this project.\n`,
    );
    // Removed again: back to the advice to run setup.
    expect(box.person(['setup', 'claude-code', '--remove']).code).toBe(0);
    expect(box.cairn(['status']).stdout).toMatch(/^last session +none recorded \(`cairn setup claude-code` or `cairn setup copilot` registers the hooks\)$/mu);
  });

  it('right after `cairn setup copilot`: it names that host (user-level, every project) and `copilot`, and both after both setups', () => {
    const box = sandbox();
    // Copilot CLI's folder inside the sandbox (COPILOT_HOME), for setup and status alike.
    const env = { COPILOT_HOME: join(box.root, 'copilot-home') };
    const hooks = join(env.COPILOT_HOME, 'hooks', 'cairn.json');
    const sessions = box.cairn(['sessions'], { env });
    expect(sessions.stdout).toBe('No host sessions recorded for this project (`cairn setup claude-code` or `cairn setup copilot` registers the hooks).\n');
    const setup = box.person(['setup', 'copilot'], { env });
    expect(setup.code, setup.stderr).toBe(0);
    const r = box.cairn(['status'], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      `none recorded yet; \`cairn setup copilot\` registered the hooks for every project of yours (${hooks}): start \`copilot\` in this project\n`,
    );
    expect(box.person(['setup', 'claude-code'], { env }).code).toBe(0);
    const both = box.cairn(['status'], { env }).stdout;
    expect(both).toMatch(
      /^last session +none recorded yet; `cairn setup claude-code` registered the hooks \(.*\): start `claude` in this project; `cairn setup copilot` registered/mu,
    );
    // Removed again: back to naming both setups.
    expect(box.person(['setup', 'copilot', '--remove'], { env }).code).toBe(0);
    expect(box.person(['setup', 'claude-code', '--remove'], { env }).code).toBe(0);
    expect(box.cairn(['status'], { env }).stdout).toMatch(
      /^last session +none recorded \(`cairn setup claude-code` or `cairn setup copilot` registers the hooks\)$/mu,
    );
  });

  it('says paused, and is not refused, while the memory is paused', () => {
    const box = sandbox();
    expect(box.person(['pause']).code).toBe(0);
    const r = box.cairn(['status']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^paused +yes, since \d{4}-\d\d-\d\d: .*`cairn resume`/mu);
    expect(r.stdout).toMatch(/^memories +none yet$/mu);
  });
});

describe('acts that would change nothing say so, ask nothing and sign nothing (walk item 30)', () => {
  it('confirm of an active memory, unpin of an unpinned one, pin of a pinned one, resume when not paused, pause when paused', () => {
    const box = sandbox();
    const made = box.personJson<{ id: string; status: string }>(['memorize', '--text', 'The harbour API listens on port 8080.']);
    expect(made.value.status, made.run.stderr).toBe('active');
    const id = made.value.id;
    const auditLines = (): number => box.json<unknown[]>(['audit', '--limit', '1000']).value.length;
    const before = auditLines();
    // Off the terminal: had any of these asked for the passphrase, it would be refused (exit 3).
    const confirm = box.cairn(['confirm', id]);
    expect(confirm.code, confirm.stderr).toBe(0);
    expect(confirm.stdout).toBe(`${id} is already active; nothing to confirm.\n`);
    const unpin = box.cairn(['unpin', id]);
    expect(unpin.code, unpin.stderr).toBe(0);
    expect(unpin.stdout).toBe(`${id} is not pinned; nothing to do.\n`);
    const resume = box.cairn(['resume']);
    expect(resume.code, resume.stderr).toBe(0);
    expect(resume.stdout).toBe('Not paused; nothing to resume.\n');
    expect(box.json<{ already?: boolean }>(['unpin', id]).value.already).toBe(true);
    expect(auditLines()).toBe(before);

    expect(box.person(['pin', id]).code).toBe(0);
    expect(box.person(['pause']).code).toBe(0);
    const pinned = auditLines();
    const pin = box.cairn(['pin', id]);
    expect(pin.code, pin.stderr).toBe(0);
    expect(pin.stdout).toBe(`${id} is already pinned; nothing to do.\n`);
    const pause = box.cairn(['pause']);
    expect(pause.code, pause.stderr).toBe(0);
    expect(pause.stdout).toContain('Already paused; nothing to do');
    expect(auditLines()).toBe(pinned);
  });
});

describe('counts agree with their nouns; an empty memory says what fills it (walk item 29)', () => {
  it('doctor, audit --verify, list on an empty project, wipe of one memory', async () => {
    const box = sandbox();
    const empty = box.cairn(['list']);
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).toMatch(/^No memories yet\. They come from `cairn import \.`.*`cairn memorize/u);
    // A filter that matches nothing still says so.
    expect(box.cairn(['list', '--kind', 'decision']).stdout).toBe('No memories match.\n');
    const doctor = box.cairn(['doctor']);
    expect(doctor.stdout).toMatch(/audit chain: 1 line, intact/u);
    expect(doctor.stdout).not.toMatch(/\b1 (lines|memories|changes|findings)\b/u);
    expect(box.cairn(['audit', '--verify']).stdout).toBe('Audit chain intact: 1 line.\n');

    expect(box.cairn(['memorize', '--text', 'The harbour API listens on port 8080.']).code).toBe(0);
    const wipe = await wipeOnPty(box);
    expect(wipe.code, wipe.output).toBe(0);
    expect(wipe.output).toContain('Delete the one memory of this project?');
    expect(wipe.output).toContain('Wiping deletes 1 memory of project');
    expect(wipe.output).toMatch(/Deleted 1 memory\. /u);
  });
});

describe('help says what a command needs (walk items 31, 35)', () => {
  const help = (...args: string[]): string =>
    spawnSync(process.execPath, [BIN, ...args, '--help'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', COLUMNS: '200' } }).stdout;
  it('digest gives its least budget; repair and migrate say they are signed with the passphrase; supersede shows --by as required', () => {
    expect(help('digest')).toMatch(/--budget <chars> +size budget in characters, at least 400/u);
    const flat = (text: string): string => text.replace(/\s+/gu, ' ');
    expect(flat(help('repair'))).toContain("(a person's act, signed with your passphrase on the terminal)");
    expect(flat(help('migrate'))).toContain("(the file store: a person's act, signed with your passphrase on the terminal)");
    const supersede = help('supersede');
    expect(supersede).toMatch(/^Usage: cairn supersede <old> --by <new>$/mu);
    expect(supersede).toMatch(/--by <new> +required: the memory that replaces it/u);
  });
});

describe('recall --all-projects names each project by its folder (walk item 21)', () => {
  it('the project column shows the paths, not the keys', () => {
    const box = sandbox();
    const other = join(box.root, 'harbour-api');
    mkdirSync(other);
    expect(box.person(['init'], { cwd: other }).code).toBe(0);
    expect(box.cairn(['memorize', '--text', 'Tide tables are cached for one hour.']).code).toBe(0);
    expect(box.cairn(['memorize', '--text', 'Tide heights are in metres.'], { cwd: other }).code).toBe(0);
    const r = box.cairn(['recall', 'tide', '--all-projects', '--include-candidates']);
    expect(r.code, r.stderr).toBe(0);
    const keys = box
      .json<{ hits: Array<{ projectKey: string }> }>(['recall', 'tide', '--all-projects', '--include-candidates'])
      .value.hits.map((h) => h.projectKey);
    expect(new Set(keys).size).toBe(2);
    expect(r.stdout).toContain(realpathSync(box.project));
    expect(r.stdout).toContain(realpathSync(other));
    for (const key of keys) expect(r.stdout).not.toContain(key);
  });
});

describe('a batch memorize is one line per item, the advice once (walk item 24)', () => {
  it('names the --input file in a line error; a re-run counts sightings, not new', () => {
    const box = sandbox();
    const lines = ['Tide tables are cached for one hour.', 'The harbour API listens on port 8080.', 'Tide heights are in metres.'].map((text) =>
      JSON.stringify({ text, origin: 'agent' }),
    );
    const file = join(box.root, 'batch.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n{not json\n`);
    const first = box.cairn(['memorize', '--batch', '--input', file]);
    expect(first.stderr).toContain(`Line 4 of ${file}`);
    expect(first.stderr).not.toContain('standard input');
    const out = first.stdout.trim().split('\n');
    expect(out.filter((l) => l.startsWith('line '))).toHaveLength(3);
    expect(out).toContain('3 new, 0 sightings, 1 refused.');
    // The advice once, not once per item.
    expect(out.filter((l) => l.startsWith('Candidates wait for a person'))).toHaveLength(1);
    expect(out.length).toBeLessThanOrEqual(5);

    writeFileSync(file, `${lines.join('\n')}\n`);
    const again = box.cairn(['memorize', '--batch', '--input', file]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 new, 3 sightings, 0 refused.');
  });
});
