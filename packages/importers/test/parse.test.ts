import { describe, expect, it } from 'vitest';
import {
  detectFormat,
  formatFromName,
  isAgentMemoryFile,
  MAX_CHUNK_BYTES,
  parseKnowledgeGraphJson,
  parseKnowledgeGraphJsonl,
  parseMarkdown,
  splitOversized,
  type SourceFormat,
} from '../src/index.js';
import { fixtureText, HAVE_FIXTURES, manifest, NEEDS_FIXTURES } from './fixtures.js';

/** The format each manifest kind should be detected as, from the file's path in its repository. */
const EXPECTED: Record<string, SourceFormat | ((path: string) => SourceFormat)> = {
  'agents-md': 'agents-md',
  'claude-md': 'claude-md',
  cursorrules: 'cursorrules',
  'cursor-mdc': 'cursor-mdc',
  'copilot-instructions': 'copilot-instructions',
  windsurfrules: 'windsurfrules',
  clinerules: 'clinerules',
  'memory-bank': 'memory-bank',
  'gemini-md': 'gemini-md',
  'memory-md': 'memory-md',
  'mcp-memory-jsonl': (path) => (path.endsWith('.json') ? 'kg-json' : 'kg-jsonl'),
  'poison-demo': (path) => (path.endsWith('.cursorrules') ? 'cursorrules' : 'markdown'),
};

describe('format detection on every fixture', () => {
  for (const entry of manifest()) {
    it(`${entry.file} (${entry.kind}) is detected from its path and content`, () => {
      const rule = EXPECTED[entry.kind];
      expect(rule, `no expectation for kind ${entry.kind}`).toBeDefined();
      const expected = typeof rule === 'function' ? rule(entry.path) : rule;
      expect(detectFormat(entry.path, fixtureText(entry))).toBe(expected);
    });
  }
  if (!HAVE_FIXTURES) it.skip(`every fixture — skipped: ${NEEDS_FIXTURES}`, () => undefined);

  it('tells a knowledge graph by content under any name, and never takes a Markdown name for JSON', () => {
    expect(detectFormat('notes/graph.txt', '{"type":"entity","name":"a","entityType":"b","observations":[]}\n')).toBe('kg-jsonl');
    expect(detectFormat('backup.json', '{\n  "entities": [],\n  "relations": []\n}')).toBe('kg-json');
    expect(detectFormat('AGENTS.md', '{"type":"entity"}')).toBe('agents-md');
    expect(formatFromName('.windsurf/rules/style.md')).toBe('windsurfrules');
    expect(formatFromName('.clinerules/01-style.md')).toBe('clinerules');
    expect(formatFromName('CLAUDE.local.md')).toBe('claude-md');
  });

  it('knows the file names a folder walk looks for, and nothing else', () => {
    for (const p of [
      'AGENTS.md',
      'sub/CLAUDE.md',
      'GEMINI.md',
      '.cursorrules',
      '.cursor/rules/a.mdc',
      '.github/copilot-instructions.md',
      '.windsurfrules',
      '.clinerules',
      '.clinerules/x.md',
      'memory-bank/progress.md',
      'MEMORY.md',
      'memory.jsonl',
      'memory.json',
    ]) {
      expect(isAgentMemoryFile(p), p).toBe(true);
    }
    for (const p of ['README.md', 'docs/guide.md', 'rules/a.mdc', 'package.json', 'copilot-instructions.md']) expect(isAgentMemoryFile(p), p).toBe(false);
  });
});

