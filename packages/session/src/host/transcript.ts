import { constants } from 'node:fs';
import type { Dirent } from 'node:fs';
import { type FileHandle, open, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { opaqueContent } from './opaqueContent.js';

/** What the host's transcript shows since the last Stop. */
export interface TranscriptDelta {
  /**
   * Tool results by call id: whether they produced output (a denial or interrupt did not), and
   * the kind of content in it Cairn cannot compare (an image, a PDF: `opaqueContent`), if any, and
   * for an Agent/Task call that started a subagent, the subagent's id ({@link subagentIdOf}).
   */
  results: { call: string; output: boolean; opaque?: string; agent?: string }[];
  /** Files the person @-mentioned or the host attached: path, content, and the kind of what in it Cairn cannot compare (an image, a PDF). */
  attachments: { path?: string; content: string; opaque?: string }[];
  /** Output of `!` commands the person ran. */
  commandOutput: string[];
  /**
   * Text the host put in the person's turn on its own (`isMeta` user entries): the body of a
   * slash command or skill the prompt named — a project's `.claude/commands/*.md`, a plugin's, the
   * user's. The prompt UserPromptSubmit carries is only what was typed (`/hello the tides`), so
   * without this the body reaches the model unobserved. Seen in Claude Code 2.1.332's transcript
   * (2026-12-05, hooks/test/fixtures/SOURCES.md).
   */
  expanded: string[];
  /** The last assistant text. */
  lastAssistant?: string;
  /**
   * Working folders the host says were added during the session (`/add-dir`, a permission update):
   * the `added` folders of an `environment` attachment's `additionalWorkingDirectories` change
   * ({@link workingFolders}). The sandboxed agent may write in each from then on.
   */
  addedDirs: string[];
  /** Every additional working folder an `environment` attachment's whole snapshot lists (those the session started with among them). */
  listedDirs: string[];
  /**
   * A line longer than the read window ({@link MAX_READ}) that was skipped unread: its first byte,
   * and the bytes skipped (to just past its newline, or as far as {@link MAX_SKIP} and the file
   * went). What it held — a tool result, an attachment — was not checked: a caller counts it a gap.
   */
  skipped?: { at: number; bytes: number };
  /** Offset to resume from (whole lines only, or past a skipped line). */
  offset: number;
  /** The file read (`<dev>:<ino>`): a later read from `offset` is of the same file only while this holds. */
  file: string;
  /** Whether the read began at 0 although `offset` was larger: another file, or the file shrank. */
  restarted: boolean;
}

/** The error a read of a transcript that is not a regular file throws (`code` `ENOTREGULAR`). */
export class NotRegularFileError extends Error {
  readonly code = 'ENOTREGULAR';
  constructor(path: string) {
    super(`${path} is not a regular file`);
  }
}

/** Most transcript bytes read at one Stop (a longer tail waits for the next Stop). */
export const MAX_READ = 32 << 20;

/**
 * Most bytes scanned past the window for the end of a line longer than {@link MAX_READ}, at one
 * read, in {@link SKIP_CHUNK} pieces that are not kept (a 4 GiB line costs a few seconds, never
 * its size in memory); a longer line is skipped on from there at the next read.
 */
export const MAX_SKIP = 1 << 30;
const SKIP_CHUNK = 1 << 20;

const textOf = (content: unknown): string => {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((c) => (typeof c === 'object' && c !== null && typeof (c as { text?: unknown }).text === 'string' ? (c as { text: string }).text : ''))
      .join('\n');
  return '';
};

/**
 * What Claude Code itself puts in an `is_error` tool result when the call was refused or
 * interrupted before it ran — whole bodies, nothing else in them (2.1.332's program: the person's
 * no and its fixed continuations, an interrupt, a permission rule's denial, a PreToolUse hook's
 * deny without a reason). A body that only contains such words is the tool's output, whose author
 * chooses them (attack note A7, 2026-12-06: "Mirror notice: anonymous access denied. …" read as a
 * refusal hid an unobserved result); so is a denial carrying free text (the person's feedback, a
 * hook's reason): counted as output, a gap when no hook observed it. Fail closed.
 */
export const HOST_REFUSALS: readonly RegExp[] = [
  /^The user doesn't want to proceed with this tool use\.(?: The tool use was rejected \(eg\. if it was a file edit, the new_string was NOT written to the file\)\.)?(?: STOP what you are doing and wait for the user to tell you how to proceed\.| Do not retry\. Continue without this page and report the blocked URL in your findings\.)?$/u,
  /^\[Request interrupted by user(?: for tool use)?\]$/u,
  /^Permission to use [\w.-]{1,200} has been denied(?: by your rule [\w.-]{1,200}(?:\([^()\n]{0,300}\))?(?: \(a str_replace is an update of one field\), so nothing was written| \(writes\[\d{1,6}\] of this batch matches it\), so nothing in the batch was written)?)?\.$/u,
  /^Hook PreToolUse:[\w.-]{1,200} denied this tool$/u,
];

/** Whether a tool result's text is one of the host's own refusals ({@link HOST_REFUSALS}), whole. */
export function hostRefusal(body: string): boolean {
  const t = body.trim();
  return t.length <= 800 && HOST_REFUSALS.some((r) => r.test(t));
}

/**
 * Where the line running through `from` ends: just past its newline, found by reading on in
 * {@link SKIP_CHUNK} pieces that are not kept, or where the file or {@link MAX_SKIP} ran out.
 */
async function skipLine(file: FileHandle, from: number, size: number): Promise<number> {
  const chunk = Buffer.alloc(SKIP_CHUNK);
  let at = from;
  while (at < size && at - from < MAX_SKIP) {
    const { bytesRead } = await file.read(chunk, 0, Math.min(SKIP_CHUNK, size - at), at);
    if (bytesRead === 0) break;
    const nl = chunk.subarray(0, bytesRead).indexOf(0x0a);
    if (nl !== -1) return at + nl + 1;
    at += bytesRead;
  }
  return at;
}

/**
 * Reads Claude Code's transcript (JSONL; not a stable API — the hooks docs say so) from
 * `offset`: tool results, @-mentioned files, `!` command output, expanded command bodies and the
 * last assistant text.
 * Lines it does not understand are skipped. A line longer than {@link MAX_READ} is skipped unread
 * to its end (scanned for, not held: `skipped`), so it never stalls the reads after it; the caller
 * counts it a gap (attack note A2, 2026-12-06).
 *
 * Only a regular file is read: it is opened without blocking (a FIFO would otherwise hold the
 * hook past its time budget; attack note N9, 2026-12-06) and anything else throws
 * {@link NotRegularFileError}, which a caller counts as a gap. With `known` (what the last read
 * returned as `file`), the read begins at 0 when the file is another one (its device and inode
 * differ, or none was recorded while `offset` > 0) or is shorter than `offset`: the offset belongs
 * to the file read before, and a new transcript's start must be checked (attack note N7).
 */
export async function readTranscript(path: string, offset: number, known?: { file: string | undefined }): Promise<TranscriptDelta> {
  const file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  let bytes: Buffer;
  let identity: string;
  let start: number;
  let skipped: TranscriptDelta['skipped'];
  try {
    const st = await file.stat();
    if (!st.isFile()) throw new NotRegularFileError(path);
    identity = `${st.dev}:${st.ino}`;
    const size = st.size;
    start = known !== undefined && (known.file !== identity || size < offset) ? 0 : Math.min(offset, size);
    const length = Math.min(size - start, MAX_READ);
    bytes = Buffer.alloc(length);
    if (length > 0) await file.read(bytes, 0, length, start);
    // A full window with no line end: one line longer than the window (a large PDF or image read,
    // a pasted blob). Waiting for it would hold every later line unread forever (attack note A2).
    if (length === MAX_READ && bytes.indexOf(0x0a) === -1) skipped = { at: start, bytes: (await skipLine(file, start + length, size)) - start };
  } finally {
    await file.close();
  }
  const lastNewline = bytes.lastIndexOf(0x0a);
  const whole = lastNewline === -1 ? Buffer.alloc(0) : bytes.subarray(0, lastNewline + 1);
  const delta: TranscriptDelta = {
    results: [],
    attachments: [],
    commandOutput: [],
    expanded: [],
    addedDirs: [],
    listedDirs: [],
    ...(skipped !== undefined ? { skipped } : {}),
    offset: skipped !== undefined ? skipped.at + skipped.bytes : start + whole.length,
    file: identity,
    restarted: start < offset,
  };
  for (const line of whole.toString('utf8').split('\n')) {
    if (line === '') continue;
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    const message = entry.message as { role?: string; content?: unknown } | undefined;
    if (entry.type === 'assistant' && message && Array.isArray(message.content)) {
      const text = textOf(message.content.filter((c) => (c as { type?: string }).type === 'text'));
      if (text.trim() !== '') delta.lastAssistant = text;
    } else if (entry.type === 'user' && message) {
      if (Array.isArray(message.content)) {
        for (const c of message.content as Record<string, unknown>[]) {
          if (c.type !== 'tool_result' || typeof c.tool_use_id !== 'string') continue;
          const body = textOf(c.content);
          // An image or a document block is output though it holds no text (attack note A5); so is a
          // result the host's own record of the call (`toolUseResult`, one result per entry) marks as
          // an image (a command that printed one: `isImage`, h51 attack A3).
          const own = (message.content as unknown[]).length === 1 ? opaqueContent(entry.toolUseResult) : undefined;
          const opaque = opaqueContent(c.content) ?? own;
          const refused = c.is_error === true && opaque === undefined && hostRefusal(body);
          const agent = (message.content as unknown[]).length === 1 ? subagentIdOf(entry.toolUseResult) : undefined;
          delta.results.push({
            call: c.tool_use_id,
            output: !refused && (body.trim() !== '' || opaque !== undefined),
            ...(opaque !== undefined ? { opaque } : {}),
            ...(agent !== undefined ? { agent } : {}),
          });
        }
      }
      const typed = textOf(message.content);
      if (/<bash-stdout>|<bash-stderr>/u.test(typed)) delta.commandOutput.push(typed);
      else if (entry.isMeta === true && typed.trim() !== '') delta.expanded.push(typed);
    } else if (entry.type === 'attachment') {
      const a = entry.attachment as Record<string, unknown> | undefined;
      if (a && ['file', 'new_file', 'directory', 'opened_file_in_ide', 'selected_lines_in_ide', 'pdf'].includes(String(a.type))) {
        const content = typeof a.content === 'string' ? a.content : JSON.stringify(a.content ?? '');
        const path = typeof a.filename === 'string' ? a.filename : typeof a.path === 'string' ? a.path : undefined;
        const opaque = opaqueContent(a.content);
        delta.attachments.push({ ...(path ? { path } : {}), content, ...(opaque !== undefined ? { opaque } : {}) });
      } else if (a && a.type === 'environment') {
        const found = workingFolders(a);
        for (const d of found.added) if (delta.addedDirs.length < MAX_DIRS && !delta.addedDirs.includes(d)) delta.addedDirs.push(d);
        for (const d of found.listed) if (delta.listedDirs.length < MAX_DIRS && !delta.listedDirs.includes(d)) delta.listedDirs.push(d);
      }
    }
  }
  return delta;
}

/** Most working folders one read of a transcript keeps ({@link TranscriptDelta} `addedDirs`, `listedDirs`); more are cut (bounded work). */
const MAX_DIRS = 64;

/**
 * The additional working folders in one of Claude Code's `environment` transcript attachments
 * (2.1.332; the transcript is not a stable API): `{type: 'environment', snapshot: {workingDirectory,
 * additionalWorkingDirectories: string[], …}, changes?: [{field: 'additionalWorkingDirectories',
 * added: string[], removed: string[]}, …]}`. The host writes a whole snapshot at the session's first
 * turn (its `--add-dir` and `permissions.additionalDirectories` folders), and one with `changes`
 * at the next turn after a folder was added or removed mid-session (`/add-dir`, or a permission
 * update's `addDirectories`). Seen in a real `claude -p --add-dir` run (2026-12-07, this machine) and
 * read from the same program's source; packages/hooks/test/fixtures/SOURCES.md. Any non-empty path of
 * at most 4,096 characters is taken (a relative or Windows path too: the caller fails closed on it).
 */
export function workingFolders(attachment: Record<string, unknown>): { added: string[]; listed: string[] } {
  const paths = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string' && d !== '' && d.length <= 4096 && !d.includes('\0')) : [];
  const snapshot = attachment.snapshot as { additionalWorkingDirectories?: unknown } | undefined;
  const listed = typeof snapshot === 'object' && snapshot !== null ? paths(snapshot.additionalWorkingDirectories) : [];
  const added = (Array.isArray(attachment.changes) ? attachment.changes : [])
    .filter(
      (c): c is { field: string; added?: unknown } =>
        typeof c === 'object' && c !== null && (c as { field?: unknown }).field === 'additionalWorkingDirectories',
    )
    .flatMap((c) => paths(c.added));
  return { added, listed };
}

/**
 * The subagent an Agent/Task call started, from the host's own record of the call's result (the
 * transcript entry's `toolUseResult`, never the result's text, which ends with the subagent's own
 * words): Claude Code 2.1.332's `AgentOutput` (sdk-tools.d.ts in the package) carries `agentId`
 * when `status` is `completed` or `async_launched`, and the subagent's turn is written to
 * `subagents/agent-<agentId>.jsonl` ({@link subagentTranscripts}). Only an id of word characters
 * and dashes (1–100) is taken; anything else is none.
 */
export function subagentIdOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const { status, agentId } = result as { status?: unknown; agentId?: unknown };
  if (status !== 'completed' && status !== 'async_launched') return undefined;
  return typeof agentId === 'string' && /^[\w-]{1,100}$/u.test(agentId) ? agentId : undefined;
}

