import { isCairnDigest } from '../digest/renderDigest.js';
import { SCHEMA_VERSION } from '../schema/record.js';

/**
 * What of a working-tree file the attestation index fingerprints (issue #22), and which files are
 * Cairn's own. Pure: text in, text out.
 */

/** The first line of `cairn export --format md` (session's exportMemories). */
export const MARKDOWN_EXPORT_TITLE = '# Project memory export';
/** How the note under {@link MARKDOWN_EXPORT_TITLE} opens (session's `MARKDOWN_EXPORT_NOTE`; a session test keeps the two in step). */
export const MARKDOWN_EXPORT_MARK = '> Memories Cairn recorded for this project';
/** The suffix `cairn export --format kg-jsonl` ends each observation with (`[cairn: origin=…; id=mem_…]`). */
const KG_SUFFIX = /\[cairn: [^\]]*\bid=[^\]\s]+\]$/u;
/** Characters of a file's head read to tell whether Cairn wrote it. */
const HEAD_CHARS = 64 * 1024;

/**
 * Whether Cairn itself wrote `text` into the project, by its content (never its name): a digest
 * (`cairn digest --out MEMORY.md`: core's {@link isCairnDigest}), a Markdown export (its title and
 * note), a jsonl export (its first line a memory record of this schema version) or a kg-jsonl
 * export (its first line an entity whose observations carry Cairn's `[cairn: … id=…]` suffix).
 * Such a file among the project's own files is no witness of the memories it carries (issue #22):
 * it would make every agent memory it holds `repo`, attested by Cairn's own copy of it.
 *
 * Only ever used to leave a project file (tracked or untracked) out as a `repo` witness: a file
 * under `node_modules` or a git-ignored folder wearing these markers still lowers to `external`,
 * so a package cannot escape by imitating them. A project file wearing them forges nothing it
 * could not already: whoever writes the project's files can write the memory's words elsewhere.
 */
export function isCairnWritten(text: string): boolean {
  const head = text
    .slice(0, HEAD_CHARS)
    .replace(/^\uFEFF/u, '')
    .replace(/\r\n/gu, '\n')
    .trimStart();
  if (isCairnDigest(head)) return true;
  const lines = head.split('\n', 3);
  if (lines[0]?.trimEnd() === MARKDOWN_EXPORT_TITLE && (lines[2] ?? '').startsWith(MARKDOWN_EXPORT_MARK)) return true;
  if (!head.startsWith('{')) return false;
  let first: unknown;
  try {
    first = JSON.parse(lines[0] as string);
  } catch {
    return false;
  }
  if (typeof first !== 'object' || first === null) return false;
  const o = first as Record<string, unknown>;
  if (o.schemaVersion === SCHEMA_VERSION && typeof o.id === 'string' && typeof o.projectKey === 'string' && Array.isArray(o.evidence)) return true;
  return o.type === 'entity' && Array.isArray(o.observations) && o.observations.some((x) => typeof x === 'string' && KG_SUFFIX.test(x));
}

/**
 * The fields of a package's `package.json` an agent reads (`npm view`, a registry page): its
 * description, keywords, homepage and readme. The rest (names of dependencies, scripts, versions)
 * is data, not prose a memory could repeat.
 */
export const MANIFEST_FIELDS = ['description', 'keywords', 'homepage', 'readme'] as const;

/** Source files whose comments an agent reads in a dependency: JavaScript, TypeScript and their declarations. */
export const COMMENTED_CODE = /\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/u;

/** Text to fingerprint, and the file's 1-based line of each of its rows when they differ from the rows' own numbers. */
export interface ReadableText {
  text: string;
  lines?: number[];
}

/**
 * A manifest's {@link MANIFEST_FIELDS}, each where its key is (a readme's own lines all named by
 * the line of its key), every other line blank — so a witness names `package.json:LINE` where the
 * field is. Not JSON, or not an object: nothing.
 */
function manifestText(text: string): ReadableText {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { text: '' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { text: '' };
  const o = parsed as Record<string, unknown>;
  const source = text.split(/\r\n|\r|\n/u);
  const rows: string[] = [];
  const lines: number[] = [];
  const placed: { at: number; value: string }[] = [];
  for (const field of MANIFEST_FIELDS) {
    const raw = o[field];
    const value = typeof raw === 'string' ? raw : Array.isArray(raw) ? raw.filter((x) => typeof x === 'string').join(', ') : '';
    if (value === '') continue;
    const key = new RegExp(`^\\s*"${field}"\\s*:`, 'u');
    placed.push({
      at: Math.max(
        0,
        source.findIndex((row) => key.test(row)),
      ),
      value,
    });
  }
  placed.sort((a, b) => a.at - b.at);
  for (const { at, value } of placed)
    for (const row of value.split(/\r\n|\r|\n/u)) {
      rows.push(row);
      lines.push(at + 1);
    }
  return { text: rows.join('\n'), lines };
}

/**
 * The comments of a JavaScript or TypeScript file (block, doc and line comments), every other
 * character replaced by a space and every line kept, so lines stay where they are. A `//` inside
 * a string is taken for a comment now and then: the text after it is the file's own, so that only
 * ever adds what the file says — but not after a scheme's colon (`'https://…'`), whose rest reads
 * as a scheme-less address since rare tokens take `host/path` (h48-attest, F7).
 */
function commentsOf(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/\/\*[\s\S]*?(?:\*\/|$)|(?<!:)\/\/[^\n]*/gu)) {
    out += text.slice(last, m.index).replace(/[^\n]/gu, ' ');
    out += (m[0] as string).replace(/^\/\*+|\*+\/$|^\/\/+/gu, '  ').replace(/\n[ \t]*\*(?!\/)/gu, '\n ');
    last = (m.index as number) + (m[0] as string).length;
  }
  return out + text.slice(last).replace(/[^\n]/gu, ' ');
}