describe('Markdown splitting', () => {
  const sample = [
    '---',
    'description: Test rules',
    'globs: **/*.ts',
    'alwaysApply: true',
    '---',
    '',
    '# Setup',
    '',
    'We use pnpm workspaces.',
    '',
    '- Run `pnpm test` before pushing.',
    '- ALWAYS run `pnpm lint`.',
    '  - nested detail',
    '',
    '```sh',
    'pnpm install',
    '',
    'pnpm build',
    '```',
    '',
    '## Empty section',
    '## Notes',
    '<!-- hidden note -->',
    '',
    'See @docs/testing.md for details.',
    '',
    '@AGENTS.md',
  ].join('\n');

  it('cuts paragraphs, top-level list items (with their nested items) and whole code blocks, with line ranges', () => {
    const md = parseMarkdown(sample);
    const byText = (t: string) => md.chunks.find((c) => c.text.includes(t));
    expect(byText('We use pnpm')).toMatchObject({ startLine: 9, endLine: 9, block: 'paragraph', heading: 'Setup' });
    expect(byText('Run `pnpm test`')).toMatchObject({ startLine: 11, endLine: 11, block: 'list-item', text: 'Run `pnpm test` before pushing.' });
    expect(byText('ALWAYS run')).toMatchObject({ startLine: 12, endLine: 13, block: 'list-item' });
    expect(byText('ALWAYS run')?.text).toContain('nested detail');
    const code = byText('pnpm install');
    expect(code).toMatchObject({ startLine: 15, endLine: 19, block: 'code' });
    expect(code?.text).toBe('```sh\npnpm install\n\npnpm build\n```');
    expect(byText('hidden note')).toMatchObject({ block: 'html', heading: 'Notes' });
  });

  it('sets aside the heading of an empty section (never a memory), keeps the front matter as tags (lenient YAML), and imports apart', () => {
    const md = parseMarkdown(sample);
    expect(md.chunks.some((c) => c.block === 'heading')).toBe(false);
    expect(md.setAside).toContainEqual(
      expect.objectContaining({ reason: 'heading', fate: 'skipped', chunk: expect.objectContaining({ text: '## Empty section' }) }),
    );
    expect(md.setAside).toContainEqual(expect.objectContaining({ reason: 'heading', fate: 'title', chunk: expect.objectContaining({ text: '# Setup' }) }));
    expect(md.frontMatter?.tags).toEqual(['description:Test rules', 'globs:**/*.ts', 'alwaysApply:true']);
    expect(md.frontMatter?.chunk).toMatchObject({ startLine: 1, endLine: 5 });
    expect(md.imports).toEqual([
      { target: 'docs/testing.md', line: 25, standalone: false },
      { target: 'AGENTS.md', line: 27, standalone: true },
    ]);
    // A line that is only an import is a directive, not a memory; an inline one stays a memory.
    expect(md.chunks.some((c) => c.text.trim() === '@AGENTS.md')).toBe(false);
    expect(md.chunks.some((c) => c.text.includes('See @docs/testing.md'))).toBe(true);
  });

  it('never reads imports inside code, and needs a path or an extension', () => {
    const md = parseMarkdown('Use `@types/node` and @scope.\n\n```\n@inside.md\n```\n\nEmail a@b.com, see @notes/x.\n');
    expect(md.imports.map((i) => i.target)).toEqual(['notes/x']);
  });

  it('cuts a chunk larger than the field limit along lines, each piece with its own lines', () => {
    const line = 'x'.repeat(1000);
    const text = Array.from({ length: 100 }, () => line).join('\n');
    const pieces = splitOversized({ startLine: 10, endLine: 109, text, block: 'code' });
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(Buffer.byteLength(p.text)).toBeLessThanOrEqual(MAX_CHUNK_BYTES);
    expect(pieces[0]?.startLine).toBe(10);
    expect(pieces.at(-1)?.endLine).toBe(109);
    expect(pieces.map((p) => p.text).join('\n')).toBe(text);
  });

  for (const entry of manifest().filter((e) => !e.kind.startsWith('mcp-memory'))) {
    it(`${entry.file}: every non-blank line lands in a chunk, a heading or the front matter (nothing dropped)`, () => {
      const text = fixtureText(entry);
      const md = parseMarkdown(text);
      const ranges = [...md.chunks, ...md.headings, ...md.setAside.map((s) => s.chunk), ...(md.frontMatter ? [md.frontMatter.chunk] : [])];
      const standalone = new Set(md.imports.filter((i) => i.standalone).map((i) => i.line));
      const lost = text.split('\n').flatMap((line, i) => {
        const n = i + 1;
        if (line.trim() === '' || /^\s*(?:[-*_]\s*){3,}$/.test(line) || standalone.has(n)) return [];
        return ranges.some((c) => c.startLine <= n && n <= c.endLine) ? [] : [`${n}: ${line}`];
      });
      expect(lost).toEqual([]);
      // Chunks are made of exact slices of the file (a lead-in and the item it introduces are
      // joined by a newline): hidden characters and orders are kept as they are.
      for (const c of md.chunks) for (const line of c.text.split('\n')) expect(text).toContain(line);
    });
  }
  if (!HAVE_FIXTURES) it.skip(`every fixture — skipped: ${NEEDS_FIXTURES}`, () => undefined);
});

