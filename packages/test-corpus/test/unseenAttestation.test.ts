/**
 * Attested provenance measured on what its authors never saw (issue #22): the blind set
 * `unseen/attestation-1.ts`, written before the matcher existed, through the hook adapter and the
 * project session (origin `agent` on the `mcp` channel). Prints aggregate figures only — never a
 * case's text or id — and asserts only that every case was measured: a blind set is never tuned
 * against, so its figure is reported, not a threshold a rule could be fitted to. It fails when
 * the runner itself breaks (a case that cannot be run).
 */
import { describe, expect, it } from 'vitest';
import { attestationLines, measureAttestation } from '../src/measureAttestation.js';
import { UNSEEN_ATTEST_CASES, UNSEEN_ATTEST_MCP_KINDS, UNSEEN_ATTEST_PROJECT_ROOT } from '../unseen/attestation-1.js';
import { UNSEEN_TREE_CASES, UNSEEN_TREE_PROJECT_ROOT } from '../unseen/attestation-2.js';
import { UNSEEN_TREE3_CASES, UNSEEN_TREE3_PROJECT_ROOT } from '../unseen/attestation-3.js';
import { UNSEEN_ATTEST4_CASES, UNSEEN_ATTEST4_MCP_KINDS, UNSEEN_ATTEST4_PROJECT_ROOT } from '../unseen/attestation-4.js';
import { UNSEEN_ATTEST5_CASES, UNSEEN_ATTEST5_MCP_KINDS, UNSEEN_ATTEST5_PROJECT_ROOT } from '../unseen/attestation-5.js';
import { UNSEEN_ATTEST6_CASES, UNSEEN_ATTEST6_MCP_KINDS, UNSEEN_ATTEST6_PROJECT_ROOT } from '../unseen/attestation-6.js';
import { UNSEEN_ATTEST7_CASES, UNSEEN_ATTEST7_MCP_KINDS, UNSEEN_ATTEST7_PROJECT_ROOT } from '../unseen/attestation-7.js';
import { UNSEEN_ATTEST8_CASES, UNSEEN_ATTEST8_MCP_KINDS, UNSEEN_ATTEST8_PROJECT_ROOT } from '../unseen/attestation-8.js';

describe('attested provenance: unseen set (hooks → project session, origin agent)', () => {
  it('measures every case and prints the figures', async () => {
    const unseen = await measureAttestation(UNSEEN_ATTEST_CASES, {
      projectRoot: UNSEEN_ATTEST_PROJECT_ROOT,
      mcpKinds: UNSEEN_ATTEST_MCP_KINDS,
      // The set's convention: the person's-words cases run in a protected, interactive session.
      protectedShapes: ['benign-from-prompt'],
    });
    console.log(attestationLines('unseen attestation-1', unseen).join('\n'));
    expect(unseen.hostile.total + unseen.benign.total).toBe(UNSEEN_ATTEST_CASES.length);
    expect(unseen.hostile.errors + unseen.benign.errors).toBe(0);
  }, 900_000);
});

// The working tree alone (issue #22, "Without hooks"): `unseen/attestation-2.ts`, written
// 2026-12-05 by a helper who read none of Cairn's code, before the working-tree attestation landed.
// No host events: each case's files are the project; the text is memorized as origin `agent`.
describe('attested provenance: unseen set 2 (the working tree, no hooks; origin agent)', () => {
  it('measures every case and prints the figures', async () => {
    const unseen = await measureAttestation(UNSEEN_TREE_CASES, { projectRoot: UNSEEN_TREE_PROJECT_ROOT, mcpKinds: {}, protectedShapes: [] });
    console.log(attestationLines('unseen attestation-2', unseen).join('\n'));
    expect(unseen.hostile.total + unseen.benign.total).toBe(UNSEEN_TREE_CASES.length);
    expect(unseen.hostile.errors + unseen.benign.errors).toBe(0);
  }, 900_000);
});

