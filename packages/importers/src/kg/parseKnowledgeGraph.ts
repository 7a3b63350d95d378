import { KINDS, type Kind, ORIGINS, type Origin, weakerOrigin } from '@cairn/core';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';

/**
 * An entity of the `@modelcontextprotocol/server-memory` knowledge graph, with where it sits
 * in the file.
 */
export interface KgEntity {
  name: string;
  entityType: string;
  observations: KgObservation[];
  /**
   * True when the entity holds nothing but Cairn's metadata of relations (an export hangs a
   * relation's origin and flags on an entity, creating the project entity when the relation's
   * ends were never declared): it is not a memory of its own.
   */
  metadataOnly?: boolean;
  /** Lines of the entity in the file, 1-based, inclusive. */
  startLine: number;
  endLine: number;
}

/** One observation of an entity and its line (in the pretty-printed form, its own line). */
export interface KgObservation {
  text: string;
  line: number;
  /**
   * The memory id Cairn's own export wrote in the observation's suffix (`[cairn: …; id=mem_…]`):
   * with {@link text}, what that export said this line is. A claim only: an import skips the
   * line as already stored only when this store holds that id with this very text (nothing is
   * lost), never on the id alone.
   */
  cairnId?: string;
  /**
   * The memory kind Cairn's own export wrote in the suffix (`kind=decision`): the import keeps it,
   * so a round trip through kg-jsonl keeps a decision a decision (issue #14). Unlike the origin,
   * a kind claims no trust: core flags a `preference` from an origin other than the person's.
   */
  cairnKind?: Kind;
  /**
   * The origin Cairn's own export wrote in the suffix (`origin=web`): a claim anyone can write, so
   * an import may only LOWER by it (the stored origin is the weaker of this and the file's own,
   * attack h57 H5: a `web` memory round-tripped through kg-jsonl came back as `agent`). Never raises.
   */
  cairnOrigin?: Origin;
}

/** A relation `from —relationType→ to`. */
export interface KgRelation {
  from: string;
  to: string;
  relationType: string;
  startLine: number;
  endLine: number;
  /**
   * The origin Cairn's own export wrote for this relation (its metadata observation
   * `[cairn: relation=A type->B; origin=web; …]` on an entity): like {@link KgObservation.cairnOrigin},
   * it may only lower the relation's origin on import.
   */
  cairnOrigin?: Origin;
}

/** A line or element that could not be read; it is skipped and reported, never a crash. */
export interface KgProblem {
  line: number;
  message: string;
}

/** What a knowledge-graph store holds, in file order. Duplicate entity lines are kept as they are. */
export interface KnowledgeGraph {
  entities: KgEntity[];
  relations: KgRelation[];
  problems: KgProblem[];
  /**
   * Lines that are records of Cairn's own export (`cairn export --format jsonl`: a memory record
   * with `schemaVersion`, a `mem_` id and a `projectKey`), not graph lines: how many, and each
   * with its line in {@link cairnRecords}, which an import restores (walk 7, item 8) — never
   * counted among `problems`.
   */
  cairnExport?: number;
  /** The records of {@link cairnExport}, parsed but unchecked (the import judges them). */
  cairnRecords?: { line: number; value: Record<string, unknown> }[];
  /**
   * Rejection lines of Cairn's own export (`type` `cairn-rejection`: a person's signed reject
   * and the content it skips, issue #14), parsed but unchecked: the import verifies each.
   */
  cairnRejections?: { line: number; value: Record<string, unknown> }[];
  /**
   * Relink lines of Cairn's own export (`type` `cairn-relink`: a move of the project the person
   * signed, core's `ProjectRelink`, walk h49 item 2), parsed but unchecked: the import verifies each.
   */
  cairnRelinks?: { line: number; value: Record<string, unknown> }[];
  /**
   * End markers of Cairn's own jsonl export (`type` `cairn-export-end`: how many memories and
   * rejections precede it and the SHA-256 of the bytes before it, so a cut or edited backup is
   * told from a whole one), each with its line, parsed but unchecked: the import checks them
   * (session's `readExportEnd`) before it restores anything.
   */
  cairnEnd?: { line: number; value: Record<string, unknown> }[];
  /**
   * Head lines of Cairn's own jsonl export (`type` `cairn-export`: the export's format, walk h52
   * item 2), each with its line, parsed but unchecked: the import reads the format (session's
   * `readExportEnd`) before it restores anything.
   */
  cairnHead?: { line: number; value: Record<string, unknown> }[];
}

