/**
 * The audit log (DESIGN.md §6): append-only JSONL, metadata only, each line chained to the
 * previous one by hash. One line:
 *
 *     {"seq":7,"logSeq":42,"time":"…","event":"memorize",…,"prev":"<64 hex>","hash":"<64 hex>"}
 *
 * `hash` = sha256(prev + canonical JSON of the line without `prev` and `hash`), so it covers
 * the line's own number and the event-log frame it belongs to (`logSeq`). The first line's
 * `prev` is 64 zeros. The chain detects accidental and naive tampering; it is no defence
 * against an attacker who already runs as the user (DESIGN.md §6).
 */
import { createHash } from 'node:crypto';
import { type AuditEvent, redactSecrets } from '@cairn/core';
import { canonicalJson } from './canonicalJson.js';
import type { Fsio } from './fsio.js';

/** `prev` of the first line. */
export const GENESIS_HASH = '0'.repeat(64);

/** One stored audit line: the event plus its chain fields. */
export type AuditLine = AuditEvent & {
  /** 1-based line number of the chain. */
  seq: number;
  /** The event-log frame this event was committed in (or the log position for store events). */
  logSeq: number;
  /** The previous line's hash. */
  prev: string;
  /** sha256(prev + canonical JSON of the line without prev/hash), hex. */
  hash: string;
};

/** The end of the chain: what the next line links to. */
export interface AuditHead {
  seq: number;
  hash: string;
  logSeq: number;
}

/** The result of {@link verifyAuditBytes}. */
export interface AuditVerification {
  /** True when every line links and hashes correctly. */
  ok: boolean;
  /** Complete lines examined. */
  lines: number;
  /** The first broken link: 1-based line number and why. */
  firstBroken?: { line: number; reason: string };
}

const EMPTY_HEAD: AuditHead = { seq: 0, hash: GENESIS_HASH, logSeq: 0 };

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  }
  return value;
}

function stringsOf(value: unknown, out: string[]): string[] {
  mapStrings(value, (s) => {
    out.push(s);
    return s;
  });
  return out;
}

/**
 * Runs every string of an audit event through core's `redactSecrets`. Audit events carry
 * metadata only; this is defence in depth (DESIGN.md §2: every string of every event).
 */
export function redactAuditEvent(event: AuditEvent): AuditEvent {
  return redactAuditEvents([event])[0] as AuditEvent;
}

/** The longest string {@link knownClean} keeps: ids, names, hashes, signatures and nonces fit; longer ones are scanned each time. */
const CLEAN_MAX_CHARS = 256;
/** How many strings {@link knownClean} keeps before it starts again. */
const CLEAN_MAX_ENTRIES = 2_048;
/**
 * Strings of earlier audit events that `redactSecrets` left unchanged (the client, the signer,
 * the project key, event and origin names repeat in every event). `redactSecrets` is a pure
 * function of its text, so such a string is clean in every later event too and is not scanned
 * again; only strings redaction left as they were are kept, so the set holds no credential.
 */
const knownClean = new Set<string>();

function noteClean(strings: readonly string[]): void {
  for (const s of strings) {
    if (s.length > CLEAN_MAX_CHARS) continue;
    if (knownClean.size >= CLEAN_MAX_ENTRIES) knownClean.clear();
    knownClean.add(s);
  }
}

/**
 * {@link redactAuditEvent} for many events at once. Fast path, per event: one scan of its
 * strings not already known clean ({@link knownClean}), each once, joined by newlines (the
 * credential patterns are bounded by look-arounds that a newline satisfies, never by ^ or $);
 * only when that finds something is each string of the event redacted alone. An event without
 * a secret is returned as it is.
 *
 * Per event, not one scan of the whole batch: a group commit's 64 signed events joined (≈ 27 KB
 * of hashes, nonces and signatures) cost 0.15 ms of CPU per event against 0.06 ms per event
 * scanned alone without its repeats (issue #20, h45-write).
 */
export function redactAuditEvents(events: readonly AuditEvent[]): AuditEvent[] {
  return events.map((event) => {
    const fresh = [...new Set(stringsOf(event, []))].filter((s) => !knownClean.has(s));
    if (fresh.length === 0) return event;
    const joined = fresh.join('\n');
    if (redactSecrets(joined).text === joined) {
      noteClean(fresh);
      return event;
    }
    return mapStrings(event, (s) => redactSecrets(s).text) as AuditEvent;
  });
}

/** The chain hash of a line body. */
export function auditHash(prev: string, body: Record<string, unknown>): string {
  return createHash('sha256').update(prev).update(canonicalJson(body)).digest('hex');
}

/**
 * Links `event` after `head`.
 *
 * @returns the line, its text (with newline) and the new head
 */
export function chainAuditLine(event: AuditEvent, head: AuditHead, logSeq: number): { line: AuditLine; text: string; head: AuditHead } {
  const body = { seq: head.seq + 1, logSeq, ...event } as Record<string, unknown>;
  delete body.prev;
  delete body.hash;
  const hash = auditHash(head.hash, body);
  const line = { ...body, prev: head.hash, hash } as AuditLine;
  return { line, text: `${JSON.stringify(line)}\n`, head: { seq: head.seq + 1, hash, logSeq } };
}

