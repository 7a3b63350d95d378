import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/** What the host's transcript shows since the last Stop. */
export interface TranscriptDelta {
  /** Tool results by call id: whether they produced output (a denial or interrupt did not). */
  results: { call: string; output: boolean }[];
  /** Files the person @-mentioned or the host attached: path and content. */
  attachments: { path?: string; content: string }[];
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
  /** Offset to resume from (whole lines only). */
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
const MAX_READ = 32 << 20;

const textOf = (content: unknown): string => {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((c) => (typeof c === 'object' && c !== null && typeof (c as { text?: unknown }).text === 'string' ? (c as { text: string }).text : ''))
      .join('\n');
  return '';
};

/**
 * Reads Claude Code's transcript (JSONL; not a stable API — the hooks docs say so) from
 * `offset`: tool results, @-mentioned files, `!` command output, expanded command bodies and the
 * last assistant text.
 * Lines it does not understand are skipped.
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
  try {
    const st = await file.stat();
    if (!st.isFile()) throw new NotRegularFileError(path);
    identity = `${st.dev}:${st.ino}`;
    const size = st.size;
    start = known !== undefined && (known.file !== identity || size < offset) ? 0 : Math.min(offset, size);
    const length = Math.min(size - start, MAX_READ);
    bytes = Buffer.alloc(length);
    if (length > 0) await file.read(bytes, 0, length, start);
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
    offset: start + whole.length,
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
          const refused = c.is_error === true && /permission|denied|doesn't want|interrupted|rejected|blocked/iu.test(body);
          delta.results.push({ call: c.tool_use_id, output: !refused && body.trim() !== '' });
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
        delta.attachments.push({ ...(path ? { path } : {}), content });
      }
    }
  }
  return delta;
}
