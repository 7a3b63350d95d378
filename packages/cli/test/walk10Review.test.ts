/**
 * The tenth newcomer walk (issue #14), what a person is shown before signing. Built CLI; the
 * person answers on a pseudo-terminal.
 */
import { realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedSources, sandbox } from './harness.js';
import { onPty, PASSPHRASE, ptyEnv } from './pty.js';

describe('cairn reverify before the person signs', () => {
  it('says the new binding is bound once signed, never "bound" as done (item 7)', () => {
    const box = sandbox();
    writeFileSync(join(box.project, 'q.ts'), 'export const A = 1;\nexport const B = 2;\n');
    const id = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'A is one.', origin: 'agent', source: 'q.ts:1-1' }) }).value.id;
    writeFileSync(join(box.project, 'q.ts'), 'export const A = 11;\nexport const B = 2;\n');
    const r = box.person(['reverify', id]);
    expect(r.code, r.stderr).toBe(0);
    const shown = r.stderr.replace(/\r/gu, '');
    const before = shown.slice(0, shown.indexOf('Re-verify this memory'));
    expect(before).toMatch(/\nto be bound once you sign: q\.ts:1, as it reads now\n/u);
    // No content hash shown to the person (walk 11 item 10): it is signed, not read.
    expect(before).not.toMatch(/lines:[0-9a-f]/u);
    expect(before).not.toMatch(/^bound: /mu);
    expect(before).toContain('Bound once you sign: q.ts:1-1');
    expect(r.stdout).toContain(`Re-verified ${id}: bound to q.ts:1-1.`);
  });
});

describe('a memory that contradicts another (item 8)', () => {
  it('is shown with the contradiction on its flags line in confirm and in review, never "flags none"', async () => {
    const box = sandbox();
    const mine = box.personJson<{ id: string }>(['memorize', '--text', 'Releases are cut from main.']).value;
    const rival = box.json<{ id: string; flags: string[] }>(['memorize'], {
      input: JSON.stringify({ text: 'Releases are cut from the release branch.', origin: 'agent', supersedes: mine.id }),
    }).value;
    expect(rival.flags).toEqual(['contradicts']);
    const env = ptyEnv(box);
    const confirm = await onPty(['confirm', rival.id], {
      cwd: box.project,
      env,
      steps: [
        { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
        { expect: /Type "confirm contradiction"[^:]*: /u, send: 'no\r' },
      ],
    });
    expect(confirm.code, confirm.output).toBe(1);
    expect(confirm.output).toContain(`flags contradicts — it would replace ${mine.id}`);
    // The replacement's own block never says "flags none" (the replaced memory, shown above it since walk 12 item 5, may).
    expect(confirm.output.slice(confirm.output.indexOf(`Replacement — ${rival.id}`))).not.toContain('flags none');
    const review = await onPty(['review', '--flagged'], { cwd: box.project, env, steps: [{ expect: /\[q\] quit/u, send: 'q' }] });
    expect(review.output).toContain(`flags contradicts — it would replace ${mine.id}`);
    expect(review.output).not.toContain('flags none');
  });
});

describe('cairn trust --repo (item 9)', () => {
  it('shows the act in plain words, without the signed text format line', () => {
    const box = sandbox();
    committedSources(box);
    const r = box.person(['trust', '--repo']);
    expect(r.code, r.stderr).toBe(0);
    const shown = r.stderr.replace(/\r/gu, '');
    expect(shown).not.toContain('cairn-trust-repo/');
    expect(shown).toMatch(
      /\nTrust the files git tracks in [^\n]+ \(project [0-9a-f]+, the git repository with root commit [0-9a-f]{40}\), as they are at commit [0-9a-f]{40}\.\n/u,
    );
    // The signed declaration is unchanged: it still names its format (and `cairn trust` reads it as held).
    expect(box.cairn(['trust']).stdout).toContain('repo: trusted since');
  });
});

describe('the prompts of an act on the whole project (item 12)', () => {
  it('name this project and its folder, not "a project\'s"', () => {
    const box = sandbox();
    const pause = box.person(['pause']);
    expect(pause.code, pause.stderr).toBe(0);
    expect(pause.stderr).toContain(`Pause this project's memory for agents (${realpathSync(box.project)})?`);
    const resume = box.person(['resume']);
    expect(resume.stderr).toContain(`Resume this project's memory for agents (${realpathSync(box.project)})?`);
    expect(pause.stderr + resume.stderr).not.toContain("a project's");
  });
});

describe('cairn digest while candidates wait (item 13c)', () => {
  it('says how many wait and how to review them, not "Nothing remembered yet"', () => {
    const box = sandbox();
    expect(box.cairn(['digest']).stdout).toContain('_Nothing remembered yet._');
    box.cairn(['memorize'], { input: JSON.stringify({ text: 'The cache is warmed at boot.', origin: 'agent' }) });
    const one = box.cairn(['digest']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).not.toContain('Nothing remembered yet');
    expect(one.stdout).toContain('_No memory is active yet._\n1 candidate awaits `cairn review`.');
    box.cairn(['memorize'], { input: JSON.stringify({ text: 'Deploys go through staging first.', origin: 'agent' }) });
    expect(box.cairn(['digest']).stdout).toContain('2 candidates await `cairn review`.');
  });
});
