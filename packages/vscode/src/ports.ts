/** One choice offered by {@link UiPort.pick}. */
export interface PickItem<T> {
  label: string;
  description?: string;
  detail?: string;
  value: T;
}

/**
 * What the command layer needs from the editor's UI. The VS Code implementation
 * (`host/createVscodeUi.ts`) maps each call to `vscode.window`; tests pass a scripted fake.
 */
export interface UiPort {
  /**
   * A modal dialog (VS Code: `showWarningMessage(message, {modal: true, detail}, action)`).
   *
   * @returns true only when the person pressed `action`; false when they cancelled or closed it
   */
  confirmModal(message: string, detail: string, action: string): Promise<boolean>;
  /** A quick, non-blocking information message. */
  info(message: string): void;
  /** An error notification (DESIGN.md §7: VS Code shows the message). */
  error(message: string): void;
  /** Lets the person pick one item; `undefined` when dismissed. */
  pick<T>(items: readonly PickItem<T>[], placeholder: string): Promise<T | undefined>;
  /** Opens a read-only view of a Markdown text (provenance, digest). */
  showDocument(content: string): Promise<void>;
}

/** The settings the command layer reads (already restricted to the person's own user settings). */
export interface CairnSettings {
  /** The Cairn home, resolved (the `cairn.home` user setting, else `CAIRN_HOME`, else `~/.cairn`). */
  home: string;
  /** Most characters of the digest. */
  digestBudget: number;
}