describe('knowledge-graph stores', () => {
  for (const entry of manifest().filter((e) => e.kind === 'mcp-memory-jsonl')) {
    it(`${entry.file}: entity and relation counts match the file`, () => {
      const text = fixtureText(entry);
      const graph = entry.path.endsWith('.json') ? parseKnowledgeGraphJson(text) : parseKnowledgeGraphJsonl(text);
      let entities: { name: string; observations: string[] }[];
      let relations: unknown[];
      if (entry.path.endsWith('.json')) {
        const whole = JSON.parse(text) as { entities: { name: string; observations: string[] }[]; relations: unknown[] };
        entities = whole.entities;
        relations = whole.relations;
      } else {
        const lines = text
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((l) => JSON.parse(l) as { type: string; name: string; observations: string[] });
        entities = lines.filter((l) => l.type === 'entity');
        relations = lines.filter((l) => l.type === 'relation');
      }
      expect(graph.problems).toEqual([]);
      expect(graph.entities.length).toBe(entities.length);
      expect(graph.relations.length).toBe(relations.length);
      expect(graph.entities.map((e) => e.name)).toEqual(entities.map((e) => e.name));
      expect(graph.entities.flatMap((e) => e.observations.map((o) => o.text))).toEqual(entities.flatMap((e) => e.observations));
    });
  }
  if (!HAVE_FIXTURES) it.skip(`every fixture — skipped: ${NEEDS_FIXTURES}`, () => undefined);

  it('gives each element of the pretty-printed form its own lines, and each observation its line', () => {
    const text =
      '{\n  "entities": [\n    {\n      "name": "A",\n      "entityType": "project",\n      "observations": [\n        "one",\n        "two"\n      ]\n    }\n  ],\n  "relations": [\n    { "from": "A", "to": "B", "relationType": "uses" }\n  ]\n}';
    const g = parseKnowledgeGraphJson(text);
    expect(g.entities[0]).toMatchObject({ name: 'A', startLine: 3, endLine: 10 });
    expect(g.entities[0]?.observations).toEqual([
      { text: 'one', line: 7 },
      { text: 'two', line: 8 },
    ]);
    expect(g.relations[0]).toMatchObject({ from: 'A', to: 'B', relationType: 'uses', startLine: 13, endLine: 13 });
  });

  it("skips and reports malformed lines instead of failing, and strips Cairn's own export suffix", () => {
    const text = [
      '{"type":"entity","name":"A","entityType":"t","observations":["kept [cairn: origin=user; status=active; id=mem_1]","[cairn: relation=A uses->B; origin=agent]"]}',
      '{not json',
      '{"type":"mystery"}',
      '{"type":"relation","from":"A"}',
      '{"type":"relation","from":"A","to":"B","relationType":"uses"}',
    ].join('\n');
    const g = parseKnowledgeGraphJsonl(text);
    expect(g.entities[0]?.observations.map((o) => o.text)).toEqual(['kept']);
    expect(g.relations).toHaveLength(1);
    expect(g.problems.map((p) => p.line)).toEqual([2, 3, 4]);
  });

  it('says a line without a "type" field has none, never the type "undefined" (walk h56 LOW 11)', () => {
    const g = parseKnowledgeGraphJsonl('{"type":"entity","name":"A","entityType":"t","observations":["x"]}\n{"a":1}\n{"type":"mystery"}');
    expect(g.problems.map((p) => p.message)).toEqual([
      'no "type" field (an entity, a relation or a line of Cairn\'s export carries one); skipped',
      'unknown type "mystery"; skipped',
    ]);
  });
});
