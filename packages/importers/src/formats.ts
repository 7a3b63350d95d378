/**
 * The agent-memory formats Cairn reads, and how a file's format is told from its name and
 * content (issue #9).
 */

/**
 * Every format the importers know.
 *
 * - `agents-md` — AGENTS.md (agents.md spec; any letter case).
 * - `claude-md` — CLAUDE.md, CLAUDE.local.md; `@path` imports are followed.
 * - `gemini-md` — GEMINI.md; `@path` imports are followed (Gemini CLI's memory import).
 * - `cursorrules` — the legacy single-file `.cursorrules`.
 * - `cursor-mdc` — `.cursor/rules/*.mdc`: YAML front matter (description, globs, alwaysApply) + Markdown.
 * - `copilot-instructions` — `.github/copilot-instructions.md` and `*.instructions.md`.
 * - `windsurfrules` — `.windsurfrules`, `.windsurf/rules/*.md`.
 * - `clinerules` — `.clinerules` (a file, or a folder of `.md` files).
 * - `memory-bank` — Cline's `memory-bank/*.md`.
 * - `memory-md` — MEMORY.md (Claude Code auto memory, OpenClaw).
 * - `markdown` — any other Markdown file (`.md`, `.markdown`) or `.txt` note, read the same way.
 * - `text` — any other text file (source code, a script, configuration): read as plain text, each
 *   unit a statement bound to its own lines (issue #14, walk-2 item 25: a `.py` was read as Markdown).
 * - `kg-jsonl` — the `@modelcontextprotocol/server-memory` store: one JSON object a line.
 * - `kg-json` — its older pretty-printed form `{"entities": […], "relations": […]}`.
 */
export const SOURCE_FORMATS = [
  'agents-md',
  'claude-md',
  'gemini-md',
  'cursorrules',
  'cursor-mdc',
  'copilot-instructions',
  'windsurfrules',
  'clinerules',
  'memory-bank',
  'memory-md',
  'markdown',
  'text',
  'kg-jsonl',
  'kg-json',
] as const;

/** One of {@link SOURCE_FORMATS}. */
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

/**
 * The format name import and scan report for a file of Cairn's own jsonl export (`cairn export
 * --format jsonl`, a backup or a move): read by the `kg-jsonl` reader, which tells its records
 * apart from graph lines, but not the MCP memory server's store, so not named `kg-jsonl` (a
 * `cairn --json import` said `kg-jsonl` of a backup). Not a {@link SourceFormat}: `--from` does
 * not name it.
 */
export const CAIRN_EXPORT_FORMAT = 'cairn-export';

/**
 * The format name a file is reported under: {@link CAIRN_EXPORT_FORMAT} when it was read as a
 * knowledge graph and holds Cairn's own export lines (memory records, rejections, relinks, the
 * head or the end line) and no graph line (no entity, no relation); else its detected format.
 *
 * @param file - the file's detected format and, for the knowledge-graph formats, what its reader found
 */
export function reportedFormat(file: {
  format: SourceFormat;
  graph?: {
    entities: readonly unknown[];
    relations: readonly unknown[];
    cairnRecords?: unknown;
    cairnRejections?: unknown;
    cairnRelinks?: unknown;
    cairnEnd?: unknown;
    cairnHead?: unknown;
  };
}): SourceFormat | typeof CAIRN_EXPORT_FORMAT {
  const g = file.graph;
  if (g === undefined || g.entities.length > 0 || g.relations.length > 0) return file.format;
  // Its head line alone makes it Cairn's (walk h56 LOW 11: a head and a torn line read as kg-jsonl).
  const own =
    g.cairnRecords !== undefined || g.cairnRejections !== undefined || g.cairnRelinks !== undefined || g.cairnEnd !== undefined || g.cairnHead !== undefined;
  return own ? CAIRN_EXPORT_FORMAT : file.format;
}

/** True when `value` names a format (for `--from`). */
export function isSourceFormat(value: string): value is SourceFormat {
  return (SOURCE_FORMATS as readonly string[]).includes(value);
}

/** True for the knowledge-graph formats; false for the Markdown family and plain text. */
export function isKnowledgeGraphFormat(format: SourceFormat): format is 'kg-jsonl' | 'kg-json' {
  return format === 'kg-jsonl' || format === 'kg-json';
}

/** Formats whose `@path` lines are imports to follow (Claude Code and Gemini CLI memory files). */
export function followsImports(format: SourceFormat): boolean {
  return format === 'claude-md' || format === 'gemini-md' || format === 'memory-md';
}

/**
 * Formats that hold standing rules for an agent (their items are stored as conventions);
 * the rest hold facts and notes.
 */
export function holdsRules(format: SourceFormat): boolean {
  return !['memory-bank', 'memory-md', 'markdown', 'text', 'kg-jsonl', 'kg-json'].includes(format);
}

