import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { auditHash, chainAuditLine, GENESIS_HASH, redactAuditEvent, redactAuditEvents, verifyAuditBytes } from '../src/audit.js';
import { canonicalJson } from '../src/canonicalJson.js';
import { projectKey } from '../src/resolveProject.js';
import { auditFor, record, type Sandbox, sandbox } from './helpers.js';

let sb: Sandbox | undefined;
afterEach(async () => {
  await sb?.cleanup();
  sb = undefined;
});

const TOKEN = `ghp_${'a1B2c3D4e5'.repeat(4)}`;

describe('audit log (DESIGN.md §6)', () => {
  it('chains each line to the previous by sha256(prev + canonical JSON)', () => {
    const a = chainAuditLine(auditFor('r1'), { seq: 0, hash: GENESIS_HASH, logSeq: 0 }, 2);
    const b = chainAuditLine(auditFor('r2'), a.head, 3);
    expect(a.line).toMatchObject({ seq: 1, logSeq: 2, prev: GENESIS_HASH, event: 'memorize', id: 'r1' });
    const { prev, hash, ...body } = b.line;
    expect(prev).toBe(a.line.hash);
    expect(hash).toBe(auditHash(prev, body));
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
    expect(verifyAuditBytes(Buffer.from(a.text + b.text))).toEqual({ ok: true, lines: 2 });
    expect(verifyAuditBytes(Buffer.from(b.text + a.text)).firstBroken?.line).toBe(1);
    expect(verifyAuditBytes(Buffer.from(a.text + b.text.slice(0, 20))).firstBroken).toEqual({ line: 2, reason: expect.stringMatching(/incomplete/) });
  });

  it('redacts every string as defence in depth', () => {
    const out = redactAuditEvent({ ...auditFor('r1'), client: `bot ${TOKEN}`, applied: { tags: ['x', TOKEN] } });
    expect(JSON.stringify(out)).not.toContain(TOKEN);
    expect(out.client).toContain('[REDACTED:');
    const clean = auditFor('r2');
    expect(redactAuditEvent(clean)).toBe(clean);
  });

  it('redacts each event of a batch, also when its other strings were seen clean before and when a credential repeats', () => {
    // The strings of the first batch are remembered as clean; the credential is never remembered.
    const first = redactAuditEvents([auditFor('r1'), { ...auditFor('r2'), client: `bot ${TOKEN}` }]);
    expect(first[0]).toEqual(auditFor('r1'));
    expect(first[1]?.client).toBe('bot [REDACTED:github-token]');
    const again = redactAuditEvents([
      { ...auditFor('r1'), signer: TOKEN },
      { ...auditFor('r2'), client: `bot ${TOKEN}` },
      { ...auditFor('r3'), applied: { tags: ['x', TOKEN] } },
    ]);
    expect(JSON.stringify(again)).not.toContain(TOKEN);
    expect(again.map((e) => e.id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('holds metadata only: no memory text, no credential, durable before the commit resolves', async () => {
    sb = await sandbox();
    const store = await sb.open();
    await store.transact(async (tx) => {
      tx.put(record('m1', 'The staging database is called lemur-prod-7'));
      tx.audit({ ...auditFor('m1'), client: `agent ${TOKEN}` });
    });
    const text = await readFile(join(sb.home, 'projects', projectKey(sb.project), 'audit.jsonl'), 'utf8');
    expect(text).not.toContain('lemur');
    expect(text).not.toContain(TOKEN);
    // The event log's embedded copy is redacted too.
    expect(await readFile(join(sb.home, 'projects', projectKey(sb.project), 'events.jsonl'), 'utf8')).not.toContain(TOKEN);
    const lines = await store.readAudit();
    expect(lines.map((l) => [l.seq, l.event, l.id])).toEqual([
      [1, 'init', undefined],
      [2, 'memorize', 'm1'],
    ]);
    expect(lines[1]?.logSeq).toBe(2);
    expect(await store.verifyAudit()).toEqual({ ok: true, lines: 2 });
    await store.close();
  });

  it('a transaction that only audits (a refusal) is recorded', async () => {
    sb = await sandbox();
    const store = await sb.open();
    await store.transact(async (tx) => tx.audit({ ...auditFor('x'), event: 'refused', code: 'ENTRENCHMENT_REFUSED' }));
    expect((await store.readAudit()).at(-1)).toMatchObject({ event: 'refused', code: 'ENTRENCHMENT_REFUSED' });
    await store.close();
  });
});
