/**
 * The h50 newcomer walk's findings in the CLI (/work/notes/walk-h50.md): doctor names a
 * sandbox-only home beside Cairn's VS Code extension (item 1), and `cairn person status` reads the
 * sandbox-only declaration as the hook, init and doctor do (item 6).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { asPerson } from './pty.js';

describe('walk h50 item 1: a sandbox-only home and the VS Code extension', () => {
  it('doctor FAILs naming both and the fix once the extension is installed; not before, and not in a home that is not declared', async () => {
    const box = sandbox();
    const user = join(box.root, 'user');
    const extensions = join(user, '.vscode', 'extensions');
    mkdirSync(join(extensions, 'cairn.cairn-vscode-0.2.0'), { recursive: true });
    expect(box.cairn(['doctor']).stdout).not.toContain('sandbox-only home and VS Code');
    const on = await asPerson(box, ['person', 'sandbox-only']);
    expect(on.code, on.output).toBe(0);
    const doctor = box.cairn(['doctor']);
    expect(doctor.code).toBe(1);
    const text = doctor.stdout.replace(/\s+/gu, ' ');
    expect(text).toContain(
      "FAIL sandbox-only home and VS Code: this home is declared sandbox-only (your key kept unsealed in it), and Cairn's VS Code extension is installed",
    );
    expect(text).toContain('fix: if you use agent mode with this home, withdraw the declaration (cairn person sandbox-only --withdraw)');
    rmSync(extensions, { recursive: true });
    expect(box.cairn(['doctor']).stdout).not.toContain('sandbox-only home and VS Code');
  }, 180_000);
});

describe('walk h50 item 6: person status in a home whose declaration was copied from another', () => {
  it('says sandbox-only only where the declaration verifies; the copy is named as made for another home', async () => {
    const from = sandbox();
    expect((await asPerson(from, ['person', 'sandbox-only'])).code).toBe(0);
    const declared = from.cairn(['person', 'status', '--json']);
    expect(JSON.parse(declared.stdout)).toMatchObject({ sandboxOnly: true });
    // The README's restore: person/ copied without key.unsealed.
    const to = sandbox();
    rmSync(join(to.home, 'person'), { recursive: true, force: true });
    cpSync(join(from.home, 'person'), join(to.home, 'person'), { recursive: true });
    rmSync(join(to.home, 'person', 'key.unsealed'));
    const json = JSON.parse(to.cairn(['person', 'status', '--json']).stdout) as Record<string, unknown>;
    expect(json.sandboxOnly).toBe(false);
    expect(json.sandboxOnlyDeclarationNotForThisHome).toBe(true);
    const text = to.cairn(['person', 'status']).stdout;
    expect(text).toContain('(sealed with your passphrase)');
    expect(text).not.toContain('sandbox-only home: kept unsealed');
    expect(text).toContain('This home is not declared sandbox-only: the declaration in its identity was signed for another home');
  }, 180_000);
});

describe('walk h50 item 11: a damaged log line is warned about once per command', () => {
  it('recall says each warning once, however many times the store reads the log', () => {
    const box = sandbox();
    for (const text of ['Queue jobs retry 3 times.', 'The queue is Redis.', 'Queue workers run in Docker.'])
      expect(box.cairn(['memorize'], { input: JSON.stringify({ text, origin: 'agent' }) }).code).toBe(0);
    const [key] = readdirSync(join(box.home, 'projects'));
    const log = join(box.home, 'projects', key as string, 'events.jsonl');
    const text = readFileSync(log, 'utf8');
    expect(text).toContain('The queue is Redis.');
    writeFileSync(log, text.replace('The queue is Redis.', 'The queue is Kafka.'));
    const r = box.cairn(['recall', 'queue']);
    expect(r.stderr).toContain('checksum mismatch');
    for (const line of new Set(r.stderr.split('\n').filter((l) => l.startsWith('warning: ')))) expect(r.stderr.split(line).length - 1, line).toBe(1);
  }, 120_000);
});
