import { mayConfirm } from '../policy/confirmEligibility.js';
import { hasHoldingFlag, needsConfirmation } from '../policy/promotion.js';
import type { MemoryRecord } from '../schema/record.js';

/**
 * What each choice of a review does, in the person's words, so the person decides knowing the
 * consequence (issue #17: "what confirming will do (for `contradicts`, the memory it replaces)").
 * The words follow what core's operations do: `confirm` makes a memory active and applies its
 * pending supersede (`operations.ts`), the digest carries active records the person confirmed
 * (`digest/renderDigest.ts`), and `forget` removes the text from the store while the audit log
 * keeps metadata (DESIGN.md §3).
 */

/** One consequence. `replaces`: the memory the sentence is about, quoted by the adapter after the words. */
export interface ChoiceEffect {
  words: string;
  replaces?: MemoryRecord;
}

/** The choices of a review and what each does. */
export interface ReviewChoices {
  /** What confirming does; absent when there is nothing to confirm (an active, superseded or forgotten memory). */
  confirm?: ChoiceEffect[];
  /** What keeping it as it is does (the safe default while it waits). */
  keep: ChoiceEffect[];
  /** What rejecting it does (forgotten, and an import skips the lines it came from: `reject`). */
  reject: ChoiceEffect[];
  /** What forgetting it does (forgotten; an import of the same lines brings it back). */
  forget: ChoiceEffect[];
  /**
   * True when confirming needs a deliberate second step (the memory waits because it reads as
   * an order or would replace another): the person states what they accept before the confirm
   * can be pressed, and no default action confirms it.
   */
  deliberate: boolean;
}

/**
 * What confirming, keeping and rejecting `record` would do. Pure.
 *
 * @param options.replaces - the memory a `contradicts` record would replace (its `supersedes`), when known
 */
export function reviewChoices(record: MemoryRecord, options: { replaces?: MemoryRecord | undefined } = {}): ReviewChoices {
  const waits = needsConfirmation(record);
  const order = record.flags.includes('instruction');
  const replaces = record.supersedes !== undefined && options.replaces?.status !== 'superseded' ? options.replaces : undefined;
  let confirm: ChoiceEffect[] | undefined;
  if (mayConfirm(record)) {
    confirm = [
      {
        words: order
          ? 'It becomes active: the agent is given this text at the start of every session and may follow it as an instruction.'
          : `It becomes active: the agent is given it at the start of every session as a remembered ${record.kind}.`,
      },
    ];
    if (replaces) confirm.push({ words: 'It replaces this memory, which is marked superseded and leaves what the agent is given:', replaces });
    confirm.push({ words: 'Your confirmation is recorded in the audit log as your act.' });
  }
  const keep: ChoiceEffect[] =
    record.status === 'candidate'
      ? [
          {
            words: `Nothing changes: it stays a candidate, out of what the agent is given${waits ? ', until you confirm it' : ''}. You can review it again later.`,
          },
          ...(replaces && hasHoldingFlag(record) ? [{ words: 'This memory stays as it is:', replaces }] : []),
        ]
      : [{ words: 'Nothing changes.' }];
  // What `reject` records (operations/rejections.ts): digests of the file lines the memory was read from.
  const fromFile = record.evidence.some((e) => e.source !== null && e.callerSourceHash !== undefined);
  const gone = 'It is forgotten: its text is removed from the store; the audit log keeps only that it existed';
  const reject: ChoiceEffect[] = [
    {
      words: fromFile ? `${gone}, and a digest of the file lines it came from (no text), so importing those lines again skips them.` : `${gone}.`,
    },
    ...(replaces ? [{ words: 'This memory stays as it is:', replaces }] : []),
  ];
  const forget: ChoiceEffect[] = [{ words: fromFile ? `${gone}. Importing the same lines again brings it back as a new candidate.` : `${gone}.` }];
  return { ...(confirm ? { confirm } : {}), keep, reject, forget, deliberate: waits };
}
