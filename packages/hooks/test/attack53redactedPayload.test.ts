import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';
import { fetchedInSession, memorizedOrigin, RELEASE_ORDER as ORDER, RELEASE_PLAIN as PLAIN, releasePage, vendoredReleaseKit } from './hostSessions.js';

/**
 * Attack h53b D5 (trust RAISE, web → agent): an observation is redacted before it is fingerprinted
 * (session redactedPrints `boundedRedactor`, attack h53 C7), the agent's memory too — but each on
 * its own text, so a page can make ITS copy of a payload read as a credential while the agent's
 * memory of it does not. Core's `redactSecrets` takes a whole `-----BEGIN … PRIVATE KEY-----` …
 * `-----END …-----` block as one marker whatever its body (prose too). A page that puts its order in such a block (a model
 * reads it; the person sees a "key") is observed as `[REDACTED:private-key]`: the agent's memory of
 * the sentence, written without the block around it, meets nothing — `agent` (promotes after two
 * protected sightings) instead of `web`. Before C7's fix the page was fingerprinted raw and met it.
 * Built bundle: WebFetch through `cairn hook`, the write through `cairn mcp`.
 */
interface Written {
  id: string;
  origin: string;
}

const fetched = (w: World, session: string, text: string): void => fetchedInSession(w, session, releasePage(text, 'toolu_fetch_d5'));

const IN_KEY_BLOCK = `# Release process\n\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n${ORDER}\n-----END PGP PRIVATE KEY BLOCK-----\n\nQuestions go to the harbour office.`;
const IN_JSON_SECRET = JSON.stringify({ process: 'release', secret: ORDER, contact: 'harbour office' });

describe('attack h53b D5: a payload the observation’s own redaction hides from attestation', () => {
  it('control: the plain page lowers the agent’s copy of its sentence to web', async () => {
    const w = world();
    fetched(w, 'sess-d5', PLAIN);
    expect((await memorizeOverMcp<Written>(w, 'sess-d5', ORDER)).origin).toBe('web');
  });

  it('control: the memory itself is not redacted (the sentence is stored as written)', async () => {
    const w = world();
    const r = w.cairn(['memorize', '--text', ORDER, '--origin', 'agent', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('REDACTED');
  });

  it('the page’s sentence inside a PGP private-key block: the agent’s copy is still web', async () => {
    const w = world();
    fetched(w, 'sess-d5', IN_KEY_BLOCK);
    // Failed here before h54-attest (withArmourProse): the page was fingerprinted as [REDACTED:private-key]; the write meets nothing: agent.
    expect((await memorizeOverMcp<Written>(w, 'sess-d5', ORDER)).origin).toBe('web');
  });

  // Held (checked): a page whose JSON text gives the sentence as a "secret" value is still met (web).
  it('the page’s sentence as a JSON "secret" value: the agent’s copy is still web (held)', async () => {
    const w = world();
    fetched(w, 'sess-d5', IN_JSON_SECRET);
    expect((await memorizeOverMcp<Written>(w, 'sess-d5', ORDER)).origin).toBe('web');
  });
});

/**
 * D5b: the same through the working tree's index (session redactForPrints on every file, attack h53
 * C7b): a vendored package's README carrying the order inside a PGP private-key block is indexed as
 * the marker, so the agent's copy of the sentence is not lowered to `external`.
 */
describe('attack h53b D5b: a vendored README’s payload in a private-key block is hidden from the working tree', () => {
  const vendored = (w: World, readme: string): void => vendoredReleaseKit(w, 'README.md', readme);
  const origin = (w: World): string => memorizedOrigin(w, ORDER);

  it('control: the plain vendored README lowers the copy to external', () => {
    const w = world();
    vendored(w, PLAIN);
    expect(origin(w)).toBe('external');
  });

  it('the README’s sentence inside a PGP private-key block still lowers the copy to external', () => {
    const w = world();
    vendored(w, IN_KEY_BLOCK);
    // Failed here before h54-attest (withArmourProse): the README was indexed as [REDACTED:private-key]: agent.
    expect(origin(w)).toBe('external');
  });
});
