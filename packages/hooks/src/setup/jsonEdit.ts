import { applyEdits, type FormattingOptions, findNodeAtLocation, format, type JSONPath, modify, type Node, parseTree } from 'jsonc-parser';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** One edit: set `path` to `value` (undefined: remove it); `insert` puts an array element in before `path`'s index. */
interface Edit {
  path: JSONPath;
  value: unknown;
  insert?: boolean;
}

/** The indentation and line ending a file already uses (two spaces and `\n` when it shows none). */
function formattingOf(text: string): FormattingOptions {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /\n([ \t]+)\S/u.exec(text)?.[1] ?? '  ';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}

/** The indices of `before` that `after` keeps, when `after` is `before` with elements taken out; else undefined. */
function kept(before: readonly unknown[], after: readonly unknown[]): Set<number> | undefined {
  const keep = new Set<number>();
  let j = 0;
  for (let i = 0; i < before.length && j < after.length; i++) {
    if (same(before[i], after[j])) {
      keep.add(i);
      j++;
    }
  }
  return j === after.length ? keep : undefined;
}

/** The edits that turn `before` into `after`, the smallest this reads: a key or element, not its parent. */
function editsBetween(before: unknown, after: unknown, path: JSONPath, out: Edit[]): void {
  if (same(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const k of Object.keys(before)) if (!(k in after)) out.push({ path: [...path, k], value: undefined });
    for (const [k, v] of Object.entries(after)) {
      if (k in before) editsBetween(before[k], v, [...path, k], out);
      else out.push({ path: [...path, k], value: v });
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      for (let i = 0; i < after.length; i++) editsBetween(before[i], after[i], [...path, i], out);
      return;
    }
    if (after.length < before.length) {
      const keep = kept(before, after);
      if (keep !== undefined) {
        // Highest index first: each removal leaves the lower indices where they were.
        for (let i = before.length - 1; i >= 0; i--) if (!keep.has(i)) out.push({ path: [...path, i], value: undefined });
        return;
      }
    } else if (same(before, after.slice(0, before.length))) {
      for (let i = before.length; i < after.length; i++) out.push({ path: [...path, i], value: after[i], insert: true });
      return;
    }
  }
  out.push({ path, value: after });
}

/**
 * `text` without the array element or object member at `path`, and the comma that joined it.
 * jsonc-parser 3.3.1's own removals are not used: its removal of a last array element assumes one
 * character before the `]` and cut into the element before it when there is none, and its removal
 * of an object's first member cuts from the `{` to the next member, so the next member's key moved
 * up onto the brace's line (issue #14, walk-3 item 8: `--remove` left `"projects": {"/other": {` in
 * ~/.claude.json). Here the first member or element goes from its own start to the next one's, the
 * others from the end of the one before to their own end, the only one from just after its
 * bracket: the lines around stay as they were.
 */
function withoutMember(text: string, path: JSONPath): string {
  const container = findNodeAtLocation(parseTree(text) as Node, path.slice(0, -1));
  const last = path[path.length - 1];
  // An array's children are its elements; an object's are its members (property nodes).
  const items = container?.children ?? [];
  const index = typeof last === 'number' ? last : items.findIndex((p) => p.type === 'property' && p.children?.[0]?.value === last);
  const item = items[index];
  if (item === undefined) return text;
  const previous = items[index - 1];
  const next = items[index + 1];
  // After the one before it, up to its own end; the first, up to the next one; the only one, from
  // just after the bracket (the closing bracket's line stays as it was).
  const [start, end] =
    previous !== undefined
      ? [previous.offset + previous.length, item.offset + item.length]
      : next !== undefined
        ? [item.offset, next.offset]
        : [(container?.offset ?? item.offset - 1) + 1, item.offset + item.length];
  return text.slice(0, start) + text.slice(end);
}

/**
 * `text` (a JSON file as the person keeps it, parsed as `before`) edited to hold `after`, keeping
 * the person's formatting — indentation, key order, line endings, everything setup does not
 * change (issue #14, walk-2 item 23: `setup --remove` rewrote the whole file). Edits are made with
 * jsonc-parser's `modify`/`applyEdits`, one key or array element at a time; a file that is absent
 * or empty is written whole, two-space indented.
 *
 * @param text - the file's text, or undefined when it does not exist
 * @param before - `JSON.parse(text)` (`{}` for an absent or empty file)
 * @param after - the value the file must hold
 * @returns the new text; parses to `after`
 */
export function editJsonText(text: string | undefined, before: unknown, after: unknown): string {
  if (text === undefined || text.trim() === '') return `${JSON.stringify(after, null, 2)}\n`;
  const edits: Edit[] = [];
  editsBetween(before, after, [], edits);
  const formattingOptions = formattingOf(text);
  const unit = formattingOptions.insertSpaces ? ' '.repeat(formattingOptions.tabSize ?? 2) : '\t';
  let result = text;
  for (const e of edits) {
    // Unformatted, jsonc-parser edits only the characters that change: a removal takes out
    // exactly the member and its comma. With formatting it re-lays every line an edit touches,
    // the person's lines beside it included.
    if (e.value === undefined) {
      result = withoutMember(result, e.path);
      continue;
    }
    const plain = modify(result, e.path, e.value, { isArrayInsertion: e.insert === true });
    const added = plain.length === 1 && plain[0] !== undefined && plain[0].length === 0 && plain[0].content.startsWith(',') ? plain[0] : undefined;
    if (added === undefined) {
      result = applyEdits(result, plain);
      continue;
    }
    // A member added after others goes on a line of its own, indented as its depth, laid out
    // with the file's indentation; the line it follows is left as it is.
    const indent = unit.repeat(e.path.length);
    const member = `${formattingOptions.eol}${indent}${added.content.slice(1)}`;
    result = applyEdits(result, [{ offset: added.offset, length: 0, content: `,${member}` }]);
    const start = added.offset + 1 + (formattingOptions.eol?.length ?? 1);
    result = applyEdits(result, format(result, { offset: start, length: member.length - (formattingOptions.eol?.length ?? 1) }, formattingOptions));
  }
  return result;
}
