import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoTrustPlan } from '@cairn/core';
import { repoTrustPath } from '@cairn/person';
import { describe, expect, it } from 'vitest';
import { committedSources, gitIn, sandbox } from './harness.js';
import { asPerson, onPty, PASSPHRASE, ptyEnv } from './pty.js';

/**
 * `cairn trust --repo` (issue #22): the person's declaration that the project's own tracked
 * files are trusted — a person's act signed through the terminal's passphrase like every other,
 * kept in the home, bound to the project's key and folder. `cairn trust` says whether it holds;
 * one an agent wrote, edited or copied from another project reads as no trust, saying why.
 * Built CLI, child processes; the person acts only on a pseudo-terminal.
 */
const keyOf = (folder: string): string => createHash('sha256').update(realpathSync(folder)).digest('hex').slice(0, 12);

describe('cairn trust --repo', () => {
  it('a person’s act on the terminal, kept in the home; off the terminal refused; shown by `cairn trust`; withdrawn by --revoke', async () => {
    const box = sandbox();
    const file = repoTrustPath(box.home, keyOf(box.project));
    // No commit yet (no repository at all): nothing to trust, said, nothing kept (A7: the person signs a commit).
    const none = await asPerson(box, ['trust', '--repo']);
    expect(none.code).toBe(2);
    expect(none.output.replace(/\s+/gu, ' ')).toContain('has no git commit to trust (not a git repository, or nothing committed yet)');
    expect(existsSync(file)).toBe(false);
    const git = gitIn(box);
    git('init', '-q');
    expect((await asPerson(box, ['trust', '--repo'])).code).toBe(2);
    committedSources(box);
    const head = git('rev-parse', 'HEAD').toString().trim();
    const notTrusted = box.cairn(['trust']).stdout.replace(/\s+/gu, ' ');
    expect(notTrusted).toContain('repo: not trusted; its repo memories stay candidates until you confirm them (`cairn review`).');
    // The h47 walk, item 10: `cairn trust --repo` is said as what it does, not as the way to confirm.
    expect(notTrusted).toContain("`cairn trust --repo` trusts the project's tracked files");
    expect(box.json(['trust']).value).toEqual({ trusted: false });

    // An agent's command (no terminal): refused, nothing kept.
    const agent = box.cairn(['trust', '--repo']);
    expect(agent.code, agent.stderr).toBe(3);
    expect(agent.stderr.replace(/\s+/gu, ' ')).toContain("To trust, or stop trusting, this project's own tracked files is a person's act");
    expect(agent.stderr).toContain('The person runs, in a terminal: cairn trust --repo');
    expect(existsSync(file)).toBe(false);
    expect(box.cairn(['trust', '--revoke']).code).toBe(2);

    // The person, on the terminal: shown the folder and what it buys, then the passphrase.
    const trusted = await asPerson(box, ['trust', '--repo']);
    expect(trusted.code, trusted.output).toBe(0);
    const said = trusted.output.replace(/\s+/gu, ' ');
    expect(said).toContain(`Trust the files git tracks in ${realpathSync(box.project)}`);
    expect(said).toContain(`as they are at commit ${head}`);
    expect(said).toContain('never like yours');
    expect(said).toContain(
      `Trusted at commit ${head.slice(0, 12)}: memories attested by this project's tracked files as they are there now promote like the agent's`,
    );
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('"act": "trust"');
    expect(box.json(['trust']).value).toMatchObject({ trusted: true, signer: expect.stringMatching(/^ed25519:/u), commit: head });
    expect(box.cairn(['trust']).stdout).toMatch(/^repo: trusted since \d{4}-\d{2}-\d{2} at commit [0-9a-f]{12} \(signed by ed25519:/mu);
    // Asked again: nothing to sign.
    const again = await onPty(['trust', '--repo'], { cwd: box.project, env: ptyEnv(box) });
    expect(again.output).toContain('Already trusted; nothing to do.');
    expect(again.output).not.toContain('passphrase');

    const revoked = await asPerson(box, ['trust', '--repo', '--revoke']);
    expect(revoked.code, revoked.output).toBe(0);
    expect(revoked.output).toContain('No longer trusted');
    expect(existsSync(file)).toBe(false);
    expect(box.json(['trust']).value).toEqual({ trusted: false });
  }, 180_000);

  it('a declaration an agent wrote, edited or copied from another project reads as no trust, saying why', async () => {
    const box = sandbox();
    const file = repoTrustPath(box.home, keyOf(box.project));
    // The person trusts another project in the same home.
    const other = join(box.root, 'other');
    mkdirSync(other);
    committedSources(box);
    const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-C', cwd, '-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args]);
    git(other, 'init', '-q');
    git(other, 'commit', '-q', '--allow-empty', '-m', 'other');
    const env = ptyEnv(box);
    const pass = { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` };
    expect((await onPty(['init'], { cwd: other, env, steps: [pass] })).code).toBe(0);
    expect((await onPty(['trust', '--repo'], { cwd: other, env, steps: [pass] })).code).toBe(0);
    const theirs = readFileSync(repoTrustPath(box.home, keyOf(other)), 'utf8');

    const notTrusted = (why: string): void => {
      const shown = box.cairn(['trust']);
      expect(shown.stdout).toContain(`repo: not trusted (a declaration is there, but ${why}: it counts for nothing)`);
      expect(box.json(['trust']).value).toEqual({ trusted: false, problem: why });
    };
    // Copied from the other project.
    writeFileSync(file, theirs);
    notTrusted('it was signed for another act, project or folder');
    // Rewritten for this project by an agent: the project changed, so the signature no longer verifies.
    const act = JSON.parse(theirs) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...act, project: keyOf(box.project), shown: 'f'.repeat(64) }));
    notTrusted('it was signed for another act, project or folder');
    // ... and with what this project's person would be shown: still not the person's signature.
    const commit = git(box.project, 'rev-parse', 'HEAD').toString().trim();
    const here = { key: keyOf(box.project), path: realpathSync(box.project), commit };
    const shown = createHash('sha256').update(repoTrustPlan(here, true)).digest('hex');
    writeFileSync(file, JSON.stringify({ ...act, project: here.key, shown, commit }));
    notTrusted("its signature does not verify with the person's key");
    // Without the commit it names (a declaration of before A7, or one an agent stripped): none.
    const { commit: _commit, ...bare } = act;
    writeFileSync(file, JSON.stringify(bare));
    notTrusted('it names no commit (signed before declarations named the commit you trusted): run `cairn trust --repo` again');
    // Made up, unsigned.
    const { sig: _sig, ...unsigned } = act;
    writeFileSync(file, JSON.stringify(unsigned));
    notTrusted('the declaration is not a signed act');

    // The person withdraws what is there (a bad declaration is no trust, but removed by their act).
    const revoked = await asPerson(box, ['trust', '--repo', '--revoke']);
    expect(revoked.code, revoked.output).toBe(0);
    expect(existsSync(file)).toBe(false);
  }, 180_000);
});
