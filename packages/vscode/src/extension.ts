/**
 * The Cairn extension's entry point (STYLE.md example 7): activate and deactivate only. The
 * wiring is in `host/activateCairn.ts`; the logic in modules that do not import `vscode`.
 */
import type { ExtensionContext } from 'vscode';
import { activateCairn, type CairnApi } from './host/activateCairn.js';

export type { CairnApi } from './host/activateCairn.js';

/** Called by VS Code on the first activation event; everything it starts is disposed with `context`. */
export function activate(context: ExtensionContext): CairnApi {
  return activateCairn(context);
}

/** Nothing to do: VS Code disposes `context.subscriptions` (stores close, watchers stop). */
export function deactivate(): void {}
