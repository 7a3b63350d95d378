import type { MemoryRecord, PersonAct, PersonActRequest } from '@cairn/session';

/**
 * A person's answer given in the review panel: they read the review of exactly these records
 * (as they were when shown) and pressed the act's button there (after the deliberate step,
 * when one was needed). The editor's person port takes it as the answer to the act's question
 * instead of asking again in a modal; the signature itself still needs the person's key.
 */
export interface ReviewConsent {
  act: PersonAct;
  /** The records as the panel showed them (id and `updatedAt` are matched). */
  records: ReadonlyArray<Pick<MemoryRecord, 'id' | 'updatedAt'>>;
}

/** How long an answer given in the panel stays good, in ms: it is used at once, or not at all. */
export const CONSENT_TTL_MS = 60_000;

/**
 * The answers given in the review panel, waiting for the person port. Only the panel's own
 * button handlers grant one (never a command's arguments, which an agent driving the editor
 * could pass); each is used once, for the same act on the same records unchanged since shown.
 */
export interface ReviewConsents {
  grant(consent: ReviewConsent): void;
  /** Takes (and removes) the answer for `request`, if one matches; a stale or different one never matches. */
  take(request: Pick<PersonActRequest, 'act' | 'records'>): ReviewConsent | undefined;
  /** Drops an answer that was not used (the act failed before the port asked). */
  clear(): void;
}

/** Creates an empty {@link ReviewConsents}. @param clock - milliseconds now */
export function createReviewConsents(clock: () => number = Date.now): ReviewConsents {
  let pending: { consent: ReviewConsent; at: number } | undefined;
  return {
    grant(consent) {
      pending = { consent, at: clock() };
    },
    take(request) {
      const p = pending;
      pending = undefined;
      if (!p || clock() - p.at > CONSENT_TTL_MS || p.consent.act !== request.act) return undefined;
      const shown = p.consent.records;
      if (shown.length !== request.records.length) return undefined;
      const same = request.records.every((r, i) => r.id === shown[i]?.id && r.updatedAt === shown[i]?.updatedAt);
      return same ? p.consent : undefined;
    },
    clear() {
      pending = undefined;
    },
  };
}
