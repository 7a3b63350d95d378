import { deepFreeze, type MemoryRecord } from '@cairn/core';
import type { ViewPosition } from './PersistedView.js';

/** A record read back from a view: parsed and frozen (stores hand out frozen records). */
export function freezeRecord(json: string): MemoryRecord {
  return deepFreeze(JSON.parse(json) as MemoryRecord);
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function isAudit(v: unknown): v is { seq: number; hash: string } {
  return typeof v === 'object' && v !== null && isInt((v as { seq?: unknown }).seq) && typeof (v as { hash?: unknown }).hash === 'string';
}

function isFinding(v: unknown): v is { kind: string; file: string; line?: number; seq?: number; message: string } {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return typeof f.kind === 'string' && typeof f.file === 'string' && typeof f.message === 'string';
}

/**
 * A view position read back from disk, checked field by field; undefined when anything is
 * off (the view is then rebuilt, never trusted).
 */
export function parsePosition(value: string | unknown): ViewPosition | undefined {
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
  };
}
