import {
  ageInWords,
  attestationSummary,
  type CheckedRecord,
  staleLabel,
  evidenceTally,
  type Kind,
  type MemoryRecord,
  mergeStanding,
  mergeStandingLines,
  supersedesLine,
  type Origin,
  type PersonAct,
  ORIGIN_MEANING as CORE_ORIGIN_MEANING,
  type ReviewReason,
  reviewReasons,
  displayRef,
} from '@cairn/session';
import { codeBlock, codeSpan, displayText } from '../displayText.js';

/** What each origin means, in the person's words: core's `ORIGIN_MEANING` (the policy table's second column). */
export const ORIGIN_MEANING: Readonly<Record<Origin, string>> = CORE_ORIGIN_MEANING;

/** The codicon standing for each origin in the view (narrow widths show icons, not words). */
export const ORIGIN_ICONS: Readonly<Record<Origin, string>> = {
  user: 'person',
  agent: 'hubot',
  repo: 'repo',
  tool: 'tools',
  web: 'globe',
  external: 'mail',
};

/** A one-letter badge for each kind, beside the label; its words are in the accessible label and the tooltip. */
export const KIND_BADGES: Readonly<Record<Kind, string>> = {
  fact: 'F',
  convention: 'C',
  decision: 'D',
  preference: 'P',
  outcome: 'O',
};

/** Age without the "stored" prefix: `3 days ago`, `today`. */
export function shortAge(createdAt: string, now: Date): string {
  return ageInWords(createdAt, now).replace(/^stored /u, '');
}

/** The tree item's label: the memory's title or text, on one line. */
export function memoryLabel(record: MemoryRecord): string {
  return displayText(record.kind === 'outcome' && record.title ? record.title : record.text, 80);
}

/**
 * The part of `old` that differs from `text`, for a row that must tell two similar memories
 * apart at a narrow width: "Releases are cut from the main branch." against "… the release
 * branch." gives "…main branch.". The whole of `old` when they share fewer than three words.
 */
export function differingTail(text: string, old: string): string {
  const a = displayText(text, 400).split(' ');
  const b = displayText(old, 400).split(' ');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i >= 3 && i < b.length ? `…${b.slice(i).join(' ')}` : b.join(' ');
}

/**
 * Why a memory needs the person, as one phrase for a row: the most urgent reason in words; for
 * a contradiction, whose memory it would replace and the words that differ.
 */
export function reasonPhrase(reason: ReviewReason, record: MemoryRecord): string {
  if (reason.replaces) return `${reason.words}: “${displayText(differingTail(record.text, reason.replaces.text), 60)}”`;
  return reason.words;
}

/** Distinct source references of a record's evidence, in order of first sighting. */
export function evidenceSources(record: MemoryRecord): string[] {
  return [...new Set(record.evidence.map((e) => e.source).filter((s): s is string => s !== null))];
}

/** "seen once", "seen 3 times, in 2 separate sessions". */
export function seenWords(record: MemoryRecord): string {
  const { pieces: n, independent } = evidenceTally(record);
  return n <= 1 ? 'seen once' : `seen ${n} times${independent > 1 ? `, in ${independent} separate sessions` : ''}`;
}

/** True for a memory that was flagged as an order and that a person confirmed: it keeps a visible marker. */
export function isConfirmedInstruction(record: Pick<MemoryRecord, 'flags' | 'confirmedAt'>): boolean {
  return record.flags.includes('instruction') && record.confirmedAt !== undefined;
}

/** Options of {@link tooltipMarkdown}. */
export interface TooltipOptions {
  now: Date;
  /** The record that replaced this one, when it is superseded. */
  replacement?: MemoryRecord | undefined;
  /** The record this one replaces (or would replace once confirmed). */
  replaces?: MemoryRecord | undefined;
  /** The row waits for the person (the Needs attention group). */
  attention?: boolean;
}

/**
 * A row's tooltip, Markdown (rendered untrusted: no command links, no HTML): why it needs the
 * person in words with the internal codes, the whole text in a code block (memory text never
 * renders as Markdown), where it came from, and what a click does. Each fact once.
 */