/** Most subagent transcripts of one session read ({@link subagentTranscripts}); more is a gap. */
export const MAX_SUBAGENT_TRANSCRIPTS = 1000;

/** Most folders under a session's `subagents` folder listed ({@link subagentTranscripts}); more is a gap. */
export const MAX_SUBAGENT_FOLDERS = 200;

/**
 * The transcripts of a session's subagents (h51 attack A3): Claude Code writes each subagent's
 * turn — the tool calls it made, what they returned, the skills it loaded — to
 * `<transcript folder>/<session>/subagents/agent-<id>.jsonl` beside the session's own
 * `<session>.jsonl`, not into it (seen with 2.1.332's program, and anthropics/claude-code's
 * subagent transcript reports; the PreToolUse and PostToolUse hooks fire for a subagent's calls
 * with the parent's `session_id`), and a workflow's agents to
 * `subagents/workflows/<run>/agent-<id>.jsonl` (2.1.332's program: a workflow run's transcript
 * folder is `join(<transcript folder>, <session>, "subagents", "workflows", <runId>)` and its
 * agents' files `agent-${agentId}.jsonl` there, beside the run's `journal.jsonl`; an agent's
 * transcript may sit in any such subfolder of `subagents`). So the `agent-*.jsonl` files of
 * `subagents` and of its subfolders two levels down are read; links are not followed into
 * folders. `files` are sorted by their path below `subagents` (`name`: `agent-<id>.jsonl`, or
 * `workflows/<run>/agent-<id>.jsonl`), at most {@link MAX_SUBAGENT_TRANSCRIPTS}; `error` when a
 * folder exists but cannot be listed (a caller counts it a gap), `more` when there were more files
 * (or more than {@link MAX_SUBAGENT_FOLDERS} folders) than read.
 *
 * @param transcript - the session's own transcript (`…/<session>.jsonl`); another name has none
 */
