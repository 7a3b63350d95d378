import { gateText, redactSecrets } from '@cairn/core';
import { type Chunk, lineOf } from '../chunk.js';
import { type CAIRN_EXPORT_FORMAT, reportedFormat } from '../formats.js';
import { graphChunks } from '../kg/graphChunks.js';
import type { ReadResult, SourceFile, SourceNotice } from '../sources/readSources.js';
import { findCredentials } from './credentials.js';
import { type DetectorMatch, runDetectors } from './detectors.js';
import { findHiddenUnicode } from './hiddenUnicode.js';
import { compareSeverity, gateSeverity, highestSeverity, type Severity } from './severity.js';

/** What a finding is about: a scan detector, a hidden-Unicode class, a gate verdict, a credential, an import. */
export type FindingCategory =
  | 'instruction'
  | 'shell-pipe'
  | 'exfiltration'
  | 'concealment'
  | 'deception'
  | 'forged-role'
  | 'every-turn-trigger'
  | 'hidden-content/html-comment'
  | 'hidden-unicode/binary-zero-width'
  | 'hidden-unicode/tag-characters'
  | 'hidden-unicode/variation-selectors'
  | 'hidden-unicode/joined-words'
  | 'hidden-unicode/zero-width-run'
  | 'hidden-unicode/invisible-character'
  | 'hidden-unicode/bidi-control'
  | 'credential'
  | 'credential/placeholder'
  | 'import/outside-project'
  | 'import/cycle'
  | 'import/missing'
  | 'import/too-deep'
  | 'source/unreadable'
  | 'source/malformed';

/** One thing the scanner found, at a file and line. */
export interface Finding {
  /** The file's reference (relative to the project when inside it). */
  ref: string;
  /** 1-based first line. */
  line: number;
  /** 1-based last line (equal to `line` for one line). */
  endLine: number;
  severity: Severity;
  category: FindingCategory;
  /** What was found and why it matters, redacted. */
  message: string;
  /** Hidden text made visible (decoded zero-width or tag characters, joined words spaced out), redacted. */
  decoded?: string;
  /** For `instruction`: the gate's categories. */
  gateReasons?: string[];
}

/** The scan of one file. */
export interface FileReport {
  ref: string;
  /** The file's format ({@link reportedFormat}: `cairn-export` for Cairn's own export). */
  format: SourceFile['format'] | typeof CAIRN_EXPORT_FORMAT;
  importedFrom?: string;
  findings: Finding[];
  /** The most severe finding, or undefined when there are none. */
  highest?: Severity;
  /**
   * Present when the file holds records of Cairn's own jsonl export (`cairn export --out …`, a
   * backup): how many memory records. Each record's text and title are scanned on its line, as
   * the import gates them when it restores the file (walk h48 item 2).
   */
  cairnExport?: number;
}

/** The scan of everything read. */
export interface ScanReport {
  files: FileReport[];
  /** Every finding, by file then line. */
  findings: Finding[];
  counts: Record<Severity, number>;
  highest?: Severity;
}

const clean = (s: string): string => redactSecrets(s).text;

