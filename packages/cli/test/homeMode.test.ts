/**
 * The home folder's mode has one rule (issue #14, walk-2 item 24): `cairn doctor` failed a home
 * of mode 755 that every command accepted, and offered two different fixes (`chmod 700` and
 * `chmod -R go-rwx`). Now doctor and the commands read store-fs's `homeModeProblem`: a home
 * others can write to is refused by every command and failed by doctor, with one fix; one others
 * can only list is accepted by both (what it holds is 0700/0600 below it, which doctor checks).
 * Real child processes.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

const NOTE = 'The harbour API has no rate limit at all.';
const fails = (stdout: string): string[] => stdout.split('\n').filter((l) => l.startsWith('FAIL'));

describe('the home folder mode: doctor and the commands agree', () => {
  it('mode 755: every command and doctor accept it, and doctor says what others can see', () => {
    const box = sandbox();
    chmodSync(box.home, 0o755);
    const m = box.cairn(['memorize', '--text', NOTE]);
    expect(m.code, m.stderr).toBe(0);
    const d = box.cairn(['doctor']);
    expect(fails(d.stdout)).toEqual([]);
    expect(d.code, d.stdout).toBe(0);
    expect(d.stdout.replace(/\s+/gu, ' ')).toContain(`home: ${box.home} is yours and not writable by others (mode 755: others can list it`);
  });

  it('mode 775: every command refuses it and doctor fails it, each naming the one fix', () => {
    const box = sandbox();
    chmodSync(box.home, 0o775);
    const m = box.cairn(['memorize', '--text', NOTE]);
    expect(m.code).not.toBe(0);
    expect(m.stderr).toContain(`Run \`chmod 700 ${box.home}\``);
    const d = box.cairn(['doctor']);
    expect(d.code).not.toBe(0);
    const failed = fails(d.stdout).join('\n');
    expect(failed).toContain('group- or world-writable (mode 775)');
    // One fix offered, the same one the commands name.
    expect(d.stdout.match(/chmod/gu)).toHaveLength(1);
    expect(d.stdout).toContain(`chmod 700 ${box.home}`);
    // On its own fix line, as every failed check gives it (walk h56 LOW 11).
    expect(d.stdout).toContain(`\n     fix: chmod 700 ${box.home}\n`);
    // The checks that need no store still run beside it (walk 12 item 10: only two lines were printed).
    expect(d.stdout.split('\n').map((l) => /^(?:ok|FAIL|note) +([a-z' ]+):/u.exec(l)?.[1])).toEqual([
      'node',
      'home',
      undefined,
      'index',
      'person key',
      'key files',
      'hook config',
      'sandbox tools',
      undefined,
    ]);
  });

  it('a file below the home readable by others: doctor fails permissions with one fix', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', NOTE]).code).toBe(0);
    const projects = join(box.home, 'projects');
    const dir = join(projects, readdirSync(projects)[0] as string);
    const log = readdirSync(dir).find((f) => f.endsWith('.jsonl')) as string;
    chmodSync(join(dir, log), 0o644);
    const d = box.cairn(['doctor']);
    expect(d.code).not.toBe(0);
    expect(fails(d.stdout).join('\n')).toContain(`${join(dir, log)} has mode 644; expected 600`);
    expect(d.stdout.match(/chmod/gu)).toHaveLength(1);
    expect(d.stdout).toContain(`fix: chmod -R go-rwx ${box.home}`);
  });

  it('the person key folder and observation.key: as strict as a project folder, FAIL with the chmod to run (walk-4 item 9)', () => {
    const box = sandbox();
    const person = join(box.home, 'person');
    // What `cairn person sign` and the hooks make: the presigned folder (0700) and the observation key (0600).
    mkdirSync(join(person, 'presigned'), { mode: 0o700 });
    const obsKey = join(box.home, 'observation.key');
    if (!existsSync(obsKey)) writeFileSync(obsKey, `${'ab'.repeat(32)}\n`, { mode: 0o600 });
    const clean = box.cairn(['doctor']);
    expect(fails(clean.stdout), clean.stdout).toEqual([]);
    expect(clean.stdout).toContain(`ok   key files: ${person} and observation.key: folders 0700, files 0600`);

    // The walk's `chmod 644 ~/.cairn/person/*` (the presigned folder loses its x bit too), and the observation key readable by all.
    const names = readdirSync(person).sort();
    for (const name of names) chmodSync(join(person, name), 0o644);
    chmodSync(obsKey, 0o644);
    const d = box.cairn(['doctor']);
    expect(d.code, d.stdout).toBe(1);
    const failed = fails(d.stdout).join('\n');
    expect(failed).toContain(`${join(person, 'identity.json')} has mode 644; expected 600`);
    expect(failed).toContain(`${join(person, 'presigned')} has mode 644; expected 700`);
    expect(failed).toContain(`${obsKey} has mode 644; expected 600`);
    const files = names.filter((n) => n !== 'presigned').map((n) => join(person, n));
    const fix = `chmod 700 ${join(person, 'presigned')} && chmod 600 ${[...files, obsKey].join(' ')}`;
    expect(d.stdout).toContain(`fix: ${fix}`);

    // The fix it names is the whole fix.
    chmodSync(join(person, 'presigned'), 0o700);
    for (const f of [...files, obsKey]) chmodSync(f, 0o600);
    const after = box.cairn(['doctor']);
    expect(fails(after.stdout), after.stdout).toEqual([]);
    expect(after.code).toBe(0);

    // The person folder itself open to others fails too.
    chmodSync(person, 0o755);
    const open = box.cairn(['doctor']);
    expect(fails(open.stdout).join('\n')).toContain(`${person} has mode 755; expected 700`);
    expect(open.stdout).toContain(`fix: chmod 700 ${person}`);
  });
});
