import { createHash, randomBytes } from 'node:crypto';
import {
  confirm,
  createInMemoryStore,
  type InMemoryStore,
  isCoreError,
  type MemoryRecord,
  memorize,
  type ProjectVocabulary,
  renderDigest,
  type WriteContext,
} from '@cairn/core';
import { type Binder, createBinder } from '@cairn/session';
import type { MemorizeOutcome } from '../expectations.js';
import type { CorpusRequest } from '../plan.js';
import type { CorpusTarget } from '../runner.js';
import { createTempWorkspace, removeTempWorkspace, type TempWorkspace, writeProjectFiles } from './workspace.js';

/** The client name the core target writes in audit lines. */
const CLIENT = 'cairn-test-corpus';

/**
 * The core target: core's `memorize` on an in-memory store, channel `api` (core used as a
 * library: neither agent-driven nor human), each of the plan's sessions a protected host session
 * (`protectedSessions`: the one target where two independent sightings promote); `confirm` on channel `cli`, a human channel;
 * the digest from `renderDigest`. Sources are bound to the files of a temporary project folder
 * by the session's binder (`createBinder`), as a project session binds them (issue #23), so
 * evidence is keyed by what Cairn read (issue #16). `options.vocabulary` is the project's packages and hosts, given
 * to the gate (issue #18); the corpus runs without one (every new package or host needs a person). Its written bytes are the records and audit log as JSON and
 * every result, error and digest it returned.
 */
export function createCoreTarget(options: { vocabulary?: ProjectVocabulary } = {}): CorpusTarget {
  let store: InMemoryStore | undefined;
  let ws: TempWorkspace | undefined;
  let binder: Binder | undefined;
  let output: Buffer[] = [];
  const emit = (value: unknown): void => {
    output.push(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8'));
  };
  const open = (): InMemoryStore => {
    if (!store) throw new Error('core target: setup() was not called');
    return store;
  };
  /** The session's binder over the project folder, as the write context takes it. */
  const bound = (): Pick<WriteContext, 'bind' | 'bindingState'> => {
    const b = binder;
    return b ? { bind: (path, lines) => b.bind(path, lines), bindingState: (record) => b.state(record) } : {};
  };
  /**
   * The plan's session, as a host that kept the agent out of the Cairn home attests it (a
   * protected host session, DESIGN.md §10): core used as a library by such a host.
   */
  const hostOf = (session: unknown): Pick<WriteContext, 'session' | 'hostSession'> =>
    typeof session === 'string' ? { session, hostSession: { id: session, protected: true } } : {};
  const context = (request: CorpusRequest): WriteContext => ({
    ...hostOf(request.session),
    store: open(),
    channel: 'api',
    now: () => new Date(),
    newId: () => `mem_${randomBytes(8).toString('hex')}`,
    digest: (text) => createHash('sha256').update(text).digest('hex'),
    client: CLIENT,
    ...bound(),
    ...(options.vocabulary ? { vocabulary: options.vocabulary } : {}),
  });

  return {
    name: 'core',
    protectedSessions: true,
    async setup(files) {
      ws = await createTempWorkspace('core');
      await writeProjectFiles(ws.project, files);
      binder = createBinder(ws.project);
      store = createInMemoryStore({ key: randomBytes(6).toString('hex'), path: ws.project });
      output = [];
    },
    async teardown() {
      await store?.close();
      store = undefined;
      binder = undefined;
      await removeTempWorkspace(ws);
      ws = undefined;
    },
    async memorize(request): Promise<MemorizeOutcome> {
      try {
        const r = await memorize(request, context(request));
        emit(r);
        return { ok: true, id: r.record.id, status: r.status, flags: [...r.flags] };
      } catch (error) {
        if (!isCoreError(error)) throw error;
        emit(error.toJSON());
        return { ok: false, code: error.code, message: error.message };
      }
    },
    async records(): Promise<MemoryRecord[]> {
      return open().list();
    },
    async digest() {
      const text = renderDigest(await open().list(), { now: new Date() });
      emit(text);
      return text;
    },
    async confirm(ids) {
      emit(await confirm(ids, { store: open(), channel: 'cli', now: () => new Date(), client: CLIENT, interactive: false }));
    },
    async writtenBytes() {
      const s = open();
      return [Buffer.from(JSON.stringify(await s.list()), 'utf8'), Buffer.from(JSON.stringify(s.auditLog), 'utf8'), ...output];
    },
  };
}
