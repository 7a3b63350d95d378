import { ageInWords, independentEvidence, type MemoryRecord, type Origin, ORIGIN_MEANING as CORE_ORIGIN_MEANING } from '@cairn/session';
import { codeBlock, codeSpan, displayText } from '../displayText.js';

/** What each origin means, in the person's words: core's `ORIGIN_MEANING` (the policy table's second column). */
export const ORIGIN_MEANING: Readonly<Record<Origin, string>> = CORE_ORIGIN_MEANING;

/** Age without the "stored" prefix: `3 days ago`, `today`. */
export function shortAge(createdAt: string, now: Date): string {
  return ageInWords(createdAt, now).replace(/^stored /u, '');
}

/** The tree item's label: the memory's title or text, on one line. */
export function memoryLabel(record: MemoryRecord): string {
  return displayText(record.kind === 'outcome' && record.title ? record.title : record.text, 80);
}

/** The reasons a record waits for a person: the gate's categories and `contradicts`. */
export function confirmationReasons(record: MemoryRecord): string[] {
  const reasons = record.flags.includes('instruction') ? [...record.gateReasons] : [];
  if (record.flags.includes('instruction') && reasons.length === 0) reasons.push('instruction');
  if (record.flags.includes('contradicts')) reasons.push('contradicts a more trusted memory');
  return reasons;
}

/** Distinct source references of a record's evidence, in order of first sighting. */
export function evidenceSources(record: MemoryRecord): string[] {
  return [...new Set(record.evidence.map((e) => e.source).filter((s): s is string => s !== null))];
}

/** Earliest and latest sighting times (ISO), falling back to the record's own times. */
export function seenRange(record: MemoryRecord): { first: string; last: string } {
  const times = record.evidence.map((e) => e.at).sort();
  return { first: times[0] ?? record.createdAt, last: times[times.length - 1] ?? record.updatedAt };
}

const when = (iso: string, now: Date): string => `${iso.slice(0, 16).replace('T', ' ')} UTC (${shortAge(iso, now)})`;

/** Options of {@link provenanceMarkdown}. */
export interface ProvenanceOptions {
  now: Date;
  /** The record that replaced this one, when it is superseded. */
  replacement?: MemoryRecord | undefined;
  /** The record this one replaces (or would replace once confirmed). */
  replaces?: MemoryRecord | undefined;
}

/**
 * The provenance of a memory as Markdown (the item's tooltip and **Show provenance**): kind,
 * origin and status, the text (in a code block: memory text never renders as Markdown),
 * evidence count, sources, first and last seen, flags with the gate's reasons, what replaced
 * it. Deterministic for the same record and clock.
 */
export function provenanceMarkdown(record: MemoryRecord, options: ProvenanceOptions): string {
  const { now } = options;
  const evidence = record.evidence.length;
  const independent = independentEvidence(record);
  const sources = evidenceSources(record);
  const seen = seenRange(record);
  const lines: string[] = [
    `**${record.kind}** · origin **${record.origin}** (${ORIGIN_MEANING[record.origin]}) · **${record.status}**${record.pinned ? ' · pinned' : ''}`,
    '',
    codeBlock(record.kind === 'outcome' && record.title ? `${record.title}\n\n${record.text}` : record.text),
    '',
    `- Evidence: ${evidence} sighting${evidence === 1 ? '' : 's'}, ${independent} independent`,
    `- Sources: ${sources.length === 0 ? 'none given' : sources.map(codeSpan).join(', ')}`,
    `- First seen: ${when(seen.first, now)}`,
    `- Last seen: ${when(seen.last, now)}`,
  ];
  if (record.flags.length > 0) {
    const reasons = confirmationReasons(record);
    lines.push(`- Flags: ${record.flags.join(', ')}${reasons.length > 0 ? ` — ${reasons.map(codeSpan).join(', ')}` : ''}`);
  }
  if (record.confirmedAt !== undefined) lines.push(`- Confirmed: ${when(record.confirmedAt, now)}`);
  else if (confirmationReasons(record).length > 0) lines.push('- Waits for your confirmation: it stays out of the digest until you confirm it.');
  if (record.supersededBy !== undefined) {
    lines.push(`- Replaced by: ${options.replacement ? codeSpan(memoryLabel(options.replacement)) : ''} (${codeSpan(record.supersededBy)})`);
  }
  if (record.supersedes !== undefined) {
    lines.push(`- Replaces: ${options.replaces ? codeSpan(memoryLabel(options.replaces)) : ''} (${codeSpan(record.supersedes)})`);
  }
  if (record.tripwires && record.tripwires.length > 0) lines.push(`- Revisit if: ${record.tripwires.map(codeSpan).join('; ')}`);
  if (record.tags.length > 0) lines.push(`- Tags: ${record.tags.map(codeSpan).join(', ')}`);
  lines.push(`- Id: ${codeSpan(record.id)}`);
  return lines.join('\n');
}

/**
 * The text of the modal that asks the person to confirm, pin or forget memories: origin,
 * flags and source first, then each text on one line, so a text cannot pose as the lines
 * that describe it.
 */
export function reviewDetail(records: readonly MemoryRecord[], now: Date): string {
  return records
    .map((r) => {
      const reasons = confirmationReasons(r);
      const sources = evidenceSources(r);
      return [
        `Origin: ${r.origin} (${ORIGIN_MEANING[r.origin]}) · ${r.kind} · ${r.status} · ${shortAge(r.createdAt, now)}`,
        `Flags: ${r.flags.length === 0 ? 'none' : r.flags.join(', ')}${reasons.length > 0 ? ` (${reasons.map((x) => displayText(x, 60)).join(', ')})` : ''}`,
        ...(sources.length > 0
          ? [
              `Source: ${sources
                .slice(0, 3)
                .map((s) => displayText(s, 120))
                .join(', ')}${sources.length > 3 ? ', …' : ''}`,
            ]
          : []),
        `Text: “${displayText(r.kind === 'outcome' && r.title ? r.title : r.text, 600)}”`,
      ].join('\n');
    })
    .join('\n\n');
}
