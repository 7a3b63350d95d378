import { basename } from 'node:path';
import { type AuditEntry, type MemorizeResult, type MemoryRecord, noPersonProof, openProject, type PersonProof, type ProjectSession } from '@cairn/session';
import { createCommandHandlers } from './commands/createCommandHandlers.js';
import { createVscodePersonProof } from './person/createVscodePersonProof.js';
import { createLiveKeyring } from './person/liveKeyring.js';
import { createReviewConsents } from './person/reviewConsents.js';
import type { PickItem, UiPort } from './ports.js';
import type { ReviewActionId } from './review/reviewModel.js';
import { reviewText } from './review/reviewModel.js';
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
  /**
   * What the person types in the editor's password box when an act is signed: the passphrase of
   * the key set up in `home` (`cairn person setup`). Without it nothing is signed and every
   * person's act is declined.
   */
  passphrase?: string;
  /**
   * For the corpus's "person's act" group only: the editor's person port replaced by this one,
   * to show that a port which signs without the person fails the group (DESIGN.md §8: a guard
   * shown non-vacuous by injecting it disabled through the test harness). The extension itself
   * never takes one: `activateCairn` builds its port from the UI alone.
   */
  personProof?: PersonProof;
}

/**
 * The extension's command layer, for the shared adversarial corpus (DESIGN.md §8): what a
 * `vscode` corpus target needs, run through exactly the handlers the `cairn.*` commands run, on
 * the folder's project session (pure-JS index, the editor's person port answering every modal
 * "yes", a review panel in which the person ticks the deliberate step and presses the act's
 * button, and the password box where the person types {@link CorpusPortOptions.passphrase}). Memorizing is not an extension feature: the target writes through {@link memorize},
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
   * **Cairn: Confirm** on each id: a plain candidate's modal is answered "Confirm"; a memory that
   * needs attention opens its review, where the person ticks the deliberate step and presses
   * Confirm. Audited channel `vscode`, interactive.
   *
   * @throws Error with the message the extension showed, when it showed an error
   */
  confirm(ids: readonly string[]): Promise<void>;
  /** **Cairn: Pin** on one id, the modal answered "Pin" (a memory that needs attention: confirmed, then pinned, in its review). @throws as {@link confirm} */
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
  /** The buttons the person presses in the review panel, in order, when the panel offers them. */
  let panelScript: ReviewActionId[] = [];
  const ui: UiPort = {
    async confirmModal(message, detail) {
      shown.push(message, detail);
      return true;
    },
    askSecret: async () => options.passphrase,
    // The person types the words the box asks for (as they read them in its prompt).
    askWords: async (prompt) => {
      shown.push(prompt);
      return /Type "([^"]+)"/u.exec(prompt)?.[1];
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
    async showReview(model, handlers) {
      let current: typeof model | undefined = model;
      for (const action of panelScript) {
        if (!current) break;
        shown.push(reviewText(current));
        if (!current.actions.some((a) => a.id === action)) continue;
        current = await handlers.act(action, true);
        if (current?.notice?.startsWith('Cairn:')) errors.push(current.notice);
      }
      if (current) shown.push(reviewText(current));
    },
    closeReview: () => undefined,
    updateReview: () => false,
    async showText(title, intro, text) {
      shown.push(title, intro, text);
    },
    openFile: async () => undefined,
    openTerminal: () => undefined,
  };
  const now = options.now ?? (() => new Date());
  const folder = { path: options.projectPath, name: basename(options.projectPath) };
  const budget = options.digestBudget ?? 8000;
  const consents = createReviewConsents();
  const keyring = createLiveKeyring(() => options.home);
  const workspace = createCairnWorkspace({
    folders: () => [folder],
    settings: () => ({ home: options.home, digestBudget: budget }),
    personProof: options.personProof ?? createVscodePersonProof({ ui, home: () => options.home, keyring, consents, now }),
    keys: keyring,
  });
  const handlers = createCommandHandlers({ workspace, ui, consents, now, digestBudget: () => budget, changed: () => undefined });
  const memory = () => {
    const m = workspace.folder(folder.path);
    if (!m) throw new Error('corpus port: no folder');
    return m;
  };
  let writer: Promise<ProjectSession> | undefined;
  /** Runs a handler; an error it showed becomes a rejection. */
  const run = async <T>(body: () => Promise<T | undefined>, cancelled = true): Promise<T | undefined> => {
    const before = errors.length;
    const out = await body();
    if (errors.length > before) throw new Error(errors[errors.length - 1]);
    if (out === undefined && cancelled) throw new Error('the command was cancelled');
    return out;
  };
  /** Runs a command that may open a review, where the person presses `script`'s buttons in order. */
  const inReview = async (script: ReviewActionId[], body: () => Promise<unknown>): Promise<void> => {
    panelScript = script;
    try {
      await run(body, false);
    } finally {
      panelScript = [];
    }
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
    digest: async () => (await run(() => handlers.openDigest(folder.path))) as string,
    async confirm(ids) {
      for (const id of ids) await inReview(['confirm'], () => handlers.confirm({ folder: folder.path, id }));
    },
    async pin(id) {
      await inReview(['confirm', 'pin'], () => handlers.pin({ folder: folder.path, id }));
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
