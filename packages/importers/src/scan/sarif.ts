import type { FindingCategory, ScanReport } from './scanSources.js';
import type { Severity } from './severity.js';

/** What each finding category means, for SARIF's rule list and `cairn scan --help`-style text. */
export const FINDING_RULES: Readonly<Record<FindingCategory, { name: string; description: string }>> = {
  instruction: {
    name: 'InstructionToAgent',
    description:
      "Text that reads as an order to a future agent (core's instruction gate). A standing rule is low: it needs the person's confirmation on import.",
  },
  'shell-pipe': { name: 'NetworkShellPipe', description: 'A download piped into a shell or interpreter: whatever the server sends would run.' },
  exfiltration: {
    name: 'Exfiltration',
    description: 'Sending secrets or the conversation out: capture endpoints, secrets files read by network commands, beacon URLs.',
  },
  concealment: { name: 'Concealment', description: 'An order to hide something from the person, or to act silently.' },
  deception: { name: 'CoverStory', description: 'A cover story the agent is told to give the person.' },
  'forged-role': { name: 'ForgedRole', description: 'Chat-template tokens, prompt-container tags or mode switches that forge a role or a turn.' },
  'every-turn-trigger': { name: 'EveryTurnTrigger', description: 'An order to run a script before or after every reply or task.' },
  'hidden-content/html-comment': { name: 'HiddenHtmlComment', description: 'An HTML comment, invisible when rendered, that holds an order to the agent.' },
  'hidden-unicode/binary-zero-width': {
    name: 'BinaryZeroWidth',
    description: 'Zero-width characters U+200C/U+200D used as bits that spell hidden text (decoded).',
  },
  'hidden-unicode/tag-characters': { name: 'TagCharacters', description: 'Unicode tag characters (U+E0000–U+E007F) that mirror ASCII invisibly (decoded).' },
  'hidden-unicode/variation-selectors': {
    name: 'VariationSelectorPayload',
    description: 'A run of variation selectors carrying bytes (decoded when printable).',
  },
  'hidden-unicode/joined-words': {
    name: 'InvisiblyJoinedWords',
    description: 'Words joined by zero-width characters instead of spaces, which defeats keyword filters.',
  },
  'hidden-unicode/zero-width-run': { name: 'ZeroWidthRun', description: 'A run of zero-width characters: an invisible marker.' },
  'hidden-unicode/invisible-character': { name: 'InvisibleCharacter', description: 'An invisible character outside the orthography that needs it.' },
  'hidden-unicode/bidi-control': {
    name: 'BidiControl',
    description: 'Bidirectional controls that make a line display differently from how it reads (Trojan Source, CVE-2021-42574).',
  },
  credential: { name: 'Credential', description: "A credential of a known shape (core's redaction patterns) in plain text." },
  'credential/placeholder': {
    name: 'CredentialPlaceholder',
    description: 'A placeholder where a credential goes (your-…-here, changeme, <token>, xxx, example).',
  },
  'import/outside-project': { name: 'ImportOutsideProject', description: 'An @path import that leaves the project; not followed.' },
  'import/cycle': { name: 'ImportCycle', description: 'An @path import cycle; not followed again.' },
  'import/missing': { name: 'ImportMissing', description: 'An @path import that names no file.' },
  'import/too-deep': { name: 'ImportTooDeep', description: 'An @path import more than five hops deep; not followed.' },
  'source/unreadable': { name: 'Unreadable', description: 'A file that could not be read (too large, not UTF-8).' },
  'source/malformed': { name: 'Malformed', description: 'A line or element of a knowledge-graph store that could not be read.' },
};

const LEVEL: Readonly<Record<Severity, 'error' | 'warning' | 'note'>> = { high: 'error', medium: 'warning', low: 'note' };
/** GitHub code scanning reads `security-severity` (0–10) to rank results. */
const SECURITY_SEVERITY: Readonly<Record<Severity, string>> = { high: '8.0', medium: '5.0', low: '2.0' };

/** A SARIF 2.1.0 log (the subset `cairn scan` writes). */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: {
    tool: {
      driver: {
        name: string;
        version: string;
        informationUri?: string;
        rules: { id: string; name: string; shortDescription: { text: string }; defaultConfiguration: { level: string } }[];
      };
    };
    originalUriBaseIds?: Record<string, { uri: string }>;
    results: {
      ruleId: string;
      ruleIndex: number;
      level: 'error' | 'warning' | 'note';
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number; endLine: number } } }[];
      properties: Record<string, unknown>;
    }[];
  }[];
}

const encodeUri = (ref: string): string => ref.split('/').map(encodeURIComponent).join('/').replace(/^%2F/, '/');

/**
 * The scan as a SARIF 2.1.0 log (OASIS SARIF v2.1.0, §3.13 run, §3.27 result, §3.28
 * location): one run, tool `cairn scan` with one rule per finding category; each result has
 * `ruleId`, `level` (high → error, medium → warning, low → note), the message (with the
 * decoded hidden text) and a physical location relative to `%SRCROOT%` (the project root)
 * with the line region. Written by hand: it is a JSON shape.
 *
 * @param report - the scan
 * @param options - the tool version, and the project root as a `file://` URI when known
 */
export function toSarif(report: ScanReport, options: { version: string; projectRootUri?: string }): SarifLog {
  const categories = Object.keys(FINDING_RULES) as FindingCategory[];
  const rules = categories.map((id) => ({
    id,
    name: FINDING_RULES[id].name,
    shortDescription: { text: FINDING_RULES[id].description },
    defaultConfiguration: {
      level: id === 'instruction' || id.startsWith('import/') || id.startsWith('source/') ? 'note' : id === 'credential/placeholder' ? 'note' : 'error',
    },
  }));
  const results = report.findings.map((f) => {
    const absolute = f.ref.startsWith('/');
    return {
      ruleId: f.category,
      ruleIndex: categories.indexOf(f.category),
      level: LEVEL[f.severity],
      message: { text: f.decoded !== undefined ? `${f.message} Decoded: ${f.decoded}` : f.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: absolute ? { uri: `file://${encodeUri(f.ref)}` } : { uri: encodeUri(f.ref), uriBaseId: '%SRCROOT%' },
            region: { startLine: f.line, endLine: f.endLine },
          },
        },
      ],
      properties: {
        severity: f.severity,
        'security-severity': SECURITY_SEVERITY[f.severity],
        ...(f.gateReasons ? { gateReasons: f.gateReasons } : {}),
        ...(f.decoded !== undefined ? { decoded: f.decoded } : {}),
      },
    };
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'cairn scan', version: options.version, rules } },
        ...(options.projectRootUri !== undefined
          ? { originalUriBaseIds: { '%SRCROOT%': { uri: options.projectRootUri.endsWith('/') ? options.projectRootUri : `${options.projectRootUri}/` } } }
          : {}),
        results,
      },
    ],
  };
}
