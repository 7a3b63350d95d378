import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRun as parse, type Run, type Sandbox, sandbox } from '../harness.js';
import { onPty, PASSPHRASE, ptyEnv } from '../pty.js';
import * as psql from './psql.js';

// The team key roster (DESIGN.md §12, "teammates' acts") against a real PostgreSQL server:
// scripts/pg-test.sh starts one on loopback and sets CAIRN_PG_ADMIN_URL and PGPASSFILE. Every
// command is the built `cairn` as a child process; the person's acts are typed on a
// pseudo-terminal (the harness's one door).

const SERVER = process.env.CAIRN_PG_ADMIN_URL !== undefined && process.env.PGPASSFILE !== undefined;
const WHY = 'needs a PostgreSQL server: run `bash scripts/pg-test.sh pnpm --filter @cairn/cli test:pg` (it starts one on loopback)';

/** The people of this file (role names no other suite uses: roles are cluster-wide). */
const ANN = 'rosterann';
const BEN = 'rosterben';
const CAL = 'rostercal';

const env = (): Record<string, string> => ({ PGPASSFILE: process.env.PGPASSFILE ?? '' });

type Box = Sandbox & { pg(args: string[], o?: { input?: string }): Run; pgPerson(args: string[], once?: boolean): Run };

/** A home with its OWN person key (made here on a pseudo-terminal), not the suite's shared one. */
function ownPerson(): Box {
  const b = sandbox({ person: false, init: false });
  const box = Object.assign(b, {
    pg: (args: string[], o: { input?: string } = {}) => b.cairn(args, { ...(o.input !== undefined ? { input: o.input } : {}), env: env() }),
    pgPerson: (args: string[], once = true) => b.person(args, { env: env(), once }),
  });
  const setup = box.pgPerson(['person', 'setup'], false);
  if (setup.code !== 0) throw new Error(`person setup failed: ${setup.stderr}`);
  return box;
}

let db: { name: string; url: (role: string) => string };

