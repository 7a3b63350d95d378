import { CoreError, confirm, ErrorCode, forget, type MemoryRecord, mayConfirm, type OperationContext, pin, renderDigest, unpin } from '@cairn/core';
import type { InitResult } from '@cairn/store-fs';
import { displayText } from '../displayText.js';
import { errorMessage } from '../errorMessage.js';
import type { UiPort } from '../ports.js';
import { type CairnWorkspace, CLIENT, type ProjectSession } from '../session/createCairnWorkspace.js';
import { snapshotWorkspace, type WorkspaceSnapshot } from '../session/snapshotWorkspace.js';
import { memoryLabel, provenanceMarkdown, reviewDetail, shortAge } from '../tree/describeMemory.js';

/** A memory in a workspace folder: what a view item carries into a command. */
export interface MemoryRef {
  /** The workspace folder's path. */
  folder: string;
  id: string;
}

/** Options of {@link createCommandHandlers}. */
export interface CommandHandlerOptions {
  workspace: CairnWorkspace;
  ui: UiPort;
  /** The clock. */
  now: () => Date;
  /** Most characters of the digest (the `cairn.digestBudget` setting). */
  digestBudget: () => number;
  /** Called after every change to the store, so the view and the status bar refresh. */
  changed: () => void;
}

/**
 * The commands' logic, free of `vscode` (STYLE.md example 7). Each handler takes what VS Code
 * passes (a view item, a selection, a memory id, or nothing: then it asks which memory),
 * shows core's errors through the UI port, and resolves to its result — `undefined` when the
 * person cancelled or an error was shown.
 */
export interface CommandHandlers {
  /** Confirm (modal with text, origin, flags): core `confirm`, channel `vscode`, interactive. */
  confirm(target?: unknown, selection?: unknown): Promise<MemoryRecord[] | undefined>;
  /** Pin (modal): core `pin`, channel `vscode`, interactive. */
  pin(target?: unknown): Promise<MemoryRecord | undefined>;
  unpin(target?: unknown): Promise<MemoryRecord | undefined>;
  /** Forget, after asking (modal): core `forget`. */
  forget(target?: unknown): Promise<{ id: string } | undefined>;
  /** Opens the provenance document; resolves to its Markdown. */
  showProvenance(target?: unknown): Promise<string | undefined>;
  /** Re-reads every folder's memory; resolves to what the view shows. */
  refresh(): Promise<WorkspaceSnapshot>;
  /** Enables memory for a folder (`cairn init`, channel `vscode`). */
  enable(folder?: unknown): Promise<InitResult | undefined>;
  /** Opens the digest (what an agent is given); resolves to its text. */
  openDigest(folder?: unknown): Promise<string | undefined>;
}

/** A `{folder, id}` from whatever VS Code handed the command. */
export function toRef(value: unknown): MemoryRef | { id: string } | undefined {
  if (typeof value === 'string' && value !== '') return { id: value };
  if (value !== null && typeof value === 'object') {
    const v = value as { id?: unknown; folder?: unknown };
    if (typeof v.id === 'string' && typeof v.folder === 'string') return { folder: v.folder, id: v.id };
    if (typeof v.id === 'string') return { id: v.id };
  }
  return undefined;
}

function folderPathOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') {
    const v = value as { folder?: unknown; path?: unknown; fsPath?: unknown };
    if (typeof v.folder === 'string') return v.folder;
    if (typeof v.path === 'string') return v.path;
    if (typeof v.fsPath === 'string') return v.fsPath;
  }
  return undefined;
}

type Eligible = (record: MemoryRecord) => boolean;

const ELIGIBLE = {
  // Core's rule for a one-by-one confirm (the CLI's `confirm <id>` follows the same).
  confirm: mayConfirm,
  pin: (r) => r.status !== 'superseded' && r.status !== 'forgotten' && !r.pinned,
  unpin: (r) => r.pinned,
  any: (r) => r.status !== 'forgotten',
} satisfies Record<string, Eligible>;

