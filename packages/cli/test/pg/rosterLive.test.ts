import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeKey } from '@cairn/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module shared with the demo and CI (scripts/lib), no types.
import { PERSON_PASSPHRASE } from '../../../../scripts/lib/as-person.mjs';
import { parseRun as parse, type Run, type Sandbox, sandbox } from '../harness.js';
import { type McpChild, startMcp } from './mcpStdio.js';
import * as psql from './psql.js';

// The team key roster as the person lives with it (DESIGN.md §12, "teammates' acts"), against a
// real PostgreSQL server (scripts/pg-test.sh): `team link` publishes the person's key chain, a
// long-lived MCP server sees `team trust`/`untrust` on its next call and names the teammate whose
// signed act backs a memory, and an older signed roster put back is refused. Every command is
// the built `cairn` as a child process; the MCP server too (spoken to over stdio).

const SERVER = process.env.CAIRN_PG_ADMIN_URL !== undefined && process.env.PGPASSFILE !== undefined;
const WHY = 'needs a PostgreSQL server: run `bash scripts/pg-test.sh pnpm --filter @cairn/cli test:pg` (it starts one on loopback)';

/** The people of this file (role names no other suite uses: roles are cluster-wide). */
const ANN = 'liveann';
const BEN = 'liveben';
const CAL = 'livecal';

type Box = Sandbox & {
  pg(args: string[], o?: { input?: string; env?: Record<string, string> }): Run;
  pgPerson(args: string[], env?: Record<string, string>): Run;
};

/** A home with its own person key (made on a pseudo-terminal). */
function ownPerson(): Box {
  // Kept for every test of the file (removed in afterAll): the tests follow one another's state.
  const b = sandbox({ person: false, init: false, forFile: true });
  roots.push(b.root);
  const pgEnv = (extra: Record<string, string> = {}) => ({ PGPASSFILE: process.env.PGPASSFILE ?? '', ...extra });
  const box = Object.assign(b, {
    pg: (args: string[], o: { input?: string; env?: Record<string, string> } = {}) =>
      b.cairn(args, { ...(o.input !== undefined ? { input: o.input } : {}), env: pgEnv(o.env) }),
    pgPerson: (args: string[], env?: Record<string, string>) => b.person(args, { env: pgEnv(env), once: true }),
  });
  const setup = b.person(['person', 'setup'], { env: pgEnv(), once: false });
  if (setup.code !== 0) throw new Error(`person setup failed: ${setup.stderr}`);
  return box;
}

type Hit = { id: string; status: string; signedBy?: Array<{ act: string; person: string; fingerprint: string }> };

let db: { name: string; url: (role: string) => string };
let ann: Box;
let ben: Box;
let cal: Box;
let name: string;
let benMemory: string;
let benLink: Run;
let mcp: McpChild | undefined;
const roots: string[] = [];

