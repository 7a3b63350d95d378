import type { Heading, List, Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import { type BlockKind, type Chunk, splitOversized } from '../chunk.js';
import { frontMatterTags } from './frontMatter.js';

/** One `@path` import found in the text of a Markdown file (Claude Code / Gemini CLI syntax). */
export interface ImportReference {
  /** The path as written after `@`. */
  target: string;
  /** 1-based line of the reference. */
  line: number;
  /** True when the reference is the whole paragraph (a line that is only an import). */
  standalone: boolean;
}

/** A Markdown or rules file split along its structure. */
export interface ParsedMarkdown {
  /** The memories-to-be: paragraphs, top-level list items, code blocks, HTML blocks, quotes. */
  chunks: Chunk[];
  /** Every heading (gated by the scanner; a heading becomes a chunk only when its section is empty). */
  headings: Chunk[];
  /** The front matter block, when the file starts with one. */
  frontMatter?: { chunk: Chunk; tags: string[] };
  /** `@path` references outside code. */
  imports: ImportReference[];
}

/** `@path`: at the start or after whitespace, a path that has a `/` or a file extension (a URL is caught to be refused). */
const IMPORT = /(?<=^|\s)@((?:~|\.{1,2})?\/?[\w.\-~/\\:]+)/g;

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

/** Text nodes only: code spans, code blocks and HTML are never imports. */
function collectImportCandidates(node: Nodes, out: { value: string; line: number }[]): void {
  if (node.type === 'text') {
    out.push({ value: node.value, line: node.position?.start.line ?? 1 });
    return;
  }
  if (node.type === 'inlineCode' || node.type === 'code' || node.type === 'html') return;
  if ('children' in node) for (const child of node.children as Nodes[]) collectImportCandidates(child, out);
}

function importsIn(node: Nodes): ImportReference[] {
  const texts: { value: string; line: number }[] = [];
  collectImportCandidates(node, texts);
  const whole = plainText(node).trim();
  const refs: ImportReference[] = [];
  for (const t of texts) {
    t.value.split('\n').forEach((lineText, i) => {
      for (const m of lineText.matchAll(IMPORT)) {
        const target = (m[1] ?? '').replace(/[.,;:!?)]+$/, '');
        if (!/[/\\]/.test(target) && !/\.[A-Za-z0-9]+$/.test(target)) continue;
        refs.push({ target, line: t.line + i, standalone: false });
      }
    });
  }
  // A paragraph made of nothing but imports (`@AGENTS.md`) is a directive, not a memory.
  const standalone = refs.length > 0 && whole.split(/\s+/).every((word) => /^@\S+$/.test(word));
  return refs.map((r) => ({ ...r, standalone }));
}

const BLOCKS: Partial<Record<RootContent['type'], BlockKind>> = {
  paragraph: 'paragraph',
  code: 'code',
  html: 'html',
  blockquote: 'blockquote',
  definition: 'other',
  table: 'other',
};

/**
 * Splits Markdown (and the Markdown-like rules formats) along its structure with
 * `mdast-util-from-markdown` (CommonMark): one chunk per paragraph, per top-level list item
 * (with its nested items), per code block (kept whole, fences included), per HTML block
 * (comments included: they are invisible when rendered but read by the model) and per block
 * quote. Headings give each chunk its `heading`; a heading whose section is empty becomes a
 * chunk itself, so nothing in the file is dropped. Front matter (`---` YAML at the top, as in
 * `.mdc` rules) is returned apart, with its keys as tags. Chunks larger than core's field
 * limit are cut along lines.
 *
 * @param text - the file's text (UTF-8 decoded)
 * @returns chunks in file order, headings, front matter and `@path` references
 */
export function parseMarkdown(text: string): ParsedMarkdown {
  const tree: Root = fromMarkdown(text, { extensions: [frontmatter(['yaml'])], mdastExtensions: [frontmatterFromMarkdown(['yaml'])] });
  const chunks: Chunk[] = [];
  const headings: Chunk[] = [];
  const imports: ImportReference[] = [];
  let heading: string | undefined;
  let pendingHeading: Chunk | undefined;
  let frontMatter: ParsedMarkdown['frontMatter'];

  const slice = (start: number, end: number): string => text.slice(start, end);
  const push = (chunk: Chunk): void => {
    if (chunk.text.trim() === '') return;
    pendingHeading = undefined;
    chunks.push(...splitOversized(heading === undefined ? chunk : { ...chunk, heading }));
  };

  for (const node of tree.children) {
    const pos = node.position;
    if (!pos || pos.start.offset === undefined || pos.end.offset === undefined) continue;
    const base = { startLine: pos.start.line, endLine: pos.end.line };
    if (node.type === 'yaml') {
      const chunk: Chunk = { ...base, text: slice(pos.start.offset, pos.end.offset), block: 'front-matter' };
      frontMatter = { chunk, tags: frontMatterTags(node.value) };
      continue;
    }
    if (node.type === 'heading') {
      if (pendingHeading) chunks.push(pendingHeading);
      const h = node as Heading;
      heading = plainText(h).replace(/\s+/g, ' ').trim();
      const chunk: Chunk = { ...base, text: slice(pos.start.offset, pos.end.offset), block: 'heading' };
      headings.push(chunk);
      pendingHeading = chunk;
      imports.push(...importsIn(h));
      continue;
    }
    if (node.type === 'thematicBreak') continue;
    if (node.type === 'list') {
      for (const item of (node as List).children) {
        const ip = item.position;
        const first = item.children[0]?.position;
        const last = item.children.at(-1)?.position;
        if (!ip) continue;
        imports.push(...importsIn(item));
        // The item's content without its bullet; an empty item keeps its bullet.
        const start = first?.start.offset ?? ip.start.offset ?? 0;
        const end = last?.end.offset ?? ip.end.offset ?? start;
        push({ startLine: ip.start.line, endLine: last?.end.line ?? ip.end.line, text: slice(start, end), block: 'list-item' });
      }
      continue;
    }
    const found = node.type === 'paragraph' ? importsIn(node) : [];
    imports.push(...found);
    if (found.length > 0 && found.every((r) => r.standalone)) continue;
    push({ ...base, text: slice(pos.start.offset, pos.end.offset), block: BLOCKS[node.type] ?? 'other' });
  }
  if (pendingHeading) chunks.push(pendingHeading);
  // Front matter with no body still reaches the store: its text is the whole rule.
  if (frontMatter && chunks.length === 0) chunks.push(frontMatter.chunk);
  return { chunks, headings, ...(frontMatter ? { frontMatter } : {}), imports };
}