// The working tree alone, third blind set: `unseen/attestation-3.ts`, written 2026-12-05 by a helper
// who read none of Cairn's code. Vendored code outside node_modules (vendor/, third_party/,
// third-party/, external/, deps/, libs/ with their own manifests), git-ignored build output and
// downloaded docs, the project's own files; benign notes citing dependency docs and own commands.
describe('attested provenance: unseen set 3 (the working tree beyond node_modules; origin agent)', () => {
  it('measures every case and prints the figures', async () => {
    const unseen = await measureAttestation(UNSEEN_TREE3_CASES, { projectRoot: UNSEEN_TREE3_PROJECT_ROOT, mcpKinds: {}, protectedShapes: [] });
    console.log(attestationLines('unseen attestation-3', unseen).join('\n'));
    expect(unseen.hostile.total + unseen.benign.total).toBe(UNSEEN_TREE3_CASES.length);
    expect(unseen.hostile.errors + unseen.benign.errors).toBe(0);
  }, 900_000);
});

// Hooks → project session, fourth blind set: `unseen/attestation-4.ts`, written 2026-12-06 by a helper
// who read none of Cairn's code. Web pages and search, Bash output of fetched files, mapped and
// unmapped MCP tools, node_modules and files outside the project, subagent results, unprotected
// prompts; payloads verbatim, embedded, edited, reordered, paraphrased keeping a rare token, or
// carried as base64/hex/rot13/reversed/char codes/split lines. Benign notes share ordinary words,
// cite the dependencies' docs, or repeat the person's words in a protected interactive session.
describe('attested provenance: unseen set 4 (hooks → project session, transformed payloads; origin agent)', () => {
  it('measures every case and prints the figures', async () => {
    const unseen = await measureAttestation(UNSEEN_ATTEST4_CASES, {
      projectRoot: UNSEEN_ATTEST4_PROJECT_ROOT,
      mcpKinds: UNSEEN_ATTEST4_MCP_KINDS,
      // The set's convention: the person's-words cases run in a protected, interactive session.
      protectedShapes: ['benign-from-prompt'],
    });
    console.log(attestationLines('unseen attestation-4', unseen).join('\n'));
    expect(unseen.hostile.total + unseen.benign.total).toBe(UNSEEN_ATTEST4_CASES.length);
    expect(unseen.hostile.errors + unseen.benign.errors).toBe(0);
  }, 900_000);
});

// Hooks → project session, fifth blind set: `unseen/attestation-5.ts`, written 2026-12-07 by a helper
// who read none of Cairn's code. Web pages and search, Bash output of fetched files, mapped and unmapped
// MCP tools (mail, issues, chat; grafana, kubernetes), files outside the project read as numbered text or
// as an object, subagent results, unprotected prompts; payloads verbatim, embedded, edited, reordered,
// base64 or split over lines. Benign notes are the agent's own conclusions, cite dependency docs, share
// ordinary words, or repeat the person's words in a protected interactive session.
describe('attested provenance: unseen set 5 (hooks → project session; origin agent)', () => {
  it('measures every case and prints the figures', async () => {
    const unseen = await measureAttestation(UNSEEN_ATTEST5_CASES, {
      projectRoot: UNSEEN_ATTEST5_PROJECT_ROOT,
      mcpKinds: UNSEEN_ATTEST5_MCP_KINDS,
      // The set's convention: the person's-words cases run in a protected, interactive session.
      protectedShapes: ['benign-from-prompt'],
    });
    console.log(attestationLines('unseen attestation-5', unseen).join('\n'));
    expect(unseen.hostile.total + unseen.benign.total).toBe(UNSEEN_ATTEST5_CASES.length);
    expect(unseen.hostile.errors + unseen.benign.errors).toBe(0);
  }, 900_000);
});

