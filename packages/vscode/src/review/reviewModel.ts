import { isAbsolute, join, relative, resolve } from 'node:path';
import {
  type AuditEntry,
  ageInWords,
  type ChoiceEffect,
  foldText,
  evidenceTally,
  type MemoryRecord,
  needsConfirmation,
  ORIGIN_MEANING,
  type Origin,
  reviewChoices,
  reviewReasons,
  displayRef,
  supersedesLine,
} from '@cairn/session';
import { displayText } from '../displayText.js';
import { evidenceSources } from '../tree/describeMemory.js';

/** What the person can do in the review panel. */
export type ReviewActionId = 'keep' | 'reject' | 'confirm' | 'pin' | 'unpin' | 'forget' | 'close';

/** One button of the review panel. The first of {@link ReviewModel.actions} is the default (focused) one. */
export interface ReviewAction {
  id: ReviewActionId;
  label: string;
  /** Only after the person ticked the deliberate step ({@link ReviewModel.deliberateStep}). */
  needsDeliberateStep?: boolean;
}

/** A memory's source as the panel shows it: a file of the project opens at its line; anything else is plain text. */
export interface ReviewSource {
  /** The reference, folded to one line (a path with a line range, a URL, a tool name). */
  label: string;
  /** A file inside the workspace folder, with the first line of the range. */
  file?: { path: string; line?: number };
}

/** One text in the contradiction's side-by-side view. */
export interface ReviewSide {
  heading: string;
  /** Folded, line breaks kept. */
  text: string;
  origin: string;
}

/**
 * What the review panel shows for one memory (issue #17): plain data, free of `vscode`, built
 * from the project session's provenance. Every string that came from the store is folded
 * (hidden characters shown as markers), so the HTML renderer only escapes.
 */
export interface ReviewModel {
  /** The workspace folder the memory belongs to. */
  folder: string;
  id: string;
  /** The record's `updatedAt` when this model was built: an act re-reads the record and refuses a stale panel (issue #17). */
  updatedAt: string;
  /** `attention` while it waits for a person's confirmation; then its status. */
  state: 'attention' | 'candidate' | 'active' | 'superseded';
  /** The panel's heading: "Needs your attention", "Candidate", "Active", "Superseded". */
  heading: string;
  /** Why it needs the person (or notes), in words, each with its internal code; `quote` is a replaced memory's text (one line). */
  reasons: Array<{ words: string; code: string; quote?: string }>;
  /** The memory's text, folded, line breaks kept. */
  text: string;
  /** Messages decoded from invisible characters in the text. */
  hidden: string[];
  /** How many `⟨…⟩` markers the folded text holds (a run of invisible characters is one marker). */
  markers: number;
  /** "a fetched page or document (web)". */
  origin: string;
  originCode: Origin;
  kind: string;
  /** "stored 3 days ago · seen once". */
  seen: string;
  sources: ReviewSource[];
  /** A flagged memory the person confirmed: it stays marked as a confirmed instruction. */
  confirmedInstruction: boolean;
  /** For a contradiction: the memory it would replace and itself, side by side. */
  compare?: { current: ReviewSide; proposed: ReviewSide };
  /** What each choice does, in words (quotes of other memories folded into the sentence). */
  effects: { confirm?: string[]; keep: string[]; reject: string[]; forget: string[] };
  /** The buttons, the default (safe) one first. */
  actions: ReviewAction[];
  /** The deliberate step that unlocks Confirm (a checkbox's words), when confirming needs one. */
  deliberateStep?: string;
  /** What replaced it, for a superseded memory (one line). */
  replacedBy?: string;
  /**
   * For a memory that replaces another: the line the person's signature covers (core's view 2,
   * `supersedes: <id>`, h49-sign) — which memory a confirm, pin or supersede here makes it replace.
   */
  supersedes?: string;
  /** The audit history, one line each, oldest first. */
  history: string[];
  /** A line under the heading after an act ("Kept as a candidate: nothing changed."). */
  notice?: string;
}