/** 1-based line of `index` in `text`, counted from `firstLine`. */
function lineAt(text: string, index: number, firstLine: number): number {
  let line = firstLine;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function gateMessage(reasons: readonly string[], severity: Severity): string {
  if (severity === 'low') return `Reads as a standing order to the agent (${reasons.join(', ')}): kept on import, but needs confirmation before it is used.`;
  return `Reads as an order to the agent: ${reasons.join(', ')}.`;
}

/**
 * Gates a unit; a flagged unit of several lines is gated line by line to point at the line. The
 * gate reads the redacted text, as the write path does (core's `sanitizeRequest` redacts, then
 * gates): a credential's characters are never what makes a line an order, and scan and import
 * agree on every line (walk 7, item 9).
 */
function gateUnit(ref: string, unit: Chunk, out: Finding[]): void {
  const verdict = gateText(clean(unit.text));
  if (!verdict.flagged) return;
  const lines = unit.text.split('\n');
  const hits: Finding[] = [];
  if (lines.length > 1) {
    lines.forEach((text, i) => {
      const v = gateText(clean(text));
      if (!v.flagged) return;
      const severity = highestSeverity(v.reasons.map(gateSeverity)) ?? 'low';
      hits.push({
        ref,
        line: lineOf(unit, i),
        endLine: lineOf(unit, i),
        severity,
        category: 'instruction',
        message: gateMessage(v.reasons, severity),
        gateReasons: v.reasons,
      });
    });
  }
  const severity = highestSeverity(verdict.reasons.map(gateSeverity)) ?? 'low';
  const covered = new Set(hits.flatMap((h) => h.gateReasons ?? []));
  const rest = verdict.reasons.filter((r) => !covered.has(r));
  // What only the whole unit shows (an order spread over lines) is reported on the unit.
  if (hits.length === 0 || rest.length > 0) {
    const reasons = hits.length === 0 ? verdict.reasons : rest;
    const s = hits.length === 0 ? severity : (highestSeverity(rest.map(gateSeverity)) ?? 'low');
    hits.push({
      ref,
      line: unit.startLine,
      endLine: unit.endLine,
      severity: s,
      category: 'instruction',
      message: gateMessage(reasons, s),
      gateReasons: reasons,
    });
  }
  out.push(...hits);
}

function fromDetector(ref: string, text: string, firstLine: number, m: DetectorMatch): Finding {
  const line = lineAt(text, m.index, firstLine);
  const endLine = lineAt(text, m.index + m.match.length, firstLine);
  const shown = Array.from(m.match.replace(/\s+/g, ' ').trim());
  return {
    ref,
    line,
    endLine,
    severity: m.severity,
    category: m.category,
    message: `${m.message} ("${clean(shown.length > 160 ? `${shown.slice(0, 159).join('')}…` : shown.join(''))}")`,
  };
}

/** HTML comments: invisible once the Markdown is rendered, read in full by the model. */
function htmlComments(file: SourceFile, out: Finding[]): void {
  for (const m of file.text.matchAll(/<!--([\s\S]*?)-->/g)) {
    const body = m[1] ?? '';
    if (body.trim() === '') continue;
    const verdict = gateText(body);
    const detected = runDetectors(body);
    const gateWorst = highestSeverity(verdict.reasons.map(gateSeverity));
    const detectorWorst = highestSeverity(detected.map((d) => d.severity));
    if (gateWorst === undefined && detectorWorst === undefined) continue;
    const high = gateWorst === 'high' || detectorWorst === 'high' || (gateWorst === 'medium' && detectorWorst !== undefined);
    const what = [...new Set([...verdict.reasons, ...detected.map((d) => d.category)])].join(', ');
    const line = lineAt(file.text, m.index ?? 0, 1);
    const endLine = lineAt(file.text, (m.index ?? 0) + m[0].length, 1);
    out.push({
      ref: file.ref,
      line,
      endLine,
      severity: high ? 'high' : 'medium',
      category: 'hidden-content/html-comment',
      message: `An HTML comment, invisible when the Markdown is rendered, holds an order to the agent (${what}).`,
      decoded: clean(body.trim().slice(0, 2000)),
    });
  }
}

/** How many units {@link scanFile} gates in `file` (the `total` its `onUnit` is told): chunks, headings, set-aside lines, front matter; a graph's observations, relations and names. */
export function scanUnitCount(file: SourceFile): number {
  return unitsOf(file).length;
}

/**
 * The units the gate reads — the units import stores (issue #14: scan and import agree): the
 * chunks of Markdown; each heading as the title it becomes (its plain text, as core gates a
 * title: `# Instructions` is a heading, not a forged role); what import sets aside in no memory
 * (a lead-in or fragment with nothing to join: import stores it on its own when it is flagged);
 * the front matter; observations, relations and names of a graph.
 */
function unitsOf(file: SourceFile): Chunk[] {
  if (file.graph) {
    const units = graphChunks(file.graph).map((g) => g.chunk);
    // Names and types are text the agent reads too.
    for (const e of file.graph.entities) units.push({ startLine: e.startLine, endLine: e.endLine, text: `${e.name} ${e.entityType}`, block: 'kg-entity' });
    return units;
  }
  const md = file.markdown;
  if (!md) return [];
  const units = [...md.chunks];
  for (const h of md.headings) units.push({ ...h, text: h.heading ?? h.text });
  for (const s of md.setAside) if (s.fate === 'skipped' && s.reason !== 'heading') units.push(s.chunk);
  if (md.frontMatter && !md.chunks.includes(md.frontMatter.chunk)) units.push(md.frontMatter.chunk);
  return units;
}

function lineFindings(ref: string, text: string, firstLine: number, out: Finding[]): void {
  text.split('\n').forEach((raw, i) => {
    const lineNo = firstLine + i;
    const line = lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    for (const h of findHiddenUnicode(line)) {
      out.push({
        ref,
        line: lineNo,
        endLine: lineNo,
        severity: h.severity,
        category: h.category,
        message: clean(h.message),
        ...(h.decoded !== undefined ? { decoded: clean(h.decoded) } : {}),
      });
    }
    for (const c of findCredentials(line)) {
      out.push({ ref, line: lineNo, endLine: lineNo, severity: c.severity, category: c.category, message: clean(c.message) });
    }
  });
}

/** Categories where two hits on one line are one finding (overlapping phrasings of the same order). */
const ONE_PER_LINE = new Set<FindingCategory>(['shell-pipe', 'exfiltration', 'concealment', 'deception', 'forged-role', 'every-turn-trigger']);

/** Sorts by line, most severe first, and drops repeats. */
function tidy(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings
    .sort((a, b) => a.line - b.line || compareSeverity(b.severity, a.severity) || a.category.localeCompare(b.category))
    .filter((f) => {
      const key = ONE_PER_LINE.has(f.category)
        ? `${f.line}\u0000${f.category}\u0000${f.severity}`
        : `${f.line}\u0000${f.endLine}\u0000${f.category}\u0000${f.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Scans one unit on its own — the analyses `scanFile` runs that make import keep a unit, on its
 * text alone: the gate (on `gateAs` when given: a heading is gated as the title it becomes),
 * hidden Unicode per line, the detectors. Credentials are left out: a credential on a line
 * import sets aside is best never stored (the plan still names the scan's finding). Import uses
 * it to decide whether a heading, lead-in or fragment it would set aside must be imported on
 * its own instead, so that a person reviews it (issue #14).
 */
export function scanUnit(ref: string, unit: Chunk, gateAs?: string): Finding[] {
  const out: Finding[] = [];
  gateUnit(ref, gateAs === undefined ? unit : { ...unit, text: gateAs }, out);
  unit.text.split('\n').forEach((line, i) => {
    const lineNo = lineOf(unit, i);
    for (const h of findHiddenUnicode(line))
      out.push({ ref, line: lineNo, endLine: lineNo, severity: h.severity, category: h.category, message: clean(h.message) });
  });
  for (const m of runDetectors(unit.text)) out.push(fromDetector(ref, unit.text, unit.startLine, m));
  return tidy(out);
}

/**
 * Scans one parsed file (issue #9), read-only and offline: hidden Unicode per line (decoded
 * where it hides text), credentials per line (core's `redactSecrets`; placeholders low),
 * core's instruction gate on every chunk, heading and front matter (line by line where a
 * chunk spans several), the scanner's own detectors on the whole text, and HTML comments
 * that hide an order. A knowledge graph is scanned per observation, relation and name, on
 * the decoded JSON strings. Every message and decoded text is redacted.
 *
 * @param file - a file from `readSources`
 * @param onUnit - told after each unit the gate checked: `done` of `total` ({@link scanUnitCount}),
 *   the bulk of the time (a 15,000-item file spends tens of seconds here, walk h55 L7)
 * @returns findings by line, most severe first within a line
 */
export function scanFile(file: SourceFile, onUnit?: (done: number, total: number) => void): Finding[] {
  const out: Finding[] = [];
  const units = unitsOf(file);
  units.forEach((unit, i) => {
    gateUnit(file.ref, unit, out);
    onUnit?.(i + 1, units.length);
  });
  if (file.graph) {
    for (const unit of units) {
      lineFindings(file.ref, unit.text.replace(/\n/g, ' '), unit.startLine, out);
      for (const m of runDetectors(unit.text)) out.push({ ...fromDetector(file.ref, unit.text.replace(/\n/g, ' '), unit.startLine, m) });
    }
  } else {
    lineFindings(file.ref, file.text, 1, out);
    for (const m of runDetectors(file.text)) out.push(fromDetector(file.ref, file.text, 1, m));
    htmlComments(file, out);
  }
  return tidy(out);
}

const NOTICE: Record<SourceNotice['kind'], { category: FindingCategory; severity: Severity }> = {
  'import-outside-project': { category: 'import/outside-project', severity: 'medium' },
  // A walked agent file linked out of the project (to a private file, a signing key): not read, and said.
  'link-outside': { category: 'import/outside-project', severity: 'medium' },
  'import-cycle': { category: 'import/cycle', severity: 'low' },
  'import-missing': { category: 'import/missing', severity: 'low' },
  'import-too-deep': { category: 'import/too-deep', severity: 'low' },
  unreadable: { category: 'source/unreadable', severity: 'medium' },
  // Not scanned either: a person should know its content was not looked at.
  'too-large': { category: 'source/unreadable', severity: 'medium' },
  malformed: { category: 'source/malformed', severity: 'low' },
};

/** A reading notice as a finding (an import not followed, a malformed line). */
export function noticeFinding(n: SourceNotice): Finding {
  const { category, severity } = NOTICE[n.kind];
  return { ref: n.ref, line: n.line ?? 1, endLine: n.line ?? 1, severity, category, message: clean(n.message) };
}

/**
 * The units of Cairn's own jsonl export (a backup): each memory record's text and title, on the
 * record's line (walk h48 item 2: a backup holding planted orders was read as an empty knowledge
 * graph, "nothing found"). Not part of {@link scanFile}: an import restores these records through
 * core's judge, not through the plan, whose findings would otherwise be "in no memory".
 */
function exportUnits(file: SourceFile): Chunk[] {
  const units: Chunk[] = [];
  for (const { line, value } of file.graph?.cairnRecords ?? []) {
    for (const key of ['title', 'text'] as const) {
      const text = value[key];
      if (typeof text !== 'string' || text.trim() === '') continue;
      const lines = text.split('\n').length;
      // Every line of the text is on the record's line (one JSON line).
      units.push({
        startLine: line,
        endLine: line,
        text,
        block: 'paragraph',
        ...(lines > 1 ? { lineNumbers: Array.from({ length: lines }, () => line) } : {}),
      });
    }
  }
  return units;
}

/** The findings of {@link exportUnits}: the gate, hidden Unicode and credentials, the detectors, as on a graph's observations. */
function scanExport(file: SourceFile): Finding[] {
  const out: Finding[] = [];
  for (const unit of exportUnits(file)) {
    gateUnit(file.ref, unit, out);
    lineFindings(file.ref, unit.text.replace(/\n/g, ' '), unit.startLine, out);
    for (const m of runDetectors(unit.text)) out.push(fromDetector(file.ref, unit.text.replace(/\n/g, ' '), unit.startLine, m));
  }
  return out;
}

/**
 * Scans everything `readSources` read: {@link scanFile} per file (and the memory records of
 * Cairn's own export, {@link exportUnits}) plus the reading notices
 * (imports outside the project or in a cycle, malformed lines). `highest` decides the exit
 * code of `cairn scan` (1 when high).
 */
export function scanSources(read: ReadResult): ScanReport {
  const files: FileReport[] = read.files.map((file) => {
    const findings = tidy([...scanFile(file), ...scanExport(file), ...read.notices.filter((n) => n.ref === file.ref).map(noticeFinding)]);
    const highest = highestSeverity(findings.map((f) => f.severity));
    const records = file.graph?.cairnRecords?.length ?? 0;
    return {
      ref: file.ref,
      format: reportedFormat(file),
      ...(file.importedFrom !== undefined ? { importedFrom: file.importedFrom } : {}),
      findings,
      ...(highest ? { highest } : {}),
      ...(records > 0 ? { cairnExport: records } : {}),
    };
  });
  const known = new Set(read.files.map((f) => f.ref));
  const orphans = read.notices.filter((n) => !known.has(n.ref)).map(noticeFinding);
  const findings = [...files.flatMap((f) => f.findings), ...orphans];
  const counts: Record<Severity, number> = { high: 0, medium: 0, low: 0 };
  for (const f of findings) counts[f.severity]++;
  const highest = highestSeverity(findings.map((f) => f.severity));
  return { files, findings, counts, ...(highest ? { highest } : {}) };
}