describe.skipIf(!SERVER)('the team key roster (real PostgreSQL)', () => {
  beforeAll(() => {
    psql.preparePeople([ANN, BEN, CAL]);
    const name = psql.createDatabase();
    db = { name, url: (role) => psql.url(role, name) };
    const admin = sandbox({ init: false });
    const m = admin.person(['--store', db.url(psql.ADMIN), 'migrate'], { env: env() });
    if (m.code !== 0) throw new Error(`cairn migrate failed: ${m.stderr}`);
    for (const p of [ANN, BEN, CAL]) psql.query(name, `CALL cairn.enrol('${p}')`);
  });

  it("B's confirm reads as the agent's for A until A trusts B's fingerprint, then as B's; a forged roster, an agent's chain row and a chain swapped in the database change nothing", async () => {
    const ann = ownPerson();
    const ben = ownPerson();
    const cal = ownPerson();
    const key = parse<{ key: string }>(ann.pgPerson(['--json', '--store', db.url(ANN), 'init'])).key;
    const name = (parse<{ projects: Array<{ id: string; name: string }> }>(ann.pg(['--json', '--store', db.url(ANN), 'team', 'list'])).projects.find(
      (p) => p.id === key,
    )?.name ?? '') as string;
    expect(ann.pgPerson(['team', 'link', db.url(`${ANN}_agent`), name]).code).toBe(0);
    for (const p of [BEN, CAL]) expect(ann.pgPerson(['--store', db.url(ANN), 'team', 'grant', p]).code).toBe(0);
    for (const [b, p] of [
      [ben, BEN],
      [cal, CAL],
    ] as const) {
      const l = b.pgPerson(['team', 'link', db.url(`${p}_agent`), name]);
      expect(l.code, l.stderr).toBe(0);
    }
    const memorize = (text: string): string =>
      parse<{ id: string }>(ann.pg(['--json', 'memorize'], { input: JSON.stringify({ text, kind: 'convention', origin: 'agent' }) })).id;
    const benMemory = memorize('Schema changes ship behind a feature flag first.');
    const calMemory = memorize('The nightly job owns the cache warm-up.');
    const c1 = ben.pgPerson(['--json', 'confirm', benMemory]);
    expect(c1.code, c1.stderr).toBe(0);
    const c2 = cal.pgPerson(['--json', 'confirm', calMemory]);
    expect(c2.code, c2.stderr).toBe(0);

    /** A memory as ann's reader reads it (`cairn list --json`). */
    const annReads = (id: string): { status?: string; confirmedAt?: string; out: string } => {
      const r = ann.pg(['--json', 'list']);
      const v = parse<Array<{ id: string; status: string; confirmedAt?: string }> | { records: Array<{ id: string; status: string; confirmedAt?: string }> }>(
        r,
      );
      const rec = (Array.isArray(v) ? v : v.records).find((x) => x.id === id);
      return { ...(rec ? { status: rec.status, ...(rec.confirmedAt ? { confirmedAt: rec.confirmedAt } : {}) } : {}), out: r.stdout + r.stderr };
    };

    // Before trust: ben's honest confirm is not a person's act for ann (as today).
    expect(annReads(benMemory).status).toBe('candidate');
    const failsBefore = ann
      .pg(['audit', '--verify'])
      .stdout.split('\n')
      .filter((l) => /\(confirm\): SIGNATURE FAILS/u.test(l));
    expect(failsBefore).toHaveLength(2);

    // `team link` published each person's chain as their own role (one row each).
    const rows = (): string[] => psql.query(db.name, 'SELECT person::text FROM cairn.person_keys ORDER BY person');
    expect(rows()).toEqual([ANN, BEN, CAL]);
    // ben's AGENT role cannot publish a chain (the database refuses: no privilege, not a person).
    const byAgent = ben.pg(['--json', '--store', db.url(`${BEN}_agent`), 'team', 'publish']);
    expect(byAgent.code, byAgent.stdout + byAgent.stderr).toBe(3);
    expect(parse<{ error: { code: string } }>(byAgent).error.code).toBe('HUMAN_CHANNEL_REQUIRED');
    // Nor can it through plain SQL, whatever it claims.
    const benChain = readFileSync(join(ben.home, 'person', 'identity.json'), 'utf8');
    expect(() => psql.query(db.name, `SET ROLE ${BEN}_agent; INSERT INTO cairn.person_keys (chain) VALUES ('{"keys":[]}')`)).toThrow(
      /permission denied|row-level security/u,
    );
    expect(rows()).toEqual([ANN, BEN, CAL]);
    expect(benChain).toContain('"keys"');

    // ben publishes as his own role (already done by his link: nothing new); ann trusts it with the fingerprint ben told her.
    const pub = ben.pg(['--json', '--store', db.url(BEN), 'team', 'publish']);
    expect(pub.code, pub.stderr).toBe(0);
    const fingerprint = parse<{ fingerprint: string; published: boolean }>(pub).fingerprint;
    expect(parse<{ published: boolean }>(pub).published).toBe(false);
    expect(rows()).toEqual([ANN, BEN, CAL]);
    // A wrong fingerprint trusts nothing.
    const wrong = ann.pgPerson(['--json', 'team', 'trust', BEN, '--fingerprint', '0000-0000-0000-0000-0000-0000-0000-0000']);
    expect(wrong.code).toBe(2);
    expect(annReads(benMemory).status).toBe('candidate');
    const trust = ann.pgPerson(['--json', 'team', 'trust', BEN, '--fingerprint', fingerprint.toUpperCase()]);
    expect(trust.code, trust.stderr).toBe(0);
    expect(parse<{ trusted: string; roster: string[] }>(trust)).toMatchObject({ trusted: BEN, fingerprint, roster: [BEN] });
    const trusted = annReads(benMemory);
    expect(trusted.status, trusted.out).toBe('active');
    expect(trusted.confirmedAt).toBeDefined();
    // Attributed to ben — his role name and the key fingerprint ann trusted — in `show`, in
    // `list --json`, in recall's receipts (JSON and table); cal's act (untrusted) names nobody.
    const shown = ann.pg(['show', benMemory]);
    expect(shown.stdout).toMatch(new RegExp(`signed by: +${BEN} \\(key fingerprint ${fingerprint}\\) \\(confirm, `, 'u'));
    type Signed = { id: string; signedBy?: Array<{ act: string; person: string; fingerprint: string; key: string; at: string }> };
    const listed = parse<Signed[]>(ann.pg(['--json', 'list']));
    const benSigned = listed.find((x) => x.id === benMemory)?.signedBy;
    expect(benSigned).toEqual([{ act: 'confirm', person: BEN, fingerprint, key: expect.stringMatching(/^ed25519:/u), at: expect.any(String) }]);
    expect(listed.find((x) => x.id === calMemory)?.signedBy).toBeUndefined();
    const recalled = parse<{ hits: Signed[] }>(ann.pg(['--json', 'recall', '--include-candidates', 'schema', 'feature', 'flag']));
    expect(recalled.hits.find((x) => x.id === benMemory)?.signedBy).toEqual(benSigned);
    const table = ann.pg(['recall', 'schema', 'feature', 'flag']);
    expect(table.stdout).toContain(`[signed by ${BEN} (key fingerprint ${fingerprint}): confirm]`);
    // Attributed to ben in the audit: his confirm verifies, named by his role beside his key;
    // cal's (untrusted) still fails to verify for ann.
    const audit = ann.pg(['audit', '--limit', '200']);
    expect(audit.stdout.split('\n').filter((l) => l.includes('confirm') && l.includes(`${BEN} (ed25519:`))).toHaveLength(1);
    const fails = ann
      .pg(['audit', '--verify'])
      .stdout.split('\n')
      .filter((l) => /\(confirm\): SIGNATURE FAILS/u.test(l));
    expect(fails).toHaveLength(1);

    // A forged roster (the agent can write files in the home): the signed act altered, or the
    // file replaced by one nobody signed — ignored, ben's act is the agent's again, doctor says why.
    const rosterFile = join(ann.home, 'person', 'team-roster.json');
    const signed = readFileSync(rosterFile, 'utf8');
    const file = JSON.parse(signed) as { act: { nonce: string } };
    file.act.nonce = file.act.nonce.replace(/^./u, (c) => (c === '0' ? '1' : '0'));
    writeFileSync(rosterFile, JSON.stringify(file));
    expect(annReads(benMemory).status).toBe('candidate');
    const doctor = ann.pg(['doctor']);
    expect(doctor.stdout + doctor.stderr).toMatch(/team key roster[^\n]*is ignored: it is not signed with your key/u);
    writeFileSync(rosterFile, signed);
    expect(annReads(benMemory).status).toBe('active');

    // cal's confirm is his own (untrusted): the agent's for ann. Then someone with the table
    // owner's power puts cal's chain in the store as ben's latest: another root, not followed.
    expect(annReads(calMemory).status).toBe('candidate');
    const calPub = cal.pg(['--json', '--store', db.url(CAL), 'team', 'publish']);
    expect(calPub.code, calPub.stderr).toBe(0);
    psql.query(
      db.name,
      `SET ROLE cairn_owner; INSERT INTO cairn.person_keys (person, chain) SELECT '${BEN}', chain FROM cairn.person_keys WHERE person = '${CAL}'`,
    );
    expect(psql.query(db.name, `SELECT count(*)::text FROM cairn.person_keys WHERE person = '${BEN}'`)).toEqual(['2']);
    const swapped = annReads(calMemory);
    expect(swapped.status, swapped.out).toBe('candidate');
    expect(swapped.out).toMatch(/another root/u);
    // ben's act still reads as his, through the chain ann trusted.
    expect(annReads(benMemory).status).toBe('active');

    // untrust: ben's act is the agent's again.
    const untrust = ann.pgPerson(['--json', 'team', 'untrust', BEN]);
    expect(untrust.code, untrust.stderr).toBe(0);
    expect(annReads(benMemory).status).toBe('candidate');

    // Without --fingerprint: the terminal shows the fingerprint of the chain the store holds as
    // ben's — still cal's, swapped in above — and the person types the one ben told them: they
    // differ, so nothing is trusted. Once ben publishes his own chain again, the same typed
    // fingerprint trusts him again.
    const calFingerprint = parse<{ fingerprint: string }>(calPub).fingerprint;
    const typed = (fp: string) =>
      onPty(['team', 'trust', BEN], {
        cwd: ann.project,
        env: { ...ptyEnv(ann), PGPASSFILE: process.env.PGPASSFILE ?? '' },
        steps: [
          { expect: /Type the fingerprint rosterben told you: /u, send: `${fp}\r` },
          { expect: /Your Cairn passphrase[^:]*: /u, send: `${PASSPHRASE}\r` },
        ],
      });
    const refused = await typed(fingerprint);
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toContain(calFingerprint);
    expect(refused.output).toMatch(/Nothing was trusted/u);
    expect(annReads(benMemory).status).toBe('candidate');
    expect(ben.pg(['--json', '--store', db.url(BEN), 'team', 'publish']).code).toBe(0);
    const right = await typed(fingerprint.replace(/-/gu, ' '));
    expect(right.code, right.output).toBe(0);
    expect(right.output).toContain(fingerprint);
    expect(annReads(benMemory).status).toBe('active');
  });
});

if (!SERVER) {
  describe('the team key roster', () => {
    it.skip(`skipped: ${WHY}`, () => undefined);
  });
}
