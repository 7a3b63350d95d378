import { type MemoryRecord, ORIGINS, rankingFacts, textKey, tokenize } from '@cairn/core';
import { crcHex } from '../frame.js';

const TOKENIZER_PROBE = 'parseConfig HTTPServer parse_config k8s café 2026 数据库迁移 ひらがな İstanbul';

/** Records of every origin and flag state, to fingerprint core's ranking facts. */
function probes(): MemoryRecord[] {
  const out: MemoryRecord[] = [];
  for (const origin of ORIGINS) {
    for (const flags of [[], ['instruction'], ['contradicts'], ['redacted'], ['obfuscated']]) {
      for (const confirmedAt of [undefined, '2026-01-02T00:00:00.000Z']) {
        out.push({
          origin,
          flags,
          kind: 'fact',
          status: 'active',
          strength: 0.5,
          decayRate: 0.99,
          reinforcedAt: '2026-01-01T00:00:00.000Z',
          pinned: false,
          stable: false,
          ...(confirmedAt ? { confirmedAt } : {}),
        } as unknown as MemoryRecord);
      }
    }
  }
  return out;
}

let rules: string | undefined;

/**
 * Fingerprint of the core rules a persisted view was derived with: the tokenizer, the text
 * key of sightings and the ranking facts (origin weights, what waits for a person, decay
 * exemption). A view built under other rules is rebuilt, never trusted (DESIGN.md §6).
 *
 * Computed on the first call, then kept for the process (the rules are core's code, fixed while
 * it runs): evaluated at load it cost every `cairn` process ≈ 3–6 ms of CPU, a command that
 * opens no store included (issue #20, h52-speed).
 *
 * @returns 8 hex digits (CRC-32 of the probes' JSON)
 */
export function viewRules(): string {
  rules ??= crcHex(JSON.stringify([tokenize(TOKENIZER_PROBE), textKey(' Parse\u200b CONFIG  café '), probes().map((r) => rankingFacts(r))]));
  return rules;
}
