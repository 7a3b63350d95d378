import { actAppliesTo, type ActOutcome, CoreError, ErrorCode, type InitOutcome, type MemoryRecord, type RecordAct } from '@cairn/session';
import { displayText } from '../displayText.js';
import { errorMessage } from '../errorMessage.js';
import type { UiPort } from '../ports.js';
import type { CairnWorkspace, FolderMemory } from '../session/createCairnWorkspace.js';
import { snapshotWorkspace, type WorkspaceSnapshot } from '../session/snapshotWorkspace.js';
import { memoryLabel, provenanceMarkdown, shortAge } from '../tree/describeMemory.js';

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
 * The commands' logic, free of `vscode` (STYLE.md example 7) and of every rule: each handler
 * finds what VS Code handed it (a view item, a selection, a memory id, or nothing: then it asks
 * which memory, offering what core's `actAppliesTo` allows), calls the folder's project session
 * — which asks the person in a modal (the editor's person port) before any person's act — and
 * shows errors through the UI port. Resolves to the result; `undefined` when the person
 * cancelled or an error was shown.
 */
export interface CommandHandlers {
  /** Confirm (modal with text, origin, flags), channel `vscode`, interactive. */
  confirm(target?: unknown, selection?: unknown): Promise<MemoryRecord[] | undefined>;
  /** Pin (modal), channel `vscode`, interactive. */
  pin(target?: unknown): Promise<MemoryRecord | undefined>;
  /** Unpin (modal). */
  unpin(target?: unknown): Promise<MemoryRecord | undefined>;
  /** Forget, after asking (modal). */
  forget(target?: unknown): Promise<{ id: string } | undefined>;
  /** Opens the provenance document; resolves to its Markdown. */
  showProvenance(target?: unknown): Promise<string | undefined>;
  /** Re-reads every folder's memory; resolves to what the view shows. */
  refresh(): Promise<WorkspaceSnapshot>;
  /** Enables memory for a folder (`cairn init`, channel `vscode`). */
  enable(folder?: unknown): Promise<InitOutcome | undefined>;
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

/** Creates the handlers. */
export function createCommandHandlers(options: CommandHandlerOptions): CommandHandlers {
  const { workspace, ui, now } = options;

  /** Runs a handler body, showing any error; `undefined` on error. */
  const guarded = async <T>(body: () => Promise<T | undefined>): Promise<T | undefined> => {
    try {
      return await body();
    } catch (error) {
      ui.error(errorMessage(error));
      return undefined;
    }
  };

  /** What a person's act came to: its result, or undefined when they cancelled the modal. */
  const done = <T>(outcome: ActOutcome<T>): T | undefined => {
    if (outcome.declined) return undefined;
    options.changed();
    return outcome.result;
  };

  /** The folder to act in: the named one, the only one, or the person's choice. */
  const chooseFolder = async (folder: string | undefined, placeholder: string): Promise<FolderMemory | undefined> => {
    const all = workspace.folders();
    if (folder !== undefined) {
      const m = workspace.folder(folder);
      if (!m) throw new CoreError(ErrorCode.INVALID_INPUT, `${folder} is not a folder of this workspace.`);
      return m;
    }
    if (all.length === 0) {
      ui.info('Cairn: open a folder first; project memory belongs to a folder.');
      return undefined;
    }
    if (all.length === 1) return all[0];
    return ui.pick(
      all.map((m) => ({ label: m.folder.name, description: m.folder.path, value: m })),
      placeholder,
    );
  };

  /** Finds the folder holding a memory id (ids are unique per store). */
  const folderWithId = async (id: string): Promise<FolderMemory> => {
    for (const m of workspace.folders()) {
      const { state } = await m.state();
      if (state === 'ready' && (await m.records()).some((r) => r.id === id)) return m;
    }
    throw new CoreError(ErrorCode.NOT_FOUND, `No memory with id ${displayText(id, 40)} in this workspace; it may have been forgotten. Refresh the view.`);
  };

  /**
   * The memories a command acts on: the given item(s), or the person's pick among those the act
   * applies to. Undefined when the person dismissed a picker.
   */
  const targets = async (
    target: unknown,
    selection: unknown,
    act: RecordAct | 'inspect',
    verb: string,
  ): Promise<{ memory: FolderMemory; ids: string[] } | undefined> => {
    const refs = (Array.isArray(selection) && selection.length > 1 ? selection : [target]).map(toRef).filter((r) => r !== undefined);
    if (refs.length > 0) {
      const first = refs[0] as MemoryRef | { id: string };
      const memory = 'folder' in first ? workspace.folder(first.folder) : await folderWithId(first.id);
      if (!memory) throw new CoreError(ErrorCode.INVALID_INPUT, 'That memory belongs to a folder that is no longer in this workspace.');
      const ids = refs.filter((ref) => !('folder' in ref) || ref.folder === memory.folder.path).map((ref) => ref.id);
      return { memory, ids };
    }
    const memory = await chooseFolder(undefined, `Folder of the memory to ${verb}`);
    if (!memory) return undefined;
    const offered = (await memory.records()).filter((r) => (act === 'inspect' ? r.status !== 'forgotten' : actAppliesTo(act, r)));
    if (offered.length === 0) {
      ui.info(`Cairn: no memory to ${verb} in ${memory.folder.name}.`);
      return undefined;
    }
    const at = now();
    const picked = await ui.pick(
      offered.map((r) => ({
        label: memoryLabel(r),
        description: `${r.kind} · ${r.origin} · ${shortAge(r.createdAt, at)}${r.flags.length > 0 ? ` · ${r.flags.join(', ')}` : ''}`,
        detail: r.id,
        value: r,
      })),
      `Memory to ${verb}`,
    );
    return picked ? { memory, ids: [picked.id] } : undefined;
  };

  const only = (ids: string[]): string => ids[0] as string;

  return {
    confirm: (target, selection) =>
      guarded(async () => {
        const t = await targets(target, selection, 'confirm', 'confirm');
        if (!t) return undefined;
        const out = done(await (await t.memory.session()).confirm(t.ids));
        if (out) ui.info(`Cairn: confirmed ${out.length === 1 ? `“${memoryLabel(out[0] as MemoryRecord)}”` : `${out.length} memories`}.`);
        return out;
      }),

    pin: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, 'pin', 'pin');
        if (!t) return undefined;
        const out = done(await (await t.memory.session()).pin(only(t.ids)));
        if (out) ui.info(`Cairn: pinned “${memoryLabel(out)}”.`);
        return out;
      }),

    unpin: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, 'unpin', 'unpin');
        if (!t) return undefined;
        const out = done(await (await t.memory.session()).unpin(only(t.ids)));
        if (out) ui.info(`Cairn: unpinned “${memoryLabel(out)}”; it decays and can be pruned again.`);
        return out;
      }),

    forget: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, 'forget', 'forget');
        if (!t) return undefined;
        const out = done(await (await t.memory.session()).forget(only(t.ids)));
        if (out) ui.info('Cairn: forgotten.');
        return out;
      }),

    showProvenance: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, 'inspect', 'inspect');
        if (!t) return undefined;
        const p = await (await t.memory.session()).provenance(only(t.ids));
        const content = [
          `# Provenance of ${p.record.id}`,
          '',
          provenanceMarkdown(p.record, { now: now(), replacement: p.replacement, replaces: p.replaces }),
          '',
          '## History (audit log)',
          '',
          ...(p.history.length === 0
            ? ['No audit lines name this memory.']
            : p.history.map(
                (l) =>
                  `- ${l.time} ${l.event} · channel ${l.channel}${l.client ? ` (${displayText(l.client, 60)})` : ''} · interactive ${l.interactive}${l.signer ? ` · signed ${displayText(l.signer, 60)}` : ''}`,
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
        const memory = await chooseFolder(folderPathOf(folder), 'Folder to enable memory for');
        if (!memory) return undefined;
        const session = await memory.session();
        const result = await session.init();
        options.changed();
        ui.info(
          result.created
            ? `Cairn: memory enabled for ${memory.folder.name}. It is kept in ${session.location.home}, outside the project.`
            : `Cairn: memory was already enabled for ${memory.folder.name}.`,
        );
        return result;
      }),

    openDigest: (folder) =>
      guarded(async () => {
        const memory = await chooseFolder(folderPathOf(folder), 'Folder whose digest to open');
        if (!memory) return undefined;
        const digest = await (await memory.session()).digest(options.digestBudget());
        await ui.showDocument(digest);
        return digest;
      }),
  };
}
