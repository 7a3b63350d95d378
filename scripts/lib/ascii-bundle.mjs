// Rewrites a built bundle as ASCII, same meaning (issue #20). The code-cached bundles
// (code-cache.mjs) are read on every `cairn` start: an ASCII file is decoded as Latin-1 into a
// one-byte string (≈ 1 ms for 3.3 MB), any other as UTF-8 into a two-byte string (≈ 9 ms, and
// twice the memory, copied again into the wrapper the loader compiles; h53-speed, 2026-12-06).
// esbuild escapes non-ASCII characters in strings and identifiers but not in regular-expression
// literals or in `String.raw` templates, which the gate's and redaction's multilingual rules are
// full of (≈ 3,900 characters in dist/cli-main.cjs).
//
// The two rewrites, each exact:
//   - in a regular-expression literal, a non-ASCII character becomes its escape: `\uXXXX`, or for
//     a character beyond U+FFFF `\u{…}` under the `u`/`v` flags and its two surrogate escapes
//     without them (a pattern without `u` matches UTF-16 code units, so the pair is the same
//     pattern); an identity escape of one (`\é`, only legal without `u`) is the character itself,
//     so it becomes the escape alone;
//   - `String.raw` of a template without substitutions becomes the string literal of its raw text;
//   - in a template with substitutions, untagged or tagged `String.raw`, a run of non-ASCII
//     characters becomes a substitution of a string literal holding it (`${"\u00e9"}`): the
//     template's value is the same string (a substitution's string is inserted as it is, raw or
//     cooked). A character after a backslash there, and a template with any other tag (whose
//     function receives the raw strings), are left as they are.
// What is left non-ASCII is counted; the loader still decodes such a file as UTF-8, so a file left
// partly non-ASCII only loses the speed-up, never its meaning.
import vm from 'node:vm';
import ts from 'typescript';

const isAsciiCode = (c) => c < 0x80;
const hex4 = (n) => `\\u${n.toString(16).padStart(4, '0')}`;

/** The escape of code point `cp` in a regular expression with `flags`. */
function regexEscape(cp, flags) {
  if (cp <= 0xffff) return hex4(cp);
  if (flags.includes('u') || flags.includes('v')) return `\\u{${cp.toString(16)}}`;
  const v = cp - 0x10000;
  return hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff));
}

/** A regular-expression literal's text (`/…/flags`) with every non-ASCII character escaped. */
function asciiRegex(literal) {
  const slash = literal.lastIndexOf('/');
  const pattern = literal.slice(1, slash);
  const flags = literal.slice(slash + 1);
  let out = '';
  for (let i = 0; i < pattern.length; ) {
    const cp = pattern.codePointAt(i);
    const width = cp > 0xffff ? 2 : 1;
    if (pattern[i] === '\\' && i + 1 < pattern.length) {
      const next = pattern.codePointAt(i + 1);
      // An identity escape of a non-ASCII character is that character: its escape alone.
      out += isAsciiCode(next) ? pattern.slice(i, i + 2) : regexEscape(next, flags);
      i += 1 + (next > 0xffff ? 2 : 1);
      continue;
    }
    out += isAsciiCode(cp) ? pattern[i] : regexEscape(cp, flags);
    i += width;
  }
  return `/${out}/${flags}`;
}

/** A template piece's source text with each run of non-ASCII characters one substitution, or undefined when one follows a backslash. */
function asciiTemplatePiece(text) {
  let out = '';
  let run = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isAsciiCode(c)) {
      if (run === '' && i > 0 && text[i - 1] === '\\') return undefined;
      run += hex4(c);
      continue;
    }
    if (run !== '') out += `\${"${run}"}`;
    run = '';
    out += text[i];
  }
  return out + (run === '' ? '' : `\${"${run}"}`);
}

/** True when the template `node` belongs to is untagged or tagged `String.raw`. */
function templateRewritable(node) {
  let template = node;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    template = node.parent;
    while (template !== undefined && !ts.isTemplateExpression(template)) template = template.parent;
    if (template === undefined) return false;
  }
  const parent = template.parent;
  if (parent === undefined || !ts.isTaggedTemplateExpression(parent)) return true;
  const tag = parent.tag;
  return ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'String' && tag.name.text === 'raw';
}

/**
 * Throws unless regular-expression literals `before` and `after` compile with the same flags and
 * match alike on probes made of `before`'s own text and its non-ASCII characters (a build-time
 * check of the rewrite, not a proof: the proof is the escape rules above).
 */
function sameRegex(before, after) {
  const a = vm.runInNewContext(before);
  const b = vm.runInNewContext(after);
  const text = before.slice(1, before.lastIndexOf('/'));
  const probes = [text, ...[...text].filter((c) => !isAsciiCode(c.codePointAt(0))).flatMap((c) => [c, `a${c}b`, c.repeat(3)])];
  const run = (r) => probes.map((p) => JSON.stringify(new RegExp(r.source, r.flags.replace('y', '')).exec(p)));
  if (a.flags !== b.flags || run(a).join('\n') !== run(b).join('\n'))
    throw new Error(`ascii-bundle: ${before.slice(0, 80)} is not the same expression once escaped`);
}

/**
 * `source` (a bundle's JavaScript) with the non-ASCII characters of its regular-expression
 * literals and of its untagged and `String.raw` templates escaped, same meaning (see above).
 *
 * @param {string} source - the bundle as esbuild wrote it
 * @returns {{ text: string, rewritten: number, left: number }} the new source, characters escaped, non-ASCII characters left
 */
export function asciiBundle(source) {
  const file = ts.createSourceFile('bundle.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits = [];
  let rewritten = 0;
  const count = (text) => [...text].filter((c) => !isAsciiCode(c.codePointAt(0))).length;
  const visit = (node) => {
    const kind = node.kind;
    // String.raw`…` without substitutions is the string of its raw text (LF line ends: esbuild writes no CR): a plain literal, no call left.
    if (ts.isTaggedTemplateExpression(node) && ts.isNoSubstitutionTemplateLiteral(node.template) && templateRewritable(node.template)) {
      const start = node.getStart(file);
      const raw = source.slice(node.template.getStart(file) + 1, node.template.end - 1);
      if (/[^\x00-\x7f]/u.test(raw) && !raw.includes('\r')) {
        edits.push([start, node.end, JSON.stringify(raw).replace(/[^\x00-\x7f]/g, (c) => hex4(c.charCodeAt(0)))]);
        rewritten += count(raw);
        return;
      }
    }
    if (
      kind === ts.SyntaxKind.RegularExpressionLiteral ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const start = node.getStart(file);
      const text = source.slice(start, node.end);
      if (!/[^\x00-\x7f]/u.test(text)) return;
      const next = kind === ts.SyntaxKind.RegularExpressionLiteral ? asciiRegex(text) : templateRewritable(node) ? asciiTemplatePiece(text) : undefined;
      if (next !== undefined) {
        if (kind === ts.SyntaxKind.RegularExpressionLiteral) sameRegex(text, next);
        edits.push([start, node.end, next]);
        rewritten += count(text);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let text = '';
  let at = 0;
  for (const [start, end, next] of edits.sort((a, b) => a[0] - b[0])) {
    text += source.slice(at, start) + next;
    at = end;
  }
  text += source.slice(at);
  return { text, rewritten, left: count(text) };
}
