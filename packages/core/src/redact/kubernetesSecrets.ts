/**
 * The values of a Kubernetes Secret (issue #19; gitleaks:kubernetes-secret-yaml): in a manifest of
 * `kind: Secret`, every entry under `data:` (base64 values) or `stringData:` (plain values) is a
 * credential whatever its key is named (Kubernetes docs "Secrets": `data` holds base64-encoded
 * values, `stringData` the same values unencoded). Only the values go; the keys, the metadata
 * and the other objects of the text stay. YAML manifests (`---`-separated documents, and a
 * `List`'s items) and the JSON `kubectl get secret -o json` prints are both read.
 */
import { NOT_MARKER, type SecretPattern, scan } from './shapes.js';

/** `[start, end)` ranges of a text: the bodies of the `data:` / `stringData:` blocks of its Secrets. */
type Blocks = readonly (readonly [number, number])[];

/** A YAML line naming the object's kind as Secret (`kind: Secret`, `- kind: Secret`); not SealedSecret or SecretProviderClass. */
const YAML_KIND = /^[ \t]{0,64}(?:-[ \t]{1,8})?kind:[ \t]{0,8}["']?Secret["']?[ \t]*(?:#.*)?$/m;
/** A YAML `data:` or `stringData:` line opening a block; group 1 is its indentation. */
const YAML_BLOCK = /^([ \t]{0,64})(?:-[ \t]{1,8})?(?:data|stringData):[ \t]*(?:#[^\r\n]*)?\r?$/gm;
/** A JSON `"kind": "Secret"` member. */
const JSON_KIND = /"kind"[ \t\r\n]{0,16}:[ \t\r\n]{0,16}"Secret"/;
/** A JSON `"data": {` or `"stringData": {`. */
const JSON_BLOCK = /"(?:data|stringData)"[ \t\r\n]{0,16}:[ \t\r\n]{0,16}\{/g;

/** The Secret blocks of the YAML documents of `text` (documents split at `---` lines). */
function yamlBlocks(text: string): [number, number][] {
  const blocks: [number, number][] = [];
  let docStart = 0;
  const separators = [...text.matchAll(/^---[ \t]*$/gm)].map((m) => m.index as number);
  for (const docEnd of [...separators, text.length]) {
    const doc = text.slice(docStart, docEnd);
    if (YAML_KIND.test(doc)) {
      for (const opener of doc.matchAll(YAML_BLOCK)) {
        const indent = (opener[1] as string).length + (opener[0].trimStart().startsWith('-') ? 2 : 0);
        const bodyStart = (opener.index as number) + opener[0].length;
        // The block runs over the lines indented deeper than its opener, and blank lines.
        let at = bodyStart;
        while (at < doc.length) {
          const next = doc.indexOf('\n', at + 1);
          const lineEnd = next === -1 ? doc.length : next;
          const line = doc.slice(at + 1, lineEnd);
          // Indentation is blanks and tabs only; a line of blanks (or a CRLF file's lone \r) is blank.
          const lead = line.length - line.trimStart().length;
          if (line.trim() !== '' && lead <= indent) break;
          at = lineEnd;
        }
        // An empty block (the opener's next line is already outside it) covers no offset.
        blocks.push([docStart + bodyStart, docStart + at]);
      }
    }
    docStart = docEnd;
  }
  return blocks;
}

/** The Secret blocks of JSON in `text`: each `"data": {…}` up to its first `}` (its values are strings). */
function jsonBlocks(text: string): [number, number][] {
  if (!JSON_KIND.test(text)) return [];
  const blocks: [number, number][] = [];
  for (const opener of text.matchAll(JSON_BLOCK)) {
    const start = (opener.index as number) + opener[0].length;
    const end = text.indexOf('}', start);
    blocks.push([start, end === -1 ? text.length : end]);
  }
  return blocks;
}

/** Sorted, disjoint ranges covering the same offsets as `blocks`. */
function merge(blocks: [number, number][]): Blocks {
  const out: [number, number][] = [];
  for (const [start, end] of blocks.sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    // Stryker disable next-line EqualityOperator: equivalent — ranges that only touch may stay apart; the search below reads sorted disjoint ranges either way
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** The text whose blocks were computed last, and its blocks: a pattern's `verify` asks once per entry. */
let cached: { text: string; blocks: Blocks } | undefined;

/**
 * The Secret blocks of `text`: sorted, disjoint `[start, end)` ranges, computed once per text
 * (linear in its length; a block opener is at most 64 columns deep, so nested openers rescan a
 * line at most 64 times).
 */
export function kubernetesSecretBlocks(text: string): Blocks {
  // Stryker disable next-line ConditionalExpression: a cache miss computes the same blocks again
  if (cached?.text !== text) cached = { text, blocks: merge([...yamlBlocks(text), ...jsonBlocks(text)]) };
  return cached.blocks;
}

/** True when `at` lies inside a Secret's `data:` or `stringData:` block of `text` (a binary search). */
function insideSecretBlock(text: string, at: number): boolean {
  const blocks = kubernetesSecretBlocks(text);
  let lo = 0;
  let hi = blocks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    // Stryker disable next-line EqualityOperator: equivalent — no entry starts at a block's end (a line break, the next document's --- line or a JSON block's closing brace)
    if ((blocks[mid] as readonly [number, number])[1] <= at) lo = mid + 1;
    else hi = mid;
  }
  const block = blocks[lo];
  return block !== undefined && at >= block[0];
}

/** Values of a Secret's entries that are references or placeholders, not secrets. */
const KUBERNETES_PLACEHOLDERS: readonly RegExp[] = [
  /^\$\{?[A-Za-z_][\w.]*\}?$/, // ${DB_PASSWORD}, $TOKEN
  /^\{\{[^{}]*\}\}$/, // {{ .Values.password }}
  /^<[^<>]*>$/, // <base64-encoded-password>
  /^[|>][+-]?$/, // a block scalar indicator: the value is on the next lines, read as entries of their own
];

/**
 * The entries of a Kubernetes Secret's `data:` / `stringData:` blocks: `  password: cGFzcw==`,
 * `"token": "…"`. Any key; the value alone is replaced.
 */
export const KUBERNETES_SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source: 'gitleaks:kubernetes-secret-yaml; Kubernetes docs "Secrets" (data: base64-encoded values, stringData: plain values)',
    description: 'A value under data: or stringData: of a YAML kind: Secret manifest, whatever its key: data:\\n  password: cGFzcw==',
    keywords: ['secret'],
    pattern: scan(`^[ \\t]{1,64}["']?[\\w.-]{1,253}["']?:[ \\t]{1,8}(?<q>["']?)${NOT_MARKER}(?<secret>[^\\s"'#]{1,8192})\\k<q>[ \\t]*(?:#[^\\r\\n]*)?$`, 'm'),
    verify: (text, match) => insideSecretBlock(text, match.index as number),
    allowlist: KUBERNETES_PLACEHOLDERS,
  },
  {
    kind: 'secret-assignment',
    source: 'gitleaks:kubernetes-secret-yaml; YAML 1.2 specification §8.1 (block scalars | and >); Kubernetes docs "Secrets" (stringData holding a file)',
    description: 'A file given as a block scalar under stringData: of a kind: Secret: config.ini: |, then its indented lines (blank lines inside it too)',
    keywords: ['secret'],
    pattern: scan(
      `^(?<ind>[ \\t]{1,64})["']?[\\w.-]{1,253}["']?:[ \\t]{1,8}[|>][+-]?[ \\t]*\\r?\\n${NOT_MARKER}(?<secret>(?:\\k<ind>[ \\t]{1,32}[^\\s][^\\r\\n]{0,2048}\\r?\\n(?:[ \\t]{0,64}\\r?\\n){0,8}){0,511}\\k<ind>[ \\t]{1,32}[^\\s][^\\r\\n]{0,2048})`,
      'm',
    ),
    verify: (text, match) => insideSecretBlock(text, match.index as number),
  },
  {
    kind: 'secret-assignment',
    source: 'gitleaks:kubernetes-secret-yaml; Kubernetes API reference "Secret v1" (kubectl get secret -o json)',
    description: 'A value of the data or stringData object of a JSON Secret, whatever its key: "data": {"token": "…"}',
    keywords: ['secret'],
    pattern: scan(`"[\\w.-]{1,253}"[ \\t\\r\\n]{0,16}:[ \\t\\r\\n]{0,16}"${NOT_MARKER}(?<secret>[^"\\\\\\r\\n]{1,8192})"`),
    verify: (text, match) => insideSecretBlock(text, match.index as number),
    allowlist: KUBERNETES_PLACEHOLDERS,
  },
];
