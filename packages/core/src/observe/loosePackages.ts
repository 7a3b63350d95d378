/**
 * Package names an observed text writes in plain prose (h57-attest, issue #22: "a paraphrase that
 * keeps the payload's package"). {@link rareTokens} takes a package name only where the text
 * installs it or names it as one (`npm install x`, `the x package`, `use x`, `` `x` ``), and a
 * memory is compared by the same contexts: an issue comment saying "the maintainers published
 * tidewater-pump-hotfix; add it as a dependency" kept no token, so the agent's "fixed by adding
 * tidewater-pump-hotfix as a dependency" met nothing. An observation now also keeps the names it
 * writes anywhere, each marked {@link LOOSE_PREFIX}, and attestation counts one only against a
 * package the memory itself names in a package's context (`attestOrigin`): a word shared in prose
 * on both sides never attests.
 */
import { englishCompound, NOT_PACKAGES } from './rareTokens.js';

/** Words that join an English phrase hyphenated into one word (`end-to-end`, `state-of-the-art`, `built-in-for-you`). */
const JOINERS: ReadonlySet<string> = new Set(
  'a an the to of in on at by for from into onto per and or nor but vs via with without as is be it up out over off'.split(' '),
);

/** Marks a stored token as a package name written in prose (`lpackage:…`: the letter `l`, the same keyed hash as `package:…`). */
export const LOOSE_PREFIX = 'l';

/**
 * Most loose names one observation keeps (a listing of thousands of kebab-case identifiers must not
 * crowd out what the token cap keeps; past it the rest are not kept, and nothing is lowered for them).
 */
export const MAX_LOOSE_NAMES = 500;

/**
 * A word that could only be a package's name written in prose: three to six parts of lower-case
 * letters and digits joined by `-` or `_`, the first starting with a letter, standing alone (not
 * inside a path, a flag, an address or an identifier with dots). How chosen (h57-attest's
 * development cases, packages/test-corpus/src/cases/attestCarriers.ts; never a blind set): two
 * parts are what English hyphenates every day (`round-robin`, `open-source`), and a memory naming
 * one "as a dependency" is not rare; three content parts are a coined name (`fast-json-stringify`,
 * `tidewater-pump-hotfix`).
 */
const LOOSE_NAME = /(?<![\w@/.:=$-])[a-z][a-z0-9]*(?:[-_][a-z0-9]+){2,5}(?![\w@/-]|\.[\w])/giu;

/**
 * The package-like names of `text` written anywhere ({@link LOOSE_NAME}), lower-cased, each once, at
 * most {@link MAX_LOOSE_NAMES}: none with a part that joins an English phrase ({@link JOINERS}: `end-to-end`,
 * `state-of-the-art`), a hyphenated English word or one inside it ({@link englishCompound}: `read-only-mode`) or a word never taken
 * for a package (`NOT_PACKAGES`). Linear in the text.
 */
export function loosePackageNames(text: string): string[] {
  const out = new Set<string>();
  if (!text.includes('-') && !text.includes('_')) return [];
  for (const m of text.matchAll(LOOSE_NAME)) {
    const name = m[0].toLowerCase();
    if (out.has(name) || NOT_PACKAGES.has(name) || englishCompound(name)) continue;
    const parts = name.split(/[-_]/u);
    if (parts.some((part) => JOINERS.has(part))) continue;
    // A hyphenated English word inside (`read-only-mode`, `built-in-tools`).
    if (parts.some((part, i) => i > 0 && englishCompound(`${parts[i - 1] as string}-${part}`))) continue;
    out.add(name);
    // As PyPI compares names (PEP 503), as rareTokens keeps a package it finds: `a_b_c` is `a-b-c`.
    if (name.includes('_')) out.add(name.replace(/[-_]+/gu, '-'));
    if (out.size >= MAX_LOOSE_NAMES) break;
  }
  return [...out];
}
