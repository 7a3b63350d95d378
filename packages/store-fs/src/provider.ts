import { fileURLToPath } from 'node:url';
import type {
  DigestSource,
  AuditCheck,
  AuditEntry,
  InitOutcome,
  ListFilter,
  ListPage,
  MemoryRecord,
  MigrationOutcome,
  ProjectRef,
  ProjectStore,
  RepairOutcome,
  SearchCandidates,
  StoreActor,
  StoreCheck,
  StoreOpenOptions,
  StoreProvider,
  StoreTarget,
  StoreTransaction,
} from '@cairn/core';
import { auditActor, CoreError, count, ErrorCode, SCHEMA_VERSION } from '@cairn/core';
import type { AuditActor, FileStore } from './fileStoreTypes.js';
import { listProjects } from './listProjects.js';
import { initProject, isInitialised, openFileStore, relinkProject } from './openStore.js';
import { projectDir, projectsDir } from './paths.js';
import { permissionsFix } from './permissions.js';
import { projectKey } from './resolveProject.js';
import { loadSqlite } from './view/sqliteView.js';

/**
 * The folder a `file:` store URL names: the root that holds `projects/<key>/…` (by default the
 * person's Cairn home).
 *
 * @throws CoreError `INVALID_INPUT` for another scheme or a URL with a host
 */
export function fileStoreRoot(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CoreError(ErrorCode.INVALID_INPUT, 'The store URL is not a URL; give a folder as file:///abs/path, or leave it out for the Cairn home.');
  }
  if (parsed.protocol !== 'file:' || (parsed.host !== '' && parsed.host !== 'localhost')) {
    throw new CoreError(ErrorCode.INVALID_INPUT, 'The file store takes a local file:///abs/path URL.');
  }
  return fileURLToPath(parsed);
}

const actorOf = (a: StoreActor): AuditActor => {
  const { client, interactive, signer, act } = auditActor(a);
  return {
    channel: a.channel,
    interactive,
    ...(client !== undefined ? { client } : {}),
    ...(signer !== undefined ? { signer } : {}),
    ...(act !== undefined ? { act } : {}),
  };
};

/** How doctor names the search index in use. */
const INDEX_NAMES: Readonly<Record<string, string>> = {
  sqlite: 'SQLite FTS5 index (better-sqlite3)',
  js: 'pure-JS index (better-sqlite3 is not installed or does not load; recall works the same)',
};

/**
 * The search index a file store opened here would use (its default, `auto`): SQLite FTS5 when
 * better-sqlite3 loads, else the pure-JS index — in the words `doctor` names it with. Needs no
 * store: `cairn doctor` says it before `cairn init` (issue #14).
 */
export function availableIndex(): string {
  return (loadSqlite() instanceof Error ? INDEX_NAMES.js : INDEX_NAMES.sqlite) as string;
}

/** Where the index stands against the log, in words (a lag under the batch allowance is by design). */
function indexPosition(lag: number | undefined, allowed: number): string {
  if (lag === undefined) return 'position unknown';
  if (lag === 0) return 'up to date';
  const changes = count(lag, 'change');
  return lag < allowed ? `up to date (the last ${changes} read from the log until the next batch)` : `${changes} behind the log`;
}

/** `2 memories at schema version 1 (current)`, or each version with its count (doctor, migrate). */
export function describeSchemaVersions(versions: Readonly<Record<string, number>>): string {
  const entries = Object.entries(versions).sort(([a], [b]) => Number(a) - Number(b));
  if (entries.length === 0) return 'no memories yet';
  const memories = (n: number): string => count(n, 'memory', 'memories');
  if (entries.length === 1) {
    const [version, n] = entries[0] as [string, number];
    return `${memories(n)} at schema version ${version}${version === String(SCHEMA_VERSION) ? ' (current)' : `; current is ${SCHEMA_VERSION}: run cairn migrate`}`;
  }
  return `schema versions ${entries.map(([v, n]) => `${v}: ${memories(n)}`).join(', ')}; current is ${SCHEMA_VERSION}`;
}

/**
 * What the view check adds when the whole read skipped damaged lines of the log (walk h50: it
 * said "every record of the log is there" while the log check failed them): how many, and that
 * `cairn repair` quarantines them. Empty when none were skipped.
 */
