/**
 * Attack h57 H4 (goal b, medium: an offline-guessable verifier of a password in the store, its
 * export and a team's database; the class of h53 C7 / h53b D7 / h55 G6, but unkeyed). A memory bound
 * to code (DESIGN.md §11) records "the hash of what it refers to (the line range's normalised
 * content, else the git blob id)": evidence `bound: {".env:2-2": "lines:<sha256>"}`. The hash is a
 * plain SHA-256 of the cited lines as written, computed even when they hold a credential. An agent
 * that writes down where the settings are (`--source .env:2`, an everyday citation) therefore
 * stores sha256("DB_PASSWORD=<password>") in events.jsonl, the view and `cairn export`. Anyone
 * holding a backup, a synced home or the team store can test guesses of a weak password offline at
 * billions per second, and the label is known from the source reference. The whole-file form
 * (`--source .env`) stores sha256 of the file, which is as guessable for a short settings file.
 * The redactor keeps the password out of the text, but this hash carries it.
 * Cause: core's binding (memorize → `bound`, session's WorkingTree line hash) hashes the raw line
 * range with no redaction and no key. Fix direction: bind a range that holds a credential by its
 * redacted text (redactSecrets, then hash), or by size and mtime only; never a fast unkeyed hash of
 * credential-bearing bytes (a whole file likewise). The password is assembled at run time (fake).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

const PASSWORD = ['summer', '2024', 'harbour'].join('');
const LINE = `DB_PASSWORD=${PASSWORD}`;
const FILE = `DB_USER=app\n${LINE}\n`;
const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');
const gitBlob = (s: string): string =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(s)}\0${s}`)
    .digest('hex');

function storedAfter(source: string): string {
  const box = sandbox();
  writeFileSync(join(box.project, '.env'), FILE);
  const r = box.cairn([
    'memorize',
    '--text',
    'The database user and its password are set in the .env file.',
    '--origin',
    'agent',
    '--kind',
    'fact',
    '--source',
    source,
    '--json',
  ]);
  expect(r.code, r.stderr).toBe(0);
  const exported = box.cairn(['export', '--all']);
  expect(exported.code, exported.stderr).toBe(0);
  return box.storeBytes().toString('utf8') + exported.stdout;
}

describe('attack h57 H4: a memory bound to a credential line stores an unkeyed hash of it', () => {
  it('control: the password itself is in neither the store nor the export', () => {
    expect(storedAfter('.env:2')).not.toContain(PASSWORD);
  });

  it('--source .env:2: no SHA-256 of the password line in the store or the export', () => {
    const bytes = storedAfter('.env:2');
    for (const hash of [sha256(LINE), sha256(`${LINE}\n`)]) expect(bytes).not.toContain(hash);
  });

  it('--source .env: no SHA-256 (nor git blob id) of the whole settings file in the store or the export', () => {
    const bytes = storedAfter('.env');
    for (const hash of [sha256(FILE), gitBlob(FILE)]) expect(bytes).not.toContain(hash);
  });

  // H4c: `cairn import` binds every line it takes: a line of AGENTS.md naming a password is stored
  // redacted, and the sha256 of the line as written beside it (evidence `bound` and the key).
  it('cairn import of an AGENTS.md line holding a password: no SHA-256 of the line in the store or the export', () => {
    const box = sandbox();
    const line = `- The staging database password is ${PASSWORD} for the app user.`;
    writeFileSync(join(box.project, 'AGENTS.md'), `# Notes\n\n${line}\n`);
    expect(box.cairn(['import', 'AGENTS.md']).code).toBe(0);
    const exported = box.cairn(['export', '--all']);
    const bytes = box.storeBytes().toString('utf8') + exported.stdout;
    expect(bytes).not.toContain(PASSWORD);
    for (const hash of [sha256(line), sha256(line.slice(2))]) expect(bytes).not.toContain(hash);
  });

  // H4b: with no memory citing it, the working tree's index (home trees/<key>/*.json, session
  // treePrintIndex) keeps the git blob id of every file of the project, a git-ignored `.env` too:
  // an unkeyed SHA-1 of the file, guessable where its keys are known (a committed `.env.example`).
  it('a git-ignored .env no memory names: no git blob id of it under the home', () => {
    const box = sandbox();
    writeFileSync(join(box.project, '.gitignore'), '.env\n');
    writeFileSync(join(box.project, '.env'), FILE);
    expect(box.cairn(['memorize', '--text', 'The queue retries three times.', '--origin', 'agent', '--kind', 'fact']).code).toBe(0);
    expect(box.storeBytes().toString('utf8')).not.toContain(gitBlob(FILE));
  });
});
