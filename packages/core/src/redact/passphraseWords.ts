/**
 * A passphrase of plain words written unquoted after a strong label (h56 attack H7):
 * `passphrase: purple monkey dishwasher lantern`, `Wi-Fi password: …`, `- **Password:** …`,
 * `The admin password is ….` A passphrase of words (diceware, a Wi-Fi key read aloud) is written
 * so in notes and chat; the label rules take one token, or a quoted value. The value is a run of
 * 3–8 lower-case words that ends its line or clause and holds none of the words a sentence about
 * the password uses ("password: must be rotated every 90 days", "password: stored in the vault"):
 * such a run is kept.
 */
import type { SecretPattern } from './shapes.js';

/**
 * Words that make a run after the label a sentence about the password, not the password: function
 * words and what notes say of a password's handling. A passphrase holding one is kept (a miss
 * accepted for the near misses it spares).
 */
const SENTENCE_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the to be is are was were been being am of in on at by for from with without into onto as via and or nor but not no ' +
    'if then than so it its this that these those our your my his her their we you they he she i me us them ' +
    'must should shall will would can could may might do does did has have had ' +
    'see ask use used using set reset unset same stored kept saved held lives changed rotated managed shared given sent ' +
    'required needed optional unknown empty missing blank hidden redacted masked expired expires expire ' +
    'every each all any some none only also still yet here there where when which who what how ' +
    'vault env environment file manager keychain secret secrets store onepassword bitwarden lastpass'
  ).split(' '),
);

/** The rules of this file, run with the other secret patterns (patterns.ts `SECRET_PATTERNS`). */
export const PASSPHRASE_WORD_PATTERNS: readonly SecretPattern[] = [
  {
    kind: 'secret-assignment',
    source: 'EFF Diceware docs (a passphrase of plain words, written unquoted); Cairn h56 attack H7',
    description: 'A run of 3–8 lower-case words ending its line or clause after a password or passphrase label.',
    pattern:
      /(?<![\w-])(?:pass(?:word|phrase|wd)|pass phrase|psk)\b(?:\*\*|__)?\s*(?:[:=]|\s+is)\s*(?:\*\*|__)?[ \t]*(?<secret>[a-z]{2,16}(?:[ \t][a-z]{2,16}){2,7})(?=[ \t]*(?:[.;,!)]|\*\*)?[ \t]*(?:$|\n))/dgimu,
    keywords: ['pass', 'psk'],
    verify: (_scanned, m) => {
      const words = (m.groups?.secret ?? '').split(/[ \t]+/u);
      return words.every((w) => /^[a-z]+$/u.test(w) && !SENTENCE_WORDS.has(w));
    },
  },
];
