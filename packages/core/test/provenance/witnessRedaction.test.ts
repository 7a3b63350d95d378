import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memorize } from '../../src/memorize/memorize.js';
import { fingerprintLines, type TreeFilePrints, treeLookup } from '../../src/index.js';
import { setup } from '../helpers.js';

/**
 * The witness of an attested write is stored with every string redacted (the fifteenth newcomer
 * walk, 2026-12-05: a file named after a credential, `docs/<token>.md`, was kept whole in
 * `evidence[].attestedBy.ref` beside the redacted `source`). Fixture token assembled at run time.
 */
const hash = (v: string): string => createHmac('sha256', 'witness-redaction').update(v).digest('hex');
const TOKEN = ['gh', 'p_'].join('') + 'Zq8Wm3Rt6Yu9Io2Pa5Sd7Fg1Hj4Kl0XcVbNm2Qw';
const TEXT = 'The tidewatch sampler rounds every reading to the nearest quarter metre before it stores the series.';

describe("an attestation witness's path", () => {
  it('is stored redacted: the token in a file name never reaches the record', async () => {
    const path = `node_modules/tidewatch/docs/${TOKEN}.md`;
    const lines = fingerprintLines(`# Notes\n\n${TEXT}\n`, hash);
    const files: TreeFilePrints[] = [{ path, class: 'third-party', shingles: lines.shingles, lines: lines.lines }];
    const { write } = setup('mcp');
    const r = await memorize({ text: TEXT, origin: 'agent' }, write({ workingTree: treeLookup({ files, hash }) }));
    expect(r.record.origin).toBe('external');
    const witness = r.record.evidence.find((e) => e.attestedBy !== undefined)?.attestedBy;
    expect(witness?.ref).toMatch(/^node_modules\/tidewatch\/docs\/\[REDACTED:[a-z-]+\]\.md:3$/u);
    expect(JSON.stringify(r.record)).not.toContain(TOKEN.slice(4));
  });
});
