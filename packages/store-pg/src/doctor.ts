import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { StoreCheck } from '@cairn/core';
import type pg from 'pg';
import { readSchemaVersion } from './connect.js';
import { PG_SCHEMA_VERSION } from './migrations/index.js';
import type { PgStore } from './pgStore.js';
import { RecordDecoder } from './recordDecoder.js';
import type { PgStoreUrl } from './storeUrl.js';

/** Lines of a password file (`host:port:database:user:password`, `\:` escapes a colon) naming `user`. */
function linesFor(text: string, url: PgStoreUrl, user: string): number {
  let n = 0;
  for (const raw of text.split('\n')) {
    if (raw.startsWith('#') || raw.trim() === '') continue;
    const f = raw.split(/(?<!\\):/).map((x) => x.replace(/\\:/g, ':'));
    const match = (field: string | undefined, value: string) => field === '*' || field === value;
    if (f.length >= 5 && match(f[0], url.host) && match(f[1], String(url.port)) && match(f[2], url.database) && match(f[3], user)) n++;
  }
  return n;
}

/**
 * The team store's health checks (`cairn doctor`): the server's version, the schema version,
 * the connected role (an agent role must not be a member of its person's role), row-level
 * security enabled and forced, the audit chain, unreadable rows, and whether the person's
 * password sits in the password file where an agent running as the same user could read it.
 */
export async function pgDoctor(store: PgStore, pool: pg.Pool, url: PgStoreUrl): Promise<StoreCheck[]> {
  const checks: StoreCheck[] = [];
  const client = await pool.connect();
  try {
    const v = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    const num = Number(v.rows[0]?.v ?? 0);
    checks.push({
      name: 'server',
      ok: num >= 150000,
      detail: `PostgreSQL ${Math.floor(num / 10000)}`,
      ...(num >= 150000 ? {} : { fix: 'The team store needs PostgreSQL 15 or later.' }),
    });
    const schema = await readSchemaVersion(client);
    checks.push({
      name: 'schema',
      ok: schema === PG_SCHEMA_VERSION,
      detail: `version ${schema} (this Cairn: ${PG_SCHEMA_VERSION})`,
      ...(schema === PG_SCHEMA_VERSION ? {} : { fix: 'The administrator runs `cairn migrate --store postgres://<admin>@host/db`.' }),
    });
    const role = await client.query<{ person: string | null; agent: boolean | null }>(
      'SELECT m.person::text AS person, m.agent FROM cairn.members m WHERE m.role = current_user',
    );
    const person = role.rows[0]?.person ?? null;
    if (person === null) {
      checks.push({ name: 'role', ok: false, detail: `${url.user} is not enrolled`, fix: `The administrator runs CALL cairn.enrol('<person>').` });
    } else if (role.rows[0]?.agent) {
      const member = await client.query<{ m: boolean }>('SELECT pg_has_role(current_user, $1, $2) AS m', [person, 'MEMBER']);
      const ok = member.rows[0]?.m === false;
      checks.push({
        name: 'role',
        ok,
        detail: `${url.user}: agent role of ${person}${ok ? ', not a member of it' : ', and a MEMBER of it'}`,
        ...(ok ? {} : { fix: `The administrator runs REVOKE ${person} FROM ${url.user}.` }),
      });
    } else {
      checks.push({ name: 'role', ok: true, detail: `${url.user}: a person role (agents connect as ${url.user}_agent)` });
    }
    const rls = await client.query<{ n: number; forced: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE relrowsecurity AND relforcerowsecurity)::int AS forced FROM pg_class WHERE relnamespace = 'cairn'::regnamespace AND relkind = 'r' AND relname <> 'migrations'",
    );
    const r = rls.rows[0];
    checks.push({
      name: 'row-level security',
      ok: (r?.n ?? 0) > 0 && r?.n === r?.forced,
      detail: `${r?.forced ?? 0} of ${r?.n ?? 0} tables enabled and forced`,
      ...(r?.n === r?.forced ? {} : { fix: 'Run `cairn migrate`; a table without forced row-level security was changed by hand.' }),
    });
    const rows = await client.query<{ json: string }>('SELECT record::text AS json FROM cairn.records WHERE project_id = $1', [store.project.key]);
    const warnings: string[] = [];
    const decoder = new RecordDecoder((m) => warnings.push(m));
    for (const row of rows.rows) decoder.decode(row.json);
    checks.push({
      name: 'records',
      ok: warnings.length === 0,
      detail:
        warnings.length === 0
          ? `${rows.rows.length} records read as written`
          : `${warnings.length} of ${rows.rows.length} records read otherwise than stored: ${warnings.slice(0, 3).join(' ')}`,
      ...(warnings.length === 0
        ? {}
        : {
            fix: 'Rows were written around Cairn (the table owner, a restore); they are read with their origin’s caps and flags. Review them with `cairn list --flagged`.',
          }),
    });
  } finally {
    client.release();
  }
  const audit = await store.verifyAudit();
  checks.push({
    name: 'audit chain',
    ok: audit.ok,
    detail: audit.ok ? `${audit.lines} lines, chained` : `broken at line ${audit.firstBroken?.line}: ${audit.firstBroken?.reason}`,
    ...(audit.ok
      ? {}
      : { fix: 'The chain is computed by the database; a break means rows were edited by a superuser. Keep the evidence and ask the administrator.' }),
  });
  const passfile = process.env.PGPASSFILE ?? join(homedir(), '.pgpass');
  const personRole = url.user.replace(/_agent$/, '');
  let stored = 0;
  try {
    stored = linesFor(await readFile(passfile, 'utf8'), url, personRole);
  } catch {
    stored = 0;
  }
  checks.push({
    name: 'credentials',
    ok: stored === 0,
    detail:
      stored === 0
        ? `no password of the person role ${personRole} in ${passfile}`
        : `${passfile} holds the password of the person role ${personRole}: an agent running as you can read it and act as the person`,
    ...(stored === 0
      ? {}
      : { fix: `Remove that line: keep only ${personRole}_agent's password there; a person's act asks for ${personRole}'s password on the terminal.` }),
  });
  return checks;
}
