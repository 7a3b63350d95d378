import { type Kind, type Origin, utf8Bytes } from '@cairn/core';
import { type Chunk, MAX_CHUNK_BYTES, splitOversized } from '../chunk.js';
import type { KnowledgeGraph } from './parseKnowledgeGraph.js';
import { KG_TAG } from './tags.js';

/** One memory-sized piece of a knowledge graph, with its tags and what Cairn's own export said of it. */
export interface GraphChunk {
  chunk: Chunk;
  tags: string[];
  exported?: { id: string; text: string };
  kind?: Kind;
  /** The origin Cairn's own export wrote for it (`KgObservation.cairnOrigin`): an import may only lower by it. */
  origin?: Origin;
}

/**
 * The chunks of a knowledge graph, one per observation, entity without observations, and
 * relation. An observation longer than one memory holds is split as a Markdown paragraph is
 * ({@link splitOversized}: along its lines, a longer line between code points), each piece
 * keeping the entity's name in front (issue #14, walk-4 item 12: it was refused whole while the
 * same text as a paragraph was split; one rule for over-long text). An observation of Cairn's own export carries `exported`: the memory id and text
 * that export wrote (see `KgObservation.cairnId`), and `kind` the memory kind it wrote (see
 * `KgObservation.cairnKind`).
 */
export function graphChunks(graph: KnowledgeGraph): GraphChunk[] {
  const out: GraphChunk[] = [];
  for (const e of graph.entities) {
    const entityTags = [KG_TAG.entity(e.name), KG_TAG.entityType(e.entityType)];
    if (e.observations.length === 0 && e.metadataOnly !== true) {
      out.push({
        chunk: { startLine: e.startLine, endLine: e.endLine, text: `${e.name} (${e.entityType})`, block: 'kg-entity' },
        tags: [KG_TAG.part('entity'), ...entityTags],
      });
    }
    for (const o of e.observations) {
      const lead = `${e.name}: `;
      const whole: Chunk = { startLine: o.line, endLine: o.line, text: o.text, block: 'kg-observation' };
      // Every line of the observation is on the file's line `o.line` (one JSON line).
      const lines = o.text.split('\n').length;
      // A name that leaves less than half a memory for the text is not split around (the memory is refused, naming the limit).
      const room = MAX_CHUNK_BYTES - utf8Bytes(lead);
      const parts =
        room < MAX_CHUNK_BYTES / 2 ? [whole] : splitOversized(lines > 1 ? { ...whole, lineNumbers: Array.from({ length: lines }, () => o.line) } : whole, room);
      for (const part of parts) {
        const { lineNumbers: _, ...piece } = part;
        out.push({
          chunk: { ...piece, startLine: o.line, endLine: o.line, text: `${lead}${part.text}` },
          tags: [KG_TAG.part('observation'), ...entityTags],
          ...(o.cairnId !== undefined && parts.length === 1 ? { exported: { id: o.cairnId, text: o.text } } : {}),
          ...(o.cairnKind !== undefined ? { kind: o.cairnKind } : {}),
          ...(o.cairnOrigin !== undefined ? { origin: o.cairnOrigin } : {}),
        });
      }
    }
  }
  for (const r of graph.relations) {
    out.push({
      chunk: { startLine: r.startLine, endLine: r.endLine, text: `${r.from} ${r.relationType} ${r.to}`, block: 'kg-relation' },
      tags: [KG_TAG.part('relation'), KG_TAG.from(r.from), KG_TAG.to(r.to), KG_TAG.relationType(r.relationType)],
      ...(r.cairnOrigin !== undefined ? { origin: r.cairnOrigin } : {}),
    });
  }
  return out;
}