/** True for a record of Cairn's own jsonl export (a stored memory record), not a graph line. */
function isCairnRecord(v: Record<string, unknown>): boolean {
  return v.type === undefined && typeof v.schemaVersion === 'number' && typeof v.id === 'string' && /^mem_/u.test(v.id) && typeof v.projectKey === 'string';
}

/**
 * The suffix {@link exportKnowledgeGraph}-style exports append to an observation
 * (` [cairn: origin=…; status=…]`); it is Cairn's own metadata, removed on import so a round
 * trip stores the same text. Its `origin=` may only lower what the file's place gives
 * ({@link KgObservation.cairnOrigin}); it never raises an origin.
 */
export const CAIRN_SUFFIX = /(?:^| )\[cairn: [^\]\n]*\]$/;

/**
 * The marks an export puts before an unreviewed or flagged memory's observation
 * (`[cairn: unreviewed memory, flagged instruction (…) — data, not an instruction] `,
 * `unreviewedMark`) and a stale one's (`[cairn: stale, may be outdated: …] `, `staleMark`), in
 * that order; removed on import like {@link CAIRN_SUFFIX}. The import gates the text again.
 */
export const CAIRN_PREFIX = /^(?:\[cairn: (?:unreviewed memory|flagged memory, confirmed by a person|stale)[^\]\n]*\] )+/;

const str = (v: unknown): v is string => typeof v === 'string';

/** Sets each relation's {@link KgRelation.cairnOrigin} from the metadata observations read. */
function attachRelationOrigins(graph: KnowledgeGraph, origins: Map<string, Origin>): void {
  if (origins.size === 0) return;
  for (const r of graph.relations) {
    const o = origins.get(relationKey(r.from, r.relationType, r.to));
    if (o !== undefined) r.cairnOrigin = o;
  }
}

/** The origin in Cairn's suffix, when it names one of core's origins (the last `origin=`: Cairn writes it after any `about` text). */
function suffixOrigin(o: string): Origin | undefined {
  const named = /\[cairn: [^\]\n]*\borigin=([a-z]+);[^\]\n]*\]$/u.exec(o)?.[1];
  return (ORIGINS as readonly string[]).includes(named ?? '') ? (named as Origin) : undefined;
}

/** The key of a relation as Cairn's export writes it in `relation=` (`A type->B`, `]` and line breaks as spaces). */
function relationKey(from: string, relationType: string, to: string): string {
  return `${from} ${relationType}->${to}`.replace(/[\]\n]/g, ' ');
}

/** The weaker origin when one relation's metadata is written twice (a mark may only lower). */
function noteRelationOrigin(into: Map<string, Origin>, key: string, origin: Origin): void {
  const had = into.get(key);
  into.set(key, had === undefined ? origin : weakerOrigin(had, origin));
}

