import * as vscode from 'vscode';
import type { PickItem, UiPort } from '../ports.js';

/** The URI scheme of the read-only documents the extension opens (provenance, digest). */
export const DOCUMENT_SCHEME = 'cairn-doc';

/**
 * The {@link UiPort} on `vscode.window`. Documents are served read-only by a content provider
 * (no "save changes?" prompt, nothing written anywhere).
 */
export function createVscodeUi(context: vscode.ExtensionContext): UiPort {
  const documents = new Map<string, string>();
  let counter = 0;
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(DOCUMENT_SCHEME, {
      provideTextDocumentContent: (uri) => documents.get(uri.toString()) ?? '',
    }),
    vscode.workspace.onDidCloseTextDocument((doc) => {
      if (doc.uri.scheme === DOCUMENT_SCHEME) documents.delete(doc.uri.toString());
    }),
  );
  return {
    async confirmModal(message, detail, action) {
      const choice = await vscode.window.showWarningMessage(message, { modal: true, detail }, action);
      return choice === action;
    },
    info(message) {
      void vscode.window.showInformationMessage(message);
    },
    error(message) {
      void vscode.window.showErrorMessage(message);
    },
    async pick<T>(items: readonly PickItem<T>[], placeholder: string) {
      const picked = await vscode.window.showQuickPick(
        items.map((item) => ({ label: item.label, description: item.description, detail: item.detail, item })),
        { placeHolder: placeholder, matchOnDescription: true, matchOnDetail: true },
      );
      return picked?.item.value;
    },
    async showDocument(content) {
      counter += 1;
      const uri = vscode.Uri.from({ scheme: DOCUMENT_SCHEME, path: `/cairn-${counter}.md` });
      documents.set(uri.toString(), content);
      const doc = await vscode.workspace.openTextDocument(uri);
      await vscode.window.showTextDocument(doc, { preview: true });
    },
  };
}
