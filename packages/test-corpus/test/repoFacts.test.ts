/**
 * What `cairn trust --repo` buys (issue #22): the share of true facts an agent derives from the
 * project's own files (src/cases/repoFacts.ts) that attestation makes `repo` — candidates until a
 * person confirms them, unless the person declared the project's tracked files trusted, when they
 * promote like the agent's after sightings in two protected sessions. Through the hook adapter and
 * the project session, origin `agent` on the `mcp` channel.
 */
import { describe, expect, it } from 'vitest';
import { ATTEST_MCP_KINDS, ATTEST_PROJECT_ROOT } from '../src/cases/attestation.js';
import { REPO_FACT_CASES } from '../src/cases/repoFacts.js';
import { attestationLines, measureAttestation } from '../src/measureAttestation.js';

describe('true facts from the project’s own files: how many wait as repo candidates without trust --repo', () => {
  it('verbatim and quoted facts are attested repo; the figure is printed per shape', async () => {
    const m = await measureAttestation(REPO_FACT_CASES, { projectRoot: ATTEST_PROJECT_ROOT, mcpKinds: ATTEST_MCP_KINDS, protectedShapes: [] });
    console.log(attestationLines('repo facts (lowered = stays a repo candidate without trust --repo)', m).join('\n'));
    expect(m.hostile.errors).toBe(0);
    const verbatim = m.shapes.get('repo-fact-verbatim (hostile)');
    expect(verbatim?.right).toBe(verbatim?.total);
  }, 600_000);
});
