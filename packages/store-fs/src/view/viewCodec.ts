import { deepFreeze, type MemoryRecord } from '@cairn/core';
import { VIEW_CHANGES_KEPT, type ViewChanges, type ViewPosition } from './PersistedView.js';

/** A record read back from a view: parsed and frozen (stores hand out frozen records). */
export function freezeRecord(json: string): MemoryRecord {
  return deepFreeze(JSON.parse(json) as MemoryRecord);
}

const withChanges = (changed: ViewChanges | undefined): { changed?: ViewChanges } => (changed === undefined ? {} : { changed });

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function isAudit(v: unknown): v is { seq: number; hash: string } {
  return typeof v === 'object' && v !== null && isInt((v as { seq?: unknown }).seq) && typeof (v as { hash?: unknown }).hash === 'string';
}

function isFinding(v: unknown): v is { kind: string; file: string; line?: number; seq?: number; message: string } {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return typeof f.kind === 'string' && typeof f.file === 'string' && typeof f.message === 'string';
}

/** A position's list of changed ids ({@link ViewPosition.changed}), when every part of it is well formed; else undefined (nothing known). */
function parseChanges(v: unknown, lastSeq: number): ViewChanges | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const c = v as Record<string, unknown>;
  if (!isInt(c.since) || c.since > lastSeq || typeof c.ids !== 'object' || c.ids === null || Array.isArray(c.ids)) return undefined;
  const since = c.since;
  const ids = c.ids as Record<string, unknown>;
  const keys = Object.keys(ids);
  if (keys.length > VIEW_CHANGES_KEPT) return undefined;
  for (const k of keys) {
    const seq = ids[k];
    if (!isInt(seq) || seq <= since || seq > lastSeq) return undefined;
  }
  return { since, ids: ids as Record<string, number> };
}

/**
 * A view position read back from disk, checked field by field; undefined when anything is
 * off (the view is then rebuilt, never trusted).
 */
export function parsePosition(value: string | unknown): ViewPosition | undefined {
  // A view's meta is read several times per process and its position holds up to
  // VIEW_CHANGES_KEPT ids (issue #21: ≈ 2–7 ms a parse at 4,096): the last one read is kept.
  if (typeof value === 'string' && value === last?.raw) return last.position;
  const position = parseFresh(value);
  if (typeof value === 'string') last = { raw: value, position };
  return position;
}

/** The last position string parsed, and what it gave (positions are never changed in place). */
let last: { raw: string; position: ViewPosition | undefined } | undefined;

function parseFresh(value: string | unknown): ViewPosition | undefined {
  let p: unknown = value;
  if (typeof value === 'string') {
    try {
      p = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof p !== 'object' || p === null) return undefined;
  const o = p as Record<string, unknown>;
  const mark = o.mark as Record<string, unknown> | undefined | null;
  const markOk = mark === undefined || mark === null || (isInt(mark.seq) && isInt(mark.start) && isInt(mark.length) && typeof mark.crc === 'string');
  if (
    typeof o.logId !== 'string' ||
    !isInt(o.lastSeq) ||
    !isInt(o.offset) ||
    !isInt(o.lines) ||
    typeof o.rules !== 'string' ||
    !isInt(o.lastAuditFrameSeq) ||
    typeof o.pendingErase !== 'boolean' ||
    !markOk
  ) {
    return undefined;
  }
  return {
    logId: o.logId,
    lastSeq: o.lastSeq,
    offset: o.offset,
    lines: o.lines,
    mark: mark ? { seq: mark.seq as number, start: mark.start as number, length: mark.length as number, crc: mark.crc as string } : undefined,
    rules: o.rules,
    lastAuditFrameSeq: o.lastAuditFrameSeq,
    pendingErase: o.pendingErase,
    ...(isAudit(o.audit) ? { audit: { seq: o.audit.seq, hash: o.audit.hash } } : {}),
    ...(Array.isArray(o.findings) ? { findings: (o.findings as unknown[]).filter(isFinding).slice(0, 100) } : {}),
    ...withChanges(parseChanges(o.changed, o.lastSeq)),
  };
}
