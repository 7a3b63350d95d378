import { type Binding, bindingRef, foldLine } from '@cairn/core';
import { structuredPatch } from 'diff';
import type { WorkingTree } from './workingTree.js';

/** Diff lines shown per binding before the rest is counted. */
export const REVIEW_DIFF_LINES = 20;
/** Lines of the bound range shown when its old content cannot be read. */
const NOW_LINES = 10;
/** Hex characters of a content hash shown (enough to tell two apart; the whole hash is in `cairn show --json`). */
const HASH_SHOWN = 12;

/** `lines:3f2a9c81d0e1…`: the hash's scheme and its first {@link HASH_SHOWN} hex characters. */
export function shortHash(hash: string): string {
  const m = /^([a-z0-9]+):([0-9a-f]+)$/u.exec(hash);
  if (!m) return foldLine(hash, HASH_SHOWN + 10);
  const hex = m[2] as string;
  return `${m[1]}:${hex.slice(0, HASH_SHOWN)}${hex.length > HASH_SHOWN ? '…' : ''}`;
}

/**
 * One line of file content for the terminal: its indentation kept (spaces; a tab as two), the
 * rest folded (`foldLine`, which would collapse the indentation) and cut to 200 characters.
 */
function shownLine(line: string): string {
  const indent = /^[ \t]*/u.exec(line)?.[0] ?? '';
  return `${indent.replace(/\t/gu, '  ')}${foldLine(line.slice(indent.length), 200)}`;
}

/** Lines `a`–`b` (1-based, inclusive) of `text`, or the whole text without a range. */
function slice(text: string, lines: readonly [number, number] | undefined): string {
  if (lines === undefined) return text;
  return text
    .split(/\r\n|\r|\n/u)
    .slice(lines[0] - 1, lines[1])
    .join('\n');
}

/**
 * What a person re-verifying one binding is shown before signing (`cairn reverify`, issue #14,
 * walk-2 items 12/34: it showed no hash and no diff): the content hash as bound and as it will
 * be, then a unified diff of the bound lines (the whole file for a file binding) from the
 * content when bound to the content now, at most {@link REVIEW_DIFF_LINES} lines with the rest
 * counted. Cairn keeps only the hash of bound content, never the content; the old content is
 * read from git's object store by the binding's blob id when git has it (`git cat-file`), and
 * otherwise the lines as they are now are shown, saying the old ones are not kept. Every line of
 * file content is folded for the terminal (`foldLine`: control and invisible characters shown).
 *
 * @param before - the binding as it is on the record
 * @param after - the binding it will have (undefined: it is dropped)
 * @returns lines of text, each indented under the binding's reference
 */
export function reverifyReview(tree: WorkingTree, before: Binding, after: Binding | undefined): string[] {
  const ref = bindingRef(before);
  // In words, not `lines:332a…` hash notation (walk 11 item 10): the diff below shows the change.
  if (after === undefined) return [`${ref}: no longer bound once you sign.`];
  const out = [
    after.hash === before.hash
      ? `${ref}: bound again as ${bindingRef(after)}.`
      : `${ref}: changed since it was bound; once you sign, bound to ${bindingRef(after)} as it reads now.`,
  ];
  if (after.hash === before.hash) {
    out.push('  its content is the same as when it was bound.');
    return out;
  }
  const now = tree.read(after.path);
  const nowText = 'facts' in now ? now.facts.text : undefined;
  if (nowText === undefined) {
    out.push('  (not readable as text: no diff)');
    return out;
  }
  const newText = slice(nowText, after.lines);
  const oldFile = tree.blobText(before.blob);
  if (oldFile === undefined) {
    const shown = newText.split('\n');
    out.push(`  its content when bound is not kept (Cairn keeps its hash; git has no copy). ${bindingRef(after)} now reads:`);
    for (const l of shown.slice(0, NOW_LINES)) out.push(`  | ${shownLine(l)}`);
    if (shown.length > NOW_LINES) out.push(`  … ${shown.length - NOW_LINES} more lines`);
    return out;
  }
  const patch = structuredPatch(`${ref} as bound`, `${bindingRef(after)} now`, `${slice(oldFile, before.lines)}\n`, `${newText}\n`, '', '', { context: 2 });
  const body: string[] = [];
  for (const h of patch.hunks) {
    body.push(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`);
    for (const l of h.lines) if (!l.startsWith('\\')) body.push(l);
  }
  if (body.length === 0) {
    out.push('  only whitespace or line endings changed.');
    return out;
  }
  out.push(`  --- ${ref} as bound`, `  +++ ${bindingRef(after)} now`);
  for (const l of body.slice(0, REVIEW_DIFF_LINES)) out.push(`  ${l.startsWith('@@') ? l : `${l[0]}${shownLine(l.slice(1))}`}`);
  if (body.length > REVIEW_DIFF_LINES) out.push(`  … ${body.length - REVIEW_DIFF_LINES} more lines of the diff`);
  return out;
}
