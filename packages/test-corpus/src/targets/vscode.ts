import { isCoreError, type MemoryRecord } from '@cairn/core';
import { initProject } from '@cairn/store-fs';
import { createCorpusPort, type VscodeCorpusPort } from '@cairn/vscode/corpusPort';
import type { MemorizeOutcome } from '../expectations.js';
import type { CorpusTarget } from '../runner.js';
import { copyPersonKey, createTempWorkspace, filesUnder, removeTempWorkspace, type TempWorkspace, writeProjectFiles } from './workspace.js';

/** The corpus person's passphrase: set up in each temporary home, typed in the editor's password box. */
const PASSPHRASE = 'corpus person passphrase, typed in the password box';

/**
 * The VS Code target: the extension's command layer (the handlers the `cairn.*` commands run:
 * Confirm, Pin, Open Digest, the view's records) on the store the extension opens (store-fs,
 * pure-JS index). The extension has no memorize command, so writes go through the port's
 * `memorize`: a project session of the same project on channel `api` (no person). Confirming
 * is signed with the person's key, in the temporary home as `cairn person setup` leaves it (set up once
 * per run and copied: {@link copyPersonKey}),
 * its passphrase typed in the editor's password box. Written bytes: every file under the home plus
 * everything the extension showed (modals, notifications, documents).
 */
export function createVscodeTarget(): CorpusTarget {
  let ws: TempWorkspace | undefined;
  let port: VscodeCorpusPort | undefined;
  const output: Buffer[] = [];
  const open = (): VscodeCorpusPort => {
    if (!port) throw new Error('vscode target: setup() was not called');
    return port;
  };
  return {
    name: 'vscode',
    async setup(files) {
      ws = await createTempWorkspace('vscode');
      await writeProjectFiles(ws.project, files);
      await initProject({ home: ws.home, projectPath: ws.project, index: 'js' });
      // The person's key as `cairn person setup` leaves it, made once per run and copied (copyPersonKey).
      await copyPersonKey(ws.home, PASSPHRASE);
      port = createCorpusPort({ home: ws.home, projectPath: ws.project, passphrase: PASSPHRASE });
    },
    async teardown() {
      await port?.close();
      port = undefined;
      await removeTempWorkspace(ws);
      ws = undefined;
    },
    async memorize(request): Promise<MemorizeOutcome> {
      try {
        const r = await open().memorize(request);
        output.push(Buffer.from(JSON.stringify(r)));
        return { ok: true, id: r.record.id, status: r.status, flags: [...r.flags] };
      } catch (error) {
        if (!isCoreError(error)) throw error;
        output.push(Buffer.from(JSON.stringify(error.toJSON())));
        return { ok: false, code: error.code, message: error.message };
      }
    },
    async records(): Promise<MemoryRecord[]> {
      return open().records();
    },
    async digest() {
      return open().digest();
    },
    async confirm(ids) {
      await open().confirm(ids);
    },
    async writtenBytes() {
      if (!ws) throw new Error('vscode target: setup() was not called');
      return [
        ...(await filesUnder(ws.home)),
        ...output,
        ...open()
          .shown()
          .map((s) => Buffer.from(s)),
      ];
    },
  };
}