/**
 * Folders that hold a build's output (issue #22): JavaScript's `dist/`, `build/`, `out/`,
 * `.next/`, `.nuxt/`, `.output/`, `.svelte-kit/`, `.docusaurus/`, Jekyll's `_site/`, Rust's `target/`;
 * since 2026-12-05 (h45-tree) also a compiled library's `lib/`, `esm/`, `cjs/`, Sphinx's, dune's and
 * mix's `_build/`, MkDocs' `site/`, Hugo's and Gatsby's `public/`, `storybook-static/`,
 * `generated/`, `gen/`, and Python's `*.egg-info/` (its `PKG-INFO` copies the package's README).
 * When git ignores one, its text files ({@link BUILD_TEXT}) are read
 * whole like any ignored file (session's treePrintIndex): a bundle or generated page that carries
 * text copied from elsewhere attests `external`, while the project's own text compiled into it
 * is vouched for by the tracked source it came from (a `repo` file holding the same run exempts it).
 */
export const BUILD_DIRS: ReadonlySet<string> = new Set([
  'dist',
  'build',
  'out',
  'target',
  '.next',
  '.nuxt',
  '.output',
  '.svelte-kit',
  '.docusaurus',
  '_site',
  'lib',
  'esm',
  'cjs',
  '_build',
  'site',
  'public',
  'storybook-static',
  'generated',
  'gen',
]);

/**
 * Text files of a build folder that are read: scripts, declarations, styles, pages, data and
 * prose; since 2026-12-05 also other languages' sources and configuration a build copies
 * (`build/lib/pkg/__init__.py`, generated `.go`, `.rs`, `.java`), logs and a Python package's
 * metadata (`PKG-INFO`, `METADATA`). Not source maps (`.map`: the project's own sources again, and large), not binaries.
 */
export const BUILD_TEXT =
  /\.(?:[cm]?js|jsx|d\.[cm]?ts|[cm]?ts|tsx|css|html?|json|txt|md|xml|svg|ya?ml|pyi?|rb|php|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|toml|ini|cfg|conf|properties|sh|rst|adoc|csv|tsv|log)$|(?:^|\/)(?:PKG-INFO|METADATA)$/u;

/** Whether a relative path lies in a {@link BUILD_DIRS} folder (or a `*.egg-info` one) and is one of its {@link BUILD_TEXT} files. */
export function isBuildText(path: string): boolean {
  return BUILD_TEXT.test(path) && path.split('/').some((seg) => BUILD_DIRS.has(seg) || seg.endsWith('.egg-info'));
}

/**
 * Longest line of a git-ignored build file that is fingerprinted, characters: a longer one is a
 * minified bundle's (one line of 100k characters is a whole library, mostly code, and its
 * shingles would outnumber the rest of the index while a copied sentence in it is one string
 * literal among thousands). Left out as blank; the file's other lines are read. Ordinary source,
 * generated declarations and pages keep lines well below 2,000 characters (a prettier or
 * biome line is under 120; a generated HTML page's longest lines are a few hundred).
 */
export const MAX_BUILD_LINE_CHARS = 2000;

/**
 * What the index fingerprints of a working-tree file (issue #22): the whole text of the
 * project's own files (tracked, untracked) and of git-ignored ones; of a third-party file that
 * is not prose, what an agent reads of it — a `package.json`'s {@link MANIFEST_FIELDS}, the
 * comments of a source or declaration file ({@link COMMENTED_CODE}; its code is not prose a
 * memory repeats, and a string of code shares stock runs with every other package); of a
 * git-ignored build file ({@link isBuildText}), its lines up to {@link MAX_BUILD_LINE_CHARS}
 * characters (a minified line longer than that is left out blank). Lines keep
 * their numbers. Which third-party files are read at all is the index's budget (session's
 * treePrintIndex).
 *
 * @param path - relative path, `/`-separated
 * @param text - the file's text
 * @param klass - the file's class (`TreePrintClass`: only `third-party` is read in part)
 * @param prose - the file is prose by its name (README, CHANGELOG, `.md`): read whole
 */
export function readableText(path: string, text: string, klass: string, prose: boolean): ReadableText {
  if (klass === 'ignored' && !prose && isBuildText(path) && text.length > MAX_BUILD_LINE_CHARS)
    return { text: text.replace(new RegExp(`[^\\r\\n]{${MAX_BUILD_LINE_CHARS + 1},}`, 'gu'), '') };
  if (klass !== 'third-party' || prose) return { text };
  if (/(?:^|\/)package\.json$/u.test(path)) return manifestText(text);
  if (COMMENTED_CODE.test(path)) return { text: commentsOf(text) };
  return { text };
}
