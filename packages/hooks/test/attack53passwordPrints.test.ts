import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprintText } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { type World, world } from './helpers.js';

/**
 * Attack h53 C7: a password the agent read is kept on disk as a guessable verifier.
 *
 * An observation is fingerprinted from the output as it was (hooks `observe` → core
 * `createShingler`), never redacted first: a `.env` the agent Reads (or `cat`s) leaves in
 * `<home>/observations/<key>/s/<session>.jsonl` keyed 5-word shingles that contain the password's
 * word. The key sits in the same home (`observation.key`): whoever reads the home (a synced backup,
 * another process of the user — what the threat model lists) tests password guesses offline, one
 * HMAC per guess, against those shingles — a dictionary attack on a weak `DB_PASSWORD`, with no
 * rate limit. The memory side redacts first (`[REDACTED:secret-assignment]`), so fingerprinting the
 * raw secret buys attestation nothing. DESIGN §2.3 "every string … passes the same boundary".
 * Fix: run the redactor over each output part before it is shingled (hooks `readOutput`/core
 * `createShingler`), so a secret is fingerprinted as its marker.
 */
const ENV = (password: string): string =>
  `DB_HOST=db.internal\nDB_USER=harbour\nDB_PASSWORD=${password}\nREDIS_URL=redis://cache:6379/0\nLOG_LEVEL=info\nFEATURE_TIDES=on\n`;
const SECRET = `summer${'2024'}harbour`;
const GUESSES = ['hunter2', 'winter2023tides', SECRET, 'password1', 'changeme'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

/** What someone holding the home learns: the guesses whose shingles are among the stored observations'. */
function confirmedGuesses(w: World): string[] {
  const key = Buffer.from(readFileSync(join(w.home, 'observation.key'), 'utf8').trim(), 'hex');
  const hash = (v: string): string => createHmac('sha256', key).update(v).digest('hex');
  const stored = new Set<string>();
  for (const f of walk(join(w.home, 'observations')).filter((p) => p.endsWith('.jsonl')))
    for (const line of readFileSync(f, 'utf8').split('\n'))
      if (line.trim() !== '') for (const s of (JSON.parse(line) as { shingles?: string[] }).shingles ?? []) stored.add(s);
  const base = new Set(fingerprintText(ENV('placeholder-value'), hash, { every: true }).shingles);
  return GUESSES.filter((g) => fingerprintText(ENV(g), hash, { every: true }).shingles.some((s) => !base.has(s) && stored.has(s)));
}

function readEnv(w: World, content: string): void {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-c7' })).code).toBe(0);
  const r = w.hook({
    ...w.fixture('claude-code', 'PostToolUse-Read', { session_id: 'sess-c7' }),
    tool_input: { file_path: join(w.project, '.env') },
    tool_response: { type: 'text', file: { filePath: join(w.project, '.env'), content, numLines: 7, startLine: 1, totalLines: 7 } },
    tool_use_id: 'toolu_read_env',
  });
  expect(r.code).toBe(0);
}

describe('attack h53 C7: a password read by the agent is a guessable verifier in the home', () => {
  it('control: the file is observed (its other lines are fingerprinted), and no guess matches when the password is not among them', () => {
    const w = world();
    readEnv(w, ENV(`not-guessed-${'x9'}`));
    expect(walk(join(w.home, 'observations')).some((p) => p.endsWith('.jsonl'))).toBe(true);
    expect(confirmedGuesses(w)).toEqual([]);
  });

  // C7 (attack-h53): held — each output part is redacted (session boundedRedactor) before it is shingled.
  it('no guess of the password can be confirmed against what the home keeps', () => {
    const w = world();
    readEnv(w, ENV(SECRET));
    expect(confirmedGuesses(w)).toEqual([]);
  });
});

describe('attack h53 C7: a structured output names its credential by a key', () => {
  it('an MCP result whose JSON holds DB_PASSWORD as a key keeps no print of its value', () => {
    const w = world();
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-c7j' })).code).toBe(0);
    const config = { DB_HOST: 'db.internal', DB_USER: 'harbour', DB_PASSWORD: SECRET, REDIS_URL: 'redis://cache:6379/0', LOG_LEVEL: 'info' };
    const r = w.hook({
      ...w.fixture('claude-code', 'PostToolUse-Read', { session_id: 'sess-c7j' }),
      tool_name: 'mcp__vault__read_config',
      tool_input: { name: 'db' },
      tool_response: [{ type: 'text', text: 'config follows' }, { structured: config }],
      tool_use_id: 'toolu_vault_1',
    });
    expect(r.code).toBe(0);
    const key = Buffer.from(readFileSync(join(w.home, 'observation.key'), 'utf8').trim(), 'hex');
    const hash = (v: string): string => createHmac('sha256', key).update(v).digest('hex');
    const stored = new Set<string>();
    for (const f of walk(join(w.home, 'observations')).filter((p) => p.endsWith('.jsonl')))
      for (const line of readFileSync(f, 'utf8').split('\n'))
        if (line.trim() !== '') for (const s of (JSON.parse(line) as { shingles?: string[] }).shingles ?? []) stored.add(s);
    expect(stored.size).toBeGreaterThan(0);
    // Every run of 5 words holding the password, as the parts are read (keys and values on lines of their own).
    const text = Object.entries(config)
      .flatMap(([k, v]) => [k, v])
      .join('\n');
    const base = new Set(fingerprintText(text.replace(SECRET, 'placeholder-value'), hash, { every: true }).shingles);
    const secretPrints = fingerprintText(`config follows\n${text}`, hash, { every: true }).shingles.filter((s) => !base.has(s));
    expect(secretPrints.length).toBeGreaterThan(0);
    expect(secretPrints.filter((s) => stored.has(s))).toEqual([]);
  });
});
