/**
 * Attack h57 H4 / H4b: a binding to lines (or a file git does not track) that hold a credential
 * keeps no plain hash of them: the lines' hash is the home's keyed hash (HMAC-SHA-256 under the
 * observation key), or SHA-256 of the redacted text when the home has no key yet; the file's ids
 * are taken over its redacted text. A changed password still reads as a changed line; lines with no
 * credential hash as they always did (existing bindings stay fresh); an old plain hash of a
 * credential line is still read (found in place, or edited when the line changed), never an error.
 */
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Binding } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createBinder, gitBlobId } from '../src/index.js';

const PASSWORD = ['summer', '2024', 'harbour'].join('');
const LINE = `DB_PASSWORD=${PASSWORD}`;
const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
const KEY = Buffer.alloc(32, 7);
const keyed = (s: string): string => createHmac('sha256', KEY).update(`cairn-binding\u0000${s}`).digest('hex');

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function project(env: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-bindcred-'));
  dirs.push(dir);
  writeFileSync(join(dir, '.env'), env);
  writeFileSync(join(dir, 'notes.txt'), 'The queue retries three times.\n');
  return dir;
}

/** Rewrites `.env` with another mtime, so the cheap size-and-mtime check does not decide. */
function rewrite(dir: string, env: string): void {
  writeFileSync(join(dir, '.env'), env);
  const later = new Date(Date.parse('2031-01-01T00:00:00Z'));
  utimesSync(join(dir, '.env'), later, later);
}

const bound = (outcome: ReturnType<ReturnType<typeof createBinder>['bind']>): Binding => {
  if (!('binding' in outcome)) throw new Error(`not bound: ${outcome.refused}`);
  return outcome.binding;
};

describe('a binding of credential-bearing lines keeps no plain hash of them (attack h57 H4)', () => {
  it('lines: the keyed hash, not sha256 of the line; a changed password reads as edited', () => {
    const dir = project(`DB_USER=app\n${LINE}\n`);
    const binder = createBinder(dir, () => new Date(), { keyed: () => keyed });
    const b = bound(binder.bind('.env', [2, 2]));
    expect(b.hash).toBe(`lines:${keyed(LINE)}`);
    expect(JSON.stringify(b)).not.toContain(sha256(LINE));
    expect(JSON.stringify(b)).not.toContain(gitBlobId(Buffer.from(`DB_USER=app\n${LINE}\n`)));
    expect(binder.state({ bindings: [b] })?.stale).toEqual([]);
    rewrite(dir, `DB_USER=app\nDB_PASSWORD=${['winter', '2025', 'harbour'].join('')}\n`);
    const fresh = createBinder(dir, () => new Date(), { keyed: () => keyed });
    expect(fresh.state({ bindings: [b] })?.stale).toEqual([expect.objectContaining({ path: '.env', change: 'edited' })]);
  });

  it('with no key yet: sha256 of the redacted line (no verifier), still fresh once the key exists', () => {
    const dir = project(`DB_USER=app\n${LINE}\n`);
    const b = bound(createBinder(dir).bind('.env', [2, 2]));
    expect(b.hash).not.toBe(`lines:${sha256(LINE)}`);
    expect(b.hash).toMatch(/^lines:[0-9a-f]{64}$/u);
    rewrite(dir, `DB_USER=app\n${LINE}\n`);
    expect(createBinder(dir, () => new Date(), { keyed: () => keyed }).state({ bindings: [b] })?.stale).toEqual([]);
  });

  it('a whole untracked file holding a credential: neither its sha256 nor its git blob id is kept; an edit of the password is seen', () => {
    const text = `DB_USER=app\n${LINE}\n`;
    const dir = project(text);
    const b = bound(createBinder(dir, () => new Date(), { keyed: () => keyed }).bind('.env'));
    const stored = JSON.stringify(b);
    for (const v of [sha256(text), gitBlobId(Buffer.from(text))]) expect(stored).not.toContain(v);
    rewrite(dir, `DB_USER=app\nDB_PASSWORD=${['winter', '2025', 'harbour'].join('')}\n`);
    expect(createBinder(dir, () => new Date(), { keyed: () => keyed }).state({ bindings: [b] })?.stale).toEqual([
      expect.objectContaining({ path: '.env', change: 'edited' }),
    ]);
  });

  it('lines with no credential hash as they always did; an old plain hash of a credential line is read, not an error', () => {
    const dir = project(`DB_USER=app\n${LINE}\n`);
    const binder = createBinder(dir, () => new Date(), { keyed: () => keyed });
    const plain = bound(binder.bind('notes.txt', [1, 1]));
    expect(plain.hash).toBe(`lines:${sha256('The queue retries three times.')}`);
    const old = { ...bound(binder.bind('.env', [2, 2])), hash: `lines:${sha256(LINE)}`, mtimeMs: 1 };
    // Found where it is by its old plain hash (nothing new is stored by the check): fresh, rebound in place.
    expect(binder.state({ bindings: [old] })?.stale).toEqual([]);
    // Its line changed: edited, as any binding.
    rewrite(dir, `DB_USER=app\nDB_PASSWORD=${['winter', '2025', 'harbour'].join('')}\n`);
    expect(createBinder(dir).state({ bindings: [old] })?.stale).toEqual([expect.objectContaining({ path: '.env', change: 'edited' })]);
  });
});