export async function subagentTranscripts(transcript: string): Promise<{ files: string[]; names: string[]; error?: string; more?: boolean }> {
  const name = basename(transcript);
  if (!name.endsWith('.jsonl')) return { files: [], names: [] };
  const root = join(dirname(transcript), name.slice(0, -'.jsonl'.length), 'subagents');
  const found: string[] = [];
  let error: string | undefined;
  let more = false;
  let folders = 0;
  // Breadth first: `subagents`, its folders (`workflows`), theirs (`workflows/<run>`).
  let level: string[] = [''];
  for (let depth = 0; depth <= 2 && level.length > 0; depth++) {
    const next: string[] = [];
    for (const rel of level) {
      if (++folders > MAX_SUBAGENT_FOLDERS) {
        more = true;
        break;
      }
      let entries: Dirent[];
      try {
        entries = await readdir(rel === '' ? root : join(root, rel), { withFileTypes: true });
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (!(code === 'ENOENT' || code === 'ENOTDIR')) error ??= code ?? 'unreadable';
        continue;
      }
      for (const entry of entries) {
        const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
        if (/^agent-.{1,200}\.jsonl$/u.test(entry.name) && !entry.isDirectory()) found.push(path);
        else if (entry.isDirectory() && depth < 2) next.push(path);
      }
    }
    level = next.sort();
  }
  found.sort();
  if (found.length > MAX_SUBAGENT_TRANSCRIPTS) {
    more = true;
    found.length = MAX_SUBAGENT_TRANSCRIPTS;
  }
  return {
    files: found.map((n) => join(root, n)),
    names: found,
    ...(error !== undefined ? { error } : {}),
    ...(more ? { more: true } : {}),
  };
}