export function tooltipMarkdown(record: MemoryRecord, options: TooltipOptions): string {
  const reasons = reviewReasons(record, { replaces: options.replaces });
  const why = reasons.map((r) => `${r.replaces ? `${r.words} ${codeSpan(r.replaces.text)}` : r.words} (${codeSpan(r.code)})`).join('; ');
  const lines: string[] = [];
  const signedBy = (record as CheckedRecord).signedBy ?? [];
  if (options.attention) lines.push(`**Needs your attention.** This memory ${why}. It stays out of what the agent is given until you confirm it.`, '');
  else if (isConfirmedInstruction(record)) {
    // On a team store the confirm may be a trusted teammate's (the team key roster): named, not "you".
    const by = signedBy.find((x) => x.act === 'confirm');
    lines.push(
      `**Confirmed instruction.** ${by !== undefined ? `${displayText(by.person, 40)} (key fingerprint ${codeSpan(by.fingerprint)})` : 'You'} confirmed it on ${record.confirmedAt?.slice(0, 10)}: the agent is given it and may follow it. It was flagged: it ${why}.`,
      '',
    );
  } else if (reasons.length > 0) lines.push(`Note: this memory ${why}.`, '');
  lines.push(codeBlock(record.kind === 'outcome' && record.title ? `${record.title}\n\n${record.text}` : record.text), '');
  const sources = evidenceSources(record);
  lines.push(
    `From ${ORIGIN_MEANING[record.origin]} (${codeSpan(record.origin)}) · ${record.kind} · ${record.status}${record.pinned ? ', pinned' : ''} · ${ageInWords(record.createdAt, options.now)} · ${seenWords(record)}`,
  );
  if (sources.length > 0)
    lines.push(
      '',
      `Source: ${sources
        .slice(0, 3)
        .map((x) => codeSpan(displayRef(x)))
        .join(', ')}${sources.length > 3 ? ` and ${sources.length - 3} more` : ''}`,
    );
  // A team store: the acts a teammate the person trusted signed, by name and key fingerprint.
  if (signedBy.length > 0)
    lines.push(
      '',
      `Signed by: ${signedBy.map((x) => `${displayText(x.person, 40)} (key fingerprint ${codeSpan(x.fingerprint)}): ${displayText(x.act, 20)}, ${x.at.slice(0, 10)}`).join('; ')}`,
    );
  // Attested provenance (issue #22): the observation that lowered its origin, as its receipt
  // says it — the working tree's FILE:LINE, or the host's tool, reference and time.
  const attested = attestationSummary(record);
  if (attested !== undefined) lines.push('', `Attested: ${codeSpan(attested)}`);
  // Memories bound to code (issue #23): a file it is bound to changed since.
  const stale = (record as CheckedRecord).stale;
  if (stale !== undefined && stale.length > 0)
    lines.push(
      '',
      `**Stale.** It ${codeSpan(staleLabel(stale, options.now))}: check the file, then run ${codeSpan(`cairn reverify ${record.id}`)} if it still holds.`,
    );
  if (record.supersededBy !== undefined) lines.push('', `Replaced by ${options.replacement ? codeSpan(memoryLabel(options.replacement)) : 'a newer memory'}.`);
  lines.push('', options.attention ? 'Click to review it.' : 'Click for its provenance.');
  return lines.join('\n');
}

/**
 * The text of a modal that asks the person about memories (pin, unpin, forget, or a confirm
 * from outside the review panel): origin and why first, then each text on one line, so a text
 * cannot pose as the lines that describe it. For a merge (`act` consolidate), each memory ends
 * with what the merge keeps of its parents' standing — core's `mergeStandingLines`, the lines
 * the terminal's prompt shows and the person's signature covers (issue #16). A memory that
 * replaces another shows the `supersedes: <id>` line its signature covers (view 2, h49-sign).
 */
export function reviewDetail(records: readonly MemoryRecord[], now: Date, act?: PersonAct): string {
  return records
    .map((r) => {
      const reasons = reviewReasons(r);
      const sources = evidenceSources(r);
      return [
        `From: ${ORIGIN_MEANING[r.origin]} (${r.origin}) · ${r.kind} · ${r.status} · ${shortAge(r.createdAt, now)}`,
        // A contradiction names the memory it would replace, as the terminal's flags line does (walk 10 item 8).
        ...(reasons.length > 0
          ? [
              `Why: ${reasons
                .map(
                  (x) =>
                    `${x.words}${x.code === 'contradicts' && r.supersedes !== undefined ? `, ${displayText(r.supersedes, 40)}` : ''} (${displayText(x.code, 40)})`,
                )
                .join('; ')}`,
            ]
          : []),
        ...(sources.length > 0
          ? [
              `Source: ${sources
                .slice(0, 3)
                .map((s) => displayText(displayRef(s), 120))
                .join(', ')}${sources.length > 3 ? ', …' : ''}`,
            ]
          : []),
        `Text: “${displayText(r.kind === 'outcome' && r.title ? r.title : r.text, 600)}”`,
        // The memory it replaces, as the person's signature covers it (core's view 2, `supersedesLine`; h49-sign).
        ...(r.supersedes !== undefined ? [supersedesLine(r.supersedes)] : []),
        ...(act === 'consolidate' ? mergeStandingLines(mergeStanding(r)) : []),
      ].join('\n');
    })
    .join('\n\n');
}
