import {
  actAppliesTo,
  type ActOutcome,
  CoreError,
  compareByUrgency,
  ErrorCode,
  type InitOutcome,
  type MemoryRecord,
  needsConfirmation,
  ORIGIN_MEANING,
  type PersonAct,
  type RecordAct,
  reviewReasons,
} from '@cairn/session';
import { displayText } from '../displayText.js';
import { errorMessage } from '../errorMessage.js';
import type { ReviewConsents } from '../person/reviewConsents.js';
import type { PickItem, TerminalSpec, UiPort } from '../ports.js';
import { buildReviewModel, type ReviewActionId, type ReviewModel, reviewText } from '../review/reviewModel.js';
import type { CairnWorkspace, FolderMemory } from '../session/createCairnWorkspace.js';
import { snapshotWorkspace, type WorkspaceSnapshot } from '../session/snapshotWorkspace.js';
import { memoryLabel, reasonPhrase, shortAge } from '../tree/describeMemory.js';

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
  /** The answers given in the review panel, shared with the editor's person port. */
  consents: ReviewConsents;
  /** The clock. */
  now: () => Date;
  /** Most characters of the digest (the `cairn.digestBudget` setting). */
  digestBudget: () => number;
  /** Called after every change to the store, so the view and the status bar refresh. */
  changed: () => void;
  /**
   * The terminal program that runs the `cairn` CLI bundled with the extension with these
   * arguments (`review`, `person setup`); undefined when it cannot be run here.
   */
  cli?: (name: string, args: string[], cwd: string) => TerminalSpec | undefined;
  /** The Cairn home (the `cairn.home` user setting, resolved). */
  home?: () => string;
}

/**
 * The commands' logic, free of `vscode` (STYLE.md example 7) and of every rule: each handler
 * finds what VS Code handed it (a view item, a selection, a memory id, or nothing: then it asks
 * which memory, most urgent first), calls the folder's project session — which asks the person
 * before any person's act — and shows errors through the UI port. Resolves to the result;
 * `undefined` when the person cancelled or an error was shown.
 */
