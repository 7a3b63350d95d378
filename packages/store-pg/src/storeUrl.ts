import { CoreError, ErrorCode, redactSecrets } from '@cairn/core';

/** Where credentials for the team store live: never in a URL, a flag, the config or the environment. */
export const CREDENTIALS_HINT =
  'Put the password in ~/.pgpass (one line `host:port:database:role:password`, mode 0600; or the file PGPASSFILE names), where the PostgreSQL client reads it; Cairn never takes, prints or stores one';

/** The team store provider's short name in messages (`StoreProvider.name`). */
export const PG_STORE_NAME = 'team store (PostgreSQL)';

/** A team store URL, checked: what `pg` needs to connect, and a form safe to print. */
export interface PgStoreUrl {
  /** The URL as given (it carries no password: {@link parseStoreUrl} refused those). */
  url: string;
  host: string;
  port: number;
  database: string;
  /** The role to connect as (`alice`, `alice_agent`); the URL's user name. */
  user: string;
  /** `user@host:port/database`, for messages. */
  display: string;
}

const SCHEMES = new Set(['postgres:', 'postgresql:']);
/** Query parameters that would carry a credential or point the client at another one. */
const CREDENTIAL_PARAMS = ['password', 'passfile', 'sslpassword', 'sslkey'];

/**
 * Parses and checks a `postgres://user@host:port/database` store URL (DESIGN.md §12).
 * A URL with a password (in the user-info or as `?password=`) is refused: the agent runs as
 * the same OS user and could read any file or environment that holds one, so Cairn never
 * accepts, prints or stores a password (see {@link CREDENTIALS_HINT}). Nothing of the given
 * string reaches a message unredacted.
 *
 * @param raw - the URL from `--store`, `CAIRN_STORE` or the home's config
 * @throws CoreError `INVALID_INPUT` for another scheme, a missing user or database, a
 *   password, or a credential parameter
 */
export function parseStoreUrl(raw: string): PgStoreUrl {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `Not a store URL: ${redactSecrets(raw).text.slice(0, 200)}. A team store URL looks like postgres://alice_agent@db.example:5432/cairn (no password: ${CREDENTIALS_HINT}).`,
    );
  }
  if (!SCHEMES.has(u.protocol)) {
    throw new CoreError(ErrorCode.INVALID_INPUT, `The team store needs a postgres:// URL, not ${u.protocol}//.`);
  }
  if (u.password !== '' || /^[^/]*\/\/[^/@]*:[^/@]*@/.test(raw)) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `Refused a store URL that carries a password (postgres://${decodeURIComponent(u.username) || 'role'}:…@${u.host}). ${CREDENTIALS_HINT}.`,
    );
  }
  for (const name of CREDENTIAL_PARAMS) {
    if (u.searchParams.has(name)) {
      throw new CoreError(ErrorCode.INVALID_INPUT, `Refused a store URL with the parameter "${name}". ${CREDENTIALS_HINT}.`);
    }
  }
  const user = decodeURIComponent(u.username);
  if (user === '') {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `The store URL names no role: write postgres://<role>@${u.host || 'host'}/<database>, the role being yours or your agent's (<person>_agent).`,
    );
  }
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (database === '' || database.includes('/')) {
    throw new CoreError(ErrorCode.INVALID_INPUT, `The store URL names no database: write postgres://${user}@${u.host || 'host'}/<database>.`);
  }
  const host = u.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = u.port === '' ? 5432 : Number(u.port);
  return { url: raw, host, port, database, user, display: `${user}@${host}:${port}/${database}` };
}

/** The same URL with another role (a person's agents connect as `<person>_agent`). */
export function withRole(url: PgStoreUrl, role: string): PgStoreUrl {
  const u = new URL(url.url);
  u.username = encodeURIComponent(role);
  return parseStoreUrl(u.toString());
}
