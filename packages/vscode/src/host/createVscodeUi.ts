import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { PickItem, ReviewHandlers, UiPort } from '../ports.js';
import { renderReviewHtml, renderTextPageHtml } from '../review/renderReviewHtml.js';
import type { ReviewActionId, ReviewModel } from '../review/reviewModel.js';

/** The review panel's webview type. A webview has no document URI: chat does not attach it as context. */
export const REVIEW_VIEW_TYPE = 'cairn.review';
/** The read-only text panel's webview type (the digest). */
export const TEXT_VIEW_TYPE = 'cairn.text';

const ACTIONS: ReadonlySet<string> = new Set<ReviewActionId>(['keep', 'reject', 'confirm', 'pin', 'unpin', 'forget', 'close']);

/** What the review panel shows now (for the real-host test and other extensions). */
export interface ReviewPanelState {
  model: ReviewModel;
  html: string;
  visible: boolean;
}

/** The {@link UiPort} on `vscode.window`, plus a look at the review panel. */
export interface VscodeUi extends UiPort {
  reviewPanel(): ReviewPanelState | undefined;
}

const nonce = (): string => randomBytes(16).toString('base64');

/**
 * The {@link UiPort} on `vscode.window`. The review and the digest are webviews: memory text is
 * escaped into them (no link, image or markup becomes live, nothing loads), their scripts run
 * only with a fresh nonce, command URIs are off, and no local file is served. A webview is not
 * a text document, so the editor's chat does not attach it (issue #17).
 */
export function createVscodeUi(context: vscode.ExtensionContext): VscodeUi {
  let review: { panel: vscode.WebviewPanel; model: ReviewModel; html: string; handlers: ReviewHandlers; busy: boolean } | undefined;
  let text: vscode.WebviewPanel | undefined;

  const render = (model: ReviewModel): void => {
    if (!review) return;
    const html = renderReviewHtml(model, { nonce: nonce(), cspSource: review.panel.webview.cspSource });
    review.model = model;
    review.html = html;
    review.panel.webview.html = html;
  };

  const onMessage = async (message: unknown): Promise<void> => {
    const current = review;
    if (!current || message === null || typeof message !== 'object') return;
    const m = message as { type?: unknown; action?: unknown; deliberate?: unknown; index?: unknown };
    if (m.type === 'openSource' && typeof m.index === 'number' && Number.isSafeInteger(m.index)) {
      await current.handlers.openSource(m.index);
      return;
    }
    if (m.type !== 'action' || typeof m.action !== 'string' || !ACTIONS.has(m.action) || current.busy) return;
    current.busy = true;
    try {
      const next = await current.handlers.act(m.action as ReviewActionId, m.deliberate === true);
      if (review !== current) return;
      if (next) render(next);
      else current.panel.dispose();
    } finally {
      current.busy = false;
    }
  };

  return {
    async confirmModal(message, detail, action, keep) {
      // The editor makes the first item that is not a close affordance the dialog's primary,
      // focused button (a close-affordance Cancel never is: Enter then pressed the act). So the
      // safe answer comes first as an ordinary item; the editor adds its own Cancel (Escape).
      const choice = await vscode.window.showWarningMessage(message, { modal: true, detail }, { title: keep }, { title: action });
      return choice?.title === action;
    },
    async askSecret(prompt, problem) {
      return vscode.window.showInputBox({
        title: 'Cairn: sign with your key',
        prompt: problem !== undefined ? `${problem} ${prompt}` : prompt,
        password: true,
        ignoreFocusOut: true,
        placeHolder: 'your Cairn passphrase (Escape: sign nothing)',
      });
    },
    async askWords(prompt) {
      return vscode.window.showInputBox({
        title: 'Cairn: confirm what you accept',
        prompt,
        password: false,
        ignoreFocusOut: true,
        placeHolder: 'the words, as asked (Escape or anything else: keep it a candidate)',
      });
    },
    info(message) {
      void vscode.window.showInformationMessage(message);
    },
    error(message) {
      // A person's act that needs the key the home does not have yet: offer the one-time setup.
      if (/has none yet/u.test(message)) {
        void vscode.window.showErrorMessage(message, 'Set Up Your Signing Key').then((choice) => {
          if (choice) void vscode.commands.executeCommand('cairn.setupKey');
        });
        return;
      }
      void vscode.window.showErrorMessage(message);
    },
    async pick<T>(items: readonly PickItem<T>[], placeholder: string, title?: string) {
      type Row = vscode.QuickPickItem & { item?: PickItem<T> };
      const rows: Row[] = [];
      let group: string | undefined;
      for (const item of items) {
        if (item.group !== undefined && item.group !== group) {
          group = item.group;
          rows.push({ label: group, kind: vscode.QuickPickItemKind.Separator });
        }
        rows.push({ label: item.label, description: item.description, detail: item.detail, item });
      }
      const picked = await vscode.window.showQuickPick(rows, { placeHolder: placeholder, title, matchOnDescription: true, matchOnDetail: true });
      return picked?.item?.value;
    },
    async showReview(model, handlers) {
      if (!review) {
        const panel = vscode.window.createWebviewPanel(
          REVIEW_VIEW_TYPE,
          'Cairn: review',
          { viewColumn: vscode.ViewColumn.Active, preserveFocus: false },
          { enableScripts: true, enableCommandUris: false, enableFindWidget: true, localResourceRoots: [], retainContextWhenHidden: false },
        );
        panel.iconPath = vscode.Uri.joinPath(context.extensionUri, 'media', 'cairn.svg');
        const state = { panel, model, html: '', handlers, busy: false };
        review = state;
        context.subscriptions.push(
          panel,
          panel.webview.onDidReceiveMessage((m: unknown) => void onMessage(m)),
          panel.onDidDispose(() => {
            if (review === state) review = undefined;
          }),
        );
      } else {
        review.handlers = handlers;
        review.busy = false;
        review.panel.reveal(undefined, false);
      }
      render(model);
    },
    closeReview() {
      review?.panel.dispose();
    },
    updateReview(model) {
      if (!review || review.busy) return false;
      render(model);
      return true;
    },
    async showText(title, intro, body) {
      if (!text) {
        const panel = vscode.window.createWebviewPanel(
          TEXT_VIEW_TYPE,
          title,
          { viewColumn: vscode.ViewColumn.Active, preserveFocus: false },
          {
            enableScripts: false,
            enableCommandUris: false,
            enableFindWidget: true,
            localResourceRoots: [],
          },
        );
        panel.iconPath = vscode.Uri.joinPath(context.extensionUri, 'media', 'cairn.svg');
        text = panel;
        context.subscriptions.push(
          panel,
          panel.onDidDispose(() => {
            if (text === panel) text = undefined;
          }),
        );
      } else {
        text.title = title;
        text.reveal(undefined, false);
      }
      text.webview.html = renderTextPageHtml(title, intro, body, { nonce: nonce(), cspSource: text.webview.cspSource });
    },
    async openFile(path, line) {
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(path));
      const at = line !== undefined ? new vscode.Position(Math.max(0, Math.min(line - 1, doc.lineCount - 1)), 0) : undefined;
      await vscode.window.showTextDocument(doc, { preview: true, ...(at ? { selection: new vscode.Range(at, at) } : {}) });
    },
    openTerminal(spec) {
      const terminal = vscode.window.createTerminal({ name: spec.name, shellPath: spec.command, shellArgs: spec.args, cwd: spec.cwd });
      context.subscriptions.push(terminal);
      terminal.show();
    },
    reviewPanel() {
      return review ? { model: review.model, html: review.html, visible: review.panel.visible } : undefined;
    },
  };
}