describe.skipIf(!SERVER)('the team key roster, lived with (real PostgreSQL)', () => {
  beforeAll(() => {
    psql.preparePeople([ANN, BEN, CAL]);
    db = { name: psql.createDatabase(), url: (role) => psql.url(role, db.name) };
    const admin = sandbox({ init: false });
    const m = admin.person(['--store', db.url(psql.ADMIN), 'migrate'], { env: { PGPASSFILE: process.env.PGPASSFILE ?? '' } });
    if (m.code !== 0) throw new Error(`cairn migrate failed: ${m.stderr}`);
    for (const p of [ANN, BEN, CAL]) psql.query(db.name, `CALL cairn.enrol('${p}')`);
    ann = ownPerson();
    ben = ownPerson();
    cal = ownPerson();
    const key = parse<{ key: string }>(ann.pgPerson(['--json', '--store', db.url(ANN), 'init'])).key;
    name = parse<{ projects: Array<{ id: string; name: string }> }>(ann.pg(['--json', '--store', db.url(ANN), 'team', 'list'])).projects.find(
      (p) => p.id === key,
    )?.name as string;
    const annLink = ann.pgPerson(['team', 'link', db.url(`${ANN}_agent`), name]);
    if (annLink.code !== 0) throw new Error(`ann's link failed: ${annLink.stderr}`);
    for (const p of [BEN, CAL]) expect(ann.pgPerson(['--store', db.url(ANN), 'team', 'grant', p]).code).toBe(0);
    benLink = ben.pgPerson(['--json', 'team', 'link', db.url(`${BEN}_agent`), name]);
    if (benLink.code !== 0) throw new Error(`ben's link failed: ${benLink.stderr}`);
    benMemory = parse<{ id: string }>(
      ann.pg(['--json', 'memorize'], {
        input: JSON.stringify({ text: 'Schema changes ship behind a feature flag first.', kind: 'convention', origin: 'agent' }),
      }),
    ).id;
    const c = ben.pgPerson(['--json', 'confirm', benMemory]);
    if (c.code !== 0) throw new Error(`ben's confirm failed: ${c.stderr}`);
  });

  afterAll(async () => {
    await mcp?.close();
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  /** ben's fingerprint as his link reported it. */
  const benFingerprint = (): string => parse<{ publish: { fingerprint: string } }>(benLink).publish.fingerprint;
  const trustBen = (): void => {
    const t = ann.pgPerson(['--json', 'team', 'trust', BEN, '--fingerprint', benFingerprint()]);
    expect(t.code, t.stderr).toBe(0);
  };
  const untrustBen = (): void => {
    const u = ann.pgPerson(['--json', 'team', 'untrust', BEN]);
    expect(u.code, u.stderr).toBe(0);
  };
  /** ben's memory as ann's `cairn list --json` reads it. */
  const annLists = (): Hit | undefined => parse<Hit[]>(ann.pg(['--json', 'list'])).find((x) => x.id === benMemory);
  /** ann trusts ben (his memory reads active), keeps that roster and home mark, then untrusts him (candidate): what a rollback puts back. */
  const trustedThenUntrusted = () => {
    trustBen();
    expect(annLists()?.status).toBe('active');
    const rosterFile = join(ann.home, 'person', 'team-roster.json');
    const markFile = join(ann.home, 'person', 'team-roster.mark.json');
    const older = readFileSync(rosterFile, 'utf8');
    const olderMark = readFileSync(markFile, 'utf8');
    untrustBen();
    expect(annLists()?.status).toBe('candidate');
    return { rosterFile, markFile, older, olderMark };
  };

  it("`team link` publishes the person's key chain as their own role, and says so; when the password file holds no password for that role, it asks none, says the chain is not published and what to run", () => {
    const published = parse<{ publish: { published: boolean; fingerprint: string; role: string } }>(benLink).publish;
    expect(published).toEqual({ published: true, fingerprint: expect.stringMatching(/^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/u), role: BEN });
    expect(psql.query(db.name, 'SELECT person::text FROM cairn.person_keys ORDER BY person')).toEqual([ANN, BEN]);
    // cal's password file holds only his agent role's credential (as the issue wants it): the
    // link works and asks for no password, nothing is published, and the person is told what to run.
    const agentOnly = join(cal.root, 'pgpass-agent-only');
    const lines = readFileSync(process.env.PGPASSFILE ?? '', 'utf8')
      .split('\n')
      .filter((l) => l.split(':')[3] !== CAL);
    writeFileSync(agentOnly, lines.join('\n'), { mode: 0o600 });
    const link = cal.pgPerson(['team', 'link', db.url(`${CAL}_agent`), name], { PGPASSFILE: agentOnly });
    expect(link.code, link.stderr).toBe(0);
    expect(link.stdout).toContain(`Linked ${cal.project}`);
    expect(link.stdout + link.stderr).not.toMatch(/Password for /u);
    expect(link.stdout).toContain(`the password file holds no password for your role ${CAL}`);
    expect(link.stdout).toMatch(
      new RegExp(
        `Your key chain is NOT published: .*Until you run \`cairn team publish --store ${db.url(CAL).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\``,
        'su',
      ),
    );
    expect(psql.query(db.name, 'SELECT person::text FROM cairn.person_keys ORDER BY person')).toEqual([ANN, BEN]);
  });

  it('a long-lived MCP server sees `team trust` and `untrust` on its next call and names the teammate (role and key fingerprint); a roster an agent forges only lowers trust', async () => {
    mcp = await startMcp(ann.project, { HOME: join(ann.root, 'user'), CAIRN_HOME: ann.home, LANG: 'C.UTF-8', PGPASSFILE: process.env.PGPASSFILE ?? '' });
    const recall = async (): Promise<{ hit?: Hit; text: string }> => {
      const r = await (mcp as McpChild).call('recall', { query: 'schema feature flag', includeCandidates: true });
      expect(r.isError, JSON.stringify(r)).not.toBe(true);
      const hits = (r.structuredContent as { hits: Hit[] }).hits;
      return {
        ...(hits.find((h) => h.id === benMemory) ? { hit: hits.find((h) => h.id === benMemory) as Hit } : {}),
        text: r.content.map((c) => c.text).join('\n'),
      };
    };
    const before = await recall();
    expect(before.hit?.status).toBe('candidate');
    expect(before.text).not.toContain('signed by');

    trustBen();
    const trusted = await recall();
    expect(trusted.hit?.status, trusted.text).toBe('active');
    expect(trusted.hit?.signedBy).toEqual([expect.objectContaining({ act: 'confirm', person: BEN, fingerprint: benFingerprint() })]);
    expect(trusted.text).toMatch(new RegExp(`signed by: ${BEN} \\(key fingerprint ${benFingerprint()}\\): confirm `, 'u'));

    untrustBen();
    const untrusted = await recall();
    expect(untrusted.hit?.status).toBe('candidate');
    expect(untrusted.text).not.toContain('signed by');

    // Trusted again, then the roster file rewritten by something that is not the person (the
    // agent can write the home): the next call reads it, finds no valid signature, trusts nobody.
    trustBen();
    expect((await recall()).hit?.status).toBe('active');
    const rosterFile = join(ann.home, 'person', 'team-roster.json');
    const signed = readFileSync(rosterFile, 'utf8');
    const forged = JSON.parse(signed) as { act: { nonce: string } };
    forged.act.nonce = forged.act.nonce.replace(/^./u, (ch) => (ch === '0' ? '1' : '0'));
    writeFileSync(rosterFile, JSON.stringify(forged));
    expect((await recall()).hit?.status).toBe('candidate');
    writeFileSync(rosterFile, signed);
    expect((await recall()).hit?.status).toBe('active');
  });

  it('an older signed roster put back is refused with a clear message; the roster the person signed last counts', async () => {
    trustBen();
    expect(annLists()?.status).toBe('active');
    const rosterFile = join(ann.home, 'person', 'team-roster.json');
    const older = readFileSync(rosterFile, 'utf8');
    untrustBen();
    expect(annLists()?.status).toBe('candidate');
    // Something that writes the home (a backup restored, a sync, the agent) puts the older, signed roster back.
    writeFileSync(rosterFile, older);
    const read = ann.pg(['--json', 'list']);
    expect(parse<Hit[]>(read).find((x) => x.id === benMemory)?.status).toBe('candidate');
    expect(read.stderr).toMatch(/is ignored: it is an older roster \(change \d+\) than the one you last signed in this home \(change \d+\): it was put back/u);
    const doctor = ann.pg(['doctor']);
    expect(doctor.stdout + doctor.stderr).toMatch(/team key roster[^\n]*older roster/u);
    if (mcp !== undefined) {
      const r = await mcp.call('recall', { query: 'schema feature flag', includeCandidates: true });
      expect((r.structuredContent as { hits: Hit[] }).hits.find((h) => h.id === benMemory)?.status).toBe('candidate');
    }
    // The person trusts ben again: a new change, past the one put back.
    trustBen();
    expect(annLists()?.status).toBe('active');
  });

  it("a teammate's later key change (published, the roster file untouched) is seen by a running MCP server on its next call; a chain from another root is still not followed", async () => {
    trustBen();
    if (mcp === undefined) throw new Error('the MCP server of the test before is needed');
    const server = mcp;
    const second = parse<{ id: string }>(
      ann.pg(['--json', 'memorize'], { input: JSON.stringify({ text: 'Migrations run in a transaction per file.', kind: 'convention', origin: 'agent' }) }),
    ).id;
    const status = async (id: string, query: string): Promise<Hit | undefined> => {
      const r = await server.call('recall', { query, includeCandidates: true });
      expect(r.isError, JSON.stringify(r)).not.toBe(true);
      return (r.structuredContent as { hits: Hit[] }).hits.find((h) => h.id === id);
    };
    expect((await status(benMemory, 'schema feature flag'))?.status).toBe('active');
    expect((await status(second, 'migrations transaction'))?.status).toBe('candidate');
    // ben changes his key (endorsed by the old one) and publishes the longer chain as his role;
    // then he confirms with the new key. ann's roster file is not touched.
    await changeKey(ben.home, { passphrase: PERSON_PASSPHRASE }, PERSON_PASSPHRASE);
    const pub = ben.pgPerson(['--json', '--store', db.url(BEN), 'team', 'publish']);
    expect(pub.code, pub.stderr).toBe(0);
    const c = ben.pgPerson(['--json', 'confirm', second]);
    expect(c.code, c.stderr).toBe(0);
    const seen = await status(second, 'migrations transaction');
    expect(seen?.status).toBe('active');
    expect(seen?.signedBy).toEqual([expect.objectContaining({ act: 'confirm', person: BEN, fingerprint: benFingerprint() })]);
    // ben's first confirm, made with his old key before the change, still counts.
    expect((await status(benMemory, 'schema feature flag'))?.status).toBe('active');
    // A chain of another root forced in under ben's name by the table owner: the next call reads
    // it again and does not follow it — the chain ann trusted is kept, nothing more is trusted.
    psql.query(
      db.name,
      `SET ROLE cairn_owner; INSERT INTO cairn.person_keys (person, chain) SELECT '${BEN}', chain FROM cairn.person_keys WHERE person = '${ANN}' ORDER BY seq DESC LIMIT 1`,
    );
    const swapped = await status(second, 'migrations transaction');
    // The trusted chain (as it was when ann trusted it) lacks ben's new key: his new confirm is his agent's again.
    expect(swapped?.status).toBe('candidate');
    expect((await status(benMemory, 'schema feature flag'))?.status).toBe('active');
    // ben publishes his own chain again: followed again.
    expect(ben.pgPerson(['--json', '--store', db.url(BEN), 'team', 'publish']).code).toBe(0);
    expect((await status(second, 'migrations transaction'))?.status).toBe('active');
  });

  it("an older roster put back with the home's mark deleted or rolled back is still refused: the team store keeps a signed mark of each change that the agent role cannot write, change or delete", async () => {
    const { rosterFile, markFile, older, olderMark } = trustedThenUntrusted();
    // Each change was marked in the team store by ann's own role.
    expect(psql.query(db.name, `SELECT DISTINCT person::text FROM cairn.roster_marks WHERE person = '${ANN}'`)).toEqual([ANN]);
    // Something that writes the home puts the older roster back and deletes the home's mark.
    writeFileSync(rosterFile, older);
    rmSync(markFile);
    const read = ann.pg(['--json', 'list']);
    expect(parse<Hit[]>(read).find((x) => x.id === benMemory)?.status).toBe('candidate');
    expect(read.stderr).toMatch(/is ignored: it is an older roster \(change \d+\) than the one you last signed/u);
    // … or rolls the home's mark back with it.
    writeFileSync(markFile, olderMark);
    expect(annLists()?.status).toBe('candidate');
    // `doctor` judges the roster as the reads do: by the store's mark too, not the home's alone.
    const doctor = ann.pg(['doctor'], { env: { COLUMNS: '400' } });
    expect(doctor.stdout).toMatch(/^FAIL team key roster: [^\n]*older roster/mu);
    if (mcp !== undefined) {
      const r = await mcp.call('recall', { query: 'schema feature flag', includeCandidates: true });
      expect((r.structuredContent as { hits: Hit[] }).hits.find((h) => h.id === benMemory)?.status).toBe('candidate');
    }
    // The agent role cannot write a mark, nor change or delete one; the person's role cannot either.
    const mark = `'{"v":1}'`;
    expect(() => psql.query(db.name, `SET ROLE ${ANN}_agent; INSERT INTO cairn.roster_marks (root, mark) VALUES ('${benFingerprint()}', ${mark})`)).toThrow(
      /permission denied/u,
    );
    expect(() => psql.query(db.name, `SET ROLE ${ANN}_agent; DELETE FROM cairn.roster_marks`)).toThrow(/permission denied/u);
    expect(() => psql.query(db.name, `SET ROLE ${ANN}; DELETE FROM cairn.roster_marks`)).toThrow(/permission denied|append-only/u);
    expect(() => psql.query(db.name, `SET ROLE ${ANN}; UPDATE cairn.roster_marks SET mark = ${mark}`)).toThrow(/permission denied|append-only/u);
    // ben's role sees none of ann's marks.
    expect(psql.query(db.name, `SET ROLE ${BEN}; SELECT count(*)::text FROM cairn.roster_marks`)).toEqual(['0']);
    // A mark the table owner forces in (not signed by ann) counts for nothing: ann trusts ben
    // again, numbered past the store's signed mark, and it counts.
    psql.query(
      db.name,
      `SET ROLE cairn_owner; INSERT INTO cairn.roster_marks (person, root, mark) SELECT '${ANN}', root, jsonb_set(mark, '{seq}', '999999') FROM cairn.roster_marks WHERE person = '${ANN}' ORDER BY seq DESC LIMIT 1`,
    );
    trustBen();
    expect(annLists()?.status).toBe('active');
  });

  it('recall across projects (`--all-projects`) and the MCP `decisions` tool name the teammate whose signed act backs a memory, as recall does', async () => {
    // The previous test ends with ben trusted again.
    expect(annLists()?.status).toBe('active');
    const decision = parse<{ id: string }>(
      ann.pg(['--json', 'memorize'], {
        input: JSON.stringify({ text: 'We chose advisory locks per project over row locks for team writes.', kind: 'decision', origin: 'agent' }),
      }),
    ).id;
    const c = ben.pgPerson(['--json', 'confirm', decision]);
    expect(c.code, c.stderr).toBe(0);
    type Signed = { id: string; status: string; signedBy?: Array<{ act: string; person: string; fingerprint: string; key: string; at: string }> };
    const signer = [{ act: 'confirm', person: BEN, fingerprint: benFingerprint(), key: expect.stringMatching(/^ed25519:/u), at: expect.any(String) }];
    // Across projects: JSON and the table, as the linked project's recall.
    const across = ann.pg(['--json', 'recall', '--all-projects', '--include-candidates', 'schema', 'feature', 'flag']);
    expect(across.code, across.stderr).toBe(0);
    const hit = parse<{ hits: Signed[] }>(across).hits.find((h) => h.id === benMemory);
    expect(hit?.status).toBe('active');
    expect(hit?.signedBy).toEqual(signer);
    const table = ann.pg(['recall', '--all-projects', 'schema', 'feature', 'flag'], { env: { COLUMNS: '400' } });
    expect(table.stdout).toContain(`[signed by ${BEN} (key fingerprint ${benFingerprint()}): confirm]`);
    // The MCP server's `decisions`: structured and in its text.
    if (mcp === undefined) throw new Error('the MCP server of the tests before is needed');
    const r = await mcp.call('decisions', {});
    expect(r.isError, JSON.stringify(r)).not.toBe(true);
    const entry = (r.structuredContent as { decisions: Signed[] }).decisions.find((d) => d.id === decision);
    expect(entry?.status).toBe('active');
    expect(entry?.signedBy).toEqual(signer);
    expect(r.content.map((x) => x.text).join('\n')).toMatch(new RegExp(`signed by: ${BEN} \\(key fingerprint ${benFingerprint()}\\): confirm `, 'u'));
  });

  it("roster marks the team store cannot give back count no teammate: a roster rolled back together with the home's mark is not taken on the home's word", () => {
    const { rosterFile, markFile, older, olderMark } = trustedThenUntrusted();
    // The marks cannot be read (here: the table is away), and the home's roster and mark are rolled back together.
    psql.query(db.name, 'SET ROLE cairn_owner; ALTER TABLE cairn.roster_marks RENAME TO roster_marks_away');
    try {
      writeFileSync(rosterFile, older);
      writeFileSync(markFile, olderMark);
      const read = ann.pg(['--json', 'list']);
      expect(parse<Hit[]>(read).find((x) => x.id === benMemory)?.status).toBe('candidate');
      expect(read.stderr).toMatch(/marks in the team store could not be read .*no teammate's signature counts/u);
      const doctor = ann.pg(['doctor'], { env: { COLUMNS: '400' } });
      expect(doctor.code).not.toBe(0);
      expect(doctor.stdout).toMatch(/^FAIL team key roster: [^\n]*marks in the team store cannot be read/mu);
    } finally {
      psql.query(db.name, 'SET ROLE cairn_owner; ALTER TABLE cairn.roster_marks_away RENAME TO roster_marks');
    }
    // With the marks back, the rolled-back roster is refused by them; trusting again counts.
    expect(annLists()?.status).toBe('candidate');
    trustBen();
    expect(annLists()?.status).toBe('active');
  });
});

if (!SERVER) {
  describe('the team key roster, lived with', () => {
    it.skip(`skipped: ${WHY}`, () => undefined);
  });
}