/** Inputs of {@link buildReviewModel}: the session's provenance of one memory. */
export interface ReviewInput {
  folder: string;
  record: MemoryRecord;
  replacement?: MemoryRecord | undefined;
  replaces?: MemoryRecord | undefined;
  history?: readonly AuditEntry[];
  now: Date;
  notice?: string;
}

const oneLine = (text: string, max = 300): string => displayText(text, max);

function words(effects: readonly ChoiceEffect[]): string[] {
  return effects.map((e) => (e.replaces ? `${e.words} “${oneLine(e.replaces.text, 200)}”` : e.words));
}

/** `README.md:10-12` → the file inside `folder` and line 10; undefined for URLs, tool names and paths outside the folder. */
export function sourceFile(source: string, folder: string): { path: string; line?: number } | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//iu.test(source)) return undefined;
  const m = /^(.*?)(?::(\d+)(?:-\d+)?)?$/u.exec(source);
  const file = m?.[1];
  if (!file || file.includes('\u0000')) return undefined;
  const path = isAbsolute(file) ? resolve(file) : resolve(join(folder, file));
  const rel = relative(folder, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  const line = m?.[2] !== undefined ? Number(m[2]) : undefined;
  return line !== undefined && Number.isSafeInteger(line) && line > 0 ? { path, line } : { path };
}

function seenWords(record: MemoryRecord, now: Date): string {
  const { pieces: n, independent } = evidenceTally(record);
  const seen = n <= 1 ? 'seen once' : `seen ${n} times${independent > 1 ? `, in ${independent} separate sessions` : ''}`;
  return `${ageInWords(record.createdAt, now)} · ${seen}`;
}

function historyLine(l: AuditEntry): string {
  const who = l.signer ? `signed ${oneLine(l.signer, 60)}` : l.interactive ? 'interactive' : 'not interactive';
  return oneLine(`${l.time.slice(0, 16).replace('T', ' ')} UTC · ${l.event} · ${l.channel}${l.client ? ` (${l.client})` : ''} · ${who}`, 200);
}

/**
 * Builds the review of one memory. Pure: the same provenance and clock give the same model.
 * The default action is always the safe one — keep it as it is — and a memory that waits
 * because it reads as an order or would replace another is confirmed only after a deliberate
 * step (core's `reviewChoices(…).deliberate`).
 */
