import { createHmac } from 'node:crypto';
import { fingerprintText, type Observation, type Origin } from '../../src/index.js';
import { attestOrigin } from '../../src/provenance/attestOrigin.js';

/** The clock every attestation test reads: 2026-12-01 12:00 UTC, an hour after each observation. */
export const NOW = new Date('2026-12-01T12:00:00.000Z');
/** The project root the attestation tests pretend to be in. */
export const PROJECT = '/home/dev/work/harbour';

/** What {@link attestWorld} returns: a keyed hash, an observation maker and `attestOrigin` bound to both. */
export interface AttestWorld {
  /** HMAC-SHA256 (hex) under the world's own development key. */
  hash: (v: string) => string;
  /** One observation of `content` seen from `origin` (a tool event of session `s1` unless `extra` says otherwise). */
  observed: (origin: Origin, content: string, extra?: Partial<Observation>) => Observation;
  /** `attestOrigin` of one text against `observations`, claimed `agent` unless told, 14 days' retention. */
  attest: (text: string, observations: Observation[], claimed?: Origin) => ReturnType<typeof attestOrigin>;
}

/**
 * A small world for attested-provenance tests (issue #22): a keyed hash and observations
 * fingerprinted as the hooks record them.
 *
 * @param keyLabel - the development key's bytes (each test file its own, so fingerprints differ).
 * @param idPrefix - observation ids are `<idPrefix><n>`.
 * @param promptsKeepEvery - when true, a `prompt` observation keeps every shingle, as the hook
 *   records a person's prompt; when false, prompts are sampled like any other event.
 */
export function attestWorld(keyLabel: string, idPrefix: string, promptsKeepEvery: boolean): AttestWorld {
  const key = Buffer.from(keyLabel);
  const hash = (v: string): string => createHmac('sha256', key).update(v).digest('hex');
  let n = 0;
  const observed = (origin: Origin, content: string, extra: Partial<Observation> = {}): Observation => {
    const f = fingerprintText(content, hash, promptsKeepEvery ? { every: extra.event === 'prompt' } : undefined);
    return {
      v: 1,
      id: `${idPrefix}${n++}`,
      session: 's1',
      at: '2026-12-01T11:00:00.000Z',
      event: 'tool',
      origin,
      shingles: f.shingles,
      tokens: f.tokens,
      ...(f.compact !== '' ? { compact: f.compact } : {}),
      ...(f.droppedTokens > 0
        ? { dropped: f.droppedTokens, ...(f.bar !== undefined ? { bar: f.bar, ...(f.top !== undefined ? { top: f.top } : {}) } : {}) }
        : {}),
      length: f.length,
      truncated: f.truncated,
      ...extra,
    };
  };
  const attest = (text: string, observations: Observation[], claimed: Origin = 'agent') =>
    attestOrigin({ claimed, texts: [text], observations, hash, now: NOW, retentionDays: 14, projectPath: PROJECT });
  return { hash, observed, attest };
}
