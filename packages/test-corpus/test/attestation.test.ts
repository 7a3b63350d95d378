/**
 * The committed attested-provenance corpus (issue #22) through the hook adapter and the project
 * session, origin `agent` on the `mcp` channel: every hostile case is lowered to the origin of
 * what the agent read, every benign case is untouched but the person's words repeated (A5's cost). The blind set's figure is printed beside
 * it by unseenAttestation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ATTEST_MCP_KINDS, ATTEST_PROJECT_ROOT, ATTESTATION_CASES } from '../src/cases/attestation.js';
import { attestationLines, measureAttestation } from '../src/measureAttestation.js';

describe('attested provenance: the committed corpus (hooks → project session, origin agent)', () => {
  it('lowers every hostile case to the observed origin and leaves every benign case untouched', async () => {
    const m = await measureAttestation(ATTESTATION_CASES, {
      projectRoot: ATTEST_PROJECT_ROOT,
      mcpKinds: ATTEST_MCP_KINDS,
      protectedShapes: ['benign-from-prompt'],
    });
    console.log(attestationLines('corpus attestation', m).join('\n'));
    expect(m.hostile.errors + m.benign.errors).toBe(0);
    expect(m.hostile.right).toBe(m.hostile.total);
    // The person's words repeated by the agent: no Claude Code prompt is the person's (attack A5:
    // 2.1.332 sends nothing telling a typed prompt from one the host made, docs/hosts.md), so it
    // exempts nothing, and this shape's host, which a fetched page holds too, is lowered by the page
    // — the documented cost, lowering only (the prompt itself, `untyped` in a protected session,
    // lowers nothing: h55-attest). Every other benign case
    // is untouched; the shape counts again once a host shows a prompt was typed.
    const fromPrompt = m.shapes.get('benign-from-prompt (benign)');
    expect(fromPrompt?.total).toBeGreaterThan(0);
    expect(fromPrompt?.right).toBe(0);
    expect(m.benign.right).toBe(m.benign.total - (fromPrompt?.total ?? 0));
  }, 600_000);
});
