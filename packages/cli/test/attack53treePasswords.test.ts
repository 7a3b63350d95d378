import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINGERPRINT_HEX, SHINGLE_WORDS, shingleWords } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { type Sandbox, sandbox } from './harness.js';

/**
 * Attack h53 C7b: the project's `.env` is kept in the home as an offline-guessable verifier of its
 * password — no hook, no read by the agent: any agent write indexes the working tree.
 *
 * The working tree's index fingerprints ignored files outside ignored folders "whatever their name"
 * (session treePrintIndex.ts: `.env`, `notes.txt`) with core `fingerprintLines`, which never redacts:
 * `<home>/trees/<project>/<checkout>.prints.json` keeps keyed 5-word shingles (`hash:line`) around `DB_PASSWORD=…`, and
 * `<home>/observation.key` beside it lets whoever reads the home confirm a guess with one HMAC.
 * Fix: redact each line (core `redactSecrets`) before `fingerprintLines`/`textWords` shingle it — a
 * memory is redacted before it is compared, so nothing is lost — or leave credential files
 * (`.env*`, `*.pem`, `.npmrc`, `.pgpass`…) out of the index.
 */
const ENV = (password: string): string =>
  `DB_HOST=db.internal\nDB_USER=harbour\nDB_PASSWORD=${password}\nREDIS_URL=redis://cache:6379/0\nLOG_LEVEL=info\nFEATURE_TIDES=on\n`;
const SECRET = `summer${'2024'}harbour`;
const GUESSES = ['hunter2', 'winter2023tides', SECRET, 'password1', 'changeme'];

const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? walk(p) : [p];
      })
    : [];

function indexed(box: Sandbox, password: string): string[] {
  spawnSync('git', ['init', '-q'], { cwd: box.project });
  writeFileSync(join(box.project, '.gitignore'), '.env\n');
  writeFileSync(join(box.project, '.env'), ENV(password));
  const r = box.cairn(['memorize', '--text', 'The harbour scheduler reloads berths.yaml every night at two.']);
  expect(r.code, r.stderr).toBe(0);
  return walk(join(box.home, 'trees'));
}

/**
 * The guesses whose password-bearing shingles (under the home's key) are in the stored index: every
 * run of 5 words of the file (core's `shingleWords`, in order across lines, as `fingerprintLines`
 * shingles them) that holds the guess's words, keyed as the index keys it (`s:<words>`, 12 hex).
 * Every such run, not `fingerprintLines`' winnowed pick of the guessed text: a pick depends on the
 * words around it, so a run without the password, picked for one text and not for another, would
 * read as a confirmation.
 */
function confirmedGuesses(box: Sandbox, files: readonly string[]): string[] {
  const key = Buffer.from(readFileSync(join(box.home, 'observation.key'), 'utf8').trim(), 'hex');
  const hash = (v: string): string => createHmac('sha256', key).update(v).digest('hex');
  const stored = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  return GUESSES.filter((g) => {
    const words = shingleWords(ENV(g));
    const own = new Set(shingleWords(g));
    const runs: string[] = [];
    for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
      const run = words.slice(i, i + SHINGLE_WORDS);
      if (run.some((w) => own.has(w))) runs.push(hash(`s:${run.join(' ')}`).slice(0, FINGERPRINT_HEX));
    }
    return runs.some((h) => stored.includes(`${h}:`));
  });
}

describe('attack h53 C7b: the working tree index keeps a guessable verifier of the .env password', () => {
  it('control: the index is written, and a password not among the guesses matches none', () => {
    const box = sandbox();
    const files = indexed(box, `not-guessed-${'x9'}`);
    expect(files.length).toBeGreaterThan(0);
    // The .env is indexed: a run of its other lines' words is among the stored prints.
    const key = Buffer.from(readFileSync(join(box.home, 'observation.key'), 'utf8').trim(), 'hex');
    const words = shingleWords('REDIS_URL=redis://cache:6379/0\nLOG_LEVEL=info\nFEATURE_TIDES=on\n');
    const stored = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    const runs = words.slice(0, words.length - SHINGLE_WORDS + 1).map((_, i) => words.slice(i, i + SHINGLE_WORDS).join(' '));
    expect(runs.some((r) => stored.includes(`${createHmac('sha256', key).update(`s:${r}`).digest('hex').slice(0, FINGERPRINT_HEX)}:`))).toBe(true);
    expect(confirmedGuesses(box, files)).toEqual([]);
  }, 120_000);

  // C7b (attack-h53): held — each indexed file is redacted (session redactForPrints) before it is shingled.
  it('no guess of the .env password can be confirmed against the index', () => {
    const box = sandbox();
    const files = indexed(box, SECRET);
    expect(confirmedGuesses(box, files)).toEqual([]);
  }, 120_000);
});
