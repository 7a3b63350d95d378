import { describe, expect, it } from 'vitest';
import { describeDecisions, describeRecall } from '../src/format.js';

// On a team store, the acts a trusted teammate signed (`signedBy`, DESIGN.md §12) are named in the
// text of `recall` and of `decisions` in the same words (session's teammateWords): no second template.

const ben = { act: 'confirm', person: 'ben', fingerprint: '1a2b-3c4d-5e6f-7a8b-9c0d-1e2f-3a4b-5c6d', key: 'ed25519:abc', at: '2026-12-05T12:00:00.000Z' };
const line = 'signed by: ben (key fingerprint 1a2b-3c4d-5e6f-7a8b-9c0d-1e2f-3a4b-5c6d): confirm 2026-12-05T12:00:00.000Z';

describe('signedBy in the MCP text', () => {
  it('decisions name the teammate whose signed act backs one, as recall does; without signedBy, nothing is said', () => {
    const decision = {
      id: '01DECISION0000000000000000',
      decision: 'We chose advisory locks per project.',
      date: '2026-12-05',
      age: 'stored today',
      status: 'active' as const,
      origin: 'agent' as const,
      flags: [],
      tripwires: [],
      sources: [],
    };
    const withSigner = describeDecisions([{ ...decision, signedBy: [ben] }], '/p');
    expect(withSigner).toContain(`  ${line}`);
    expect(describeDecisions([decision], '/p')).not.toContain('signed by');
    const hit = {
      id: decision.id,
      kind: 'decision',
      text: decision.decision,
      snippet: decision.decision,
      origin: 'agent',
      status: 'active',
      flags: [],
      gateReasons: [],
      evidenceCount: 1,
      evidencePieces: 1,
      age: 'stored today',
      sources: [],
      score: 1,
      signedBy: [ben],
    } as unknown as Parameters<typeof describeRecall>[0][number];
    expect(describeRecall([hit], { query: 'locks', projectPath: '/p', includeCandidates: false, includeFlagged: false })).toContain(`   ${line}`);
  });
});
