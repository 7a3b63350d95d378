import type { Chunk } from '../chunk.js';
import type { KnowledgeGraph } from './parseKnowledgeGraph.js';
import { KG_TAG } from './tags.js';

/**
 * The chunks of a knowledge graph, one per observation, entity without observations, and
 * relation. An observation of Cairn's own export carries `exported`: the memory id and text
 * that export wrote (see `KgObservation.cairnId`).
 */
export function graphChunks(graph: KnowledgeGraph): { chunk: Chunk; tags: string[]; exported?: { id: string; text: string } }[] {
  const out: { chunk: Chunk; tags: string[]; exported?: { id: string; text: string } }[] = [];
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
        ...(o.cairnId !== undefined ? { exported: { id: o.cairnId, text: o.text } } : {}),
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