/** Most bytes of one workflow run's `journal.jsonl` read at one check ({@link workflowJournalGaps}); a longer journal is a gap. */
export const MAX_WORKFLOW_JOURNAL = 32 << 20;

/** Most gaps one workflow run's journal gives ({@link workflowJournalGaps}); more are counted in one. */
const MAX_JOURNAL_GAPS = 20;

/** An agent id as Claude Code 2.1.332 accepts it in a workflow journal (its program: word characters and dashes, 1–128). */
const JOURNAL_AGENT = /^[\w-]{1,128}$/u;

/**
 * What the workflow runs' journals of a session show that no transcript covers (issue #21's
 * leftovers): Claude Code 2.1.332 keeps, beside a workflow run's agent transcripts, the run's
 * `journal.jsonl` (`<session>/subagents/workflows/<run>/journal.jsonl`: its program's
 * `LocalFileJournal`, read 2026-12-07; anthropics/claude-code#76336 with 2.1.206, #80608 with
 * 2.1.207). One JSON object a line: `{type: 'launched'}` first, then `{type: 'started', key, agentId,
 * remoteSessionId?}` when an `agent()` call starts, `{type: 'result', key, agentId, result, toolsUsed?,
 * sessionId?}` when it returns (the `result` the script goes on with, and finally returns to the
 * session), `{type: 'failed', key, agentId}`, and the host's own `restoring`/`restored`/`resumed`
 * marks (`resumed` follows a line a crash left torn, which the host skips). A resumed run serves a
 * journalled `result` from the cache without running its agent again — from a run of another
 * session too — so the script (and the session it reports to) gets an agent's words whose reads no
 * transcript of this session shows.
 *
 * Each is a gap (fail closed): an agent a `started` or `result` line names whose transcript
 * (`agent-<id>.jsonl`, `names`: the file names the subagent listing found) is not found; an agent
 * that ran remotely (`remoteSessionId`: its transcript is not on this machine); a `result` that
 * names no agent; a line that does not parse (but a torn one the host marked `resumed`), or of a type
 * or shape the program does not write; a journal that cannot be read or is over
 * {@link MAX_WORKFLOW_JOURNAL}; a run folder holding agent transcripts and no journal (the host
 * writes `launched` before any agent starts, so a journal kept elsewhere is unseen); a folder of
 * runs that cannot be listed, or more runs than {@link MAX_SUBAGENT_FOLDERS}. Read whole at each
 * check (whole lines only: a line still being written waits for the next), so a gap found once is
 * found again and the caller's set keeps one. A Stop that comes between an agent's `started` line
 * and its first transcript line records the gap, which stays (fail closed, as for a background
 * subagent).
 *
 * @param transcript - the session's own transcript (`…/<session>.jsonl`); another name has none
 * @param names - the subagent transcripts' file names found for the session (`agent-<id>.jsonl`)
 * @returns gaps, each at most 200 characters, the run and the agent named
 */