function skippedWords(skipped: number): string {
  if (skipped === 0) return '';
  const them = skipped === 1 ? 'it' : 'them';
  return `; but ${count(skipped, 'damaged line')} of the log ${skipped === 1 ? 'was' : 'were'} skipped (the log check names ${them}), so what ${skipped === 1 ? 'it holds' : 'they hold'} is read from the view or not at all: \`cairn repair\` quarantines ${them}`;
}

/**
 * The doctor's checks of one open file store (permissions, lock, index, audit chain, schema, log).
 * Exported for the package's tests (not from index.ts); the session reaches it as `doctor()`.
 */
export async function fileStoreChecks(store: FileStore): Promise<StoreCheck[]> {
  const stats = await store.stats();
  const audit = await store.verifyAudit();
  const facts = await store.verifyViewFacts();
  // The view check reads the whole log again: a damaged line inside the view's last batch is found
  // only then (walk h50 item 4: "ok log" beside the run's own "checksum mismatch" warning). The log
  // check counts every finding so far, not only those the view's position carried.
  const findings = store.findings();
  const home = store.home;
  const busy = stats.lockHolderLive?.join(', ');
  return [
    {
      name: 'permissions',
      ok: stats.permissions.ok,
      detail: stats.permissions.ok ? 'folders 0700, files 0600' : stats.permissions.problems.join('; '),
      fix: permissionsFix(home, stats.permissions.problems),
    },
    {
      name: 'lock',
      // A lock left by a process that died holding it is no fault: the next write takes it over at
      // once. One held by a process that runs here is a write in progress (walk h55 MEDIUM 3: a
      // running import made doctor FAIL).
      ok: !stats.lockHeld || stats.lockHolderDead !== undefined || busy !== undefined,
      detail: !stats.lockHeld
        ? 'free'
        : stats.lockHolderDead !== undefined
          ? `left by process ${stats.lockHolderDead.join(', ')}, which died holding it: the next write takes it over at once`
          : busy !== undefined
            ? `busy: a write is in progress (pid ${busy})`
            : 'another process holds the write lock right now',
      fix: 'wait for the other cairn process (or MCP server) to finish; a lock whose holder is gone is taken over after 30 s',
    },
    {
      name: 'index',
      // Behind while a live writer holds the lock is that write's batch, not damage: the writer
      // moves the index when its batch ends, and reads take the rest from the log meanwhile.
      ok: stats.index.replayed === true || (stats.index.usable && ((stats.index.lag ?? 0) < stats.index.lagAllowed || busy !== undefined)),
      detail: `${INDEX_NAMES[stats.index.kind] ?? stats.index.kind}, ${
        stats.index.replayed === true
          ? busy !== undefined
            ? `mid-change while pid ${busy} writes: this check read the log itself and changed nothing; check again when that write ends`
            : 'not built for the log as it is yet (this check read the log itself and changed nothing); the next cairn command builds it'
          : indexPosition(stats.index.lag, stats.index.lagAllowed)
      }${
        stats.index.usable && busy !== undefined && (stats.index.lag ?? 0) >= stats.index.lagAllowed
          ? ` while pid ${busy} writes: it catches the index up when its write ends, and reads take those changes from the log meanwhile`
          : ''
      }`,
      fix: 'cairn repair (rebuilds the index from the log; nothing is lost)',
    },
    {
      // The view's ranking columns against its own records (the 2026-12-05 attack: a status edited
      // in the SQLite view hid the person's memories from the SessionStart digest).
      name: 'view',
      ok: facts.differing.length === 0 && facts.missing.length === 0 && facts.skipped === 0,
      detail:
        facts.differing.length === 0 && facts.missing.length === 0
          ? `${count(facts.rows, 'row')}: each one's ranking facts are its record's, and every record of the log${facts.skipped > 0 ? "'s readable lines" : ''} is there${
              // The memories changed since the view's last batch are read from the log, not the view:
              // said, so the rows add up to the log's count below (walk h48 item 11: "283 rows" beside "304 memories").
              facts.fromLog > 0
                ? ` (with the ${count(facts.fromLog, 'memory', 'memories')} changed since its last batch, read from the log: ${count(facts.rows + facts.fromLog, 'memory', 'memories')})`
                : ''
            }${
              // A write running beside the check (walk h56 MED 5: FAIL view during an import): what
              // it added after the view was read is its batch in progress, not checked here.
              facts.since > 0
                ? `; ${count(facts.since, 'memory', 'memories')} written while this check ran (a write in progress${busy !== undefined ? `, pid ${busy}` : ''}) ${facts.since === 1 ? 'was' : 'were'} not checked: run cairn doctor again when it ends`
                : ''
            }${skippedWords(facts.skipped)}`
          : [
              ...(facts.missing.length > 0
                ? [
                    `${count(facts.missing.length + facts.missingMore, 'memory', 'memories')} the log holds ${facts.missing.length + facts.missingMore === 1 ? 'is' : 'are'} missing from it (${facts.missing.slice(0, 5).join(', ')}${facts.missing.length + facts.missingMore > 5 ? ', …' : ''})`,
                  ]
                : []),
              ...(facts.differing.length > 0
                ? [
                    `${count(facts.differing.length + facts.more, 'row')} of ${facts.rows} rank by facts that are not their record's (${facts.differing.slice(0, 5).join(', ')}${facts.differing.length + facts.more > 5 ? ', …' : ''})`,
                  ]
                : []),
            ].join('; ') +
            `: something other than Cairn edited the view, and the digest and recall may hide or misrank those memories${skippedWords(facts.skipped)}`,
      fix:
        facts.skipped > 0
          ? 'cairn repair (moves the damaged lines to quarantine.jsonl, kept, and rebuilds the view from the rest)'
          : 'cairn repair (rebuilds the view from the log; nothing is lost)',
    },
    {
      name: 'audit chain',
      ok: audit.ok,
      detail: audit.ok ? `${count(audit.lines, 'line')}, intact` : `broken at line ${audit.firstBroken?.line}: ${audit.firstBroken?.reason}`,
      fix: 'cairn repair restores lines lost to a crash; an edited line stays reported (the chain shows tampering)',
    },
    {
      name: 'schema',
      ok: stats.unreadable.length === 0,
      detail: `${describeSchemaVersions(stats.schemaVersions)}${stats.unreadable.length ? `; ${count(stats.unreadable.length, 'unreadable record')} kept` : ''}`,
      fix: 'cairn migrate; records from a newer Cairn need that version',
    },
    {
      name: 'log',
      ok: findings.length === 0,
      detail:
        findings.length === 0
          ? `${count(stats.records, 'memory', 'memories')}, ${count(stats.log.lines, 'line')}`
          : `${count(findings.length, 'finding')}: ${findings
              .slice(0, 3)
              .map((f) => f.message.replace(/\.$/u, ''))
              .join('; ')}`,
      fix: 'cairn repair',
    },
  ];
}

