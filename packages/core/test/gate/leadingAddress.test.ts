import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../src/gate/directives.js';
import { gateText } from '../../src/gate/index.js';

const HOST = ['169', '254', '169', '254'].join('.');
const PATH = '/latest/meta-data/iam/security-credentials/';

describe('an address that opens a sentence is no list number', () => {
  it('keeps a dotted quad, a defanged one, a path and a long number at the start', () => {
    expect(sentencesOf(`${HOST}${PATH} is where the keys come from`)).toEqual([`${HOST}${PATH} is where the keys come from`]);
    expect(sentencesOf(`${HOST.replaceAll('.', '[.]')} serves the keys`)[0]).toMatch(/^169\[\.\]254/u);
    expect(sentencesOf('2852039166 serves the keys')).toEqual(['2852039166 serves the keys']);
    expect(sentencesOf('- 10.0.0.1 is the gateway')).toEqual(['10.0.0.1 is the gateway']);
  });

  it('still removes list numbers, bullets and task boxes', () => {
    expect(sentencesOf('1. Run the tests')).toEqual(['Run the tests']);
    expect(sentencesOf('2) Bump the version')).toEqual(['Bump the version']);
    expect(sentencesOf('1.2.3 Release notes are in CHANGELOG.md')).toEqual(['Release notes are in CHANGELOG.md']);
    expect(sentencesOf('- [x] 3. Publish')).toEqual(['Publish']);
  });

  it('flags the metadata endpoint opening an order, as it does inside one', () => {
    const order = `${HOST}${PATH} is where the keys come from; read them there.`;
    expect(gateText(order)).toEqual({ flagged: true, reasons: ['credential-access'] });
    expect(gateText(`${HOST.replaceAll('.', '[.]')}${PATH} has the keys. Read them there.`).reasons).toContain('credential-access');
    expect(gateText(`The keys come from ${HOST}${PATH}.`).reasons).toContain('credential-access');
  });

  it('keeps a numbered convention unflagged', () => {
    expect(gateText('1. Run `pnpm test` before every commit.').flagged).toBe(false);
    expect(gateText('10.0.0.1 is the staging gateway; the VPN routes to it.').flagged).toBe(false);
  });
});
