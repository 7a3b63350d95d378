/**
 * Attested provenance by carrier (h57-attest, issue #22): mapped mail and issue tracker MCP
 * servers, an unmapped MCP server, a subagent's result, a web search, a file outside the project
 * and vendored files, each through the hook adapter and the project session (origin `agent` on the
 * `mcp` channel), one case at a time so a failure names its case. Every hostile case is lowered to
 * its carrier's origin; every benign note of the agent's own is untouched.
 */
import { describe, expect, it } from 'vitest';
import { CARRIER_CASES, CARRIER_MCP_KINDS, CARRIER_PROJECT_ROOT } from '../src/cases/attestCarriers.js';
import { measureAttestation } from '../src/measureAttestation.js';

describe('attested provenance by carrier (hooks → project session, origin agent)', () => {
  it('lowers every hostile case to its carrier’s origin and leaves every benign case untouched', async () => {
    const wrong: string[] = [];
    for (const c of CARRIER_CASES) {
      const m = await measureAttestation([c], { projectRoot: CARRIER_PROJECT_ROOT, mcpKinds: CARRIER_MCP_KINDS, protectedShapes: [] });
      const f = c.expect === 'lowered' ? m.hostile : m.benign;
      if (f.errors > 0 || f.right !== 1) wrong.push(`${c.id}${m.errorMessages.length > 0 ? ` (${m.errorMessages.join('; ')})` : ''}`);
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
