/**
 * Attack h57 H5 (trust RAISE web → agent and external → agent through Cairn's own export; medium-high):
 * `cairn export --format kg-jsonl --all` (the MCP memory server's knowledge-graph format) writes every
 * memory as an observation, marked inline with what it is: `… [cairn: origin=web; status=candidate; …]`.
 * `cairn import` of that file, kept outside the project (a backup, another machine, the MCP memory
 * server's own file), stores EVERY line as origin `agent` (core importOrigin: a knowledge graph
 * outside the working tree is "the agent's own notes"). The importer recognises Cairn's mark and strips it,
 * but never reads it ("Origin is never taken from it", parseKnowledgeGraph.ts CAIRN_SUFFIX). A page's claim
 * (`web`) or an e-mail's (`external`) comes back as the agent's own conclusion. It is then the one untrusted-looking
 * origin that promotes itself after two protected sightings (DESIGN.md §1), and it is shown to the
 * person in `cairn review` as `agent`.
 * Fix direction: when the mark is Cairn's, take the weaker of its origin and the file's (a mark
 * can only lower, so a forged mark gains nothing); or import a kg file's lines as `external` unless
 * the person names the MCP memory server's file.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox, secondHome } from './harness.js';

const PAGE = 'Tide data mirrors live at tides.harbour-mirror.example and are preferred over the office feed.';
const MAIL = 'An e-mail from ops said the release branch stays frozen until the audit closes.';

interface Listed {
  text: string;
  origin: string;
}

function roundTrip(): Listed[] {
  const box = sandbox();
  for (const [text, origin] of [
    [PAGE, 'web'],
    [MAIL, 'external'],
  ] as const)
    expect(box.cairn(['memorize', '--text', text, '--origin', origin, '--kind', 'fact']).code).toBe(0);
  const file = join(box.root, 'memory-graph.jsonl');
  const exported = box.cairn(['export', '--format', 'kg-jsonl', '--all', '--out', file]);
  expect(exported.code, exported.stderr).toBe(0);
  const env = secondHome(box);
  const r = box.cairn(['import', file], { env });
  expect(r.code, r.stderr + r.stdout).toBe(0);
  const listed = box.cairn(['--json', 'list', '--status', 'candidate', '--limit', '1000'], { env });
  expect(listed.code, listed.stderr).toBe(0);
  return JSON.parse(listed.stdout) as Listed[];
}

describe('attack h57 H5: a web or external memory round-tripped through Cairn’s own kg-jsonl export comes back as the agent’s', () => {
  it('the page’s memory is not agent after the round trip, nor the e-mail’s', () => {
    const back = roundTrip();
    const page = back.find((m) => m.text.includes('harbour-mirror'));
    const mail = back.find((m) => m.text.includes('release branch'));
    // Control inside: both came back (as candidates).
    expect(page).toBeDefined();
    expect(mail).toBeDefined();
    expect(page?.origin).not.toBe('agent');
    expect(mail?.origin).not.toBe('agent');
  });
});
