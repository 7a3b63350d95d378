/**
 * Schema migrations of stored records (DESIGN.md §3; seeds/002 F5). Explicit functions, one
 * per version step, in one table. A record that cannot be migrated (no step, a step that
 * throws, a result that does not validate, or a version newer than this code) is reported
 * and KEPT: its raw form stays in the log and survives compaction, never silently dropped.
 */
import { isPlainMemoryRecord, type MemoryRecord, MemoryRecordSchema, SCHEMA_VERSION } from '@cairn/core';

/** One step: turns a raw record of version N into one of version N + 1. */
export type MigrationStep = (raw: Record<string, unknown>) => Record<string, unknown>;

/** Steps keyed by the version they migrate FROM. */
export type MigrationTable = Readonly<Record<number, MigrationStep>>;

/**
 * The shipped steps. Version 1 is the first released schema, so the table is empty; the
 * tests exercise the mechanism with a step from a hypothetical version 0.
 */
export const MIGRATIONS: MigrationTable = {};

/** The result of {@link migrateRecord}. */
export type MigrationOutcome =
  | { ok: true; record: MemoryRecord; fromVersion: number }
  | { ok: false; reason: string; fromVersion: number | undefined; id: string | undefined };

const versionOf = (raw: Record<string, unknown>): number | undefined => {
  if (!('schemaVersion' in raw)) return 0;
  const v = raw.schemaVersion;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;
};

/**
 * Brings a stored record to {@link SCHEMA_VERSION} and validates it (unknown fields are
 * kept: readers are forward compatible). A record without `schemaVersion` is version 0.
 *
 * @param raw - the record as parsed from the log
 * @param table - migration steps (default {@link MIGRATIONS})
 * @returns the record, or why it cannot be read (field paths only, never values)
 */
export function migrateRecord(raw: unknown, table: MigrationTable = MIGRATIONS): MigrationOutcome {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'not an object', fromVersion: undefined, id: undefined };
  let current = raw as Record<string, unknown>;
  const id = typeof current.id === 'string' ? current.id : undefined;
  const fromVersion = versionOf(current);
  if (fromVersion === undefined) return { ok: false, reason: 'schemaVersion is not a whole number', fromVersion, id };
  if (fromVersion > SCHEMA_VERSION) {
    return {
      ok: false,
      reason: `schema version ${fromVersion} is newer than this Cairn understands (${SCHEMA_VERSION}); upgrade Cairn to read it`,
      fromVersion,
      id,
    };
  }
  for (let v = fromVersion; v < SCHEMA_VERSION; v++) {
    const step = table[v];
    if (!step) return { ok: false, reason: `no migration from schema version ${v} to ${v + 1}`, fromVersion, id };
    try {
      current = step(structuredClone(current));
    } catch (error) {
      return { ok: false, reason: `migration from schema version ${v} failed: ${error instanceof Error ? error.message : String(error)}`, fromVersion, id };
    }
    if (current.schemaVersion !== v + 1) return { ok: false, reason: `migration from schema version ${v} did not produce version ${v + 1}`, fromVersion, id };
  }
  // The schema's fast path (issue #20): a record it accepts unchanged is copied as the schema would (no zod evaluated).
  if (isPlainMemoryRecord(current)) return { ok: true, record: structuredClone(current), fromVersion };
  const parsed = MemoryRecordSchema.safeParse(current);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(record)'))].slice(0, 5);
    return { ok: false, reason: `does not match schema version ${SCHEMA_VERSION} (fields: ${fields.join(', ')})`, fromVersion, id };
  }
  return { ok: true, record: parsed.data, fromVersion };
}