export interface CommandHandlers {
  /**
   * Confirm. A memory that needs attention (flagged as an order, or contradicting another) opens
   * its review instead: there, confirming takes a deliberate step. A plain candidate is confirmed
   * after a modal whose default is Cancel. Channel `vscode`, interactive.
   */
  confirm(target?: unknown, selection?: unknown): Promise<MemoryRecord[] | undefined>;
  /** Reject a memory that waits (forget it, and an import skips its file lines from then on), after a modal whose default is Cancel. */
  reject(target?: unknown): Promise<{ id: string; rejected: number } | undefined>;
  /** Pin (modal); a memory that needs attention opens its review instead. */
  pin(target?: unknown): Promise<MemoryRecord | undefined>;
  /** Unpin (modal). */
  unpin(target?: unknown): Promise<MemoryRecord | undefined>;
  /** Forget, after asking (modal). */
  forget(target?: unknown): Promise<{ id: string } | undefined>;
  /** Opens the review panel of a memory (a click on a row); resolves to what it shows, as text. */
  review(target?: unknown): Promise<string | undefined>;
  /** The same panel, for any memory (its provenance and history). */
  showProvenance(target?: unknown): Promise<string | undefined>;
  /** Re-reads every folder's memory; resolves to what the view shows. */
  refresh(): Promise<WorkspaceSnapshot>;
  /**
   * The store changed (a watcher fired): an open review panel whose memory changed is redrawn with
   * what is true now and a line saying so (issue #17). Resolves to what it shows, or undefined.
   */
  storeChanged(): Promise<ReviewModel | undefined>;
  /** Enables memory for a folder (`cairn init`, channel `vscode`). */
  enable(folder?: unknown): Promise<InitOutcome | undefined>;
  /** Opens the digest (what an agent is given); resolves to its text. */
  openDigest(folder?: unknown): Promise<string | undefined>;
  /** Opens `cairn review` in a terminal, for a batch; resolves to what it runs. */
  reviewInTerminal(folder?: unknown): Promise<TerminalSpec | undefined>;
  /** Opens `cairn person setup` in a terminal: the person's signing key, set up once; resolves to what it runs. */
  setupKey(): Promise<TerminalSpec | undefined>;
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

/** What the review panel's buttons do: the act they are, as a person's act. */
const PANEL_ACTS: Partial<Record<ReviewActionId, PersonAct>> = { confirm: 'confirm', reject: 'reject', forget: 'forget', pin: 'pin', unpin: 'unpin' };

/** What the person is told after a reject: gone, and whether an import will skip it. */
function rejectedMessage(digests: number): string {
  return digests > 0
    ? 'Cairn: rejected. The memory is forgotten, and importing the same file lines again skips them.'
    : 'Cairn: rejected; the memory is forgotten.';
}

/** Creates the handlers. */
export function createCommandHandlers(options: CommandHandlerOptions): CommandHandlers {
  const { workspace, ui, now, consents } = options;

  /** Runs a handler body, showing any error; `undefined` on error. */
  const guarded = async <T>(body: () => Promise<T | undefined>): Promise<T | undefined> => {
    try {
      return await body();
    } catch (error) {
      ui.error(errorMessage(error));
      return undefined;
    }
  };

  /** What a person's act came to: its result, or undefined when they cancelled. */
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
      if (!m) throw new CoreError(ErrorCode.INVALID_INPUT, `${displayText(folder, 200)} is not a folder of this workspace.`);
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

  /** One picker row: the text first, why (or where from) beside it, no raw id. */
  const pickItem = (r: MemoryRecord, byId: ReadonlyMap<string, MemoryRecord>, at: Date): PickItem<MemoryRecord> => {
    const waits = needsConfirmation(r);
    const reason = reviewReasons(r, { replaces: r.supersedes !== undefined ? byId.get(r.supersedes) : undefined })[0];
    return {
      label: memoryLabel(r),
      description: waits && reason ? `⚠ ${reasonPhrase(reason, r)}` : `${r.kind} · ${shortAge(r.createdAt, at)}`,
      detail: `${r.kind} from ${ORIGIN_MEANING[r.origin]} · ${shortAge(r.createdAt, at)}${r.pinned ? ' · pinned' : ''}`,
      group: waits ? 'Needs attention' : r.status === 'candidate' ? 'Candidates' : r.status === 'active' ? 'Active' : 'Superseded',
      value: r,
    };
  };

  /**
   * The memories a command acts on: the given item(s), or the person's pick among those the act
   * applies to, most urgent first. Undefined when the person dismissed a picker.
   */
  const targets = async (
    target: unknown,
    selection: unknown,
    act: RecordAct | 'inspect' | 'reject',
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
    const records = await memory.records();
    const byId = new Map(records.map((r) => [r.id, r]));
    const applies = (r: MemoryRecord): boolean =>
      act === 'inspect' ? r.status !== 'forgotten' : act === 'reject' ? actAppliesTo('confirm', r) : actAppliesTo(act, r);
    const offered = records.filter(applies).sort(compareByUrgency);
    if (offered.length === 0) {
      ui.info(`Cairn: no memory to ${verb} in ${memory.folder.name}.`);
      return undefined;
    }
    const at = now();
    const attention = offered.filter(needsConfirmation).length;
    const title =
      act === 'confirm' || act === 'reject'
        ? `${attention} need${attention === 1 ? 's' : ''} attention · ${offered.length - attention} candidate${offered.length - attention === 1 ? '' : 's'}`
        : undefined;
    const picked = await ui.pick(
      offered.map((r) => pickItem(r, byId, at)),
      `Memory to ${verb}`,
      title,
    );
    return picked ? { memory, ids: [picked.id] } : undefined;
  };

  const only = (ids: string[]): string => ids[0] as string;

  /** The review of one memory, from its provenance. */
  const modelOf = async (memory: FolderMemory, id: string, notice?: string): Promise<ReviewModel> => {
    const p = await (await memory.session()).provenance(id);
    return buildReviewModel({
      folder: memory.folder.path,
      record: p.record,
      replacement: p.replacement,
      replaces: p.replaces,
      history: p.history,
      now: now(),
      ...(notice !== undefined ? { notice } : {}),
    });
  };

  /** What a button of the review panel does: the act, answered by the press itself (a consent the person port takes once). */
  const actInPanel = async (memory: FolderMemory, shown: ReviewModel, action: ReviewActionId, deliberate: boolean): Promise<ReviewModel | undefined> => {
    if (action === 'close') return undefined;
    // Every act re-reads the memory first (issue #17): a panel left open may show a state that
    // changed elsewhere (the CLI, another window). A stale panel is redrawn and acts on nothing.
    const session = await memory.session();
    let record: MemoryRecord;
    try {
      record = await session.get(shown.id);
    } catch (error) {
      if (error instanceof CoreError && error.code === ErrorCode.NOT_FOUND) {
        ui.info('Cairn: this memory is gone (forgotten or rejected elsewhere); nothing changed.');
        return undefined;
      }
      throw error;
    }
    if (record.updatedAt !== shown.updatedAt) {
      const now = await modelOf(memory, shown.id);
      return {
        ...now,
        notice: `This memory changed since the panel showed it (it is ${now.heading.toLowerCase()} now); nothing was done. Read it again, then choose.`,
      };
    }
    if (action === 'keep') {
      ui.info(record.status === 'candidate' ? 'Cairn: kept as a candidate; nothing changed.' : `Cairn: nothing changed; it is ${record.status}.`);
      return undefined;
    }
    const act = PANEL_ACTS[action];
    if (act === undefined) return shown;
    const chosen = shown.actions.find((a) => a.id === action);
    if (!chosen) return shown; // not offered for this memory
    if (chosen.needsDeliberateStep && !deliberate) return { ...shown, notice: `To confirm, first tick: “${shown.deliberateStep ?? ''}”` };
    consents.grant({ act, records: [{ id: record.id, updatedAt: record.updatedAt }] });
    try {
      switch (action) {
        case 'confirm': {
          const out = done(await session.confirm([shown.id]));
          if (!out) return { ...shown, notice: 'Nothing changed: nothing was signed, and it is still a candidate.' };
          // A contradiction's confirm supersedes the memory it replaces: say which, never just "confirmed".
          const replaced = shown.compare?.current;
          const notice = replaced
            ? `Confirmed. It replaced ${replaced.heading === 'Your memory now' ? 'your memory' : 'the memory'} “${displayText(replaced.text, 120)}”, which is now superseded (its history is kept; Show Provenance on it shows what replaced it).`
            : 'Confirmed. The agent is given it from its next session; your signed confirmation is in the audit log.';
          ui.info(replaced ? `Cairn: confirmed; it superseded “${displayText(replaced.text, 60)}”.` : 'Cairn: confirmed.');
          return modelOf(memory, shown.id, notice);
        }
        case 'pin': {
          if (!done(await session.pin(shown.id))) return shown;
          return modelOf(memory, shown.id, 'Pinned.');
        }
        case 'unpin': {
          if (!done(await session.unpin(shown.id))) return shown;
          return modelOf(memory, shown.id, 'Unpinned: it decays and can be pruned again.');
        }
        case 'reject': {
          const out = done(await session.reject(shown.id));
          if (!out) return shown;
          ui.info(rejectedMessage(out.rejected));
          return undefined;
        }
        default: {
          if (!done(await session.forget(shown.id))) return shown;
          ui.info('Cairn: forgotten.');
          return undefined;
        }
      }
    } catch (error) {
      // The panel stays open and says what went wrong.
      return { ...shown, notice: errorMessage(error) };
    } finally {
      // An answer is good for this act only, used or not.
      consents.clear();
    }
  };

  /** Opens the review panel on one memory. */
  /** The panel open now: its folder and what it shows (kept current by its acts and {@link CommandHandlers.storeChanged}). */
  let panel: { memory: FolderMemory; shown: () => ReviewModel; set: (m: ReviewModel) => void } | undefined;

  const openReview = async (memory: FolderMemory, id: string): Promise<string> => {
    let shown = await modelOf(memory, id);
    panel = {
      memory,
      shown: () => shown,
      set: (m) => {
        shown = m;
      },
    };
    await ui.showReview(shown, {
      act: async (action, deliberate) => {
        const next = await actInPanel(memory, shown, action, deliberate);
        if (next) shown = next;
        return next;
      },
      openSource: async (index) => {
        const file = shown.sources[index]?.file;
        if (file) await ui.openFile(file.path, file.line);
      },
    });
    return reviewText(shown);
  };

  const review = (target: unknown): Promise<string | undefined> =>
    guarded(async () => {
      const t = await targets(target, undefined, 'inspect', 'review');
      if (!t) return undefined;
      return openReview(t.memory, only(t.ids));
    });

  /** For acts that would confirm: a memory that needs attention goes to its review. Resolves true when it did. */
  const reviewInstead = async (memory: FolderMemory, ids: readonly string[]): Promise<boolean> => {
    const session = await memory.session();
    for (const id of ids) {
      if (needsConfirmation(await session.get(id))) {
        await openReview(memory, id);
        if (ids.length > 1) ui.info('Cairn: this memory needs its own review; nothing was confirmed.');
        return true;
      }
    }
    return false;
  };

  return {
    confirm: (target, selection) =>
      guarded(async () => {
        const t = await targets(target, selection, 'confirm', 'confirm');
        if (!t) return undefined;
        if (await reviewInstead(t.memory, t.ids)) return undefined;
        const out = done(await (await t.memory.session()).confirm(t.ids))?.confirmed;
        if (out) ui.info(`Cairn: confirmed ${out.length === 1 ? `“${memoryLabel(out[0] as MemoryRecord)}”` : `${out.length} memories`}.`);
        return out;
      }),

    reject: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, 'reject', 'reject');
        if (!t) return undefined;
        const out = done(await (await t.memory.session()).reject(only(t.ids)));
        if (out) ui.info(rejectedMessage(out.rejected));
        return out;
      }),

    pin: (target) =>
      guarded(async () => {
        const t = await targets(target, undefined, 'pin', 'pin');
        if (!t) return undefined;
        if (await reviewInstead(t.memory, t.ids)) return undefined;
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

    review,
    showProvenance: review,

    refresh: async () => {
      options.changed();
      return snapshotWorkspace(workspace, now());
    },

    storeChanged: async () => {
      const open = panel;
      if (!open) return undefined;
      const was = open.shown();
      let next: ReviewModel;
      try {
        const record = await (await open.memory.session()).get(was.id);
        if (record.updatedAt === was.updatedAt) return undefined;
        const fresh = await modelOf(open.memory, was.id);
        next = { ...fresh, notice: `Updated: this memory changed elsewhere; it is ${fresh.heading.toLowerCase()} now.` };
      } catch {
        next = { ...was, actions: was.actions.filter((a) => a.id === 'close'), notice: 'This memory is gone (forgotten or rejected elsewhere).' };
      }
      if (panel !== open || !ui.updateReview(next)) return undefined;
      open.set(next);
      return next;
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
        await ui.showText('Cairn: digest', `What your agent is given at the start of a session in ${memory.folder.name} (read-only).`, digest);
        return digest;
      }),

    reviewInTerminal: (folder) =>
      guarded(async () => {
        const memory = await chooseFolder(folderPathOf(folder), 'Folder whose memories to review');
        if (!memory) return undefined;
        const session = await memory.session();
        const spec = options.cli?.('Cairn review', ['--home', session.location.home, '--project', memory.folder.path, 'review'], memory.folder.path);
        if (!spec) {
          ui.error('Cairn: cannot run the Cairn CLI here. Run `cairn review` in a terminal yourself.');
          return undefined;
        }
        ui.openTerminal(spec);
        // `cairn review` walks the plain candidates (one keystroke confirms); what needs attention
        // is left to its review here, where confirming takes a deliberate step. Say so, or the
        // terminal's count and the view's disagree.
        const attention = (await memory.records()).filter((r) => r.status === 'candidate' && needsConfirmation(r)).length;
        if (attention > 0)
          ui.info(
            `Cairn: the terminal walks the candidates; the ${attention === 1 ? 'memory that needs' : `${attention} memories that need`} attention ${attention === 1 ? 'is' : 'are'} left out — click ${attention === 1 ? 'it' : 'each'} in the view to review ${attention === 1 ? 'it' : 'them'} there.`,
          );
        return spec;
      }),

    setupKey: () =>
      guarded(async () => {
        const home = options.home?.();
        const spec =
          home !== undefined
            ? options.cli?.('Cairn: your signing key', ['--home', home, 'person', 'setup'], workspace.folders()[0]?.folder.path ?? home)
            : undefined;
        if (!spec) {
          ui.error('Cairn: cannot run the Cairn CLI here. Run `cairn person setup` in a terminal yourself.');
          return undefined;
        }
        ui.openTerminal(spec);
        return spec;
      }),
  };
}
