import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, parseRun as parse, type Run, type Sandbox, sandbox } from '../harness.js';
import { onPty, PASSPHRASE, ptyEnv } from '../pty.js';
import * as psql from './psql.js';

// The CLI on the TEAM STORE against a real PostgreSQL server (issue #24): scripts/pg-test.sh
// starts one on loopback and sets CAIRN_PG_ADMIN_URL and PGPASSFILE (every test role's
// password, the ~/.pgpass format). Every command is the built `cairn` as a child process.

const SERVER = process.env.CAIRN_PG_ADMIN_URL !== undefined && process.env.PGPASSFILE !== undefined;
const WHY = 'needs a PostgreSQL server: run `bash scripts/pg-test.sh pnpm --filter @cairn/cli test:pg` (it starts one on loopback)';

/** Two people of this file (role names no other suite uses: roles are cluster-wide). */
const ANN = 'teamann';
const BEN = 'teamben';

let db: { name: string; url: (role: string) => string };

/** A sandbox whose commands see the run's password file (and nothing else of this process's environment). */
function box(): Sandbox & { pg(args: string[], o?: { input?: string; env?: Record<string, string> }): Run; pgPerson(args: string[]): Run } {
  const b = sandbox({ init: false });
  return Object.assign(b, {
    pg: (args: string[], o: { input?: string; env?: Record<string, string> } = {}) =>
      b.cairn(args, { ...(o.input !== undefined ? { input: o.input } : {}), env: { PGPASSFILE: process.env.PGPASSFILE ?? '', ...o.env } }),
    /** The person's command (init, link, grant, confirm, migrate: person's acts): on a pseudo-terminal, their passphrase typed at the prompt. */
    pgPerson: (args: string[]) => b.person(args, { env: { PGPASSFILE: process.env.PGPASSFILE ?? '' } }),
  });
}

/** Every byte the test could see: stdout, stderr and every file in the home. */
const everything = (b: Sandbox, ...runs: Run[]): string => [b.storeBytes().toString('utf8'), ...runs.flatMap((r) => [r.stdout, r.stderr])].join('\n');

