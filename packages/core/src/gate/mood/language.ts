/**
 * The language of one sentence, among the gate's thirteen (README "Supported languages"):
 * by script for Chinese, Japanese, Korean and Russian, by the commonest function words for the
 * Latin-script languages, English when nothing else wins.
 */

/** A supported language (BCP 47 primary subtag). */
export type Language = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ru' | 'tr' | 'zh' | 'ja' | 'ko' | 'nl' | 'pl';

/** Every supported language, in README order. */
export const LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'tr', 'zh', 'ja', 'ko', 'nl', 'pl'];

/** The Latin-script languages told apart by their function words and endings. */
type LatinLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'tr' | 'nl' | 'pl';
/** The Latin-script languages other than English, in the order a tie is broken. */
const OTHER_LATIN = ['es', 'fr', 'de', 'it', 'pt', 'tr', 'nl', 'pl'] as const;

/** Function words and endings that mark each Latin-script language (from frequency lists; each is rare in the others). */
const MARKERS: Readonly<Record<LatinLanguage, ReadonlySet<string>>> = {
  en: new Set(
    'the and of to is are you your this that with for not be it on all any before after when a an in by from or as at was were has have will can should must its their we our'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las del de que y en es por para con una un no se lo al siempre nunca cuando antes después debe usted cada sin sus su mi tu muy más pero este esta estos todo todos también hay ya'.split(
      ' ',
    ),
  ),
  fr: new Set(
    (
      'le la les des du de et est pour avec une un ne pas que qui dans sur toujours jamais quand avant après vous l d ' +
      'au aux ces cette son sa ses mon ma mes sans très plus mais comme tout tous aussi il elle nous ce'
    ).split(' '),
  ),
  de: new Set(
    (
      'der die das und ist nicht mit für ein eine den dem zu bei immer nie wenn vor nach sie du bitte auf im des auch nur oder ' +
      'aber wie wird werden sind hat haben kann dass sich diese dieser dieses diesen aus'
    ).split(' '),
  ),
  it: new Set(
    (
      'il lo la gli le di che e è per con una un non si sempre mai quando prima dopo nel della alla nulla niente ' +
      'questo questi questa queste quello quelli sono ogni tutti dei delle nella al ai sul più ma come anche tutto sei ha hanno può del dal dalla dai dalle'
    ).split(' '),
  ),
  pt: new Set(
    'o a os as do da dos das de que e é para com uma um não se sempre nunca quando antes depois você em no na ao aos pelo pela mais mas como também cada todo todos seu sua tem são'.split(
      ' ',
    ),
  ),
  tr: new Set('ve bir bu için ile değil her zaman önce sonra olarak çok da de mi ama veya lütfen olan gibi daha şu tüm kadar'.split(' ')),
  nl: new Set(
    (
      'de en op te het een van niet voor bij dat deze dit maar nooit altijd ook wordt worden je jij uw wij ons onze alle elke geen wanneer ' +
      'naar uit over zijn hebben heeft kan moet moeten alsjeblieft alstublieft graag zonder tijdens daarna eerst nu'
    ).split(' '),
  ),
  pl: new Set(
    (
      'w z na do nie się jest że od po dla przez jak ale lub oraz już tylko zawsze nigdy wszystkie wszystkich każdy każdą ' +
      'proszę przed ten ta te tego tej są być może należy trzeba bez żadnych zanim potem teraz'
    ).split(' '),
  ),
};
/** Each marker word → the languages it marks (one lookup per word). */
const MARKED_BY: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [lang, set] of Object.entries(MARKERS)) for (const w of set) out.set(w, [...(out.get(w) ?? []), lang]);
  return out;
})();
const TURKISH_LETTERS = /[ğışİĞŞ]/u;
/** ä and ß are German's own; ö and ü are shared with Turkish ("Tüm", "gönder", "günlükleri"): they count for both. */
const GERMAN_LETTERS = /[äßÄ]/u;
const GERMAN_OR_TURKISH_LETTERS = /[öüÖÜ]/u;
const SPANISH_LETTERS = /[ñ¿¡]/u;
const PORTUGUESE_LETTERS = /[ãõ]|ção|ções/u;
const ITALIAN_ELISION = /(?<![\p{L}])(?:dell|all|nell|sull|dall|un|quest|quell)['’]\p{L}/iu;
const POLISH_LETTERS = /[ąćęłńśźżĄĆĘŁŃŚŹŻ]/u;
/** Dutch's own spellings: the ij digraph and doubled vowels in a word ("zijn", "verwijder", "maak", "moet", "heel"). */
const DUTCH_SPELLING = /ij|aa|oe|uu/iu;
const FRENCH_LETTERS = /[èêëîïûœ]|(?<![\p{L}])(?:qu|l|d|n|j|s|c)['’]\p{L}/u;

/**
 * Word endings that mark each Latin-script language, read only in a short sentence whose function words do not tell
 * ("Cancella tutti i rami remoti.": one Italian marker). Inflection endings and suffixes from each language's grammar
 * (plural -i, -zione; -ción, -dad; -ção, -ões; -ez, -eux; -ung, -keit, -lich; -ları, -mak, -yor; English -ing, -ly, -ness),
 * each rare at the end of an English word; an ending shared by two languages ("-os", "-ndo") marks both. Words of four
 * letters or more only.
 */
const ENDINGS: Readonly<Record<LatinLanguage, RegExp>> = {
  en: /(?:ing|[^e]ed|ly|ness|ght|ful)$/u,
  es: /(?:ción|ciones|dad|dades|ías?|[ao]s|ndo|ados|idos)$/u,
  fr: /(?:ez|eux|eaux|oir|aient|ée|ées|és|ère|ième)$/u,
  de: /(?:ung|ungen|keit|heit|lich|isch|chen|igen|ieren)$/u,
  it: /(?:zione|zioni|[^aeiouy]i|[cg]hi|ll[ao]|tt[ao]|cc[aio]|gg[aio]|zz[ao]|ndo)$/u,
  pt: /(?:ção|ções|ão|ões|dade|dades|[ao]s|ndo|nh[ao])$/u,
  tr: /(?:ları|leri|larını|lerini|mak|mek|yor|iniz|ınız)$/u,
  nl: /(?:heid|lijk|lijke|tje|tjes|ijn|aan|oor|eer|ssen|kken)$/u,
  pl: /(?:ać|eć|ić|yć|ość|ości|ami|ach|ów|ych|ego|emu|ię|ój|aj|uj|ij)$/u,
};

/**
 * Guesses the language of `sentence`. Never throws.
 *
 * @param sentence - one sentence (any length; only letters are read)
 * @param before - the language of the sentence before it in the same text, if any: a short Latin-script sentence with
 *   no English function word and too few of any other language's to tell ("Leere sie.", "Vacíala.") is read in it
 */
export function languageOf(sentence: string, before?: Language): Language {
  if (/[\uAC00-\uD7AF]/u.test(sentence)) return 'ko';
  if (/[\u3040-\u30FF]/u.test(sentence)) return 'ja';
  if (/[\u4E00-\u9FFF]/u.test(sentence)) return 'zh';
  if (/[\u0400-\u04FF]/u.test(sentence)) return 'ru';
  const words = sentence.toLowerCase().split(/[^\p{L}]+/u);
  const score: Record<string, number> = { en: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0, tr: 0, nl: 0, pl: 0 };
  for (const w of words) for (const lang of MARKED_BY.get(w) ?? []) score[lang] = (score[lang] ?? 0) + 1;
  if (TURKISH_LETTERS.test(sentence)) score.tr = (score.tr ?? 0) + 3;
  if (GERMAN_LETTERS.test(sentence)) score.de = (score.de ?? 0) + 2;
  if (GERMAN_OR_TURKISH_LETTERS.test(sentence)) {
    score.de = (score.de ?? 0) + 1;
    score.tr = (score.tr ?? 0) + 1;
  }
  // A lower-case "i" standing alone is Italian's plural article ("Lancia i test unitari"); English writes its pronoun "I".
  if (/(?<![\p{L}])i(?![\p{L}'’])/u.test(sentence) && !POLISH_LETTERS.test(sentence)) score.it = (score.it ?? 0) + 1;
  if (SPANISH_LETTERS.test(sentence)) score.es = (score.es ?? 0) + 2;
  if (PORTUGUESE_LETTERS.test(sentence)) score.pt = (score.pt ?? 0) + 2;
  if (FRENCH_LETTERS.test(sentence)) score.fr = (score.fr ?? 0) + 2;
  if (POLISH_LETTERS.test(sentence)) score.pl = (score.pl ?? 0) + 2;
  if (DUTCH_SPELLING.test(sentence)) score.nl = (score.nl ?? 0) + 1;
  if (ITALIAN_ELISION.test(sentence)) score.it = (score.it ?? 0) + 2;
  let best: Language = 'en';
  for (const lang of OTHER_LATIN) if ((score[lang] ?? 0) > (score[best] ?? 0)) best = lang;
  // One short function word shared with English ("a", "no", "real") is no evidence: another
  // language needs two markers, or its own letters, to win over English.
  if ((score[best] ?? 0) >= 2) return best;
  // A short sentence with no English function word: its words' endings count as well ("Cancella tutti i rami remoti.").
  if (score.en === 0) {
    const ended: Record<string, number> = { ...score };
    for (const w of words) {
      if (w.length < 4) continue;
      for (const [lang, ending] of Object.entries(ENDINGS)) if (ending.test(w)) ended[lang] = (ended[lang] ?? 0) + 1;
    }
    let top: Language = 'en';
    for (const lang of OTHER_LATIN) if ((ended[lang] ?? 0) > (ended[top] ?? 0)) top = lang;
    const continued = before !== undefined && before !== 'en' && (ended[before] ?? 0) >= (ended[top] ?? 0);
    if (ended.en === 0 && (ended[top] ?? 0) >= 2) return continued ? (before as Language) : top;
  }
  // Too little to tell: a sentence with no English function word continues the text's language ("… ist voll. Leere sie.").
  const own = before === undefined ? undefined : score[before];
  return before !== 'en' && own !== undefined && score.en === 0 && own >= (score[best] ?? 0) ? (before as Language) : 'en';
}