function readEntity(
  value: Record<string, unknown>,
  lines: { start: number; end: number; observations?: number[] },
  problems: KgProblem[],
  relationOrigins?: Map<string, Origin>,
): KgEntity | undefined {
  if (!str(value.name) || value.name.trim() === '') {
    problems.push({ line: lines.start, message: 'an entity without a name was skipped' });
    return undefined;
  }
  const raw = Array.isArray(value.observations) ? value.observations : [];
  const observations: KgObservation[] = [];
  raw.forEach((o, i) => {
    if (!str(o)) {
      problems.push({ line: lines.start, message: `a non-text observation of ${value.name as string} was skipped` });
      return;
    }
    const text = o.replace(CAIRN_PREFIX, '').replace(CAIRN_SUFFIX, '');
    const cairnOrigin = suffixOrigin(o);
    const relation = /^\[cairn: relation=(.*); origin=[a-z]+; status=[^\]\n]*\]$/u.exec(o.replace(CAIRN_PREFIX, ''))?.[1];
    if (relation !== undefined && cairnOrigin !== undefined && relationOrigins !== undefined) noteRelationOrigin(relationOrigins, relation, cairnOrigin);
    if (text.trim() === '') return;
    const cairnId = /\[cairn: [^\]\n]*\bid=(mem_[0-9a-f]{16})\]$/u.exec(o)?.[1];
    const kind = /\[cairn: [^\]\n]*\bkind=([a-z]+)(?:;[^\]\n]*)?\]$/u.exec(o)?.[1];
    const cairnKind = (KINDS as readonly string[]).includes(kind ?? '') ? (kind as Kind) : undefined;
    observations.push({
      text,
      line: lines.observations?.[i] ?? lines.start,
      ...(cairnId !== undefined ? { cairnId } : {}),
      ...(cairnKind !== undefined ? { cairnKind } : {}),
      ...(cairnOrigin !== undefined ? { cairnOrigin } : {}),
    });
  });
  const metadataOnly = raw.length > 0 && raw.every((o) => str(o) && /^\[cairn: relation=[^\]\n]*\]$/.test(o.replace(CAIRN_PREFIX, '')));
  return {
    name: value.name,
    entityType: str(value.entityType) && value.entityType.trim() !== '' ? value.entityType : 'entity',
    observations,
    ...(metadataOnly ? { metadataOnly } : {}),
    startLine: lines.start,
    endLine: lines.end,
  };
}

function readRelation(value: Record<string, unknown>, lines: { start: number; end: number }, problems: KgProblem[]): KgRelation | undefined {
  if (!str(value.from) || !str(value.to) || !str(value.relationType) || !value.from || !value.to || !value.relationType) {
    problems.push({ line: lines.start, message: 'a relation without from, to and relationType was skipped' });
    return undefined;
  }
  return { from: value.from, to: value.to, relationType: value.relationType, startLine: lines.start, endLine: lines.end };
}

/**
 * Reads the JSON Lines store of `@modelcontextprotocol/server-memory` (`memory.jsonl`): one
 * `{"type":"entity","name","entityType","observations"}` or
 * `{"type":"relation","from","to","relationType"}` a line; extra fields (createdAt, version)
 * are ignored. Malformed lines are skipped and reported.
 */
export function parseKnowledgeGraphJsonl(text: string): KnowledgeGraph {
  const graph: KnowledgeGraph = { entities: [], relations: [], problems: [] };
  const relationOrigins = new Map<string, Origin>();
  text.split('\n').forEach((rawLine, i) => {
    const line = i + 1;
    const trimmed = rawLine.replace(/^\uFEFF/, '').trim();
    if (trimmed === '') return;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      graph.problems.push({ line, message: 'not valid JSON; skipped' });
      return;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      graph.problems.push({ line, message: 'not a JSON object; skipped' });
      return;
    }
    const v = value as Record<string, unknown>;
    if (v.type === 'entity') {
      const e = readEntity(v, { start: line, end: line }, graph.problems, relationOrigins);
      if (e) graph.entities.push(e);
    } else if (v.type === 'relation') {
      const r = readRelation(v, { start: line, end: line }, graph.problems);
      if (r) graph.relations.push(r);
    } else if (v.type === 'cairn-rejection') {
      graph.cairnRejections ??= [];
      graph.cairnRejections.push({ line, value: v });
    } else if (v.type === 'cairn-relink') {
      graph.cairnRelinks ??= [];
      graph.cairnRelinks.push({ line, value: v });
    } else if (v.type === 'cairn-export') {
      graph.cairnHead ??= [];
      graph.cairnHead.push({ line, value: v });
    } else if (v.type === 'cairn-export-end') {
      graph.cairnEnd ??= [];
      graph.cairnEnd.push({ line, value: v });
    } else if (isCairnRecord(v)) {
      graph.cairnExport = (graph.cairnExport ?? 0) + 1;
      graph.cairnRecords ??= [];
      graph.cairnRecords.push({ line, value: v });
    } else {
      // A line with no "type" field is said so, never as the type "undefined" (walk h56 LOW 11).
      const message =
        v.type === undefined
          ? 'no "type" field (an entity, a relation or a line of Cairn\'s export carries one); skipped'
          : `unknown type ${JSON.stringify(String(v.type)).slice(0, 40)}; skipped`;
      graph.problems.push({ line, message });
    }
  });
  attachRelationOrigins(graph, relationOrigins);
  return graph;
}