/** Creates the handlers. */
export function createCommandHandlers(options: CommandHandlerOptions): CommandHandlers {
  const { workspace, ui, now } = options;

  const context = async (session: ProjectSession): Promise<OperationContext> => ({
    store: await session.store(),
    channel: 'vscode',
    now,
    client: CLIENT,
    // Every change below follows the person's own click (and, for confirm/pin/forget, a modal).
    interactive: true,
  });

  /** Runs a handler body, showing any error; `undefined` on error. */
  const guarded = async <T>(body: () => Promise<T | undefined>): Promise<T | undefined> => {
    try {
      return await body();
    } catch (error) {
      ui.error(errorMessage(error));
      return undefined;
    }
  };

  /** The session to act in: the named folder, the only one, or the person's choice. */
  const chooseSession = async (folder: string | undefined, placeholder: string): Promise<ProjectSession | undefined> => {
    const sessions = workspace.sessions();
    if (folder !== undefined) {
      const s = workspace.session(folder);
      if (!s) throw new CoreError(ErrorCode.INVALID_INPUT, `${folder} is not a folder of this workspace.`);
      return s;
    }
    if (sessions.length === 0) {
      ui.info('Cairn: open a folder first; project memory belongs to a folder.');
      return undefined;
    }
    if (sessions.length === 1) return sessions[0];
    return ui.pick(
      sessions.map((s) => ({ label: s.folder.name, description: s.folder.path, value: s })),
      placeholder,
    );
  };

  /** Finds the session holding a memory id (ids are unique per store). */
  const sessionWithId = async (id: string): Promise<ProjectSession> => {
    for (const s of workspace.sessions()) {
      const { state } = await s.state();
      if (state === 'ready' && (await (await s.store()).get(id))) return s;
    }
    throw new CoreError(ErrorCode.NOT_FOUND, `No memory with id ${displayText(id, 40)} in this workspace; it may have been forgotten. Refresh the view.`);
  };

  /**
   * The records a command acts on: the given item(s), or the person's pick among the eligible
   * ones. Resolves to undefined when the person dismissed a picker.
   */
  const targets = async (
    target: unknown,
    selection: unknown,
    eligible: Eligible,
    verb: string,
  ): Promise<{ session: ProjectSession; records: MemoryRecord[] } | undefined> => {
    const refs = (Array.isArray(selection) && selection.length > 1 ? selection : [target]).map(toRef).filter((r) => r !== undefined);
    if (refs.length > 0) {
      const first = refs[0] as MemoryRef | { id: string };
      const session = 'folder' in first ? workspace.session(first.folder) : await sessionWithId(first.id);
      if (!session) throw new CoreError(ErrorCode.INVALID_INPUT, 'That memory belongs to a folder that is no longer in this workspace.');
      const store = await session.store();
      const records: MemoryRecord[] = [];
      for (const ref of refs) {
        if ('folder' in ref && ref.folder !== session.folder.path) continue;
        const record = await store.get(ref.id);
        if (!record)
          throw new CoreError(
            ErrorCode.NOT_FOUND,
            `No memory with id ${displayText(ref.id, 40)} in ${session.folder.name}; it may have been forgotten. Refresh the view.`,
          );
        records.push(record);
      }
      return { session, records };
    }
    const session = await chooseSession(undefined, `Folder of the memory to ${verb}`);
    if (!session) return undefined;
    const candidates = (await session.records()).filter(eligible);
    if (candidates.length === 0) {
      ui.info(`Cairn: no memory to ${verb} in ${session.folder.name}.`);
      return undefined;
    }
    const at = now();
    const picked = await ui.pick(
      candidates.map((r) => ({
        label: memoryLabel(r),
        description: `${r.kind} · ${r.origin} · ${shortAge(r.createdAt, at)}${r.flags.length > 0 ? ` · ${r.flags.join(', ')}` : ''}`,
        detail: r.id,
        value: r,
      })),
      `Memory to ${verb}`,
    );
    return picked ? { session, records: [picked] } : undefined;
  };

  const one = (records: MemoryRecord[]): MemoryRecord => records[0] as MemoryRecord;

  return {
    confirm: (target, selection) =>
      guarded(async () => {
        const t = await targets(target, selection, ELIGIBLE.confirm, 'confirm');
        if (!t) return undefined;
        const n = t.records.length;
        const ok = await ui.confirmModal(
          `Confirm ${n === 1 ? 'this memory' : `these ${n} memories`}? ${n === 1 ? 'It becomes active and joins' : 'They become active and join'} the digest your agent is given.`,
          reviewDetail(t.records, now()),
          'Confirm',
        );
        if (!ok) return undefined;
        const out = await confirm(
          t.records.map((r) => r.id),
          await context(t.session),
        );
        options.changed();
        ui.info(`Cairn: confirmed ${n === 1 ? `“${memoryLabel(one(out))}”` : `${n} memories`}.`);
        return out;
      }),

    pin: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, ELIGIBLE.pin, 'pin');
        if (!t) return undefined;
        const record = one(t.records);
        const ok = await ui.confirmModal(
          'Pin this memory? A pinned memory is confirmed, never decays, is never pruned and is given to your agent first.',
          reviewDetail([record], now()),
          'Pin',
        );
        if (!ok) return undefined;
        const out = await pin(record.id, await context(t.session));
        options.changed();
        ui.info(`Cairn: pinned “${memoryLabel(out)}”.`);
        return out;
      }),

    unpin: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, ELIGIBLE.unpin, 'unpin');
        if (!t) return undefined;
        const out = await unpin(one(t.records).id, await context(t.session));
        options.changed();
        ui.info(`Cairn: unpinned “${memoryLabel(out)}”; it decays and can be pruned again.`);
        return out;
      }),

    forget: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, ELIGIBLE.any, 'forget');
        if (!t) return undefined;
        const record = one(t.records);
        const ok = await ui.confirmModal(
          'Forget this memory? Its text is removed from every file Cairn keeps; the audit log keeps only metadata. This cannot be undone.',
          reviewDetail([record], now()),
          'Forget',
        );
        if (!ok) return undefined;
        const out = await forget(record.id, await context(t.session));
        options.changed();
        ui.info('Cairn: forgotten.');
        return out;
      }),

    showProvenance: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, ELIGIBLE.any, 'inspect');
        if (!t) return undefined;
        const record = one(t.records);
        const store = await t.session.store();
        const at = now();
        const replacement = record.supersededBy !== undefined ? await store.get(record.supersededBy) : undefined;
        const replaces = record.supersedes !== undefined ? await store.get(record.supersedes) : undefined;
        const history = (await store.readAudit()).filter((line) => line.id === record.id || line.ids?.includes(record.id));
        const content = [
          `# Provenance of ${record.id}`,
          '',
          provenanceMarkdown(record, { now: at, replacement, replaces }),
          '',
          '## History (audit log)',
          '',
          ...(history.length === 0
            ? ['No audit lines name this memory.']
            : history.map(
                (l) => `- ${l.time} ${l.event} · channel ${l.channel}${l.client ? ` (${displayText(l.client, 60)})` : ''} · interactive ${l.interactive}`,
              )),
          '',
        ].join('\n');
        await ui.showDocument(content);
        return content;
      }),

    refresh: async () => {
      options.changed();
      return snapshotWorkspace(workspace, now());
    },

    enable: (folder) =>
      guarded(async () => {
        const session = await chooseSession(folderPathOf(folder), 'Folder to enable memory for');
        if (!session) return undefined;
        const result = await session.enable();
        options.changed();
        ui.info(
          result.created
            ? `Cairn: memory enabled for ${session.folder.name}. It is kept in ${session.home}, outside the project.`
            : `Cairn: memory was already enabled for ${session.folder.name}.`,
        );
        return result;
      }),

    openDigest: (folder) =>
      guarded(async () => {
        const session = await chooseSession(folderPathOf(folder), 'Folder whose digest to open');
        if (!session) return undefined;
        const digest = renderDigest(await session.records(), { now: now(), budget: options.digestBudget() });
        await ui.showDocument(digest);
        return digest;
      }),
  };
}
