import { createHash } from 'node:crypto';
import { IMPORT_TAG_PREFIX, importOrigin, type Kind, MAX_FIELD_BYTES, type Origin, redactSecrets, statesOnly, textKey, weakerOrigin } from '@cairn/core';
import type { BlockKind, Chunk } from '../chunk.js';
import { holdsRules, isKnowledgeGraphFormat } from '../formats.js';
import { type GraphChunk, graphChunks } from '../kg/graphChunks.js';
import { MIN_UNIT_WORDS, type SetAside } from '../markdown/parseMarkdown.js';
import { type Finding, scanFile, scanUnit } from '../scan/scanSources.js';
import type { SourceFile } from '../sources/readSources.js';

export { graphChunks } from '../kg/graphChunks.js';

/**
 * Hex sha256 of a chunk's text with its credentials redacted (core's `redactSecrets`): the
 * evidence's source content hash (`callerSourceHash`), and what rejections and "already imported"
 * match lines by. Over the redacted text (attack h57 H4c): a plain hash of
 * `- The staging password is <pw>` stored beside the redacted memory is an offline verifier of a
 * guessed password. A chunk with no credential hashes as it always did; one holding a credential
 * reads as an edited line once after this change (a sighting, never an error).
 */
export function contentHash(text: string): string {
  return createHash('sha256').update(redactSecrets(text).text).digest('hex');
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
    /** Set lower than the default for knowledge-graph structure (see {@link STRUCTURE_SALIENCE}). */
    salience?: number;
  };
  /** The file's reference (see `SourceFile.ref`). */
  ref: string;
  /** The unit's own lines (see `Chunk.startLine`). */
  startLine: number;
  endLine: number;
  /** The file line of each line of the text, when not consecutive from `startLine` (a lead-in joined in front). */
  lineNumbers?: number[];
  block: BlockKind;
  /**
   * For an observation of Cairn's own knowledge-graph export: the memory id and text that export
   * wrote. The import skips the line when its store holds that id with that text (issue #14:
   * re-importing our own export duplicated every memory, the entity name in front making the
   * text differ); a claim only, never trusted on the id alone.
   */
  exported?: { id: string; text: string };
}

/** Options of {@link buildRequests}. */
export interface BuildOptions {
  /**
   * The origin asked for every request (`--origin`); see {@link requestedOrigin} for what it
   * may change. Otherwise {@link defaultOrigin} decides.
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

/**
 * The origin a file's memories are written with when `--origin` asks for one: `--origin` may
 * lower the file's own origin ({@link defaultOrigin}), never raise it — anyone who can run
 * `cairn import`, an agent in a terminal included, can type it (issue #14, the tenth newcomer
 * walk: `--origin agent` made a cloned repository's AGENTS.md lines the agent's own, which
 * promote themselves after two sightings; `repo` never does). `user` is passed on as asked: it
 * is a person's act, which the write path signs with the person at the terminal or lowers.
 *
 * @returns the less trusted of `requested` and the file's origin (policy `weakerOrigin`), or `user`
 */
export function requestedOrigin(file: Pick<SourceFile, 'format' | 'insideProject'>, requested: Origin): Origin {
  return requested === 'user' ? 'user' : weakerOrigin(requested, defaultOrigin(file));
}

/** "Revisit if …", "reconsider when …": a decision's own condition for being taken again, up to the sentence's end. */
const REVISIT = /\b(?:revisit|reconsider|re-evaluate|reevaluate)(?:\s+(?:this|it|the\s+decision))?\s+(?:if|when|once)\s+([^.;\n]{3,200})/giu;

/**
 * The conditions a decision's text states for taking it again (issue #14, the seventh newcomer
 * walk: "We chose Postgres … Revisit if we need multi-region writes." showed no tripwires in
 * `cairn decisions`), each as written; none when it states none.
 */
export function revisitConditions(text: string): string[] {
  return [...text.matchAll(REVISIT)].map((m) => (m[1] as string).trim()).filter((c) => c !== '');
}

/** Qualifiers of a heading that lists decisions still to take, not taken ones ("Open decisions"). */
const UNTAKEN = new Set(['open', 'pending', 'upcoming', 'future', 'outstanding', 'unresolved', 'proposed']);

/**
 * True when a Markdown heading names a section of decisions taken: "Decisions", "Key
 * Architecture Decisions", "Design decisions", "Decision log", "Architecture Decision Records
 * (ADRs)", "ADRs" (letter case, numbering, emoji and a trailing colon aside; at most three words
 * before "decisions"). Not "Decisions needed" or "Open decisions": those are not taken yet.
 * The items of such a section are stored as kind `decision` (issue #14, the fifth newcomer walk:
 * an AGENTS.md "## Decisions" list came in as conventions, and `cairn decisions` found nothing).
 *
 * @param heading - the nearest heading's plain text (`Chunk.heading`)
 */
export function namesDecisions(heading: string | undefined): boolean {
  if (heading === undefined) return false;
  const words = heading
    .toLowerCase()
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[^\p{L}\s-]+/gu, ' ')
    .split(/\s+/u)
    .filter((w) => w !== '' && w !== '-');
  if (words.length === 1 && /^adrs?$/u.test(words[0] as string)) return true;
  const at = words.findIndex((w) => w === 'decisions' || w === 'decision');
  if (at < 0 || at > 3) return false;
  const after = words.slice(at + 1).join(' ');
  const endings = words[at] === 'decisions' ? ['', 'log', 'record', 'records', 'made', 'taken'] : ['log', 'record', 'records'];
  if (!endings.includes(after)) return false;
  return !words.slice(0, at).some((w) => UNTAKEN.has(w));
}

