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
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', і: 'i',
  ї: 'i', ј: 'j', ԁ: 'd', ӏ: 'l', һ: 'h', ԛ: 'q', ԝ: 'w', ɡ: 'g', ь: 'b', п: 'n', г: 'r', л: 'n', ш: 'w', д: 'a',
  // Cyrillic upper case
  А: 'A', В: 'B', Е: 'E', Ё: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', Ѕ: 'S',
  І: 'I', Ї: 'I', Ј: 'J', Ԁ: 'D', Һ: 'H', Ԛ: 'Q', Ԝ: 'W',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ϳ: 'j', ω: 'w',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  // Latin small capitals and IPA look-alikes (Latin script, so always folded)
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l', ᴍ: 'm', ɴ: 'n',
  ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z', ı: 'i', ȷ: 'j',
};

const LATIN = /\p{Script=Latin}/u;
const FOREIGN = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const HAS_CANDIDATE = /[\p{Script=Cyrillic}\p{Script=Greek}ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢıȷ]/u;
const WORD = /[\p{L}\p{M}\p{N}_'’-]+/gu;

function countMatches(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, 'gu'))?.length ?? 0;
}

function foldWord(word: string): string {
  let out = '';
  for (const ch of word) out += CONFUSABLES[ch] ?? ch;
  return out;
}

/**
 * Returns `text` with look-alike letters folded to Latin in the words where they disguise
 * Latin (see the module comment). Returns `text` unchanged when nothing is folded. Never throws.
 */
export function foldHomoglyphs(text: string): string {
  if (!HAS_CANDIDATE.test(text)) return text;
  const latinMostly = countMatches(text, LATIN) > countMatches(text, FOREIGN);
  return text.replace(WORD, (word) => {
    const chars = Array.from(word);
    const letters = chars.filter((c) => /\p{L}/u.test(c));
    const hasLatin = letters.some((c) => LATIN.test(c) && !(c in CONFUSABLES));
    const foreign = letters.filter((c) => FOREIGN.test(c));
    const smallCaps = letters.some((c) => LATIN.test(c) && c in CONFUSABLES);
    const allLookAlike = foreign.length > 0 && foreign.every((c) => c in CONFUSABLES);
    if (smallCaps || (foreign.length > 0 && hasLatin) || (allLookAlike && latinMostly && letters.length > 1)) {
      return foldWord(word);
    }
    return word;
  });
}
