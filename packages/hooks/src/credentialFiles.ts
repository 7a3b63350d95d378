import { isAbsolute, join } from 'node:path';

/**
 * The files outside the Cairn home that may hold a person's credential for the team store, which
 * the agent's sandbox must not read (DESIGN.md §12: the agent runs as the same OS user; only the
 * `<person>_agent` role's password is kept where it can read, in the password file `~/.pgpass`):
 * - libpq's client certificate key, `~/.postgresql/postgresql.key`, and the one `PGSSLKEY` names
 *   (postgresql.org/docs/current/libpq-ssl.html, "Client Certificates"): with it, `psql` or any
 *   libpq client connects as the certificate's role, the person's;
 * - libpq's connection service file, `~/.pg_service.conf`, and the one `PGSERVICEFILE` names
 *   (postgresql.org/docs/current/libpq-pgservice.html): a service may carry `password=`.
 * A variable's file counts only when it is an absolute path. Returns absolute paths, no twins.
 */
export function personCredentialFiles(input: { userHome: string; env: Readonly<Record<string, string | undefined>> }): string[] {
  const files = [join(input.userHome, '.postgresql', 'postgresql.key'), join(input.userHome, '.pg_service.conf')];
  for (const named of [input.env.PGSSLKEY, input.env.PGSERVICEFILE]) {
    if (named !== undefined && isAbsolute(named) && !files.includes(named)) files.push(named);
  }
  return files;
}
