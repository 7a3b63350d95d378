import { randomBytes } from 'node:crypto';
import { CoreError, ErrorCode } from '@cairn/core';
import type pg from 'pg';
import { checkout, checkSchemaVersion, connectPool, type PgConnectOptions, readSchemaVersion } from './connect.js';
import type { TeamProject } from './pgStore.js';
import { toStoreError } from './pgErrors.js';

/** A project name: what `cairn team link <name>` names on every machine. */
const PROJECT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A person role name, as `cairn.enrol` accepts it. */
const PERSON = /^[a-z][a-z0-9_]{0,40}$/;

async function withClient<T>(options: PgConnectOptions, doing: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const { url, pool } = await connectPool({ ...options, poolSize: 1 });
  let client: pg.PoolClient | undefined;
  try {
    client = await checkout(pool);
    checkSchemaVersion(await readSchemaVersion(client), url);
    return await fn(client);
  } catch (error) {
    throw toStoreError(error, { doing, where: url.display, role: url.user });
  } finally {
    client?.release();
    await pool.end().catch(() => undefined);
  }
}

function checkName(name: string): void {
  if (!PROJECT_NAME.test(name)) {
    throw new CoreError(ErrorCode.INVALID_INPUT, 'A team project name is 1–64 letters, digits, ".", "_" or "-", starting with a letter or digit.');
  }
}

function checkPerson(person: string): void {
  if (!PERSON.test(person) || person.endsWith('_agent')) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `"${person.slice(0, 64)}" is not a person role: lower-case letters, digits and _, not ending in _agent (a person's grant covers their agent role).`,
    );
  }
}

/**
 * Creates a team project owned by the connected person role (`cairn --store … init`, a
 * person's act: the database refuses an agent role). Its id is random (12 hex): one id for the
 * whole team, whatever each machine's checkout path.
 *
 * @throws CoreError `INVALID_INPUT` (name), `HUMAN_CHANNEL_REQUIRED` (not a person role),
 *   `STORE_IO` (the name is taken), `STORE_UNAVAILABLE`
 */
export async function createTeamProject(options: PgConnectOptions, name: string): Promise<TeamProject> {
  checkName(name);
  return withClient(options, 'creating the team project', async (client) => {
    const taken = await client.query('SELECT 1 FROM cairn.projects WHERE name = $1', [name]);
    if (taken.rowCount)
      throw new CoreError(
        ErrorCode.INVALID_INPUT,
        `A team project named ${name} already exists and is granted to you: link it with \`cairn team link ${name}\`.`,
        { taken: true },
      );
    const id = randomBytes(6).toString('hex');
    // No RETURNING: the new row is not yet readable under the SELECT policy when it is checked.
    try {
      await client.query("INSERT INTO cairn.team_acts (project_id, act, person, name) VALUES ($1, 'create', current_user, $2)", [id, name]);
    } catch (error) {
      // Names are unique across the database: one you are not granted (or one created just now).
      if ((error as { code?: string }).code === '23505') {
        throw new CoreError(
          ErrorCode.INVALID_INPUT,
          `A team project named ${name} already exists in this database; choose another name, or ask its owner to grant you access.`,
          { taken: true },
        );
      }
      throw error;
    }
    const res = await client.query<TeamProject>('SELECT id, name, owner::text AS owner FROM cairn.projects WHERE id = $1', [id]);
    const created = res.rows[0];
    if (!created)
      throw new CoreError(ErrorCode.STORE_IO, `The team project ${name} was created but is not visible to the role that created it; run \`cairn doctor\`.`);
    return created;
  });
}

/**
 * The team project of that name, if the connected role is granted it (`cairn team link`).
 *
 * @throws CoreError `INVALID_INPUT`, `STORE_UNAVAILABLE`
 */