export async function workflowJournalGaps(transcript: string, names: ReadonlySet<string>): Promise<string[]> {
  const name = basename(transcript);
  if (!name.endsWith('.jsonl')) return [];
  const root = join(dirname(transcript), name.slice(0, -'.jsonl'.length), 'subagents', 'workflows');
  let runs: Dirent[];
  try {
    runs = await readdir(root, { withFileTypes: true });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? [] : [`workflow runs unreadable (${code ?? 'unreadable'})`];
  }
  const folders = runs
    .filter((r) => r.isDirectory())
    .map((r) => r.name)
    .sort();
  const gaps: string[] = [];
  if (folders.length > MAX_SUBAGENT_FOLDERS) gaps.push('more workflow runs than are read');
  for (const run of folders.slice(0, MAX_SUBAGENT_FOLDERS)) gaps.push(...(await journalGaps(join(root, run), run.slice(0, 60), names)));
  return gaps.map((g) => g.slice(0, 200));
}

async function journalGaps(folder: string, run: string, names: ReadonlySet<string>): Promise<string[]> {
  const at = `workflow ${run}:`;
  let text: string;
  try {
    const file = await open(join(folder, 'journal.jsonl'), constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      const st = await file.stat();
      if (!st.isFile()) return [`${at} journal.jsonl is not a regular file`];
      if (st.size > MAX_WORKFLOW_JOURNAL) return [`${at} journal.jsonl over ${MAX_WORKFLOW_JOURNAL >> 20} MiB not read`];
      const bytes = Buffer.alloc(st.size);
      if (st.size > 0) await file.read(bytes, 0, st.size, 0);
      const end = bytes.lastIndexOf(0x0a);
      text = end === -1 ? '' : bytes.subarray(0, end + 1).toString('utf8');
    } finally {
      await file.close();
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return [`${at} journal.jsonl unreadable (${code ?? 'unreadable'})`];
    let held: string[];
    try {
      held = (await readdir(folder)).filter((f) => /^agent-.{1,200}\.jsonl$/u.test(f));
    } catch {
      held = [];
    }
    return held.length > 0 ? [`${at} no journal.jsonl beside its agents' transcripts`] : [];
  }
  const lines = text.split('\n');
  const gaps = new Set<string>();
  const unseen = (agent: unknown, what: string): void => {
    if (typeof agent !== 'string' || !JOURNAL_AGENT.test(agent)) gaps.add(`${at} a ${what} line names no agent`);
    else if (!names.has(`agent-${agent}.jsonl`)) gaps.add(`${at} agent ${agent} ran; its transcript agent-${agent}.jsonl not found`);
  };
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      // A line a crash left torn: the host's next append ends it and writes `{"type":"resumed"}`, and skips it on load.
      if (typeOf(lines[i + 1]) !== 'resumed') gaps.add(`${at} journal line ${i + 1} unreadable`);
      continue;
    }
    const e = (typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry : {}) as Record<string, unknown>;
    switch (e.type) {
      case 'launched':
      case 'restoring':
      case 'restored':
      case 'resumed':
      case 'failed':
        break;
      case 'started':
        if (e.remoteSessionId !== undefined) gaps.add(`${at} agent ${String(e.agentId).slice(0, 100)} ran remotely; its transcript is not on this machine`);
        else unseen(e.agentId, 'started');
        break;
      case 'result':
        unseen(e.agentId === '' ? undefined : e.agentId, 'result');
        break;
      default:
        gaps.add(`${at} journal line ${i + 1} of a type Cairn does not know`);
    }
  }
  const all = [...gaps];
  return all.length > MAX_JOURNAL_GAPS ? [...all.slice(0, MAX_JOURNAL_GAPS), `${at} ${all.length - MAX_JOURNAL_GAPS} more gaps`] : all;
}

/** The `type` of a journal line, if it parses as an object with one. */
function typeOf(line: string | undefined): unknown {
  if (line === undefined) return undefined;
  try {
    return (JSON.parse(line) as { type?: unknown } | null)?.type;
  } catch {
    return undefined;
  }
}