function parseLine(text: string): AuditLine | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const l = v as Partial<AuditLine>;
    if (typeof l.seq !== 'number' || typeof l.hash !== 'string' || typeof l.prev !== 'string') return undefined;
    return v as AuditLine;
  } catch {
    return undefined;
  }
}

/** Every complete line of an audit file: parsed lines, malformed line numbers, torn tail. */
export function parseAuditBytes(bytes: Buffer): { lines: Array<AuditLine | undefined>; torn: boolean; end: number } {
  const lines: Array<AuditLine | undefined> = [];
  let pos = 0;
  while (pos < bytes.length) {
    const nl = bytes.indexOf(0x0a, pos);
    if (nl === -1) break;
    lines.push(parseLine(bytes.subarray(pos, nl).toString('utf8')));
    pos = nl + 1;
  }
  return { lines, torn: pos < bytes.length, end: pos };
}

/**
 * Verifies the chain (`cairn audit --verify`): line numbers consecutive from 1, each `prev`
 * equal to the previous `hash`, each `hash` recomputed. Reports the first broken link.
 */
export function verifyAuditBytes(bytes: Buffer): AuditVerification {
  const { lines, torn } = parseAuditBytes(bytes);
  let prev = GENESIS_HASH;
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const line = lines[i];
    if (!line) return { ok: false, lines: lines.length, firstBroken: { line: n, reason: 'not a valid audit line (malformed JSON or missing chain fields)' } };
    if (line.seq !== n)
      return {
        ok: false,
        lines: lines.length,
        firstBroken: { line: n, reason: `line number ${line.seq} where ${n} was expected (a line was removed, added or reordered)` },
      };
    if (line.prev !== prev)
      return { ok: false, lines: lines.length, firstBroken: { line: n, reason: 'prev does not match the previous line’s hash (the chain was cut or edited)' } };
    const { prev: _p, hash, ...body } = line;
    if (auditHash(prev, body as Record<string, unknown>) !== hash) {
      return { ok: false, lines: lines.length, firstBroken: { line: n, reason: 'hash does not match the line’s content (the line was edited)' } };
    }
    prev = hash;
  }
  if (torn)
    return {
      ok: false,
      lines: lines.length,
      firstBroken: { line: lines.length + 1, reason: 'incomplete last line (a write was interrupted; `cairn repair` truncates it)' },
    };
  return { ok: true, lines: lines.length };
}

/** The head of an audit file plus where its complete lines end. */
export interface AuditTail {
  head: AuditHead;
  /** Offset just after the last complete line. */
  end: number;
  /** File size. */
  size: number;
  ino: number;
  /** True when bytes follow the last newline. */
  torn: boolean;
}

/**
 * Reads the chain head from the end of an audit file without reading all of it (lines are
 * small; a long one is handled by widening the window). A missing file is an empty chain.
 */
export async function readAuditTail(fs: Fsio, path: string): Promise<AuditTail> {
  let file: Awaited<ReturnType<Fsio['open']>>;
  try {
    file = await fs.open(path, 'r');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return { head: EMPTY_HEAD, end: 0, size: 0, ino: 0, torn: false };
    throw error;
  }
  try {
    const st = await file.stat();
    const size = st.size;
    if (size === 0) return { head: EMPTY_HEAD, end: 0, size, ino: st.ino, torn: false };
    let window = Math.min(size, 64 * 1024);
    for (;;) {
      const start = size - window;
      const bytes = await file.read(window, start);
      const lastNl = bytes.lastIndexOf(0x0a);
      const torn = lastNl !== bytes.length - 1;
      if (lastNl === -1) {
        if (start === 0) return { head: EMPTY_HEAD, end: 0, size, ino: st.ino, torn: true };
        window = Math.min(size, window * 4);
        continue;
      }
      const prevNl = bytes.lastIndexOf(0x0a, lastNl - 1);
      if (prevNl === -1 && start > 0) {
        window = Math.min(size, window * 4);
        continue;
      }
      const line = parseLine(bytes.subarray(prevNl + 1, lastNl).toString('utf8'));
      const end = start + lastNl + 1;
      if (line) return { head: { seq: line.seq, hash: line.hash, logSeq: typeof line.logSeq === 'number' ? line.logSeq : 0 }, end, size, ino: st.ino, torn };
      // The last complete line is damaged: take the head from the last good line.
      const all = parseAuditBytes(await file.read(end, 0));
      for (let i = all.lines.length - 1; i >= 0; i--) {
        const l = all.lines[i];
        if (l) return { head: { seq: l.seq, hash: l.hash, logSeq: typeof l.logSeq === 'number' ? l.logSeq : 0 }, end, size, ino: st.ino, torn };
      }
      return { head: EMPTY_HEAD, end, size, ino: st.ino, torn };
    }
  } finally {
    await file.close();
  }
}
