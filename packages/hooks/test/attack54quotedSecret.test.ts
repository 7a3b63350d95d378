import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';
import { fetchedInSession, memorizedOrigin, RELEASE_ORDER as ORDER, RELEASE_PLAIN as PLAIN, releasePage, vendoredReleaseKit } from './hostSessions.js';

/**
 * Attack h54 E2 (trust RAISE, web → agent; external → agent): D5's one-sided redaction through
 * another of core's rules. Redaction before fingerprinting (session redactedPrints, attack h53 C7)
 * runs on the page as a whole; core's `secret-assignment` rule takes a QUOTED value after a
 * credential label whatever it holds — a sentence of prose with its commas — so a page that gives
 * its order as `RELEASE_TOKEN="<sentence>"` (an env line in a code block), `secret: "<sentence>"`
 * (YAML) or `<token><sentence></token>` (XML) is observed as `[REDACTED:secret-assignment]`. The
 * agent's memory of the sentence, written without the label and quotes, is not redacted (control)
 * and meets nothing: `agent` (promotes after two protected sightings) instead of `web`. D5's fix as
 * proposed for the private-key rule alone (a block whose body is no key's is no key) leaves this
 * door; the general fix (a span the redactor leaves whole when read without its label is
 * fingerprinted too) closes both. E2b: the working tree's index the same (a vendored
 * `.env.example`): not `external`. Built bundle: WebFetch through `cairn hook`, the write through
 * `cairn mcp`; E2b through `cairn memorize`.
 */
interface Written {
  id: string;
  origin: string;
}

const fetched = (w: World, session: string, text: string): void => fetchedInSession(w, session, releasePage(text, 'toolu_fetch_e2'));

const PAGES = {
  'an env line in a code block (RELEASE_TOKEN="…")': `# Release process\n\n\`\`\`sh\nRELEASE_TOKEN="${ORDER}"\n\`\`\`\n\nQuestions go to the harbour office.`,
  'a YAML quoted value (secret: "…")': `# Release process\n\nsecret: "${ORDER}"\n\nQuestions go to the harbour office.`,
  'an XML element (<token>…</token>)': `# Release process\n\n<token>${ORDER}</token>\n\nQuestions go to the harbour office.`,
} as const;

describe('attack h54 E2: a quoted credential value hides a page’s sentence from attestation', () => {
  it('control: the plain page lowers the agent’s copy of its sentence to web', async () => {
    const w = world();
    fetched(w, 'sess-e2', PLAIN);
    expect((await memorizeOverMcp<Written>(w, 'sess-e2', ORDER)).origin).toBe('web');
  });

  it('control: the memory itself is not redacted (the sentence is stored as written)', () => {
    const w = world();
    const r = w.cairn(['memorize', '--text', ORDER, '--origin', 'agent', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('REDACTED');
  });

  for (const [name, page] of Object.entries(PAGES)) {
    it(`the page’s sentence as ${name}: the agent’s copy is still web`, async () => {
      const w = world();
      fetched(w, 'sess-e2', page);
      // Failed here before the fix (h54-attest2): the page was fingerprinted as [REDACTED:secret-assignment]; the write meets nothing: agent.
      expect((await memorizeOverMcp<Written>(w, 'sess-e2', ORDER)).origin).toBe('web');
    });
  }
});

describe('attack h54 E2b: a vendored file’s quoted credential value hides its sentence from the working tree', () => {
  const vendored = (w: World, name: string, text: string): void => vendoredReleaseKit(w, name, text);
  const origin = (w: World): string => memorizedOrigin(w, ORDER);

  it('control: the plain vendored README lowers the copy to external', () => {
    const w = world();
    vendored(w, 'README.md', PLAIN);
    expect(origin(w)).toBe('external');
  });

  it('the sentence as RELEASE_TOKEN="…" in a vendored README still lowers the copy to external', () => {
    const w = world();
    vendored(w, 'README.md', PAGES['an env line in a code block (RELEASE_TOKEN="…")']);
    // Failed here before the fix (h54-attest2): the README was indexed as [REDACTED:secret-assignment]: agent.
    expect(origin(w)).toBe('external');
  });
});
