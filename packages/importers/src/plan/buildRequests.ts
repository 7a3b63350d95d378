import { createHash } from 'node:crypto';
import { importOrigin, type Kind, type Origin, textKey } from '@cairn/core';
import type { BlockKind, Chunk } from '../chunk.js';
import { holdsRules, isKnowledgeGraphFormat } from '../formats.js';
import type { KnowledgeGraph } from '../kg/parseKnowledgeGraph.js';
import type { SourceFile } from '../sources/readSources.js';
import { KG_TAG } from '../kg/tags.js';

/** Hex sha256 of a chunk's text: the evidence's source content hash. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A memorize request built from one chunk, with where it came from. */
export interface ImportRequest {
  /** The request handed to core's `memorize` (the one write path). */
  request: {
    text: string;
    origin: Origin;
    kind: Kind;
    title?: string;
    tags: string[];
    /** `path:startLine-endLine`, the path relative to the project. */
    source: string;
    /** sha256 of the chunk's text. */
    sourceHash: string;
  };
  /** The file's reference (see `SourceFile.ref`). */
  ref: string;
  startLine: number;
  endLine: number;
  block: BlockKind;
}

/** Options of {@link buildRequests}. */
export interface BuildOptions {
  /**
   * The origin for every request, when the person chose one (`--origin`); otherwise
   * {@link defaultOrigin} decides.
   */
  origin?: Origin;
}

/**
 * The origin a file's memories get when the person does not choose: core's rule
 * (`importOrigin`, DESIGN.md §1) — `repo` for the working tree and rules files, `agent` for a
 * knowledge-graph store kept outside it; never `user`.
 */
export function defaultOrigin(file: Pick<SourceFile, 'format' | 'insideProject'>): Origin {
  return importOrigin({ knowledgeGraph: isKnowledgeGraphFormat(file.format), insideProject: file.insideProject });
}

/** The evidence source reference of a chunk: `path:start-end`. */
export function sourceRef(ref: string, startLine: number, endLine: number): string {
  return `${ref}:${startLine}-${endLine}`;
}

function titleOf(heading: string | undefined): string | undefined {
  if (heading === undefined || heading === '') return undefined;
  const chars = Array.from(heading);
  return chars.length > 200 ? `${chars.slice(0, 199).join('')}…` : heading;
}

/** The chunks of a knowledge graph, one per observation, entity without observations, and relation. */
export function graphChunks(graph: KnowledgeGraph): { chunk: Chunk; tags: string[] }[] {
  const out: { chunk: Chunk; tags: string[] }[] = [];
  for (const e of graph.entities) {
    const entityTags = [KG_TAG.entity(e.name), KG_TAG.entityType(e.entityType)];
    if (e.observations.length === 0 && e.metadataOnly !== true) {
      out.push({
        chunk: { startLine: e.startLine, endLine: e.endLine, text: `${e.name} (${e.entityType})`, block: 'kg-entity' },
        tags: [KG_TAG.part('entity'), ...entityTags],
      });
    }
    for (const o of e.observations) {
      out.push({
        chunk: { startLine: o.line, endLine: o.line, text: `${e.name}: ${o.text}`, block: 'kg-observation' },
        tags: [KG_TAG.part('observation'), ...entityTags],
      });
    }
  }
  for (const r of graph.relations) {
    out.push({
      chunk: { startLine: r.startLine, endLine: r.endLine, text: `${r.from} ${r.relationType} ${r.to}`, block: 'kg-relation' },
      tags: [KG_TAG.part('relation'), KG_TAG.from(r.from), KG_TAG.to(r.to), KG_TAG.relationType(r.relationType)],
    });
  }
  return out;
}

/**
 * Turns one parsed file into memorize requests, one per chunk: the chunk's exact text
 * (nothing cleaned — redaction, the gate and the clamps are core's job), `source`
 * `path:start-end`, `sourceHash` sha256 of the chunk, the nearest heading as `title`, tags
 * `import:<format>` plus the file's front matter (`.mdc` description, globs, alwaysApply)
 * or the knowledge-graph names. Rules files give conventions; notes and graphs give facts.
 *
 * A text repeated inside one file is requested once (its first place): one file is one
 * witness, so a line repeated in it cannot promote itself (DESIGN.md §2.6).
 *
 * @param file - a file from `readSources`
 * @param options - `origin` when the person chose one
 */
export function buildRequests(file: SourceFile, options: BuildOptions = {}): ImportRequest[] {
  const origin = options.origin ?? defaultOrigin(file);
  const formatTag = `import:${file.format}`;
  const pieces: { chunk: Chunk; tags: string[] }[] = file.graph
    ? graphChunks(file.graph)
    : (file.markdown?.chunks ?? []).map((chunk) => ({ chunk, tags: file.markdown?.frontMatter?.tags ?? [] }));
  const kind: Kind = holdsRules(file.format) ? 'convention' : 'fact';
  const seen = new Set<string>();
  const out: ImportRequest[] = [];
  for (const { chunk, tags } of pieces) {
    const key = textKey(chunk.text);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const title = titleOf(chunk.heading);
    out.push({
      request: {
        text: chunk.text,
        origin,
        kind,
        ...(title !== undefined ? { title } : {}),
        tags: [formatTag, ...tags],
        source: sourceRef(file.ref, chunk.startLine, chunk.endLine),
        sourceHash: contentHash(chunk.text),
      },
      ref: file.ref,
      startLine: chunk.startLine,
      endLine: chunk.endLine,
      block: chunk.block,
    });
  }
  return out;
}
