import { randomInt } from 'node:crypto';
import { bip39WordIndex, isMnemonicChecksum } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';

/**
 * Attack h56 H4, end to end (goal b): a checksum-valid BIP-39 phrase (made at run time) written in
 * capitals after `seed phrase:` — a recovery card or steel plate transcribed — is stored whole in
 * the memory's text under the Cairn home by `cairn memorize`. Control: the same phrase in lower
 * case is stored as `[REDACTED:seed-phrase]`. (core test/attack56seedCase.test.ts has the shapes.)
 */
function mnemonic(): string[] {
  const words = [...bip39WordIndex().keys()];
  for (;;) {
    const picked = Array.from({ length: 12 }, () => randomInt(2048));
    if (isMnemonicChecksum(picked)) return picked.map((i) => words[i] as string);
  }
}

const stored = (text: string): string => {
  const box = sandbox();
  const r = box.cairn(['memorize', '--text', text, '--origin', 'agent', '--kind', 'fact', '--json']);
  expect(r.code).toBe(0);
  return box.storeBytes().toString('utf8').toLowerCase();
};

describe('attack h56 H4: a seed phrase in capitals reaches the store whole', () => {
  it('control: in lower case it is redacted', () => {
    const w = mnemonic();
    const bytes = stored(`The test wallet's seed phrase: ${w.join(' ')}`);
    expect(bytes).toContain('[redacted:seed-phrase]');
    expect(bytes).not.toContain(w.join(' '));
  });

  it('in capitals after "seed phrase:" no byte under the home holds it (fixed: core redact/seedPhrases)', () => {
    const w = mnemonic();
    expect(stored(`The test wallet's seed phrase: ${w.join(' ').toUpperCase()}`)).not.toContain(w.join(' '));
  });
});