export async function findTeamProject(options: PgConnectOptions, name: string): Promise<TeamProject | undefined> {
  checkName(name);
  return withClient(options, 'looking up the team project', async (client) => {
    const res = await client.query<TeamProject>('SELECT id, name, owner::text AS owner FROM cairn.projects WHERE name = $1', [name]);
    return res.rows[0];
  });
}

/** Every team project the connected role is granted, by name. */
export async function listTeamProjects(options: PgConnectOptions): Promise<TeamProject[]> {
  return withClient(options, 'listing team projects', async (client) => {
    const res = await client.query<TeamProject>('SELECT id, name, owner::text AS owner FROM cairn.projects ORDER BY name');
    return res.rows;
  });
}

/** The people (person roles) who may read and write a project: the owner and every grantee. */
export async function teamOf(options: PgConnectOptions, projectId: string): Promise<string[]> {
  return withClient(options, 'listing the team', async (client) => {
    const res = await client.query<{ person: string }>(
      "SELECT DISTINCT person::text AS person FROM cairn.team_acts WHERE project_id = $1 AND act <> 'revoke' AND person NOT IN (SELECT r.person FROM cairn.team_acts r WHERE r.project_id = $1 AND r.act = 'revoke' AND r.seq > (SELECT max(g.seq) FROM cairn.team_acts g WHERE g.project_id = $1 AND g.person = r.person AND g.act <> 'revoke')) ORDER BY 1",
      [projectId],
    );
    return res.rows.map((r) => r.person);
  });
}

/**
 * Grants a person — and their agent role — read and write access to a project (`cairn team
 * grant`, the project owner's act: the database refuses anyone else). The SQL it runs:
 *
 *     INSERT INTO cairn.team_acts (project_id, act, person) VALUES ($1, 'grant', $2)
 *
 * @throws CoreError `INVALID_INPUT` (not a person role name), `HUMAN_CHANNEL_REQUIRED` (not the owner), `STORE_IO` (not enrolled), `STORE_UNAVAILABLE`
 */
export async function grantTeamAccess(options: PgConnectOptions, projectId: string, person: string): Promise<void> {
  checkPerson(person);
  await withClient(options, `granting ${person} access`, async (client) => {
    await client.query("INSERT INTO cairn.team_acts (project_id, act, person) VALUES ($1, 'grant', $2)", [projectId, person]);
  });
}

/**
 * Withdraws a person's — and their agent role's — access (`cairn team revoke`, the owner's
 * act). What they wrote stays, attributed to them in the audit log. The SQL it runs:
 *
 *     INSERT INTO cairn.team_acts (project_id, act, person) VALUES ($1, 'revoke', $2)
 *
 * @throws CoreError as {@link grantTeamAccess}; `STORE_IO` when revoking the owner
 */
export async function revokeTeamAccess(options: PgConnectOptions, projectId: string, person: string): Promise<void> {
  checkPerson(person);
  await withClient(options, `revoking ${person}'s access`, async (client) => {
    await client.query("INSERT INTO cairn.team_acts (project_id, act, person) VALUES ($1, 'revoke', $2)", [projectId, person]);
  });
}

/**
 * Publishes the connected person's public key chain (`cairn team publish`, also done by `cairn
 * team link` as the person): one row appended to `cairn.person_keys`, whose `person` the
 * database sets to `current_user`. The database refuses an agent role (no INSERT privilege)
 * and a row for anyone else (the `own_chain` policy). The SQL it runs:
 *
 *     INSERT INTO cairn.person_keys (chain) VALUES ($1)
 *
 * Nothing is appended when the latest published chain is already this one.
 *
 * @param chain - the public chain (`@cairn/person`'s `publicChainOf`), as JSON
 * @returns whether a row was appended
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED` (an agent role, not a person's), `STORE_UNAVAILABLE`
 */
