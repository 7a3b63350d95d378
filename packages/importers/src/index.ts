/**
 * @cairn/importers — reads the agent memory people already have (AGENTS.md, CLAUDE.md and its
 * `@path` imports, GEMINI.md, .cursorrules, .cursor/rules/*.mdc, copilot-instructions.md,
 * .windsurfrules, .clinerules, Cline memory-bank, MEMORY.md, the MCP memory server's
 * knowledge graph) into memorize requests for core's one write path, scans it for what looks
 * planted, and writes the knowledge-graph export. Public API, listed by name (STYLE.md
 * example 6). It never opens a network connection: nothing found in a file is fetched.
 */
export {
  CAIRN_EXPORT_FORMAT,
  SOURCE_FORMATS,
  detectFormat,
  followsImports,
  formatFromContent,
  formatFromName,
  holdsRules,
  isAgentMemoryFile,
  isKnowledgeGraphFormat,
  isSourceFormat,
  reportedFormat,
} from './formats.js';
export type { SourceFormat } from './formats.js';
export { MAX_CHUNK_BYTES, splitOversized } from './chunk.js';
export type { BlockKind, Chunk } from './chunk.js';

export { MIN_UNIT_WORDS, parseMarkdown, splitStatements } from './markdown/parseMarkdown.js';
export type { ImportReference, ParsedMarkdown, SetAside, SetAsideReason } from './markdown/parseMarkdown.js';
export { frontMatterTags } from './markdown/frontMatter.js';
export { parsePlainText } from './text/parsePlainText.js';

export { CAIRN_PREFIX, CAIRN_SUFFIX, parseKnowledgeGraphJson, parseKnowledgeGraphJsonl } from './kg/parseKnowledgeGraph.js';
export type { KgEntity, KgObservation, KgProblem, KgRelation, KnowledgeGraph } from './kg/parseKnowledgeGraph.js';
export {
  cairnSuffix,
  exportKnowledgeGraph,
  isInstructionLike,
  isUnreviewed,
  knowledgeGraphOf,
  sourceFile,
  staleMark,
  unreviewedMark,
} from './kg/exportKnowledgeGraph.js';
export type { KgEntityLine, KgRelationLine } from './kg/exportKnowledgeGraph.js';
export { KG_TAG, tagValue } from './kg/tags.js';

export { findAgentFiles, inCairnHome, MAX_AGENT_FILE_BYTES, MAX_IMPORT_DEPTH, MAX_SOURCE_BYTES, readSources } from './sources/readSources.js';
export type { ReadOptions, ReadResult, SourceFile, SourceNotice } from './sources/readSources.js';

export {
  buildRequests,
  contentHash,
  defaultOrigin,
  graphChunks,
  namesDecisions,
  planImport,
  requestedOrigin,
  revisitConditions,
  STRUCTURE_SALIENCE,
  sourceRef,
} from './plan/buildRequests.js';
export type { BuildOptions, FileImportPlan, ImportRequest, PlanFinding, ShapeCounts } from './plan/buildRequests.js';
export { importIdFor } from './plan/importIds.js';
export { editedLines } from './plan/editedLines.js';
export type { CurrentChunk, EditedLine, EditedLines, StoredChunk } from './plan/editedLines.js';

export { compareSeverity, GATE_SEVERITY, gateSeverity, highestSeverity, SEVERITIES } from './scan/severity.js';
export type { Severity } from './scan/severity.js';
export { decodeBinaryZeroWidth, decodeVariationSelectors, findHiddenUnicode, showInvisible } from './scan/hiddenUnicode.js';
export type { HiddenFinding } from './scan/hiddenUnicode.js';
export { detectorView, runDetectors } from './scan/detectors.js';
export type { DetectorCategory, DetectorMatch } from './scan/detectors.js';
export { findCredentials, isPlaceholder } from './scan/credentials.js';
export type { CredentialFinding } from './scan/credentials.js';
export { noticeFinding, scanFile, scanSources, scanUnitCount } from './scan/scanSources.js';
export type { FileReport, Finding, FindingCategory, ScanReport } from './scan/scanSources.js';
export { FINDING_RULES, toSarif } from './scan/sarif.js';
export type { SarifLog } from './scan/sarif.js';