describe.skipIf(!SERVER)('the CLI on a team store (real PostgreSQL)', () => {
  beforeAll(() => {
    psql.preparePeople([ANN, BEN]);
    const name = psql.createDatabase();
    db = { name, url: (role) => psql.url(role, name) };
    // The administrator's first `cairn migrate` makes the schema (the migrate test covers it).
    const m = box().pgPerson(['--store', db.url(psql.ADMIN), 'migrate']);
    if (m.code !== 0) throw new Error(`cairn migrate failed: ${m.stderr}`);
    for (const p of [ANN, BEN]) psql.query(name, `CALL cairn.enrol('${p}')`);
  });

  it('init, team link, memorize and recall over the team store, grant, a teammate reads it, revoke takes it away', async () => {
    const ann = box();
    // ann creates the team project as her own role (a person's act), then links the checkout
    // with her agent's role: every command here uses the team store from now on.
    const init = ann.pgPerson(['--json', '--store', db.url(ANN), 'init']);
    expect(init.code, init.stderr).toBe(0);
    const created = parse<{ key: string; already: boolean }>(init);
    expect(created.already).toBe(false);
    const link = ann.pgPerson(['--json', 'team', 'link', db.url(`${ANN}_agent`)]);
    expect(link.code, link.stderr).toBe(0);
    expect(parse<{ team: { id: string } }>(link).team.id).toBe(created.key);
    const links = JSON.parse(readFileSync(join(ann.home, 'team-links.json'), 'utf8')) as { links: Array<{ url?: string; id: string; path: string }> };
    expect(links.links).toEqual([expect.objectContaining({ id: created.key, url: db.url(`${ANN}_agent`), path: realpathSync(ann.project) })]);

    // No --store: the home's configuration selects the team store; the agent's role writes.
    const mem = ann.pg(['--json', 'memorize'], {
      input: JSON.stringify({ text: 'Tide tables are regenerated with make tides, never by hand.', kind: 'convention', origin: 'agent' }),
    });
    expect(mem.code, mem.stderr).toBe(0);
    const id = parse<{ id: string }>(mem).id;
    expect(psql.query(db.name, `SELECT id FROM cairn.records WHERE project_id = '${created.key}'`)).toEqual([id]);
    expect(psql.query(db.name, `SELECT actor FROM cairn.audit WHERE project_id = '${created.key}' AND event->>'event' = 'memorize'`)).toEqual([`${ANN}_agent`]);
    // Nothing of the file store in the home: the memory is in the database.
    expect(existsSync(join(ann.home, 'projects'))).toBe(false);

    const recall = ann.pg(['--json', 'recall', '--include-candidates', 'regenerate', 'tide', 'tables']);
    expect(recall.code, recall.stderr).toBe(0);
    expect(parse<{ hits: Array<{ id: string }> }>(recall).hits.map((h) => h.id)).toEqual([id]);

    // ben is not granted: he cannot link to it.
    const ben = box();
    const early = ben.pgPerson(['team', 'link', db.url(`${BEN}_agent`)]);
    expect(early.code).toBe(4);
    expect(early.stderr).toMatch(/granted no team project|team grant teamben/);
    expect(existsSync(join(ben.home, 'team-links.json'))).toBe(false);

    // ann's agent role may not grant (the database refuses it), ann's own role may — and on the
    // linked checkout, with no --store, her act connects as her own role (not the link's agent role).
    const byAgent = ann.pgPerson(['--store', db.url(`${ANN}_agent`), 'team', 'grant', BEN]);
    expect(byAgent.code, byAgent.stderr).toBe(3);
    expect(byAgent.stderr).toContain(`only its owner (${ANN})`);
    const grant = ann.pgPerson(['--json', 'team', 'grant', BEN]);
    expect(grant.code, grant.stderr).toBe(0);
    const members = ann.pg(['--json', '--store', db.url(ANN), 'team', 'members']);
    expect(parse<{ members: string[] }>(members).members.sort()).toEqual([ANN, BEN]);

    const benLink = ben.pgPerson(['--json', 'team', 'link', db.url(`${BEN}_agent`)]);
    expect(benLink.code, benLink.stderr).toBe(0);
    const benRecall = ben.pg(['--json', 'recall', '--include-candidates', 'tide', 'tables']);
    expect(parse<{ hits: Array<{ id: string }> }>(benRecall).hits.map((h) => h.id)).toEqual([id]);

    // Revoked: ben's commands no longer see the project (nothing of it is read).
    const revoke = ann.pgPerson(['--store', db.url(ANN), 'team', 'revoke', BEN]);
    expect(revoke.code, revoke.stderr).toBe(0);
    const after = ben.pg(['--json', 'list']);
    expect(after.code).toBe(4);
    expect(parse<{ error: { code: string } }>(after).error.code).toBe('NOT_INITIALISED');
    expect(after.stdout).not.toContain('Tide tables');
  });

  it("a person's signed confirm copied onto a second audit row (same nonce, same signature) fails audit --verify as replayed on the team store", () => {
    const ann = box();
    const key = parse<{ key: string }>(ann.pgPerson(['--json', '--store', db.url(ANN), 'init'])).key;
    const projects = parse<{ projects: Array<{ id: string; name: string }> }>(ann.pg(['--json', '--store', db.url(ANN), 'team', 'list'])).projects;
    const name = projects.find((p) => p.id === key)?.name as string;
    expect(ann.pgPerson(['team', 'link', db.url(`${ANN}_agent`), name]).code).toBe(0);
    const id = parse<{ id: string }>(
      ann.pg(['--json', 'memorize'], { input: JSON.stringify({ text: 'Hotfixes branch from the last release tag.', kind: 'convention', origin: 'agent' }) }),
    ).id;
    const confirmed = ann.pgPerson(['--json', 'confirm', id]);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    const honest = ann.pg(['audit', '--verify']);
    expect(honest.code, honest.stdout + honest.stderr).toBe(0);
    // Someone who can write the audit table as a person appends the person's confirm again,
    // word for word: the database chains it like any line.
    const [first, nonce] = psql
      .query(
        db.name,
        `SELECT seq::text || ' ' || (event->>'nonce') FROM cairn.audit WHERE project_id = '${key}' AND event->>'event' = 'confirm' AND event->>'id' = '${id}'`,
      )[0]
      ?.split(' ') as [string, string];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/u);
    const [copy] = psql.query(
      db.name,
      `INSERT INTO cairn.audit (project_id, event) SELECT project_id, event FROM cairn.audit WHERE project_id = '${key}' AND seq = ${first} RETURNING seq::text`,
    );
    const v = ann.pg(['audit', '--verify']);
    expect(v.code, v.stdout + v.stderr).toBe(1);
    expect(v.stdout).toContain('Audit chain intact');
    expect(v.stdout).toContain(`line ${copy} (confirm): REPLAYED person's act`);
    expect(v.stdout).toContain(`its signed act (nonce ${nonce}) is the one line ${first} already carries`);
  });

  it("two people, two keys: a teammate's confirm, signed with HIS key, is his act, never the reader's (each reader checks with its own person's keys)", () => {
    // Every other box here copies one test person's key (harness.ts); ben makes his own here,
    // on a pseudo-terminal, as a person does. The database lets ben confirm (granted, his own
    // role); what ann's reader makes of a signature her keyring cannot check is the question.
    const ann = box();
    const key = parse<{ key: string }>(ann.pgPerson(['--json', '--store', db.url(ANN), 'init'])).key;
    const projects = parse<{ projects: Array<{ id: string; name: string }> }>(ann.pg(['--json', '--store', db.url(ANN), 'team', 'list'])).projects;
    const name = projects.find((p) => p.id === key)?.name as string;
    expect(ann.pgPerson(['team', 'link', db.url(`${ANN}_agent`), name]).code).toBe(0);
    expect(ann.pgPerson(['--store', db.url(ANN), 'team', 'grant', BEN]).code).toBe(0);
    const id = parse<{ id: string }>(
      ann.pg(['--json', 'memorize'], { input: JSON.stringify({ text: 'Release notes are drafted in CHANGES.md.', kind: 'convention', origin: 'agent' }) }),
    ).id;

    const benBox = sandbox({ person: false, init: false });
    const ben = Object.assign(benBox, {
      pg: (args: string[]) => benBox.cairn(args, { env: { PGPASSFILE: process.env.PGPASSFILE ?? '' } }),
      pgPerson: (args: string[], once = true) => benBox.person(args, { env: { PGPASSFILE: process.env.PGPASSFILE ?? '' }, once }),
    });
    const setup = ben.pgPerson(['person', 'setup'], false);
    expect(setup.code, setup.stderr).toBe(0);
    const annKey = readFileSync(join(ann.home, 'person', 'identity.json'), 'utf8');
    expect(readFileSync(join(ben.home, 'person', 'identity.json'), 'utf8')).not.toBe(annKey);
    const benLink = ben.pgPerson(['--json', 'team', 'link', db.url(`${BEN}_agent`), name]);
    expect(benLink.code, benLink.stderr).toBe(0);
    const confirmed = ben.pgPerson(['--json', 'confirm', id]);
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(psql.query(db.name, `SELECT record->>'status' FROM cairn.records WHERE project_id = '${key}' AND id = '${id}'`)).toEqual(['active']);
    expect(psql.query(db.name, `SELECT actor FROM cairn.audit WHERE project_id = '${key}' AND event->>'event' = 'confirm'`)).toEqual([BEN]);

    /** The status a reader gives the memory (`cairn list --json`, the records as that reader checks them). */
    const statusIn = (who: { pg(args: string[]): Run }): { status?: string; origin?: string; out: string } => {
      const r = who.pg(['--json', 'list']);
      const v = parse<Array<{ id: string; status: string; origin: string }> | { records: Array<{ id: string; status: string; origin: string }> }>(r);
      const rec = (Array.isArray(v) ? v : v.records).find((x) => x.id === id);
      return { ...(rec ? { status: rec.status, origin: rec.origin } : {}), out: r.stdout + r.stderr };
    };
    const benView = statusIn(ben);
    const annView = statusIn(ann);
    // ben's own reader: his signature, his act — the memory is active.
    expect(benView.status, benView.out).toBe('active');
    // ann's reader cannot check ben's key: his confirm is not a person's act for her — the memory
    // reads as the agent's candidate, never active by that signature.
    expect(annView.status, annView.out).toBe('candidate');
    expect(annView.origin).toBe('agent');
    // Found here (2026-12-04): ann's `audit --verify` reports ben's honest confirm as "SIGNATURE
    // FAILS … does not verify with the person's key" (exit 1): a reader knows no teammate's key.
  });

  it("an agent role cannot confirm: the database refuses, nothing changes; on the linked checkout the person's acts connect as their own role with no --store", async () => {
    const ann = box();
    const key = parse<{ key: string }>(ann.pgPerson(['--json', '--store', db.url(ANN), 'init'])).key;
    const projects = parse<{ projects: Array<{ id: string; name: string }> }>(ann.pg(['--json', '--store', db.url(ANN), 'team', 'list'])).projects;
    const name = projects.find((p) => p.id === key)?.name as string;
    expect(ann.pgPerson(['team', 'link', db.url(`${ANN}_agent`), name]).code).toBe(0);
    const id = parse<{ id: string }>(
      ann.pg(['--json', 'memorize'], { input: JSON.stringify({ text: 'Deploys go out on Tuesdays only.', kind: 'decision', origin: 'agent' }) }),
    ).id;
    const status = async () => psql.query(db.name, `SELECT record->>'status' FROM cairn.records WHERE project_id = '${key}' AND id = '${id}'`)[0];
    expect(await status()).toBe('candidate');
    const refused = ann.pgPerson(['--json', '--store', db.url(`${ANN}_agent`), 'confirm', id]);
    expect(refused.code, refused.stderr).toBe(3);
    expect(parse<{ error: { code: string } }>(refused).error.code).toBe('HUMAN_CHANNEL_REQUIRED');
    expect(await status()).toBe('candidate');
    // No --store: the home's link names ann's agent role; her acts connect as ann herself.
    const ok = ann.pgPerson(['--json', 'confirm', id]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(await status()).toBe('active');
    const pinned = ann.pgPerson(['--json', 'pin', id]);
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(psql.query(db.name, `SELECT record->>'pinned' FROM cairn.records WHERE project_id = '${key}' AND id = '${id}'`)).toEqual(['true']);
    const other = parse<{ id: string }>(
      ann.pg(['--json', 'memorize'], { input: JSON.stringify({ text: 'Old staging hosts are named after rivers.', kind: 'fact', origin: 'agent' }) }),
    ).id;
    const row = () => psql.query(db.name, `SELECT id FROM cairn.records WHERE project_id = '${key}' AND id = '${other}'`);
    expect(row()).toEqual([other]);
    const forgot = ann.pgPerson(['--json', 'forget', other]);
    expect(forgot.code, forgot.stderr).toBe(0);
    // forget's definer function removes the record (and its text from every event).
    expect(row()).toEqual([]);
    // Each line's actor is the role that wrote it: the person's acts hers, the agent's writes its own.
    const actors = psql.query(
      db.name,
      `SELECT (event->>'event') || ' ' || actor FROM cairn.audit WHERE project_id = '${key}' AND event->>'event' IN ('memorize', 'confirm', 'pin', 'forget') ORDER BY seq`,
    );
    expect(actors).toEqual([`memorize ${ANN}_agent`, `confirm ${ANN}`, `pin ${ANN}`, `memorize ${ANN}_agent`, `forget ${ANN}`]);
  });

  it("on a linked checkout, a person's act asks for the person role's password on the terminal when no password file holds it; the agent's commands never ask", async () => {
    // dan keeps his own role's password to himself: only his agent's is in the password file.
    const dan = `teamdan${randomBytes(3).toString('hex')}`;
    const password = `typed-${randomBytes(8).toString('hex')}`;
    const agentPassword = randomBytes(18).toString('hex');
    psql.query('postgres', `CREATE ROLE ${dan} LOGIN PASSWORD '${password}'`);
    psql.query('postgres', `CREATE ROLE ${dan}_agent LOGIN PASSWORD '${agentPassword}'`);
    psql.query(db.name, `CALL cairn.enrol('${dan}')`);
    const b = box();
    const a = new URL(db.url(dan));
    const pgpass = join(b.root, 'pgpass');
    writeFileSync(pgpass, `${a.hostname}:${a.port}:*:${dan}_agent:${agentPassword}\n`, { mode: 0o600 });
    const env = { ...ptyEnv(b), PGPASSFILE: pgpass };
    const typedPassword = { expect: /Password for \S+: /u, send: `${password}\r` };
    const passphrase = { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` };
    // init: signed first, then connected as dan to create the project (the link is read before any connection).
    const init = await onPty(['--store', db.url(dan), 'init'], { cwd: b.project, env, steps: [passphrase, typedPassword] });
    expect(init.code, init.output).toBe(0);
    const link = await onPty(['team', 'link', db.url(`${dan}_agent`)], { cwd: b.project, env, steps: [passphrase] });
    expect(link.code, link.output).toBe(0);
    expect(link.output).not.toMatch(/Password for /u);
    // The agent's write: its role's password from the file, nothing asked.
    const mem = b.pg(['--json', 'memorize'], {
      input: JSON.stringify({ text: 'Release notes are drafted in docs/releases.', kind: 'convention', origin: 'agent' }),
      env: { PGPASSFILE: pgpass },
    });
    expect(mem.code, mem.stderr).toBe(0);
    const id = parse<{ id: string }>(mem).id;
    // The person's confirm with no --store: asked once for dan's password, on the terminal.
    const confirm = await onPty(['confirm', id], { cwd: b.project, env, steps: [typedPassword, passphrase] });
    expect(confirm.code, confirm.output).toBe(0);
    expect(confirm.output.match(/Password for /gu)).toHaveLength(1);
    expect(confirm.output).toContain(`Password for ${dan}@`);
    expect(confirm.output).not.toContain(password);
    expect(psql.query(db.name, `SELECT actor FROM cairn.audit WHERE event->>'event' = 'confirm' AND event->>'id' = '${id}'`)).toEqual([dan]);
    // Without a terminal, the person's act is refused saying where the password goes; nothing changes.
    const other = parse<{ id: string }>(
      b.pg(['--json', 'memorize'], {
        input: JSON.stringify({ text: 'The nightly job runs at two.', kind: 'fact', origin: 'agent' }),
        env: { PGPASSFILE: pgpass },
      }),
    ).id;
    const piped = b.pg(['--json', 'confirm', other], { env: { PGPASSFILE: pgpass } });
    expect(piped.code, piped.stderr).toBe(5);
    expect(parse<{ error: { message: string } }>(piped).error.message).toMatch(/typed on the terminal/);
    expect(psql.query(db.name, `SELECT record->>'status' FROM cairn.records WHERE id = '${other}'`)).toEqual(['candidate']);
    expect(everything(b, piped)).not.toContain(password);
    expect(readFileSync(pgpass, 'utf8')).not.toContain(password);
  });

  it('a connection lost during a write: exit 5, STORE_UNAVAILABLE saying what to do; nothing of the write stored', async () => {
    const ann = box();
    const key = parse<{ key: string }>(ann.pgPerson(['--json', '--store', db.url(ANN), 'init'])).key;
    const projects = parse<{ projects: Array<{ id: string; name: string }> }>(ann.pg(['--json', '--store', db.url(ANN), 'team', 'list'])).projects;
    expect(ann.pgPerson(['team', 'link', db.url(`${ANN}_agent`), projects.find((p) => p.id === key)?.name as string]).code).toBe(0);
    const text = `Buoy ${randomBytes(4).toString('hex')} is relit every spring by the harbour office.`;
    // The administrator holds the project's write lock, so the agent's memorize is caught inside
    // its transaction; its backend is then terminated (pg_terminate_backend) mid-command.
    const lock = psql.holdOpen(db.name, `SELECT pg_advisory_lock(hashtextextended('cairn:' || '${key}', 0))`);
    await lock.ready;
    const child = spawn(process.execPath, [BIN, '--json', 'memorize'], {
      cwd: ann.project,
      env: { PATH: process.env.PATH ?? '', HOME: join(ann.root, 'user'), CAIRN_HOME: ann.home, NO_COLOR: '1', PGPASSFILE: process.env.PGPASSFILE ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    child.stdin.end(JSON.stringify({ text, kind: 'fact', origin: 'agent' }));
    try {
      let waiting: string[] = [];
      while (waiting.length === 0) {
        await new Promise((r) => setTimeout(r, 100));
        waiting = psql.query(db.name, `SELECT pid FROM pg_stat_activity WHERE usename = '${ANN}_agent' AND wait_event_type = 'Lock'`);
      }
      expect(psql.query(db.name, `SELECT pg_terminate_backend(${waiting[0]})`)).toEqual(['t']);
    } finally {
      await lock.release();
    }
    expect(await exited, stderr).toBe(5);
    const error = parse<{ error: { code: string; message: string } }>({ code: 5, stdout, stderr }).error;
    expect(error.code).toBe('STORE_UNAVAILABLE');
    // Actionable: what happened to the write, what to check, and that it can be run again.
    expect(error.message).toMatch(/Nothing of this write was saved/);
    expect(error.message).toMatch(/pg_isready/);
    expect(error.message).toMatch(/run the command again/);
    expect(error.message).not.toContain(text);
    // Nothing half-applied: no record, no event, no audit line holds the memory.
    expect(psql.query(db.name, `SELECT count(*) FROM cairn.records WHERE project_id = '${key}'`)).toEqual(['0']);
    expect(psql.query(db.name, `SELECT count(*) FROM cairn.events WHERE project_id = '${key}' AND record::text LIKE '%${text.slice(0, 12)}%'`)).toEqual(['0']);
    expect(psql.query(db.name, `SELECT count(*) FROM cairn.audit WHERE project_id = '${key}' AND event->>'event' = 'memorize'`)).toEqual(['0']);
    // The same command again, the server there: stored.
    const again = ann.pg(['--json', 'memorize'], { input: JSON.stringify({ text, kind: 'fact', origin: 'agent' }) });
    expect(again.code, again.stderr).toBe(0);
  });

  it('a password in the URL is refused wherever a URL goes, and never printed or stored', async () => {
    const ann = box();
    const secret = `pw${randomBytes(6).toString('hex')}`;
    const u = new URL(db.url(`${ANN}_agent`));
    u.password = secret;
    const withPassword = u.toString();
    const runs = [
      ann.pg(['--store', withPassword, 'list']),
      ann.pgPerson(['team', 'link', withPassword]),
      ann.pg(['list'], { env: { CAIRN_STORE: withPassword } }),
      ann.pgPerson(['--store', `${db.url(ANN)}?password=${secret}`, 'init']),
    ];
    for (const r of runs) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(/pgpass/);
    }
    expect(everything(ann, ...runs)).not.toContain(secret);
    expect(existsSync(join(ann.home, 'team-links.json'))).toBe(false);
  });

  it('a wrong URL, a server that is not there, an unknown role: each a clear error, nothing written', async () => {
    const ann = box();
    const notUrl = ann.pg(['--store', 'postgres://', 'list']);
    expect(notUrl.code).toBe(2);
    expect(notUrl.stderr).toMatch(/store URL/);
    const noRole = ann.pgPerson(['--store', 'postgres://127.0.0.1/cairn', 'init']);
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toMatch(/names no role/);
    const linkFile = ann.pgPerson(['team', 'link', 'file:///tmp/x']);
    expect(linkFile.code).toBe(2);
    // Linking chooses where this project's memory comes from: a person's act. No person here
    // (no terminal, no --yes in a home without a key): refused, nothing linked.
    const byAgent = ann.pg(['--json', 'team', 'link', db.url(`${ANN}_agent`)]);
    expect(byAgent.code, byAgent.stderr).toBe(3);
    expect(existsSync(join(ann.home, 'team-links.json'))).toBe(false);

    // A port nobody listens on: the server is down.
    const net = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const down = ann.pgPerson(['--json', 'team', 'link', `postgres://${ANN}_agent@127.0.0.1:${port}/${db.name}`]);
    expect(down.code).toBe(5);
    expect(parse<{ error: { code: string; message: string } }>(down).error).toMatchObject({
      code: 'STORE_UNAVAILABLE',
      message: expect.stringContaining('pg_isready'),
    });
    expect(existsSync(join(ann.home, 'team-links.json'))).toBe(false);

    // A role with no password anywhere: the credentials are refused, saying where they go.
    const stranger = ann.pg(['--json', '--store', db.url(`nobody_${randomBytes(3).toString('hex')}_agent`), 'team', 'list']);
    expect(stranger.code).toBe(5);
    expect(parse<{ error: { message: string } }>(stranger).error.message).toMatch(/pgpass/);
  });

  it("a person role's password is typed on the terminal (echo off), asked once, never stored; without a terminal, refused saying where it goes", async () => {
    // A person whose password is in no password file: the one a person keeps to themselves.
    const cat = `teamcat${randomBytes(3).toString('hex')}`;
    const password = `typed-${randomBytes(8).toString('hex')}`;
    psql.query('postgres', `CREATE ROLE ${cat} LOGIN PASSWORD '${password}'`);
    psql.query(db.name, `CALL cairn.enrol('${cat}')`);
    const b = box();
    const args = ['--store', db.url(cat), 'team', 'list'];
    const typed = await onPty(args, {
      cwd: b.project,
      env: { ...ptyEnv(b), PGPASSFILE: process.env.PGPASSFILE ?? '' },
      steps: [{ expect: /Password for \S+: /u, send: `${password}\r` }],
    });
    expect(typed.code, typed.output).toBe(0);
    expect(typed.output).toContain(`Role ${cat} is granted no team project`);
    expect(typed.output.match(/Password for /gu)).toHaveLength(1);
    expect(typed.output).not.toContain(password);
    const piped = b.pg(['--json', ...args], { input: `${password}\n` });
    expect(piped.code).toBe(5);
    expect(parse<{ error: { message: string } }>(piped).error.message).toMatch(/typed on the terminal/);
    expect(everything(b, piped)).not.toContain(password);
    expect(readFileSync(process.env.PGPASSFILE as string, 'utf8')).not.toContain(password);
  });

  it('cairn migrate: numbered migrations by the administrator; the schema version is checked on connect', async () => {
    const name = psql.createDatabase();
    const url = (role: string) => psql.url(role, name);
    const b = box();

    // No schema yet: a clear error naming cairn migrate.
    const before = b.pg(['--json', '--store', url(`${ANN}_agent`), 'team', 'list']);
    expect(before.code).toBe(4);
    expect(parse<{ error: { message: string } }>(before).error.message).toContain('cairn migrate');
    // A role that may not create the schema is refused, and nothing changes.
    const agent = b.pgPerson(['--json', '--store', url(`${ANN}_agent`), 'migrate']);
    expect(agent.code, agent.stderr).toBe(5);
    expect(parse<{ error: { code: string; message: string } }>(agent).error).toMatchObject({
      code: 'MIGRATION_FAILED',
      message: expect.stringContaining('may not change'),
    });

    const first = b.pgPerson(['--json', '--store', url(psql.ADMIN), 'migrate']);
    expect(first.code, first.stderr).toBe(0);
    expect(parse<{ from: number; to: number; applied: string[] }>(first)).toMatchObject({
      from: 0,
      to: 5,
      applied: [
        expect.stringMatching(/^1 /),
        expect.stringMatching(/^2 /),
        expect.stringMatching(/^3 team key roster's rollback marks/),
        expect.stringMatching(/^4 relinks: each checkout move a person signed/),
        expect.stringMatching(/^5 observations: each person's host observations/),
      ],
    });
    const again = b.pgPerson(['--store', url(psql.ADMIN), 'migrate']);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/nothing to migrate/);

    // A server whose schema is newer than this Cairn: refused on connect, saying to upgrade.
    psql.query(name, `CALL cairn.enrol('${ANN}')`);
    psql.query(name, "INSERT INTO cairn.migrations (version, name) VALUES (99, 'from the future')");
    const ahead = b.pgPerson(['--json', '--store', url(ANN), 'init']);
    expect(ahead.code).toBe(5);
    expect(parse<{ error: { code: string; message: string } }>(ahead).error).toMatchObject({
      code: 'MIGRATION_FAILED',
      message: expect.stringContaining('Upgrade Cairn'),
    });
    const older = b.pgPerson(['--json', '--store', url(psql.ADMIN), 'migrate']);
    expect(older.code).toBe(5);
    expect(parse<{ error: { message: string } }>(older).error.message).toContain('newer than this Cairn');
  });
});

if (!SERVER) {
  describe('the CLI on a team store', () => {
    it.skip(`skipped: ${WHY}`, () => undefined);
  });
}