export async function publishPersonChain(options: PgConnectOptions, chain: unknown): Promise<boolean> {
  return withClient(options, 'publishing your key chain', async (client) => {
    const text = JSON.stringify(chain);
    const latest = await client.query<{ same: boolean }>(
      'SELECT chain = $1::jsonb AS same FROM cairn.person_keys WHERE person = current_user ORDER BY seq DESC LIMIT 1',
      [text],
    );
    if (latest.rows[0]?.same === true) return false;
    await client.query('INSERT INTO cairn.person_keys (chain) VALUES ($1::jsonb)', [text]);
    return true;
  });
}

/**
 * Each named person's latest published key chain, as stored (unchecked JSON: the reader follows
 * it only from the root its person trusted). A person who published none is absent.
 *
 * @throws CoreError `STORE_UNAVAILABLE`
 */
export async function publishedChains(options: PgConnectOptions, persons: readonly string[]): Promise<Map<string, unknown>> {
  if (persons.length === 0) return new Map();
  return withClient(options, 'reading published key chains', async (client) => readPublishedChains(client, persons));
}

/** {@link publishedChains} on a client already connected. */
export async function readPublishedChains(client: pg.ClientBase, persons: readonly string[]): Promise<Map<string, unknown>> {
  const res = await client.query<{ person: string; chain: unknown }>(
    'SELECT DISTINCT ON (person) person::text AS person, chain FROM cairn.person_keys WHERE person = ANY($1::name[]) ORDER BY person, seq DESC',
    [[...persons]],
  );
  return new Map(res.rows.map((r) => [r.person, r.chain]));
}

/**
 * Marks a change of the connected person's team key roster (`cairn team trust`/`untrust`): one
 * row appended to `cairn.roster_marks` (migration 3), whose `person` the database sets to
 * `current_user`. The database refuses an agent role (no INSERT privilege) and a row for anyone
 * else (the `own_mark` policy); no Cairn role can change or delete it afterwards. The SQL it runs:
 *
 *     INSERT INTO cairn.roster_marks (root, mark) VALUES ($1, $2)
 *
 * @param root - the fingerprint of the person's own key chain root (`@cairn/person`'s `chainFingerprint`): which home's roster
 * @param mark - the signed mark (`@cairn/person`'s `rosterStoreMark`), as JSON
 * @throws CoreError `HUMAN_CHANNEL_REQUIRED` (an agent role, not a person's), `STORE_UNAVAILABLE`
 */
export async function writeRosterMark(options: PgConnectOptions, root: string, mark: unknown): Promise<void> {
  await withClient(options, 'marking your roster change', async (client) => {
    await client.query('INSERT INTO cairn.roster_marks (root, mark) VALUES ($1, $2::jsonb)', [root, JSON.stringify(mark)]);
  });
}

/**
 * The connected person's latest roster marks for the chain root `root`, newest first (at most
 * 20; unchecked JSON: the reader counts only a mark its person's key verifies). The database
 * shows a role its own person's marks only.
 *
 * @throws CoreError `STORE_UNAVAILABLE`
 */
export async function readRosterMarks(options: PgConnectOptions, root: string): Promise<unknown[]> {
  return withClient(options, 'reading your roster marks', async (client) => {
    const res = await client.query<{ mark: unknown }>('SELECT mark FROM cairn.roster_marks WHERE root = $1 ORDER BY seq DESC LIMIT 20', [root]);
    return res.rows.map((r) => r.mark);
  });
}

/**
 * What a long-lived reader compares to notice a key change or a roster mark written elsewhere:
 * the highest `seq` of `cairn.person_keys` and of the role's own `cairn.roster_marks`, as
 * `"<keys>:<marks>"` (two index lookups). Both tables are append-only, so any new row changes it.
 */
export async function readKeysVersion(client: Pick<pg.ClientBase, 'query'>): Promise<string> {
  const res = await client.query<{ v: string }>(
    "SELECT coalesce((SELECT max(seq) FROM cairn.person_keys), 0)::text || ':' || coalesce((SELECT max(seq) FROM cairn.roster_marks), 0)::text AS v",
  );
  return res.rows[0]?.v ?? '0:0';
}
