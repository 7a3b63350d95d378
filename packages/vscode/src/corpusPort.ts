import { basename } from 'node:path';
import { type AuditEntry, type MemorizeResult, type MemoryRecord, noPersonProof, openProject, type ProjectSession } from '@cairn/session';
import { createCommandHandlers } from './commands/createCommandHandlers.js';
import { createVscodePersonProof } from './person/createVscodePersonProof.js';
import type { PickItem, UiPort } from './ports.js';
import { createCairnWorkspace } from './session/createCairnWorkspace.js';

/** Options of {@link createCorpusPort}. */
export interface CorpusPortOptions {
  /** The Cairn home (a temporary one in tests). */
  home: string;
  /** The project folder, already initialised, as the one workspace folder. */
  projectPath: string;
  /** Digest budget in characters; default the extension's default (8000). */
  digestBudget?: number;
  now?: () => Date;
}

/**
 * The extension's command layer, for the shared adversarial corpus (DESIGN.md §8): what a
 * `vscode` corpus target needs, run through exactly the handlers the `cairn.*` commands run, on
 * the folder's project session (pure-JS index, the editor's person port answering every modal
 * "yes"). Memorizing is not an extension feature: the target writes through {@link memorize},
 * a session of the same project on the `api` channel (no person), which the extension reads.
 */
export interface VscodeCorpusPort {
  /** Stores one request on channel `api` (programmatic use, no person), into the store the extension reads. */
  memorize(request: unknown): Promise<MemorizeResult>;
  /** Every stored record of the project, any status, as the view reads them. */
  records(): Promise<MemoryRecord[]>;
  /** The project's audit lines, oldest first. */
  audit(): Promise<AuditEntry[]>;
  /** The folder's project session (the one the commands use). */
  session(): Promise<ProjectSession>;
  /** The digest, as **Cairn: Open Digest** renders and shows it. */
  digest(): Promise<string>;
  /**
   * **Cairn: Confirm** on these ids as one multi-selection; the modal is answered "Confirm".
   * Audited channel `vscode`, interactive.
   *
   * @throws Error with the message the extension showed, when it showed an error
   */
  confirm(ids: readonly string[]): Promise<void>;
  /** **Cairn: Pin** on one id, the modal answered "Pin". @throws as {@link confirm} */
  pin(id: string): Promise<void>;
  /**
   * Everything the extension showed the person: modal messages and details, notifications,
   * picker items and documents — bytes the target emitted, for the corpus's byte scan.
   */
  shown(): string[];
  /** Closes the sessions. Idempotent. */
  close(): Promise<void>;
}

/** Creates the {@link VscodeCorpusPort} on one project, with a UI that presses every modal's action. */
export function createCorpusPort(options: CorpusPortOptions): VscodeCorpusPort {
  const shown: string[] = [];
  const errors: string[] = [];
  const ui: UiPort = {
    async confirmModal(message, detail) {
      shown.push(message, detail);
      return true;
    },
    info: (m) => void shown.push(m),
    error: (m) => {
      shown.push(m);
      errors.push(m);
    },
    async pick<T>(items: readonly PickItem<T>[], placeholder: string) {
      shown.push(placeholder, ...items.flatMap((i) => [i.label, i.description ?? '', i.detail ?? '']));
      return items[0]?.value;
    },
    async showDocument(content) {
      shown.push(content);
    },
  };
  const now = options.now ?? (() => new Date());
  const folder = { path: options.projectPath, name: basename(options.projectPath) };
  const budget = options.digestBudget ?? 8000;
  const workspace = createCairnWorkspace({
    folders: () => [folder],
    settings: () => ({ home: options.home, digestBudget: budget }),
    personProof: createVscodePersonProof(ui, now),
  });
  const handlers = createCommandHandlers({ workspace, ui, now, digestBudget: () => budget, changed: () => undefined });
  const memory = () => {
    const m = workspace.folder(folder.path);
    if (!m) throw new Error('corpus port: no folder');
    return m;
  };
  let writer: Promise<ProjectSession> | undefined;
  /** Runs a handler; an error it showed becomes a rejection. */
  const run = async <T>(body: () => Promise<T | undefined>): Promise<T> => {
    const before = errors.length;
    const out = await body();
    if (errors.length > before) throw new Error(errors[errors.length - 1]);
    if (out === undefined) throw new Error('the command was cancelled');
    return out;
  };
  return {
    async memorize(request) {
      writer ??= openProject({
        home: options.home,
        project: options.projectPath,
        cwd: options.projectPath,
        env: {},
        channel: 'api',
        client: 'cairn-test-corpus',
        personProof: noPersonProof('the corpus'),
        portable: true,
        clock: now,
      });
      const outcome = await (await writer).memorize(request);
      if (outcome.declined) throw new Error('corpus port: a person declined');
      return outcome.result;
    },
    records: () => memory().records(),
    audit: async () => (await memory().session()).audit(Number.MAX_SAFE_INTEGER),
    session: () => memory().session(),
    digest: () => run(() => handlers.openDigest(folder.path)),
    async confirm(ids) {
      if (ids.length === 0) return;
      const refs = ids.map((id) => ({ folder: folder.path, id }));
      await run(() => handlers.confirm(refs[0], refs));
    },
    async pin(id) {
      await run(() => handlers.pin({ folder: folder.path, id }));
    },
    shown: () => [...shown],
    async close() {
      const w = writer;
      writer = undefined;
      await (await w?.catch(() => undefined))?.close();
      await workspace.reset();
    },
  };
}