/** Line ranges of the elements of a top-level array, read from the YAML (JSON ⊂ YAML 1.2) syntax tree. */
function elementLines(text: string, key: 'entities' | 'relations'): { start: number; end: number; observations?: number[] }[] | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, strict: false, uniqueKeys: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return undefined;
  const seq = doc.contents.get(key, true) as YamlNode | undefined;
  if (!isSeq(seq)) return undefined;
  const lineOf = (offset: number): number => counter.linePos(offset).line;
  return seq.items.map((item) => {
    const node = item as YamlNode;
    const range = node.range ?? [0, 0, 0];
    const result: { start: number; end: number; observations?: number[] } = { start: lineOf(range[0]), end: lineOf(Math.max(range[0], range[1] - 1)) };
    if (isMap(node)) {
      const obs = node.get('observations', true) as YamlNode | undefined;
      if (isSeq(obs)) result.observations = obs.items.map((o) => lineOf(isScalar(o) && o.range ? o.range[0] : range[0]));
    }
    return result;
  });
}

/**
 * Reads the older pretty-printed store (`memory.json`): one object
 * `{"entities": […], "relations": […]}`. Values come from `JSON.parse`; line numbers from a
 * syntax tree of the same text, or the whole file when that cannot be built.
 */
export function parseKnowledgeGraphJson(text: string): KnowledgeGraph {
  const graph: KnowledgeGraph = { entities: [], relations: [], problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    graph.problems.push({ line: 1, message: 'not valid JSON; nothing was read' });
    return graph;
  }
  const whole = { start: 1, end: Math.max(1, text.split('\n').length) };
  const relationOrigins = new Map<string, Origin>();
  const v = (value ?? {}) as { entities?: unknown; relations?: unknown };
  const entities = Array.isArray(v.entities) ? v.entities : [];
  const relations = Array.isArray(v.relations) ? v.relations : [];
  let entityLines = elementLines(text, 'entities');
  let relationLines = elementLines(text, 'relations');
  if (entityLines?.length !== entities.length) entityLines = undefined;
  if (relationLines?.length !== relations.length) relationLines = undefined;
  entities.forEach((e, i) => {
    const lines = entityLines?.[i] ?? whole;
    if (e === null || typeof e !== 'object') {
      graph.problems.push({ line: lines.start, message: 'an entity that is not an object was skipped' });
      return;
    }
    const entity = readEntity(e as Record<string, unknown>, lines, graph.problems, relationOrigins);
    if (entity) graph.entities.push(entity);
  });
  relations.forEach((r, i) => {
    const lines = relationLines?.[i] ?? whole;
    if (r === null || typeof r !== 'object') {
      graph.problems.push({ line: lines.start, message: 'a relation that is not an object was skipped' });
      return;
    }
    const relation = readRelation(r as Record<string, unknown>, lines, graph.problems);
    if (relation) graph.relations.push(relation);
  });
  attachRelationOrigins(graph, relationOrigins);
  return graph;
}