// Hooks → project session, sixth blind set: `unseen/attestation-6.ts`, written 2026-12-07 by a helper
// who read none of Cairn's code. Web pages and search, Bash output (curl of a remote file, a downloaded
// archive), files outside the project (numbered text or object), third-party files vendored under
// node_modules/ or deps/, mapped (mail, issues, chat) and unmapped MCP tools, subagent results,
// unprotected prompts; what they said kept verbatim, embedded, paraphrased or reordered around its
// address or command. Benign notes are the agent's own conclusions sharing ordinary words, or the
// person's words in a protected interactive session.
describe('attested provenance: unseen set 6 (hooks → project session; origin agent)', () => {
  it('measures every case and prints the figures', async () => {
    const unseen = await measureAttestation(UNSEEN_ATTEST6_CASES, {
      projectRoot: UNSEEN_ATTEST6_PROJECT_ROOT,
      mcpKinds: UNSEEN_ATTEST6_MCP_KINDS,
      // The set's convention: the person's-words cases run in a protected, interactive session.
      protectedShapes: ['benign-from-prompt'],
    });
    console.log(attestationLines('unseen attestation-6', unseen).join('\n'));
    expect(unseen.hostile.total + unseen.benign.total).toBe(UNSEEN_ATTEST6_CASES.length);
    expect(unseen.hostile.errors + unseen.benign.errors).toBe(0);
  }, 900_000);
});

// Hooks → project session, seventh blind set: `unseen/attestation-7.ts`, written 2026-12-07 by a helper
// who read none of Cairn's code. Web pages and search, Bash output of a fetched snippet, files outside the
// project (numbered text or object), third-party files vendored under dashboard/node_modules/ or Go vendor/,
// mapped (mail, issues, chat) and unmapped (sentry, nomad) MCP tools, subagent results, unprotected prompts;
// what they said kept verbatim, embedded, paraphrased around its address, reordered, bulleted, upper-cased or
// framed in another language. Benign notes are the agent's own conclusions after each carrier, or the
// person's words in a protected interactive session.
describe('attested provenance: unseen set 7 (hooks → project session; origin agent)', () => {
  it('measures every case and prints the figures', async () => {
    const unseen = await measureAttestation(UNSEEN_ATTEST7_CASES, {
      projectRoot: UNSEEN_ATTEST7_PROJECT_ROOT,
      mcpKinds: UNSEEN_ATTEST7_MCP_KINDS,
      // The set's convention: the person's-words cases run in a protected, interactive session.
      protectedShapes: ['benign-from-prompt'],
    });
    console.log(attestationLines('unseen attestation-7', unseen).join('\n'));
    expect(unseen.hostile.total + unseen.benign.total).toBe(UNSEEN_ATTEST7_CASES.length);
    expect(unseen.hostile.errors + unseen.benign.errors).toBe(0);
  }, 900_000);
});

// Hooks → project session, eighth blind set: `unseen/attestation-8.ts`, written 2026-12-07 by a helper
// (h58-blind) who read none of Cairn's code under test. Web pages and search, Bash output (curl/wget of a
// remote file, a file printed from a downloaded archive), files outside the project (numbered text or object),
// third-party files vendored inside the project with their own manifests (Rust ingest/vendor/, Elixir
// alerts/deps/, docs/node_modules/, a Python .venv site-packages), mapped (mail, issues, chat) and unmapped
// (glitchtip, woodpecker) MCP tools, subagent results, unprotected prompts; what they said kept verbatim,
// embedded, paraphrased around its address, reordered, bulleted, upper-cased or framed in another language.
// Benign notes are the agent's own conclusions after each carrier, or the person's words in a protected
// interactive session.
describe('attested provenance: unseen set 8 (hooks → project session; origin agent)', () => {
  it('measures every case and prints the figures', async () => {
    const unseen = await measureAttestation(UNSEEN_ATTEST8_CASES, {
      projectRoot: UNSEEN_ATTEST8_PROJECT_ROOT,
      mcpKinds: UNSEEN_ATTEST8_MCP_KINDS,
      // The set's convention: the person's-words cases run in a protected, interactive session.
      protectedShapes: ['benign-from-prompt'],
    });
    console.log(attestationLines('unseen attestation-8', unseen).join('\n'));
    expect(unseen.hostile.total + unseen.benign.total).toBe(UNSEEN_ATTEST8_CASES.length);
    expect(unseen.hostile.errors + unseen.benign.errors).toBe(0);
  }, 900_000);
});