const segmentsOf = (path: string): string[] => path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');

/**
 * The format a file's path names, or undefined when the name alone does not tell.
 * Matching is case-insensitive on the last segments of the path.
 *
 * @param path - a path (relative or absolute, `/` or `\`)
 */
export function formatFromName(path: string): SourceFormat | undefined {
  const parts = segmentsOf(path).map((s) => s.toLowerCase());
  const name = parts.at(-1) ?? '';
  const parent = parts.at(-2) ?? '';
  const grand = parts.at(-3) ?? '';
  if (name === 'memory.jsonl' || name.endsWith('.jsonl')) return 'kg-jsonl';
  if (name === 'memory.json') return 'kg-json';
  if (name === 'agents.md' || name === 'agents.override.md') return 'agents-md';
  if (name === 'claude.md' || name === 'claude.local.md') return 'claude-md';
  if (name === 'gemini.md') return 'gemini-md';
  if (name === 'memory.md') return 'memory-md';
  if (name === '.cursorrules') return 'cursorrules';
  if (name.endsWith('.mdc')) return 'cursor-mdc';
  if (name === 'copilot-instructions.md' || name.endsWith('.instructions.md')) return 'copilot-instructions';
  if (name === '.windsurfrules' || (parent === 'rules' && grand === '.windsurf')) return 'windsurfrules';
  if (name === '.clinerules' || parent === '.clinerules') return 'clinerules';
  if (parent === 'memory-bank' && name.endsWith('.md')) return 'memory-bank';
  if (name.endsWith('.md') || name.endsWith('.markdown') || name.endsWith('.txt')) return 'markdown';
  return undefined;
}

/**
 * Tells a file's format from its name, then from its content: a JSON object per line with
 * `"type": "entity"|"relation"` is `kg-jsonl`; one object with `entities`/`relations` arrays
 * is `kg-json`; a file whose name Cairn does not know (`tool.py`, `deploy.sh`, `Makefile`) is
 * `text`, read as plain text — never as Markdown, whose syntax would read a `# comment` as a
 * heading and indented code as a code block.
 *
 * @param path - the file's path (only its name is used)
 * @param content - the file's text
 */
export function detectFormat(path: string, content: string): SourceFormat {
  const byName = formatFromName(path);
  const byContent = formatFromContent(content);
  // A JSON store wins over a generic name; a recognised Markdown name wins over everything else.
  if (byContent !== undefined && (byName === undefined || byName === 'markdown' || byName === 'kg-json' || byName === 'kg-jsonl')) return byContent;
  return byName ?? 'text';
}

/** `kg-jsonl` / `kg-json` when the content is a knowledge-graph store, else undefined. */
export function formatFromContent(content: string): 'kg-jsonl' | 'kg-json' | undefined {
  const text = content.replace(/^\uFEFF/, '').trim();
  if (!text.startsWith('{')) return undefined;
  const firstLine = text.split('\n', 1)[0] ?? '';
  try {
    const first = JSON.parse(firstLine) as { type?: unknown };
    if (first && (first.type === 'entity' || first.type === 'relation')) return 'kg-jsonl';
  } catch {
    // not one object per line
  }
  try {
    const whole = JSON.parse(text) as { entities?: unknown; relations?: unknown };
    if (whole && (Array.isArray(whole.entities) || Array.isArray(whole.relations))) return 'kg-json';
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The file names `cairn scan .` and `cairn import .` look for when walking a folder
 * (issue #9), as tests on a path relative to the walked folder (forward slashes).
 */
export function isAgentMemoryFile(relativePath: string): boolean {
  const parts = segmentsOf(relativePath);
  const name = (parts.at(-1) ?? '').toLowerCase();
  const parent = (parts.at(-2) ?? '').toLowerCase();
  const grand = (parts.at(-3) ?? '').toLowerCase();
  if (
    [
      'agents.md',
      'claude.md',
      'claude.local.md',
      'gemini.md',
      'memory.md',
      '.cursorrules',
      '.windsurfrules',
      '.clinerules',
      'memory.jsonl',
      'memory.json',
    ].includes(name)
  )
    return true;
  // Cursor reads .mdc rules anywhere under a .cursor folder (.cursor/rules/x.mdc, docs/.cursor/rules.mdc).
  if (name.endsWith('.mdc') && parts.slice(0, -1).some((p) => p.toLowerCase() === '.cursor')) return true;
  if (name === 'copilot-instructions.md' && parent === '.github') return true;
  if (parent === 'memory-bank' && name.endsWith('.md')) return true;
  if (parent === '.clinerules' && (name.endsWith('.md') || name.endsWith('.txt'))) return true;
  if (parent === 'rules' && grand === '.windsurf' && name.endsWith('.md')) return true;
  return false;
}
