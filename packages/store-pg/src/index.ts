/**
 * @cairn/store-pg — Cairn's team store: one project's memory on PostgreSQL 15+, shared across
 * machines and people, with identity and capabilities enforced by the database (roles,
 * forced row-level security, an append-only event log, DESIGN.md §12). Public API, listed by
 * name (STYLE.md example 6).
 */
export { openPgStore } from './pgStore.js';
export type { PgAuditLine, PgStore, PgStoreOptions, TeamProject } from './pgStore.js';
export { checkout, checkSchemaVersion, connectPool, passwordFromFile, readSchemaVersion } from './connect.js';
export type { PgConnection, PgConnectOptions } from './connect.js';
export { migratePgStore } from './migrate.js';
export type { PgMigrateOutcome } from './migrate.js';
export { PG_MIGRATIONS, PG_SCHEMA_VERSION } from './migrations/index.js';
export type { PgMigration } from './migrations/index.js';
export {
  createTeamProject,
  findTeamProject,
  grantTeamAccess,
  listTeamProjects,
  publishedChains,
  publishPersonChain,
  readKeysVersion,
  readPublishedChains,
  readRosterMarks,
  revokeTeamAccess,
  teamOf,
  writeRosterMark,
} from './team.js';
export { CREDENTIALS_HINT, parseStoreUrl, withRole } from './storeUrl.js';
export type { PgStoreUrl } from './storeUrl.js';
export { isUnavailable, toStoreError } from './pgErrors.js';
export type { FailureContext } from './pgErrors.js';
export { RecordDecoder } from './recordDecoder.js';
export { createPgStoreProvider } from './pgStoreProvider.js';
export type { PgProviderOptions, PgStoreProvider, PgTeamOperations } from './pgStoreProvider.js';
export { findTeamLink, readTeamLinks, selectedStoreUrl, serverOf, TEAM_LINKS_FILE, writeTeamLink } from './teamLinks.js';
export type { TeamLink } from './teamLinks.js';
export { pgDoctor } from './doctor.js';
export { openPgObservationStore } from './pgObservationStore.js';
export type { PgObservationStoreOptions } from './pgObservationStore.js';
