import { opensOnAct, opensOnActWithObject } from '../foreignActs.js';

/**
 * The language of one sentence, among the gate's eleven (README "Supported languages"):
 * by script for Chinese, Japanese, Korean and Russian, by the commonest function words for the
 * Latin-script languages, English when nothing else wins.
 */

import { GRAMMAR_LANGUAGES, type GrammarLanguage, LANGUAGES, type Language } from './grammarTypes.js';

export { GRAMMAR_LANGUAGES, type GrammarLanguage, LANGUAGES, type Language };

/** Function words and endings that mark each Latin-script language (from frequency lists; each is rare in the others). */
type Latin = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'tr' | 'nl' | 'pl' | 'sv' | 'da' | 'nb' | 'cs' | 'ro' | 'fi' | 'hu' | 'id' | 'vi' | 'sw';
const MARKERS: Readonly<Record<Latin, ReadonlySet<string>>> = {
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
      'aber wie wird werden sind hat haben kann dass sich diese dieser dieses diesen aus ins vom zum zur beim'
    ).split(' '),
  ),
  it: new Set(
    (
      'il lo la i gli le di che e è per con una un non si su sempre mai quando prima dopo nel della alla nulla niente ' +
      'questo questi questa queste quello quelli sono ogni tutti dei delle nella al ai sul più ma come anche tutto sei ha hanno può del dal dalla dai dalle'
    ).split(' '),
  ),
  pt: new Set(
    'o a os as do da dos das de que e é para com uma um não se sempre nunca quando antes depois você em no na ao aos pelo pela mais mas como também cada todo todos seu sua tem são'.split(
      ' ',
    ),
  ),
  tr: new Set('ve bir bu için ile değil her zaman önce sonra olarak çok da de mi ama veya lütfen olan gibi daha şu tüm kadar'.split(' ')),
  // The grammar-read languages (GRAMMAR_LANGUAGES): articles, prepositions, conjunctions, negations and modals from each grammar.
  nl: new Set(
    'de het een van en niet voor naar met op dat deze dit wordt worden zijn geen bij ook nooit altijd je jouw uw moet moeten alle eerst zonder maar onze ons te jij wij elke wanneer uit hebben heeft kan alsjeblieft alstublieft graag tijdens daarna nu'.split(
      ' ',
    ),
  ),
  pl: new Set(
    'i w z na do nie się jest są że dla od po przed przez wszystkie wszystkich zawsze nigdy tego jak oraz lub ale czy bez każdy musisz należy już tylko każdą proszę tej być może trzeba żadnych zanim potem teraz'.split(
      ' ',
    ),
  ),
  sv: new Set('och att det som en ett är inte på för med till av alla alltid aldrig den du din dina innan efter utan eller men också ska måste när'.split(' ')),
  da: new Set('og at det som en et er ikke på med til af alle altid aldrig den du din dine før efter uden eller men også skal må bør når venligst'.split(' ')),
  nb: new Set(
    'og at det som en et er ikke på med til av alle alltid aldri den du din dine før etter uten eller men også skal må bør når vennligst ikkje'.split(' '),
  ),
  cs: new Set('je na se že pro do od po při před bez všechny všech vždy nikdy nebo ale jako když musíš musí nesmíš není jsou tento tato toto'.split(' ')),
  ro: new Set('și în la cu pe din de nu este sunt că să pentru toate toți întotdeauna niciodată înainte după fără sau dar un al ale ca dacă'.split(' ')),
  fi: new Set(
    'ja on ei se että kun tai mutta kaikki aina koskaan ennen jälkeen ilman sinun älä ole ovat tämä tätä nämä joka myös vain pitää täytyy'.split(' '),
  ),
  hu: new Set('a az és nem hogy egy meg van vagy de mindig soha előtt után nélkül minden ne kell ezt azt ez'.split(' ')),
  id: new Set(
    (
      'dan yang di ke dari untuk dengan ini itu tidak jangan semua selalu sebelum sesudah setelah tanpa atau tetapi juga harus akan ada adalah pada kamu anda ' +
      // Malay's own function words (Indonesian shares the table): must, to, by, than, please, again, every time.
      'mesti kepada oleh ialah daripada sila semula setiap kali supaya dalam secara tersebut serta telah sudah belum'
    ).split(' '),
  ),
  vi: new Set('và của là các những cho với không trong khi trước sau tất cả luôn bạn hãy đừng này đó được một phải có'.split(' ')),
  sw: new Set('na ya wa za kwa ni la yote wote zote katika kila kabla baada bila au lakini pia lazima tafadhali hii hizi zote wote daima kamwe'.split(' ')),
};
/** The non-English Latin-script languages, in the order a tie is broken (the README's first, then the grammar-read ones). */
const OTHERS: readonly Exclude<Latin, 'en'>[] = ['es', 'fr', 'de', 'it', 'pt', 'tr', 'nl', 'pl', 'sv', 'da', 'nb', 'cs', 'ro', 'fi', 'hu', 'id', 'vi', 'sw'];
/** Letters each language alone writes (or shares with one other), and what one counts: [pattern, languages, weight]. */
const OWN_LETTERS: ReadonlyArray<readonly [RegExp, readonly Latin[], number]> = [
  // ä, ö and ü are German, Swedish, Finnish, Hungarian and Turkish letters alike; î is French and Romanian.
  [/[äÄ]/u, ['de', 'sv', 'fi'], 1],
  [/[öÖ]/u, ['de', 'sv', 'fi', 'hu', 'tr'], 1],
  [/[üÜ]/u, ['de', 'hu', 'tr'], 1],
  [/î/u, ['fr', 'ro'], 1],
  [/[šžč]/u, ['cs'], 1],
  [/[łńśźżąę]/u, ['pl'], 3],
  [/[ěřůťď]/u, ['cs'], 3],
  [/[șțȘȚ]/u, ['ro'], 3],
  [/ă/u, ['ro', 'vi'], 1],
  [/[őű]/u, ['hu'], 3],
  [/[æø]/u, ['da', 'nb'], 3],
  [/å/u, ['sv', 'da', 'nb'], 1],
  [/[đơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u, ['vi'], 3],
];
/** Each marker word → the languages it marks (one lookup per word). */
const MARKED_BY: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [lang, set] of Object.entries(MARKERS)) for (const w of set) out.set(w, [...(out.get(w) ?? []), lang]);
  return out;
})();
const TURKISH_LETTERS = /[ğışİĞŞ]/u;
// ö and ü are Turkish, Hungarian and Finnish letters as well: only ä and ß count twice for German ("Güvenlik … kapat." is Turkish).
const GERMAN_LETTERS = /[ßẞ]/u;
const SPANISH_LETTERS = /[ñ¿¡]/u;
const PORTUGUESE_LETTERS = /[ãõ]|ção|ções/u;
const ITALIAN_ELISION = /(?<![\p{L}])(?:dell|all|nell|sull|dall|un|quest|quell)['’]\p{L}/iu;
const FRENCH_LETTERS = /(?<=\p{L})è|[êëïûœ]|(?<![\p{L}])(?:qu|l|d|n|j|s|c)['’]\p{L}/u;

/**
 * Word endings that mark each Latin-script language, read only in a short sentence whose function words do not tell
 * ("Cancella tutti i rami remoti.": one Italian marker). Inflection endings and suffixes from each language's grammar
 * (plural -i, -zione; -ción, -dad; -ção, -ões; -ez, -eux; -ung, -keit, -lich; -ları, -mak, -yor; English -ing, -ly, -ness),
 * each rare at the end of an English word; an ending shared by two languages ("-os", "-ndo") marks both. Words of four
 * letters or more only.
 */
const ENDINGS: Readonly<Partial<Record<Latin, RegExp>>> = {
  en: /(?:ing|[^e]ed|ly|ness|ght|ful)$/u,
  es: /(?:ción|ciones|dad|dades|ías?|[ao]s|ndo|ados|idos)$/u,
  fr: /(?:ez|eux|eaux|oir|aient|ée|ées|és|ère|ième)$/u,
  de: /(?:ung|ungen|keit|heit|lich|isch|chen|igen|ieren)$/u,
  it: /(?:zione|zioni|[^aeiouy]i|[cg]hi|[cg]ia|ll[ao]|tt[ao]|cc[aio]|gg[aio]|zz[ao]|ndo)$/u,
  pt: /(?:ção|ções|ão|ões|dade|dades|[ao]s|ndo|nh[ao])$/u,
  tr: /(?:ları|leri|larını|lerini|mak|mek|yor|iniz|ınız|l[ıiuü]k|[ıi]n[ıi])$/u,
  // The grammar-read languages' case endings, suffixes and verb forms.
  nl: /(?:heid|lijk|tje|ijn|aar|eer)$/u,
  pl: /(?:cje|cja|nie|ów|ami|ach|ych|ymi|ość|uj)$/u,
  cs: /(?:ých|ými|ost|ení|ové|ovat)$/u,
  ro: /(?:ul|ului|ilor|urile|ele|ția|ție|ează)$/u,
  sv: /(?:arna|erna|orna|heten|ningar)$/u,
  da: /(?:ene|erne|hed|heden|else)$/u,
  nb: /(?:ene|erne|het|heten|else)$/u,
  fi: /(?:ssa|ssä|sta|stä|lla|llä|lta|ltä|ksi|nen|iset|ista|istä|aan|ään|tti|kaa|kää)$/u,
  hu: /(?:ban|ben|nak|nek|ból|ből|ról|ről|hoz|hez|höz|ként|ság|ség|okat|eket|akat|öket)$/u,
  id: /(?:kan|nya|lah|kah)$/u,
};

/** Scripts of the grammar-read languages, each read only where it is the sentence's script (more of its letters than Latin). */
const SCRIPTS: ReadonlyArray<readonly [RegExp, Language]> = [
  [/[\u0370-\u03FF\u1F00-\u1FFF]/gu, 'el'],
  [/[\u0600-\u06FF]/gu, 'ar'],
  [/[\u0590-\u05FF]/gu, 'he'],
  // Bengali before Hindi: Bengali ends its sentences with the Devanagari danda (U+0964).
  [/[\u0980-\u09FF]/gu, 'bn'],
  [/[\u0900-\u097F]/gu, 'hi'],
  [/[\u0E00-\u0E7F]/gu, 'th'],
];
const LATIN_LETTERS = /[A-Za-z\u00C0-\u024F]/gu;

/** Addresses, paths and code names: words with a scheme, a dot, a slash, an underscore, a backtick or an at sign in them. */
const CODE_AND_ADDRESSES = /https?:\/\/\S+|\S*[./_`@]\S*/gu;

/** A token that is a name, not prose: a scheme, a slash, an underscore, a backtick, an at sign, or a dot inside it ("config.ts"). */
const NAME_TOKEN = /^https?:\/\/|[/_`@]|\.(?=[\p{L}\p{N}])/u;

/**
 * `sentence` without its addresses, paths and code names (round 29): their parts ("…/be", "example") mark no language;
 * a dot counts only inside a word, not as the full stop. Token by token, so a 32 KiB run without spaces is read once.
 */
function proseWords(sentence: string): string {
  if (!/[/_`@.]/u.test(sentence)) return sentence;
  return sentence
    .split(/\s+/u)
    .filter((token) => !NAME_TOKEN.test(token))
    .join(' ');
}

/** True when `letters` outnumber the Latin letters of `sentence`'s prose (addresses, paths and code names left out). */
function dominates(sentence: string, letters: RegExp): boolean {
  const prose = sentence.replace(CODE_AND_ADDRESSES, ' ');
  return (prose.match(letters)?.length ?? 0) > (prose.match(LATIN_LETTERS)?.length ?? 0);
}

/** The language a non-Latin script tells, if it is the sentence's script (Persian told from Arabic by پ چ ژ گ ک ی). */
function scriptOf(sentence: string): Language | undefined {
  for (const [letters, language] of SCRIPTS) {
    letters.lastIndex = 0;
    if (!letters.test(sentence) || !dominates(sentence, letters)) continue;
    return language === 'ar' && /[\u067E\u0686\u0698\u06AF\u06A9\u06CC]/u.test(sentence) ? 'fa' : language;
  }
  return undefined;
}

const NON_ASCII = /[^\x00-\x7F]/u;

/** Adds each language's own letters in `sentence` to its score (Turkish ğ ı ş, Spanish ñ, Polish ł, Czech ř …). */
function addLetters(sentence: string, add: (lang: string, n: number) => void): void {
  if (TURKISH_LETTERS.test(sentence)) add('tr', 3);
  if (GERMAN_LETTERS.test(sentence)) add('de', 2);
  if (SPANISH_LETTERS.test(sentence)) add('es', 2);
  if (PORTUGUESE_LETTERS.test(sentence)) add('pt', 2);
  if (FRENCH_LETTERS.test(sentence)) add('fr', 2);
  if (ITALIAN_ELISION.test(sentence)) add('it', 2);
  for (const [letters, langs, weight] of OWN_LETTERS) if (letters.test(sentence)) for (const lang of langs) add(lang, weight);
}

/** How many of `words` (four letters or more) end as `lang`'s words do ({@link ENDINGS}). */
function endedWords(words: readonly string[], lang: Language): number {
  const ending = ENDINGS[lang as Latin];
  if (ending === undefined) return 0;
  let n = 0;
  for (const w of words) if (w.length >= 4 && ending.test(w)) n++;
  return n;
}

/**
 * Guesses the language of `sentence`. Never throws.
 *
 * @param sentence - one sentence (any length; only letters are read)
 * @param before - the language of the sentence before it in the same text, if any: a short Latin-script sentence with
 *   no English function word and too few of any other language's to tell ("Leere sie.", "Vacíala.") is read in it
 */
export function languageOf(sentence: string, before?: Language): Language {
  // Most sentences are ASCII: no script or letter test can then succeed, so none is run (one scan instead of twenty).
  const ascii = !NON_ASCII.test(sentence);
  if (!ascii) {
    if (/[\uAC00-\uD7AF]/u.test(sentence)) return 'ko';
    if (/[\u3040-\u30FF]/u.test(sentence)) return 'ja';
    if (/[\u4E00-\u9FFF]/u.test(sentence)) return 'zh';
    // Ukrainian writes і, ї, є and ґ, which Russian does not: read so when Cyrillic is the sentence's script, not letters
    // mixed into English ("Ignоrе рrеvіоus …" is English written with look-alikes).
    if (/[\u0400-\u04FF]/u.test(sentence)) return /[іїєґІЇЄҐ]/u.test(sentence) && dominates(sentence, /[\u0400-\u04FF]/gu) ? 'uk' : 'ru';
    const script = scriptOf(sentence);
    if (script) return script;
  }
  // An address, a path or a code name is no prose: its parts ("…/be", "example", "/in") mark no language (round 29).
  const words = proseWords(sentence)
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  const score: Record<string, number> = { en: 0 };
  for (const w of words) for (const lang of MARKED_BY.get(w) ?? []) score[lang] = (score[lang] ?? 0) + 1;
  // Function words alone (before the letters): whether one of the first languages has any evidence of its own words.
  const firstMarked = (['es', 'fr', 'de', 'it', 'pt', 'tr'] as const).some((lang) => (score[lang] ?? 0) > 0);
  const add = (lang: string, n: number): void => {
    score[lang] = (score[lang] ?? 0) + n;
  };
  if (!ascii) addLetters(sentence, add);
  else if (sentence.includes("'")) {
    // Elisions are ASCII ("l'archive", "dell'archivio").
    if (FRENCH_LETTERS.test(sentence)) add('fr', 2);
    if (ITALIAN_ELISION.test(sentence)) add('it', 2);
  }
  let best: Language = 'en';
  for (const lang of OTHERS) if ((score[lang] ?? 0) > (score[best] ?? 0)) best = lang;
  // One short function word shared with English ("a", "no", "real") is no evidence: another
  // language needs two markers, or its own letters, to win over English.
  if ((score[best] ?? 0) >= 2) {
    // A tie on shared letters (ä and ö are German, Swedish and Finnish alike: "Skriv över säkerhetskopian." scored each 2)
    // is settled first by an act and its object in one tied language's own words (round 32): two words of its lexicon
    // outweigh letters any of them writes. Only the grammar-read languages have act tables (foreignActs.ts).
    const acted = OTHERS.filter((lang) => score[lang] === score[best] && opensOnActWithObject(sentence, lang));
    if (acted.length === 1) return acted[0] as Language;
    // Letters or function words shared by several languages (ö and ü are German, Turkish and Hungarian alike) do not choose
    // among them: their words' endings do ("Bütün günlükleri gönder." is Turkish by -leri; h55-gate).
    let top = best;
    let topEnded = endedWords(words, best);
    for (const lang of OTHERS) {
      if (lang === best || score[lang] !== score[best]) continue;
      const n = endedWords(words, lang);
      if (n > topEnded) {
        top = lang;
        topEnded = n;
      }
    }
    return top;
  }
  // A short sentence with no English function word: its words' endings count as well ("Cancella tutti i rami remoti.").
  if (score.en === 0) {
    const ended: Record<string, number> = { ...score };
    for (const w of words) {
      if (w.length < 4) continue;
      for (const [lang, ending] of Object.entries(ENDINGS)) if (ending.test(w)) ended[lang] = (ended[lang] ?? 0) + 1;
    }
    let top: Language = 'en';
    for (const lang of OTHERS) if ((ended[lang] ?? 0) > (ended[top] ?? 0)) top = lang;
    const continued = before !== undefined && before !== 'en' && (ended[before] ?? 0) >= (ended[top] ?? 0);
    if ((ended.en ?? 0) === 0 && (ended[top] ?? 0) >= 2) return continued ? (before as Language) : top;
  }
  // A short sentence that opens on a grammar-read language's act ("Slet alle remote branches.", "Hapus semua cabang."):
  // the verb's own stem tells its language (foreignActs.ts).
  if (score.en === 0 && !firstMarked) {
    // Only a language with a function word or a letter of its own in the sentence ("ignore previous …" is English).
    for (const lang of ['nl', 'pl', 'sv', 'da', 'cs', 'ro', 'fi', 'hu', 'id', 'sw'] as const)
      if ((score[lang] ?? 0) > 0 && opensOnAct(sentence, lang)) return lang;
  }
  // Or an act and its object in one grammar-read language's own words ("Radera databasen (i produktion)."; round 31): two
  // words of it outweigh one short function word shared with a first language ("i", "de").
  if (score.en === 0 && (['es', 'fr', 'de', 'it', 'pt', 'tr'] as const).every((lang) => (score[lang] ?? 0) < 2)) {
    for (const lang of ['nl', 'pl', 'sv', 'da', 'cs', 'ro', 'fi', 'hu', 'id', 'sw'] as const) if (opensOnActWithObject(sentence, lang)) return lang;
  }
  // Too little to tell: a sentence with no English function word continues the text's language ("… ist voll. Leere sie.").
  const own = before === undefined ? undefined : (score[before] ?? 0);
  return before !== 'en' && own !== undefined && score.en === 0 && own >= (score[best] ?? 0) ? (before as Language) : 'en';
}
