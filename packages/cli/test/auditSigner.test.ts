/**
 * Audit lines' signers are claims until their signature verifies (issue #16): the audit log is
 * a plain sha256 chain that anything writing the home can rebuild, so `cairn audit` and `show`
 * of a forgotten id show a person's act as the person's only when the line's signed act
 * verifies with the person's key; `audit --verify` reports the lines that do not. Real child
 * processes; the forged lines are chained by hand here, as an attacker would.
 */
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

interface Line {
  seq: number;
  logSeq: number;
  hash: string;
  event: string;
  id?: string;
  signer?: string;
  nonce?: string;
  act?: Record<string, unknown>;
  signerCheck?: { verified: boolean; reason?: string };
}

/** The chain's canonical JSON (sorted keys), rebuilt by hand. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(',')}}`;
}

/** Appends `event` to the audit file as the next link of its chain. */
function forge(file: string, event: Record<string, unknown>): number {
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);
  const last = lines.at(-1) as Line;
  const body = { seq: last.seq + 1, logSeq: last.logSeq, ...event };
  const hash = createHash('sha256').update(last.hash).update(canonical(body)).digest('hex');
  appendFileSync(file, `${JSON.stringify({ ...body, prev: last.hash, hash })}\n`);
  return body.seq;
}

describe("an audit line's signer is the person's only when its signature verifies (issue #16)", () => {
  it('a forged forget line claiming the person is shown unverified, in audit and in show; a forged signature fails audit --verify', () => {
    const box = sandbox();
    const m = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'The cache is warmed at boot.', origin: 'agent' }) }).value;
    const f = box.person(['forget', m.id]);
    expect(f.code, f.stderr).toBe(0);
    const real = box.json<Line[]>(['audit', '--limit', '100']).value.find((l) => l.event === 'forget') as Line;
    expect(real.signer).toMatch(/^ed25519:/u);
    expect(real.signerCheck).toMatchObject({ verified: true });
    const honest = box.cairn(['show', m.id]);
    expect(honest.stderr).toContain(`signed by ${real.signer}`);
    const v0 = box.cairn(['audit', '--verify']);
    expect(v0.code, v0.stdout + v0.stderr).toBe(0);

    // An agent that writes the home appends a forget the person never made, chained by hand.
    const file = box.storeFiles().find((x) => x.endsWith('audit.jsonl')) as string;
    const forged = 'mem_f0f0f0f0f0f0f0f0';
    const time = new Date().toISOString();
    const plain = forge(file, {
      time,
      event: 'forget',
      id: forged,
      origin: 'agent',
      channel: 'cli',
      interactive: true,
      signer: real.signer,
      nonce: 'a'.repeat(32),
      applied: {},
    });
    const shown = box.cairn(['show', forged]);
    expect(shown.code).toBe(4);
    expect(shown.stderr).toContain(`unsigned/unverified (claimed signer ${real.signer})`);
    expect(shown.stderr).not.toContain('signed by');
    const table = box.cairn(['audit', '--limit', '1']);
    expect(table.stdout).toContain(`unsigned/unverified (claimed signer ${real.signer})`);
    expect(table.stdout).toContain('unverified (claimed true)');
    // Signed lines keep their acts in this log, so a line naming the person's key with none kept fails.
    const v1 = box.cairn(['audit', '--verify']);
    expect(v1.code, v1.stdout + v1.stderr).toBe(1);
    expect(v1.stdout).toContain('Audit chain intact');
    expect(v1.stdout).toContain(
      `line ${plain} (forget): SIGNATURE FAILS (claimed signer ${real.signer}): it names the person's key but no act with its nonce was kept`,
    );

    // The person's real act copied onto another memory: its signature does not cover it.
    const replayed = 'mem_e1e1e1e1e1e1e1e1';
    const bad = forge(file, {
      time,
      event: 'forget',
      id: replayed,
      origin: 'agent',
      channel: 'cli',
      interactive: true,
      signer: real.signer,
      nonce: real.nonce,
      act: { ...real.act, id: replayed },
      applied: {},
    });
    const v2 = box.cairn(['audit', '--verify']);
    expect(v2.code).toBe(1);
    expect(v2.stdout).toContain(`line ${bad} (forget): SIGNATURE FAILS (claimed signer ${real.signer})`);
    expect(box.cairn(['show', replayed]).stderr).toContain('unsigned/unverified');
  });

  it("a confirm forged with the person's real key id and a random nonce, or a random signature, fails audit --verify naming its line", () => {
    const box = sandbox();
    const m = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'Releases are tagged from main.', origin: 'agent' }) }).value;
    const init = box.json<Line[]>(['audit', '--limit', '100']).value.find((l) => l.event === 'init') as Line;
    expect(init.signer).toMatch(/^ed25519:/u);
    const signer = init.signer as string;
    const file = box.storeFiles().find((x) => x.endsWith('audit.jsonl')) as string;
    const hex = (n: number): string => randomBytes(n).toString('hex');
    // The store lives in <home>/projects/<project key>/.
    const project = basename(dirname(file));
    expect(project).toMatch(/^[0-9a-f]{12}$/u);
    const base = {
      time: new Date().toISOString(),
      event: 'confirm',
      id: m.id,
      origin: 'agent',
      channel: 'cli',
      interactive: true,
      signer,
      applied: { status: 'active' },
    };
    const bare = forge(file, { ...base, nonce: hex(16) });
    const v = box.json<{ ok: boolean; unverifiedSigners: { line: number; checkable: boolean; reason: string }[] }>(['audit', '--verify']);
    expect(v.run.code, v.run.stdout + v.run.stderr).toBe(1);
    expect(v.value.ok).toBe(false);
    expect(v.value.unverifiedSigners).toEqual([expect.objectContaining({ line: bare, checkable: true })]);
    expect(v.value.unverifiedSigners[0]?.reason).toContain('no act with its nonce was kept');

    // With an act of random nonce and signature, written as Cairn writes one: its signature does not verify.
    const nonce = hex(16);
    const act = { v: 1, act: 'confirm', project, id: m.id, shown: hex(32), key: signer, nonce, at: base.time, sig: randomBytes(64).toString('base64url') };
    const signed = forge(file, { ...base, nonce, act });
    const text = box.cairn(['audit', '--verify']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`line ${bare} (confirm): SIGNATURE FAILS (claimed signer ${signer})`);
    expect(text.stdout).toContain(`line ${signed} (confirm): SIGNATURE FAILS (claimed signer ${signer}): its signature does not verify with the person's key.`);
  });

  it("a person's signed act copied whole onto a second line (same nonce, same signature) fails audit --verify as replayed", () => {
    const box = sandbox();
    const m = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'Deploys wait for the smoke tests.', origin: 'agent' }) }).value;
    const c = box.person(['confirm', m.id]);
    expect(c.code, c.stderr).toBe(0);
    const honest = box.cairn(['audit', '--verify']);
    expect(honest.code, honest.stdout + honest.stderr).toBe(0);

    // An agent that writes the home copies the person's confirm line, chained by hand: every
    // field but the chain's own (seq, prev, hash) as the person's line has it.
    const file = box.storeFiles().find((x) => x.endsWith('audit.jsonl')) as string;
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Line & Record<string, unknown>);
    const real = lines.find((l) => l.event === 'confirm' && l.id === m.id) as Line & Record<string, unknown>;
    expect(real.signer).toMatch(/^ed25519:/u);
    expect(real.act).toMatchObject({ nonce: real.nonce });
    const { seq: _seq, logSeq: _logSeq, prev: _prev, hash: _hash, ...copy } = real;
    const replayed = forge(file, copy);

    // The copy's own signature verifies (it is the person's, made once): the nonce seen twice is what fails.
    const table = box.json<Line[]>(['audit', '--limit', '1']).value;
    expect(table[0]?.signerCheck).toMatchObject({ verified: true });
    const v = box.cairn(['audit', '--verify']);
    expect(v.code, v.stdout + v.stderr).toBe(1);
    expect(v.stdout).toContain('Audit chain intact');
    expect(v.stdout).toContain(
      `line ${replayed} (confirm): REPLAYED person's act (claimed signer ${real.signer}): its signed act (nonce ${real.nonce}) is the one line ${real.seq} already carries`,
    );
    expect(v.stdout).toContain(`check memory ${m.id} with \`cairn show ${m.id}\``);
    const json = box.json<{ ok: boolean; unverifiedSigners: { line: number; checkable: boolean; replayedFrom?: number }[] }>(['audit', '--verify']);
    expect(json.run.code).toBe(1);
    expect(json.value.ok).toBe(false);
    expect(json.value.unverifiedSigners).toEqual([expect.objectContaining({ line: replayed, checkable: true, replayedFrom: real.seq })]);
  });

  it("a person's act appended with no signature at all fails audit --verify in a log begun under signing (its init signed)", () => {
    const box = sandbox();
    const m = box.json<{ id: string }>(['memorize'], { input: JSON.stringify({ text: 'Builds run on Node 20.', origin: 'agent' }) }).value;
    const honest = box.cairn(['audit', '--verify']);
    expect(honest.code, honest.stdout + honest.stderr).toBe(0);

    // An agent appends a confirm the person never made, with no signer, chained by hand.
    const file = box.storeFiles().find((x) => x.endsWith('audit.jsonl')) as string;
    const forged = forge(file, {
      time: new Date().toISOString(),
      event: 'confirm',
      id: m.id,
      origin: 'agent',
      channel: 'cli',
      interactive: true,
      applied: { status: 'active' },
    });
    const v = box.cairn(['audit', '--verify']);
    expect(v.code, v.stdout + v.stderr).toBe(1);
    expect(v.stdout).toContain('Audit chain intact');
    expect(v.stdout).toContain(`line ${forged} (confirm): UNSIGNED person's act (claimed signer none)`);
    const json = box.json<{ ok: boolean; unverifiedSigners: { line: number; checkable: boolean }[] }>(['audit', '--verify']).value;
    expect(json.ok).toBe(false);
    expect(json.unverifiedSigners).toEqual([expect.objectContaining({ line: forged, checkable: true, unsigned: true })]);
  });
});