export function buildReviewModel(input: ReviewInput): ReviewModel {
  const { record, folder, now } = input;
  const waits = needsConfirmation(record);
  const replaces = input.replaces;
  const choices = reviewChoices(record, { replaces });
  const reasons = reviewReasons(record, { replaces }).map((r) => ({
    words: r.words,
    code: r.code,
    ...(r.replaces ? { quote: oneLine(r.replaces.text, 200) } : {}),
  }));
  const folded = foldText(record.kind === 'outcome' && record.title ? `${record.title}\n\n${record.text}` : record.text, { mode: 'block' });
  const state: ReviewModel['state'] = waits
    ? 'attention'
    : record.status === 'candidate'
      ? 'candidate'
      : record.status === 'superseded'
        ? 'superseded'
        : 'active';
  const order = record.flags.includes('instruction');
  const confirmedInstruction = order && record.confirmedAt !== undefined;
  const heading = {
    attention: 'Needs your attention',
    candidate: 'Candidate: waits for your confirmation',
    active: confirmedInstruction ? 'Active: a confirmed instruction' : 'Active',
    superseded: 'Superseded',
  }[state];

  const actions: ReviewAction[] = [];
  if (choices.confirm) {
    actions.push({ id: 'keep', label: 'Keep as candidate' }, { id: 'reject', label: 'Reject' });
    actions.push({
      id: 'confirm',
      label: order ? 'Confirm instruction' : replaces ? 'Confirm replacement' : 'Confirm',
      ...(choices.deliberate ? { needsDeliberateStep: true } : {}),
    });
  } else {
    actions.push({ id: 'close', label: 'Close' });
    if (record.status !== 'superseded') actions.push(record.pinned ? { id: 'unpin', label: 'Unpin' } : { id: 'pin', label: 'Pin' });
    actions.push({ id: 'forget', label: 'Forget' });
  }

  const model: ReviewModel = {
    folder,
    id: record.id,
    state,
    heading,
    reasons,
    text: folded.text,
    hidden: [...folded.hidden],
    markers: folded.markers,
    origin: `${ORIGIN_MEANING[record.origin]} (${record.origin})`,
    originCode: record.origin,
    kind: record.kind,
    seen: seenWords(record, now),
    sources: evidenceSources(record).map((s) => {
      const file = sourceFile(s, folder);
      return { label: oneLine(displayRef(s), 200), ...(file ? { file } : {}) };
    }),
    updatedAt: record.updatedAt,
    confirmedInstruction,
    effects: {
      ...(choices.confirm ? { confirm: words(choices.confirm) } : {}),
      keep: words(choices.keep),
      reject: words(choices.reject),
      forget: words(choices.forget),
    },
    actions,
    history: (input.history ?? []).map(historyLine),
  };
  if (choices.confirm && choices.deliberate) {
    model.deliberateStep = order
      ? 'I have read this instruction and want the agent to follow it.'
      : 'I have compared both texts and want this memory to replace the other.';
  }
  if (replaces && record.flags.includes('contradicts') && waits) {
    model.compare = {
      current: {
        heading: replaces.origin === 'user' ? 'Your memory now' : 'The memory now',
        text: foldText(replaces.text, { mode: 'block' }).text,
        origin: `${ORIGIN_MEANING[replaces.origin]} (${replaces.origin})`,
      },
      proposed: { heading: 'Would replace it with', text: folded.text, origin: model.origin },
    };
  }
  if (input.replacement) model.replacedBy = oneLine(input.replacement.text, 200);
  if (record.supersedes !== undefined) model.supersedes = supersedesLine(record.supersedes);
  if (input.notice !== undefined) model.notice = input.notice;
  return model;
}

/**
 * The review as plain text, in the order the panel shows it: what the person's signature binds
 * as "what the person was shown" (DESIGN.md §1), and what tests read.
 */
export function reviewText(model: ReviewModel): string {
  const lines = [model.heading];
  for (const r of model.reasons) lines.push(`Why: ${r.words}${r.quote !== undefined ? ` “${r.quote}”` : ''} (${r.code})`);
  if (model.compare) {
    lines.push(`${model.compare.current.heading} (${model.compare.current.origin}):`, model.compare.current.text);
    lines.push(`${model.compare.proposed.heading} (${model.compare.proposed.origin}):`, model.compare.proposed.text);
  } else {
    lines.push('Text:', model.text);
  }
  for (const h of model.hidden) lines.push(`Hidden text, decoded: ${h}`);
  lines.push(`From: ${model.origin} · ${model.kind} · ${model.seen}`);
  for (const s of model.sources) lines.push(`Source: ${s.label}`);
  if (model.replacedBy !== undefined) lines.push(`Replaced by: “${model.replacedBy}”`);
  if (model.supersedes !== undefined) lines.push(`You sign: ${model.supersedes} (the memory it replaces)`);
  if (model.effects.confirm) lines.push(...model.effects.confirm.map((w) => `If you confirm: ${w}`));
  lines.push(...model.effects.keep.map((w) => `If you keep it: ${w}`));
  if (model.actions.some((a) => a.id === 'reject')) lines.push(...model.effects.reject.map((w) => `If you reject it: ${w}`));
  if (model.actions.some((a) => a.id === 'forget')) lines.push(...model.effects.forget.map((w) => `If you forget it: ${w}`));
  if (model.deliberateStep !== undefined) lines.push(`To confirm: ${model.deliberateStep}`);
  return lines.join('\n');
}
