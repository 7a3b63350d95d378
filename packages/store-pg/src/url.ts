/**
 * @cairn/store-pg/url — the team store's URLs and the home's team links, without the
 * PostgreSQL client: what a process that may never connect needs (the session resolving which
 * store a checkout uses, the registry turning an agent role's URL into its person's). It loads
 * only `@cairn/core` and `write-file-atomic`; the rest of the package (and `pg`, `pgpass`) is
 * loaded by the main entry, `@cairn/store-pg`, which the session imports only for a
 * `postgres:` or `postgresql:` URL (issue #20: the file store's start-up).
 */
export { CREDENTIALS_HINT, PG_STORE_NAME, parseStoreUrl, withRole } from './storeUrl.js';
export type { PgStoreUrl } from './storeUrl.js';
export { findTeamLink, readTeamLinks, selectedStoreUrl, serverOf, TEAM_LINKS_FILE, writeTeamLink } from './teamLinks.js';
export type { TeamLink } from './teamLinks.js';
