import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/index.js';

/**
 * Attack h56 H7 (goal b, medium: a person's passphrase kept whole in a memory's text): a value of
 * several blank-separated words after a strong label, unquoted, is kept as written — `passphrase:`,
 * `Wi-Fi password:`, `SSH key passphrase:`, `- **Password:** …`, `The admin password is …` — while
 * the same words quoted, or joined by dashes, are redacted. A passphrase of words (diceware, XKCD's
 * "correct horse battery staple", a Wi-Fi key people read aloud) is exactly what is written so in
 * notes, READMEs and chat. The words are assembled at run time. Fix direction: after a strong label
 * (`password`, `passphrase`, `psk`) and `:`/`=`/`is`, take a run of 3–8 lower-case words that ends
 * the line or clause and holds no function word (a sentence describing the password — "must be
 * rotated every 90 days" — holds one).
 */
const WORDS = ['purple', 'monkey', 'dishwasher', 'lantern'].join(' ');

describe('attack h56 H7: an unquoted passphrase of words after a strong label', () => {
  it('control: the same words quoted or joined by dashes are redacted; a sentence about the password is kept', () => {
    expect(redactSecrets(`passphrase: "${WORDS}"`).text).not.toContain('dishwasher');
    expect(redactSecrets(`password: ${WORDS.replaceAll(' ', '-')}`).text).not.toContain('dishwasher');
    expect(redactSecrets('password: must be rotated every 90 days').text).toContain('rotated');
  });

  for (const text of [
    `passphrase: ${WORDS}`,
    `Wi-Fi password: ${WORDS}`,
    `SSH key passphrase: ${WORDS}`,
    `- **Password:** ${WORDS}`,
    `The admin password is ${WORDS}.`,
  ]) {
    it(`${text.replace(WORDS, '<words>')}: the words are redacted`, () => {
      expect(redactSecrets(text).text).not.toContain('dishwasher');
    });
  }

  it('near misses: a sentence about the password, a reference, too few words are kept', () => {
    for (const text of [
      'password: see vault',
      'password: required',
      'password: stored in the vault',
      'The admin password is changed every quarter.',
      'passphrase: ask the ops team',
      'password: same as staging',
      'The password is rotated by the deploy job, see runbook.',
    ])
      expect(redactSecrets(text).text).toBe(text);
  });
});