/** Blocks of prose, whose mood can say whether they state a rule or a fact. */
const PROSE: ReadonlySet<BlockKind> = new Set(['paragraph', 'list-item', 'blockquote']);

/**
 * The kind of a unit of a file whose default is `kind`: in a rules file (default `convention`), a
 * paragraph or list item that only states how things are (core's `statesOnly`: no order, no
 * obligation, no norm word) is a `fact` (issue #14, the sixth newcomer walk: "The database is
 * PostgreSQL 16 on port 5432." came in as a convention). Code, tables and the rest keep `kind`.
 */
function kindOf(chunk: Chunk, kind: Kind): Kind {
  return kind === 'convention' && PROSE.has(chunk.block) && statesOnly(chunk.memoryText ?? chunk.text) ? 'fact' : kind;
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

/**
 * Salience of a knowledge graph's relation-only lines ("A uses B") and of entities without
 * observations ("A (project)"): below core's default (0.5, `DEFAULT_SALIENCE`), so they rank
 * after what the graph says about its entities and never fill the top of the digest, which
 * orders each kind by strength (= salience when stored) (issue #14). Still recalled by words.
 */
export const STRUCTURE_SALIENCE = 0.2;

/** A finding of the scan, as the import plan reports it. */
export interface PlanFinding {
  line: number;
  endLine: number;
  severity: Finding['severity'];
  category: Finding['category'];
  message: string;
  /**
   * What import did with the finding's lines: `memory` — they are in a memory's text (or a
   * title or tag the write path gates with it), so the write path flags the same content;
   * `own-memory` — they were set aside (a heading, lead-in or fragment) and are imported as a
   * memory of their own so the finding reaches a person; `repeat` — the same text earlier in
   * the file is the memory (one file is one witness); `none` — on no imported line (e.g. an
   * `@path` line or a separator): reported here, never silently.
   */
  imported: 'memory' | 'own-memory' | 'repeat' | 'none';
}

/** How a file was cut into memories, beyond the memories themselves (issue #14). */
export interface ShapeCounts {
  /** Headings kept as the title of the memories under them. */
  headingsAsTitles: number;
  /** Headings over an empty section: in no memory. */
  headingsSkipped: number;
  /** Headings with nothing under them but deeper headings (`# Lessons` over `## Code Style`): in no memory, not counted in `headingsSkipped`. */
  headingsOverSubheadings: number;
  /** Lead-ins ("Files:", "The focus is on:", a table's header) put in front of what they introduce. */
  leadInsJoined: number;
  /** Lead-ins with nothing after them in their section: in no memory. */
  leadInsSkipped: number;
  /** Fragments (a word, or a few words that are not a sentence: see `MIN_UNIT_WORDS`) joined to a neighbour. */
  fragmentsJoined: number;
  /** Fragments with no neighbour: in no memory. */
  fragmentsSkipped: number;
  /** Texts repeated in the file, imported once (their first place). */
  repeats: number;
}

/** What importing one file would do: its requests, how it was cut, and the scan's findings. */
export interface FileImportPlan {
  ref: string;
  requests: ImportRequest[];
  counts: ShapeCounts;
  /** What is in no memory (skipped headings, lead-ins, fragments), with lines and text. */
  skipped: Array<{ line: number; endLine: number; reason: SetAside['reason']; text: string }>;
  /** Every finding `scan` reports for this file (the same analysis), and what import did with it. */
  findings: PlanFinding[];
  /** One line a person reads per thing the plan should say (empty when there is nothing to say). */
  notices: string[];
}

/** True when lines `line`–`endLine` meet the unit's range or one of the lines its text was joined from. */
const overlaps = (a: { startLine: number; endLine: number; lineNumbers?: number[] }, line: number, endLine: number): boolean =>
  (a.startLine <= endLine && line <= a.endLine) || (a.lineNumbers?.some((n) => line <= n && n <= endLine) ?? false);

const shown = (text: string, max = 60): string => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * Plans the import of one parsed file (issue #14): the memorize requests (see
 * {@link buildRequests}), what was set aside and why, and the scanner's findings on the same
 * file — `scan` and `import` run the same analysis and agree. A heading, lead-in or fragment
 * set aside in no memory that the scan flags is imported as a memory of its own (so the write
 * path flags it and a person sees it); a finding on lines no memory holds is reported in
 * `notices`, never dropped silently.
 *
 * @param file - a file from `readSources`
 * @param options - `origin` when the person chose one
 * @param onUnit - told as the scan gates each unit (`scanFile`'s `onUnit`): an import's progress before anything is written
 */
export function planImport(file: SourceFile, options: BuildOptions = {}, onUnit?: (done: number, total: number) => void): FileImportPlan {
  return plan(file, options, true, onUnit);
}

function plan(file: SourceFile, options: BuildOptions, full: boolean, onUnit?: (done: number, total: number) => void): FileImportPlan {
  const origin = options.origin !== undefined ? requestedOrigin(file, options.origin) : defaultOrigin(file);
  const formatTag = `${IMPORT_TAG_PREFIX}${file.format}`;
  const md = file.markdown;
  const fmTags = md?.frontMatter?.tags ?? [];
  const pieces: GraphChunk[] = file.graph ? graphChunks(file.graph) : (md?.chunks ?? []).map((chunk) => ({ chunk, tags: fmTags }));
  const kind: Kind = holdsRules(file.format) ? 'convention' : 'fact';
  const seen = new Map<string, Chunk>();
  const repeats: { chunk: Chunk; first: Chunk }[] = [];
  const requests: ImportRequest[] = [];
  const add = (chunk: Chunk, tags: string[], exported?: { id: string; text: string }, exportedKind?: Kind, marked?: Origin): void => {
    if (chunk.text.trim() === '') return;
    // A text of invisible characters only has an empty key: never dropped for it (issue #14: a
    // zero-width payload on a line of its own reached no memory), never deduplicated by it.
    const key = textKey(chunk.text);
    const first = key === '' ? undefined : seen.get(key);
    if (first) {
      repeats.push({ chunk, first });
      return;
    }
    if (key !== '') seen.set(key, chunk);
    const title = titleOf(chunk.heading);
    const structure = chunk.block === 'kg-relation' || chunk.block === 'kg-entity';
    const memoryKind = exportedKind ?? (chunk.block !== 'heading' && namesDecisions(chunk.heading) ? 'decision' : kindOf(chunk, kind));
    const tripwires = memoryKind === 'decision' ? revisitConditions(chunk.memoryText ?? chunk.text) : [];
    requests.push({
      request: {
        // A table row is stored read as words (memoryText); its hash stays the file's text, so a
        // re-import of the same lines is unchanged and a rejection of them holds.
        text: chunk.memoryText ?? chunk.text,
        // The origin Cairn's own export marked the line with may only lower the file's (attack h57
        // H5: a web memory round-tripped through kg-jsonl came back as agent); a forged mark gains nothing.
        origin: marked !== undefined ? weakerOrigin(origin, marked) : origin,
        // The kind Cairn's own export wrote (a kg-jsonl round trip keeps it); under a heading of
        // decisions taken ("## Decisions"), a decision, whatever the file.
        kind: memoryKind,
        ...(tripwires.length > 0 ? { tripwires } : {}),
        ...(title !== undefined && chunk.block !== 'heading' ? { title } : {}),
        tags: [formatTag, ...tags],
        source: sourceRef(file.ref, chunk.startLine, chunk.endLine),
        sourceHash: contentHash(chunk.text),
        ...(structure ? { salience: STRUCTURE_SALIENCE } : {}),
      },
      ref: file.ref,
      startLine: chunk.startLine,
      endLine: chunk.endLine,
      ...(chunk.lineNumbers !== undefined ? { lineNumbers: chunk.lineNumbers } : {}),
      block: chunk.block,
      ...(exported !== undefined ? { exported } : {}),
    });
  };
  for (const { chunk, tags, exported, kind: exportedKind, origin: marked } of pieces) add(chunk, tags, exported, exportedKind, marked);

  // What would be in no memory but that the scanner's analyses flag on its own is imported as a
  // memory of its own, so the write path flags it and a person sees it: never dropped silently.
  const setAside = md?.setAside ?? [];
  const skipped = setAside.filter((s) => s.fate === 'skipped');
  const promoted = new Set<SetAside>();
  for (const s of skipped) {
    if (scanUnit(file.ref, s.chunk, s.reason === 'heading' ? (s.chunk.heading ?? s.chunk.text) : undefined).length === 0) continue;
    promoted.add(s);
    add({ ...s.chunk, ...(s.reason === 'heading' ? { heading: undefined } : {}) }, fmTags);
  }
  requests.sort((a, b) => a.startLine - b.startLine || a.endLine - b.endLine);

  // Lines whose content reaches the write path beside the memories' texts: titles and front-matter tags.
  const titled = setAside.filter((s) => s.fate === 'title').map((s) => s.chunk);
  const fm = md?.frontMatter;
  const gatedBeside = [...titled, ...(fm && (requests.length > 0 || md?.chunks.includes(fm.chunk)) ? [fm.chunk] : [])];
  const inMemory = (line: number, endLine: number): boolean =>
    requests.some((r) => overlaps(r, line, endLine)) || gatedBeside.some((c) => overlaps(c, line, endLine));

  const findings: PlanFinding[] = [];
  for (const f of full ? scanFile(file, onUnit) : []) {
    const base = { line: f.line, endLine: f.endLine, severity: f.severity, category: f.category, message: f.message };
    if ([...promoted].some((s) => overlaps(s.chunk, f.line, f.endLine))) findings.push({ ...base, imported: 'own-memory' });
    else if (inMemory(f.line, f.endLine)) findings.push({ ...base, imported: 'memory' });
    else findings.push({ ...base, imported: repeats.some((r) => overlaps(r.chunk, f.line, f.endLine)) ? 'repeat' : 'none' });
  }

  const count = (reason: SetAside['reason'], fate: SetAside['fate'], parent = false): number =>
    setAside.filter((s) => s.reason === reason && s.fate === fate && (s.parent === true) === parent && !promoted.has(s)).length;
  const counts: ShapeCounts = {
    headingsAsTitles: count('heading', 'title'),
    headingsSkipped: count('heading', 'skipped'),
    headingsOverSubheadings: count('heading', 'skipped', true),
    leadInsJoined: count('lead-in', 'joined'),
    leadInsSkipped: count('lead-in', 'skipped'),
    fragmentsJoined: count('fragment', 'joined'),
    fragmentsSkipped: count('fragment', 'skipped'),
    repeats: repeats.length,
  };
  const left = skipped.filter((s) => !promoted.has(s));
  const plain = file.format === 'text';
  const notices: string[] = [];
  const shaping = [
    counts.headingsAsTitles > 0 ? `${plural(counts.headingsAsTitles, 'heading kept as a title', 'headings kept as titles')}` : '',
    counts.headingsSkipped > 0 ? `${plural(counts.headingsSkipped, 'heading over an empty section', 'headings over empty sections')} skipped` : '',
    counts.headingsOverSubheadings > 0 ? `${plural(counts.headingsOverSubheadings, 'heading', 'headings')} over sub-headings only` : '',
    counts.leadInsJoined > 0
      ? `${plural(counts.leadInsJoined, 'lead-in', 'lead-ins')} joined to what ${counts.leadInsJoined === 1 ? 'it introduces' : 'they introduce'}`
      : '',
    counts.fragmentsJoined > 0 ? `${plural(counts.fragmentsJoined, 'fragment', 'fragments')} joined to a neighbour` : '',
    // Plain text joins nothing: its short lines (code mostly) are counted, not listed one by one.
    plain && counts.fragmentsSkipped > 0
      ? `read as plain text; ${plural(counts.fragmentsSkipped, 'short line', 'short lines')} (fewer than ${MIN_UNIT_WORDS} words, not a sentence) skipped`
      : '',
    !plain && counts.leadInsSkipped + counts.fragmentsSkipped > 0
      ? `${plural(counts.leadInsSkipped + counts.fragmentsSkipped, 'lead-in or fragment', 'lead-ins or fragments')} with nothing to join, skipped`
      : '',
    counts.repeats > 0 ? `${plural(counts.repeats, 'repeated text', 'repeated texts')} imported once` : '',
  ].filter((x) => x !== '');
  if (shaping.length > 0) notices.push(`${file.ref}: ${shaping.join('; ')}.`);
  // A unit longer than one memory holds became several (issue #14, walk-4 item 11: said nowhere).
  const splits = new Map<string, { startLine: number; endLine: number; parts: number }>();
  for (const { chunk } of pieces) if (chunk.split !== undefined) splits.set(`${chunk.split.startLine}-${chunk.split.endLine}`, chunk.split);
  for (const sp of splits.values())
    notices.push(
      `${file.ref}:${sp.endLine !== sp.startLine ? `${sp.startLine}-${sp.endLine}` : sp.startLine} split into ${sp.parts} memories (${MAX_FIELD_BYTES / 1024} KiB limit)`,
    );
  for (const s of left) {
    if (s.reason === 'heading' || plain) continue;
    const why = s.reason === 'lead-in' ? 'a lead-in with nothing after it in its section' : 'a fragment with no neighbour to join';
    notices.push(`${file.ref}:${s.chunk.startLine} skipped (${why}): "${shown(s.chunk.text)}"`);
  }
  for (const s of promoted)
    notices.push(`${file.ref}:${s.chunk.startLine} ${s.reason} imported as a memory of its own: the scan found something on it (see below).`);
  for (const f of findings) {
    if (f.imported === 'memory' || f.imported === 'own-memory') continue;
    const range = f.endLine !== f.line ? `${f.line}-${f.endLine}` : `${f.line}`;
    const why =
      f.imported === 'repeat'
        ? `the same text is imported once, from its first place in the file`
        : 'these lines are in no memory (set aside, an @path line or a separator): read them yourself';
    notices.push(`${file.ref}:${range} ${f.severity.toUpperCase()} ${f.category} (scan): ${why}. ${f.message}`);
  }
  return {
    ref: file.ref,
    requests,
    counts,
    skipped: left.map((s) => ({ line: s.chunk.startLine, endLine: s.chunk.endLine, reason: s.reason, text: s.chunk.text })),
    findings,
    notices,
  };
}

/**
 * Turns one parsed file into memorize requests, one per memory-sized unit (see `parseMarkdown`:
 * headings are titles, lead-ins go with what they introduce, fragments are joined): the
 * unit's text (nothing cleaned — redaction, the gate and the clamps are core's job), `source`
 * `path:start-end`, `sourceHash` sha256 of the text, the nearest heading as `title`, tags
 * `import:<format>` plus the file's front matter (`.mdc` description, globs, alwaysApply)
 * or the knowledge-graph names; a graph's relations and bare entities get
 * {@link STRUCTURE_SALIENCE}. Rules files give conventions (a plain statement in one a fact); notes and graphs give facts; the
 * units under a heading of decisions ({@link namesDecisions}) give decisions; an observation of
 * Cairn's own kg-jsonl export keeps the kind that export wrote.
 *
 * A text repeated inside one file is requested once (its first place): one file is one
 * witness, so a line repeated in it cannot promote itself (DESIGN.md §2.6). Whatever the scan
 * flags is in a request (see {@link planImport}, which also says what was set aside).
 *
 * @param file - a file from `readSources`
 * @param options - `origin` when the person chose one
 */
export function buildRequests(file: SourceFile, options: BuildOptions = {}): ImportRequest[] {
  // The same requests as planImport's, without the whole-file scan it reports beside them.
  return plan(file, options, false).requests;
}
