import { basename } from 'node:path';
import type { MemoryRecord } from '@cairn/core';
import type { FileStore } from '@cairn/store-fs';
import { createCommandHandlers } from './commands/createCommandHandlers.js';
import type { PickItem, UiPort } from './ports.js';
import { createCairnWorkspace } from './session/createCairnWorkspace.js';

/** Options of {@link createCorpusPort}. */
export interface CorpusPortOptions {
  /** The Cairn home (a temporary one in tests). */
  home: string;
  /** The project folder, already initialised (`initProject`), as the one workspace folder. */
  projectPath: string;
  /** Digest budget in characters; default the extension's default (8000). */
  digestBudget?: number;
  now?: () => Date;
}

/**
 * The extension's command layer, for the shared adversarial corpus (DESIGN.md §8): what a
 * `vscode` corpus target needs, run through exactly the handlers the `cairn.*` commands run,
 * on the same store opener (store-fs, pure-JS index). Memorizing is not an extension feature:
 * the target writes through {@link VscodeCorpusPort.store}, the store the extension reads.
 */
export interface VscodeCorpusPort {
  /** The store the extension uses for this project (for the target's own memorize). */
  store(): Promise<FileStore>;
  /** Every stored record of the project, any status, as the view reads them. */
  records(): Promise<MemoryRecord[]>;
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
  /** Closes the store. Idempotent. */
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
  const folder = { path: options.projectPath, name: basename(options.projectPath) };
  const budget = options.digestBudget ?? 8000;
  const workspace = createCairnWorkspace({ folders: () => [folder], settings: () => ({ home: options.home, digestBudget: budget }) });
  const handlers = createCommandHandlers({ workspace, ui, now: options.now ?? (() => new Date()), digestBudget: () => budget, changed: () => undefined });
  const session = () => {
    const s = workspace.session(folder.path);
    if (!s) throw new Error('corpus port: no session');
    return s;
  };
  /** Runs a handler; an error it showed becomes a rejection. */
  const run = async <T>(body: () => Promise<T | undefined>): Promise<T> => {
    const before = errors.length;
    const out = await body();
    if (errors.length > before) throw new Error(errors[errors.length - 1]);
    if (out === undefined) throw new Error('the command was cancelled');
    return out;
  };
  return {
    store: () => session().store(),
    records: () => session().records(),
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
    close: () => workspace.reset(),
  };
}
