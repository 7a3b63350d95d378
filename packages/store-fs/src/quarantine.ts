import type { MalformedLine } from './frame.js';
import { atomicReplace, type Fsio, hasCode } from './fsio.js';

/**
 * The quarantine file (`quarantine.jsonl`, 0600): event-log lines that `cairn repair` could
 * not read, copied aside before the log is rewritten — repair never destroys what it cannot
 * read. One JSON line each: `{"at":"…","line":12,"reason":"checksum mismatch","bytes":"<the line as
 * UTF-8 text>"}`. `forget` drops the lines that mention a forgotten id; `wipe` deletes the file.
 */

/**
 * Appends the malformed lines of `bytes` to the quarantine file (temp file + rename, so the
 * file is whole or unchanged).
 *
 * @returns lines quarantined
 */
export async function quarantineLines(fs: Fsio, path: string, bytes: Buffer, bad: readonly MalformedLine[], at: string): Promise<number> {
  if (bad.length === 0) return 0;
  let old: Buffer = Buffer.alloc(0);
  try {
    old = await fs.readFile(path);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
  }
  const lines = bad.map(
    (m) =>
      `${JSON.stringify({
        at,
        line: m.line,
        reason: m.reason,
        bytes: bytes
          .subarray(m.start, m.start + m.length)
          .toString('utf8')
          .replace(/\n$/, ''),
      })}\n`,
  );
  await atomicReplace(fs, path, [old, Buffer.from(lines.join(''), 'utf8')]);
  return bad.length;
}

/**
 * Drops every quarantined line that mentions one of `ids` (DESIGN.md §3: `forget` removes the
 * text from every file). A no-op without a quarantine file.
 */
export async function scrubQuarantine(fs: Fsio, path: string, ids: readonly string[]): Promise<void> {
  let old: Buffer;
  try {
    old = await fs.readFile(path);
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return;
    throw error;
  }
  const text = old.toString('utf8');
  const kept = text.split('\n').filter((line) => line.length > 0 && !ids.some((id) => line.includes(id) || line.includes(JSON.stringify(id).slice(1, -1))));
  const next = kept.length > 0 ? `${kept.join('\n')}\n` : '';
  if (next === text) return;
  await atomicReplace(fs, path, Buffer.from(next, 'utf8'));
}
