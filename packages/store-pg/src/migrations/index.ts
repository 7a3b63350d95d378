import { MIGRATION_001 } from './001_team_store.js';
import { MIGRATION_002 } from './002_person_keys.js';
import { MIGRATION_003 } from './003_roster_marks.js';
import { MIGRATION_004 } from './004_relinks.js';
import { MIGRATION_005 } from './005_observations.js';

/** One numbered, explicit migration of the team store's schema (DESIGN.md §3: migrations are explicit). */
export interface PgMigration {
  version: number;
  name: string;
  /** SQL run in one transaction by the administrator's role. */
  sql: string;
}

/** Every migration, in order. A new one is appended with the next number; none is ever edited. */
export const PG_MIGRATIONS: readonly PgMigration[] = [
  { version: 1, name: 'team store: roles, tables, row-level security, write path', sql: MIGRATION_001 },
  { version: 2, name: "team key roster: each person's published public key chain", sql: MIGRATION_002 },
  { version: 3, name: "team key roster's rollback marks: each roster change, signed, written by the person's own role", sql: MIGRATION_003 },
  { version: 4, name: 'relinks: each checkout move a person signed, kept with the team project (read back verified)', sql: MIGRATION_004 },
  { version: 5, name: "observations: each person's host observations, session records and pause state, per project (issue #21)", sql: MIGRATION_005 },
];

/** The schema version this code needs; checked on every connect. */
export const PG_SCHEMA_VERSION = PG_MIGRATIONS[PG_MIGRATIONS.length - 1]?.version ?? 0;