/**
 * An open {@link FileStore} as core's {@link ProjectStore}: the store contract forwarded as it
 * is, the maintenance translated to core's report shapes.
 */
class FileProjectStore implements ProjectStore {
  readonly project: { key: string; path: string; relinks?: readonly unknown[] };
  readonly rank?: ProjectStore['rank'];

  constructor(private readonly inner: FileStore) {
    this.project = inner.project;
    const rank = inner.rank;
    if (rank !== undefined) this.rank = (request) => rank(request);
  }

  get index(): string {
    return INDEX_NAMES[this.inner.indexKind] ?? this.inner.indexKind;
  }

  readDigest<T>(fn: (source: DigestSource) => T): Promise<T> {
    return this.inner.readDigest(fn);
  }

  transact<T>(fn: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    return this.inner.transact(fn);
  }
  get(id: string): Promise<MemoryRecord | undefined> {
    return this.inner.get(id);
  }
  list(filter?: ListFilter): Promise<MemoryRecord[]> {
    return this.inner.list(filter);
  }
  listPage(filter: ListFilter, page: ListPage): Promise<{ records: MemoryRecord[]; total: number }> {
    return this.inner.listPage(filter, page);
  }
  search(tokens: readonly string[]): Promise<SearchCandidates> {
    return this.inner.search(tokens);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  count(): Promise<number> {
    return this.inner.count();
  }
  readAudit(): Promise<AuditEntry[]> {
    return this.inner.readAudit();
  }
  keepRelinks(relinks: readonly unknown[]): Promise<number> {
    return this.inner.keepRelinks(relinks);
  }
  verifyAudit(): Promise<AuditCheck> {
    return this.inner.verifyAudit();
  }
  async doctor(): Promise<StoreCheck[]> {
    return fileStoreChecks(this.inner);
  }
  async repair(actor: StoreActor): Promise<RepairOutcome> {
    const r = await this.inner.repair(actorOf(actor));
    return {
      records: r.records,
      unreadable: r.unreadable,
      actions: [
        `${r.indexRebuilt === 'sqlite' ? 'SQLite' : 'pure-JS'} index rebuilt`,
        ...(r.compacted ? ['log rewritten'] : []),
        ...(r.auditRecovered > 0 ? [`${count(r.auditRecovered, 'audit line')} restored`] : []),
        ...(r.quarantined > 0 ? [`${count(r.quarantined, 'unreadable log line')} moved to quarantine.jsonl`] : []),
      ],
      findings: r.findings.map((f) => f.message),
      audit: r.audit,
    };
  }
  async migrate(actor: StoreActor): Promise<MigrationOutcome> {
    // Compaction rewrites every readable record at the current schema version through the
    // store's migrations; records that cannot migrate are kept raw and reported. Audited with
    // the person's signer.
    const before = await this.inner.stats();
    const compaction = await this.inner.migrateRecords(actorOf(actor));
    const after = await this.inner.stats();
    return { records: compaction.records, before: before.schemaVersions, after: after.schemaVersions, unreadable: after.unreadable };
  }
  wipe(actor: StoreActor): Promise<void> {
    return this.inner.wipe(actorOf(actor));
  }
}

/**
 * The file store as a {@link StoreProvider} (scheme `file`), for the project session to
 * register: a `file:` URL names the folder holding the projects (by default the Cairn home).
 * Long-lived processes keep core's recall index; `portable` uses the pure-JS search index, so
 * better-sqlite3 is never loaded (the editor's extension host, DESIGN.md §7).
 */
export const fileStoreProvider: StoreProvider = {
  scheme: 'file',
  name: 'file store',
  async isInitialised(target) {
    return isInitialised({ home: fileStoreRoot(target.url), projectPath: target.projectPath });
  },
  async init(target, actor): Promise<InitOutcome> {
    const r = await initProject({ home: fileStoreRoot(target.url), projectPath: target.projectPath, actor: actorOf(actor) });
    return { created: r.created, key: r.key, path: r.path };
  },
  async relink(target, approve, from): Promise<InitOutcome> {
    const r = await relinkProject({
      home: fileStoreRoot(target.url),
      projectPath: target.projectPath,
      approve: async (plan) => {
        const { actor, relink } = await approve(plan);
        return { actor: actorOf(actor), relink };
      },
      ...(from !== undefined ? { from } : {}),
    });
    return { created: r.created, key: r.key, path: r.path, from: r.from };
  },
  async open(target: StoreTarget, options: StoreOpenOptions = {}): Promise<ProjectStore> {
    const store = await openFileStore({
      home: fileStoreRoot(target.url),
      projectPath: target.projectPath,
      ...(options.readOnly === true ? { readOnly: true } : {}),
      ...(options.longLived === true ? { recallIndex: true } : {}),
      ...(options.portable === true ? { index: 'js' as const } : {}),
      ...(options.migrate === false ? { migrate: false } : {}),
      ...(options.forRepair === true ? { forRepair: true } : {}),
      ...(options.keepLogFindings === true ? { keepLogFindings: true } : {}),
      ...(options.onWarning !== undefined ? { onWarning: options.onWarning } : {}),
    });
    return new FileProjectStore(store);
  },
  async listProjects(target): Promise<ProjectRef[]> {
    return (await listProjects(fileStoreRoot(target.url))).map((p) => ({ key: p.key, path: p.path, exists: p.exists }));
  },
  async watchPaths(target) {
    const root = fileStoreRoot(target.url);
    // Before `cairn init` the project folder does not exist: watch where it will appear.
    return (await isInitialised({ home: root, projectPath: target.projectPath })) ? [projectDir(root, projectKey(target.projectPath))] : [projectsDir(root)];
  },
};
