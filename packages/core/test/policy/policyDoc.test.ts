import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORIGIN_MEANING, ORIGINS, POLICY, type Promotion } from '../../src/policy/policy.js';

/**
 * The policy table at the top of policy.ts is documentation a person reads in thirty seconds
 * (DESIGN.md §1). It is rendered here from POLICY and ORIGIN_MEANING, every column of them, and
 * must equal the copy in the file: a changed number or a new column fails this test until the
 * comment is regenerated (the failure prints the table to paste).
 */
function promotes(p: Promotion): string {
  if (p.kind === 'immediate') return 'active at once';
  if (p.kind === 'sightings') return `after ${p.minSeen} independent`;
  return 'never (candidate)';
}

function renderPolicyTable(): string[] {
  const head = [
    'origin',
    'content came from',
    'salience',
    'confidence',
    'decay/day',
    'promotes itself',
    'pinned/stable',
    'trust rank',
    'recall weight',
    'recall reinforces',
  ];
  const rows = ORIGINS.map((o) => {
    const p = POLICY[o];
    return [
      o,
      ORIGIN_MEANING[o],
      p.salienceCap.toFixed(1),
      p.confidenceCap.toFixed(1),
      String(p.decayPerDay),
      promotes(p.promotion),
      p.mayEntrench ? 'human channel only' : 'refused',
      String(p.trustRank),
      String(p.recallWeight),
      p.reinforcedByRecall ? 'yes' : 'no',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
}

describe('the policy table in policy.ts', () => {
  it('is rendered from POLICY, with every column', () => {
    const source = readFileSync(new URL('../../src/policy/policy.ts', import.meta.url), 'utf8');
    const between = /<!-- policy-table:start -->\n([\s\S]*?) \* <!-- policy-table:end -->/.exec(source)?.[1];
    expect(between, 'the markers are in policy.ts').toBeDefined();
    const documented = (between ?? '')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => l.replace(/^ \* ?/, ''));
    const rendered = renderPolicyTable();
    expect(documented, `paste into policy.ts:\n${rendered.map((l) => ` * ${l}`).join('\n')}`).toEqual(rendered);
    // Every field of a row is a column: a new field fails here until the table shows it.
    expect(Object.keys(POLICY.user).sort()).toEqual([
      'confidenceCap',
      'decayPerDay',
      'mayEntrench',
      'promotion',
      'recallWeight',
      'reinforcedByRecall',
      'salienceCap',
      'trustRank',
    ]);
  });
});
