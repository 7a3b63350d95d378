/**
 * Folding of look-alike letters for detection only (stored text is never rewritten).
 *
 * NFKC already folds fullwidth and mathematical letters; it leaves Cyrillic and Greek letters
 * that look Latin ("іgnоrе" with Cyrillic і, о, е) and Latin small capitals (ɪɢɴᴏʀᴇ). A word
 * is folded when it mixes Latin with Cyrillic/Greek letters, or when it consists only of
 * look-alikes inside mostly-Latin text. Real Russian or Greek text, and a lone α or λ in a
 * formula, are left alone (Unicode TR #39 confusables, mixed-script detection).
 */

/** Cyrillic, Greek and Latin small-capital letters that render like a Latin letter. */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic lower case
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ӏ: 'l',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ь: 'b',
  п: 'n',
  г: 'r',
  л: 'n',
  ш: 'w',
  д: 'a',
  // Cyrillic upper case
  А: 'A',
  В: 'B',
  Е: 'E',
  Ё: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ї: 'I',
  Ј: 'J',
  Ԁ: 'D',
  Һ: 'H',
  Ԛ: 'Q',
  Ԝ: 'W',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
  ω: 'w',
  // NFKC turns the lunate sigma ϲ (a perfect c) into the final sigma ς, and the gate folds after NFKC.
  ς: 'c',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Latin small capitals and IPA look-alikes (Latin script, so always folded)
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ı: 'i',
  ȷ: 'j',
  İ: 'I',
};

function foldWord(word: string): string {
  let out = '';
  for (const ch of word) out += CONFUSABLES[ch] ?? ch;
  return out;
}

/**
 * `word` with every look-alike letter of the table above replaced by the Latin letter it renders
 * like, whatever the script around it (a Latin skeleton, Unicode TR #39 §4 in small): for
 * fingerprints compared by equality (core's `shingleWords`, h47), where both sides are folded the
 * same way, so real Cyrillic or Greek words folded too cost nothing but rare chance collisions.
 * `foldHomoglyphs` is the context-aware fold for detection.
 *
 * @param word - any text; returned as is when it holds no look-alike
 */
export function latinSkeleton(word: string): string {
  if (!HAS_CANDIDATE.test(word)) return word;
  return foldWord(word);
}

/** Latin letters (Basic, Latin-1, Extended-A/B, IPA, Extended Additional). */
function isLatin(cp: number): boolean {
  return (
    (cp >= 0x41 && cp <= 0x5a) ||
    (cp >= 0x61 && cp <= 0x7a) ||
    (cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7) ||
    (cp >= 0x250 && cp <= 0x2af) ||
    (cp >= 0x1d00 && cp <= 0x1d7f) ||
    (cp >= 0x1e00 && cp <= 0x1eff) ||
    (cp >= 0xa720 && cp <= 0xa7ff)
  );
}
/** Cyrillic or Greek letters. */
function isForeign(cp: number): boolean {
  return (cp >= 0x370 && cp <= 0x3ff) || (cp >= 0x400 && cp <= 0x52f);
}

const HAS_CANDIDATE = /[\u0370-\u03ff\u0400-\u052f\u1d00-\u1d7f\u0250-\u02afꜰꜱıȷİ]/u;
const WORD = /[\p{L}\p{M}\p{N}_'’-]+/gu;

/**
 * Returns `text` with look-alike letters folded to Latin in the words where they disguise
 * Latin (see the module comment). Returns `text` unchanged when nothing is folded. Never throws.
 */
export function foldHomoglyphs(text: string): string {
  // Stryker disable next-line ConditionalExpression: a shortcut only — every look-alike is in HAS_CANDIDATE, so without it nothing folds either.
  if (!HAS_CANDIDATE.test(text)) return text;
  let latin = 0;
  let foreign = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (isLatin(cp)) latin++;
    else if (isForeign(cp)) foreign++;
  }
  const latinMostly = latin > foreign;
  return text.replace(WORD, (word) => {
    // A word with any Latin letter folds its look-alikes (small capitals, Cyrillic or Greek mixed
    // in); a word of Cyrillic/Greek look-alikes only folds where Latin is the majority script.
    let hasLatin = false;
    let foreignLetters = 0;
    let foreignLookAlikes = 0;
    for (const ch of word) {
      const cp = ch.codePointAt(0) ?? 0;
      if (isLatin(cp)) hasLatin = true;
      else if (isForeign(cp)) {
        foreignLetters++;
        if (ch in CONFUSABLES) foreignLookAlikes++;
      }
    }
    const disguised = foreignLetters > 1 && foreignLookAlikes === foreignLetters && latinMostly;
    return hasLatin || disguised ? foldWord(word) : word;
  });
}
