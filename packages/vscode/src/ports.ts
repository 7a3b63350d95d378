import type { ReviewActionId, ReviewModel } from './review/reviewModel.js';

/** One choice offered by {@link UiPort.pick}. */
export interface PickItem<T> {
  label: string;
  description?: string;
  detail?: string;
  /** The heading of the section the item belongs to (VS Code: a separator before the first item of each). */
  group?: string;
  value: T;
}

/** What the review panel asks of the command layer when the person acts in it. */
export interface ReviewHandlers {
  /**
   * The person pressed an action's button (`deliberate`: they ticked the deliberate step).
   * Resolves to the review to show next, or undefined to close the panel.
   */
  act(action: ReviewActionId, deliberate: boolean): Promise<ReviewModel | undefined>;
  /** The person clicked the source with this index ({@link ReviewModel.sources}). */
  openSource(index: number): Promise<void>;
}

/** A program to run in the editor's integrated terminal (the person types there). */
export interface TerminalSpec {
  name: string;
  /** The program (no shell: arguments are passed as they are). */
  command: string;
  args: string[];
  cwd: string;
}

/**
 * What the command layer needs from the editor's UI. The VS Code implementation
 * (`host/createVscodeUi.ts`) maps each call to `vscode.window`; tests pass a scripted fake.
 */
export interface UiPort {
  /**
   * A modal dialog whose default (focused) button is the safe one, `keep` ("Keep as candidate",
   * "Keep it"): Enter never performs the act (issue #17); Escape and the dialog's own Cancel
   * close it.
   *
   * @returns true only when the person pressed `action`; false when they kept, cancelled or closed it
   */
  confirmModal(message: string, detail: string, action: string, keep: string): Promise<boolean>;
  /**
   * Asks for a secret in the editor's password box (typed characters hidden, never stored or
   * logged); `undefined` when the person dismissed it.
   *
   * @param problem - what went wrong with the last answer (a wrong passphrase), shown with the prompt
   */
  askSecret(prompt: string, problem?: string): Promise<string | undefined>;
  /**
   * Asks for words the person types on purpose, shown as typed (not a password box): the words
   * that confirm a held-back memory ("confirm instruction", core's `confirmWordsAsk`), asked
   * after the passphrase. `undefined` when the person dismissed it.
   */
  askWords(prompt: string): Promise<string | undefined>;
  /** A quick, non-blocking information message. */
  info(message: string): void;
  /** An error notification (DESIGN.md §7: VS Code shows the message). */
  error(message: string): void;
  /** Lets the person pick one item; `undefined` when dismissed. */
  pick<T>(items: readonly PickItem<T>[], placeholder: string, title?: string): Promise<T | undefined>;
  /**
   * Shows a memory's review in the review panel (a webview: chat does not attach it, and no link
   * in memory text is live); resolves once shown. The person's choices come back through `handlers`.
   */
  showReview(model: ReviewModel, handlers: ReviewHandlers): Promise<void>;
  /** Closes the review panel, if open. */
  closeReview(): void;
  /** Redraws the open review panel with `model` without revealing it; false when no panel is open (issue #17: a panel follows the store). */
  updateReview(model: ReviewModel): boolean;
  /** Shows read-only text (the digest) in a panel of its own, the same way: not attached by chat, nothing live. */
  showText(title: string, intro: string, text: string): Promise<void>;
  /** Opens a file of the workspace at a line (1-based). */
  openFile(path: string, line?: number): Promise<void>;
  /** Runs a program in a new integrated terminal and shows it. */
  openTerminal(spec: TerminalSpec): void;
}

/** The settings the command layer reads (already restricted to the person's own user settings). */
export interface CairnSettings {
  /** The Cairn home, resolved (the `cairn.home` user setting, else `CAIRN_HOME`, else `~/.cairn`). */
  home: string;
  /** Most characters of the digest. */
  digestBudget: number;
}
