import { createHash, randomBytes } from 'node:crypto';
import { confirm, isCoreError, type MemoryRecord, memorize, renderDigest, type WriteContext } from '@cairn/core';
import { type Binder, createBinder } from '@cairn/session';
import { createTeamProject, openPgStore, type PgStore } from '@cairn/store-pg';
import { createTestDatabase, prepareTestPeople } from '@cairn/store-pg/testing';
import { projectRowBytes } from './projectRows.js';
import type { MemorizeOutcome } from '../../src/expectations.js';
import { type CorpusTarget, KNOWN_FAILURES, runCorpus } from '../../src/index.js';
import { createTempWorkspace, removeTempWorkspace, type TempWorkspace, writeProjectFiles } from '../../src/targets/workspace.js';

// The shared adversarial corpus on the TEAM STORE (issue 24). First through core's write path: the
// writes arrive from an agent role (`<person>_agent`) on channel `api`, as a library caller, so
// the database's own limits apply on top of core's; confirms are the person's role on `cli`.
// Its bytes are the records and audit as read back, every result and error, and every text
// column the database holds for the project (records, events, audit lines).

const CLIENT = 'cairn-test-corpus';
const database = (async () => {
  await prepareTestPeople(['corpus']);
  return createTestDatabase(['corpus']);
})();

function createTeamStoreTarget(): CorpusTarget {
  let agent: PgStore | undefined;
  let person: PgStore | undefined;
  let db: Awaited<typeof database> | undefined;
  // The sightings' source files, bound by the session's binder as a project session binds them (issue #16).
  let ws: TempWorkspace | undefined;
  let binder: Binder | undefined;
  let output: Buffer[] = [];
  const emit = (value: unknown): void => {
    output.push(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8'));
  };
  const stores = () => {
    if (!agent || !person) throw new Error('team store target: setup() was not called');
    return { agent, person };
  };
  const context = (): WriteContext => ({
    store: stores().agent,
    channel: 'api',
    now: () => new Date(),
    newId: () => `mem_${randomBytes(8).toString('hex')}`,
    digest: (text) => createHash('sha256').update(text).digest('hex'),
    client: CLIENT,
    ...(binder ? { bind: (binder as Binder).bind, bindingState: (binder as Binder).state } : {}),
  });
  return {
    name: 'core on the team store',
    async setup(files) {
      ws = await createTempWorkspace('pg-core');
      await writeProjectFiles(ws.project, files);
      const b = createBinder(ws.project);
      binder = { tree: b.tree, bind: (path, lines) => b.bind(path, lines), state: (record) => b.state(record), refreshIndex: () => b.refreshIndex() };
      db = await database;
      const project = await createTeamProject({ url: db.url('corpus') }, `corpus-${randomBytes(5).toString('hex')}`);
      person = await openPgStore({ url: db.url('corpus'), projectId: project.id, projectPath: ws.project, poolSize: 1 });
      agent = await openPgStore({ url: db.url('corpus_agent'), projectId: project.id, projectPath: ws.project, poolSize: 1 });
      output = [];
    },
    async teardown() {
      await agent?.close();
      await person?.close();
      agent = undefined;
      person = undefined;
      binder = undefined;
      await removeTempWorkspace(ws);
      ws = undefined;
    },
    async memorize(request): Promise<MemorizeOutcome> {
      try {
        const r = await memorize(request, context());
        emit(r);
        return { ok: true, id: r.record.id, status: r.status, flags: [...r.flags] };
      } catch (error) {
        if (!isCoreError(error)) throw error;
        emit(error.toJSON());
        return { ok: false, code: error.code, message: error.message };
      }
    },
    async records(): Promise<MemoryRecord[]> {
      return stores().person.list();
    },
    async digest() {
      const text = renderDigest(await stores().person.list(), { now: new Date() });
      emit(text);
      return text;
    },
    async confirm(ids) {
      emit(await confirm(ids, { store: stores().person, channel: 'cli', now: () => new Date(), client: CLIENT, interactive: false }));
    },
    async writtenBytes() {
      const { person: p } = stores();
      const rows = await projectRowBytes((db as Awaited<typeof database>).name, p.project.key);
      return [Buffer.from(JSON.stringify(await p.list()), 'utf8'), Buffer.from(JSON.stringify(await p.readAuditLines()), 'utf8'), ...rows, ...output];
    },
  };
}

runCorpus(createTeamStoreTarget, { knownFailures: KNOWN_FAILURES, concurrency: 3 });

// The same corpus through the built MCP server on the team store is in teamStoreMcp.test.ts: a file
// (and a person) of its own, so the runner runs it beside this one.
