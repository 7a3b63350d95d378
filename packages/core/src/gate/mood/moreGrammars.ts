import { frontedObjectAct, opensOnAct } from '../foreignActs.js';
import type { Grammar, GrammarLanguage } from './grammarTypes.js';

/**
 * Mood rules for the languages read by grammar alone (issue #18 rule 1, h55; `GRAMMAR_LANGUAGES`), written from each
 * language's grammar, never from phrases of orders:
 *
 * - imperative: the verb first with no subject before it, told by the imperative's own form where the language has
 *   one (Polish -j/-ń/-ć, Czech -ej/-uj/-ni, Ukrainian -и/-й/-іть, Greek -ε/-τε, Finnish a bare stem or -kaa,
 *   Hungarian -d/-j, Romanian -ează/-ă/-e/-i, Swahili -eni, Hindi -ो/-िए/-ें, Bengali -ুন/-ও/-বেন, Persian ب- and the light verbs) and
 *   otherwise by what follows the first word (Dutch, Swedish, Danish and Norwegian: an article or a pronoun of the
 *   object; Indonesian: no subject's verb prefix me-/di-/ber-) or by an act's stem first (Vietnamese, Thai, Arabic,
 *   Hebrew: foreignActs.ts `opensOnAct`); a word after it that is a finite verb makes the first word its subject;
 * - obligative: the modal of obligation ("moet", "musisz", "måste", "trebuie", "täytyy", "kell", "πρέπει", "треба",
 *   "يجب", "צריך", "चाहिए", "harus", "phải", "ต้อง", "lazima", "باید");
 * - request: the politeness word or frame ("alsjeblieft", "proszę", "snälla", "te rog", "kérlek", "παρακαλώ",
 *   "будь ласка", "من فضلك", "בבקשה", "कृपया", "tolong", "vui lòng", "กรุณา", "tafadhali", "لطفاً");
 * - negation: the negation words and the prohibition's own words ("verboden", "zakaz", "interzis", "tilos",
 *   "απαγορεύεται", "заборонено", "ممنوع", "אסור", "वर्जित", "dilarang", "cấm", "ห้าม", "marufuku", "ممنوع"): a
 *   prohibition stated ("Remote branches verwijderen is verboden.") is negated, so it orders no hazard.
 */

const set = (s: string): ReadonlySet<string> => new Set(s.split(' '));
/** A word alone in Latin, Cyrillic and Greek script: no letter either side. */
const word = (alternatives: string): RegExp => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');
/** Greek and Hebrew are read without accents and points, as foreignActs.ts reads them. */
export const unmarked = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/gu, 'σ');

/** A first word, then a second that starts no subject's verb: `starts` true for the verb's form, `finite` true for a subject's verb. */
function verbFirst(
  language: GrammarLanguage,
  functionWords: ReadonlySet<string>,
  form: (first: string, second: string) => boolean,
  finite?: RegExp,
): Grammar['imperative'] {
  return (words) => {
    const [first = '', second = ''] = words;
    if (first.length < 2 || functionWords.has(first)) return false;
    if (finite?.test(second) && !functionWords.has(second)) return false;
    return form(first, second) || opensOnAct(words.join(' '), language);
  };
}

/** The object's determiner or a code name after the verb ("Voer de tests uit", "Kör alla tester", "Slet `dist`"). */
/** Vietnamese verbs that open a project's orders: set, run, read, add, put, copy, open, write, install, use, point, remove. */
const VI_ORDER_VERBS = /^(?:đặt|chạy|đọc|thêm|đưa|sao chép|chép|mở|ghi|cài|cài đặt|dùng|sử dụng|trỏ|gỡ bỏ|chuyển)(?![\p{L}])/iu;
/** A code name as the object: it opens on a sign, or joins words with a hyphen, dot, slash or underscore ("npm-registret"). */
const CODE_NEXT = /^[^\p{L}]|^\p{L}+[-./_]\p{L}/u;

const NL_FUNCTION = set(
  'de het een die dit deze dat er hij zij ze wij we ik jij je u men ons onze mijn jouw uw als wanneer omdat na voor bij in op met van tot tijdens ' +
    'elke iedere ieder alle geen ook niet wel nooit altijd hier daar nu dan toen wie wat waar hoe waarom zo al nog maar en of want',
);
const NL_OBJECT = set('de het een alle je jouw uw dit deze die dat nooit altijd niet geen eerst meteen direct elke iedere mijn onze ons u');
const SV_FUNCTION = set(
  'den det de en ett han hon vi jag du ni man vår våra min mina din dina när om eftersom efter före vid i på med av till under varje alla ' +
    'ingen inga inte också aldrig alltid här där nu då vem vad var hur varför så redan och eller men nya gamla vissa flera många andra samma hela ' +
    // Verb particles ending like a finite verb ('över' in "Hoppa över granskningen"): a particle, not the subject's verb.
    'över',
);
const SV_OBJECT = set('alla den det de en ett din dina ditt mina våra bort av över upp in ut aldrig inte alltid först direkt');
const DA_FUNCTION = set(
  'den det de en et han hun vi jeg du i man vores vår min mine din dine når hvis fordi efter etter før ved på med af av til under hver alle ' +
    'ingen ikke ikkje også aldrig aldri altid alltid her der nu nå da hvem hvad hva hvor hvordan hvorfor så allerede og eller men nye gamle ' +
    // The particle of "spring over", "hopp over", which ends like a present tense.
    'over',
);
const DA_OBJECT = set('alle den det de en et din dine dit mine vores våre væk vekk af av fra over op opp ind inn ud ut aldrig aldri ikke altid alltid først');
const PL_FUNCTION = set(
  'nie się jest są był była było już tylko też ten ta te to co jak gdy kiedy jeśli czy ale oraz lub każdy każda wszystkie wszystkich nasz nasza ' +
    'twój mój jej jego ich w z na do po od przed przez dla bez przy pod nad za o i a zespół skrypt',
);
const CS_FUNCTION = set(
  'ne je jsou byl byla bylo už jen také ten ta to co jak když jestli ale a nebo každý každá všechny všech náš naše tvůj můj její jeho jejich ' +
    'v ve z ze na do po od před přes pro bez při pod nad za o s se i tým skript',
);
const RO_FUNCTION = set(
  'nu este sunt a au fost deja doar și sau dar de la în pe cu din pentru fără după înainte când dacă că să toate toți fiecare niciun nicio ' +
    'acest această aceste acel echipa scriptul noi voi ei ele el ea eu tu mereu întotdeauna niciodată',
);
const FI_FUNCTION = set(
  'ja tai mutta että kun jos ei on ovat oli se ne tämä tämä nämä tuo kaikki jokainen me te he hän minä sinä aina koskaan myös vain nyt sitten ' +
    'ennen jälkeen ilman kanssa tiimi skripti',
);
const HU_FUNCTION = set('a az és vagy de hogy ha amikor nem ne is már csak minden mindig soha most aztán egy ez az azt ezt ők mi ti én te ő a csapat szkript');
const EL_FUNCTION = set(
  'ο η το οι τα του της των τον την ενα ενασ μια και οτι που αυτο αυτα ολα ολεσ ολουσ στο στα στη στην στον απο με για σε οταν πριν μετα ' +
    'δεν μη μην παντα ποτε εμεισ εσυ αυτοσ αυτη ομαδα',
);
const UK_FUNCTION = set(
  'не це ці той та ті і й а але або що як коли якщо для від до після перед без з із на в у за по про ми ви вони він вона я ти всі кожен ' +
    'завжди ніколи тут там вже лише також команда скрипт',
);
const ID_FUNCTION = set(
  'dan yang di ke dari untuk dengan ini itu tidak jangan semua selalu sebelum sesudah setelah tanpa atau tetapi juga harus akan ada adalah pada ' +
    'kami kita kamu anda saya dia mereka tim skrip setiap sudah telah sedang',
);

/** Grammar rules for each language read by grammar alone (see the module's comment). */
export const MORE_GRAMMARS: Readonly<Record<GrammarLanguage, Grammar>> = {
  nl: {
    request: /alsjeblieft|alstublieft|(?<![\p{L}])(?:wil je|wilt u|zou je|zou u|kun je|kunt u|kan je)(?![\p{L}])|het zou fijn zijn als|ik wil dat je/iu,
    obligative: word(
      'moet|moeten|moest|dient te|dienen te|hoort te|horen te|is verplicht|zijn verplicht|verplicht|mag je|mag u|je mag|u mag|mag niet|mogen niet',
    ),
    negation: word('niet|nooit|geen|zonder|nimmer|verboden|niet toegestaan|nergens'),
    leading: set('altijd nooit ook nu dan daarna gewoon eerst meteen direct en alsjeblieft alstublieft graag voortaan vervolgens niet'),
    // A verb first: no finite ending (-en, -de, -te, -t after a stem) unless "u" follows ("Verwijdert u …"), and its object's
    // determiner or a code name after it.
    imperative: verbFirst('nl', NL_FUNCTION, (first, second) => {
      const finite = /(?:en|de|te|dt|[^e]t)$/u.test(first) && second !== 'u';
      return !finite && (NL_OBJECT.has(second) || CODE_NEXT.test(second));
    }),
  },
  pl: {
    request: /proszę|prosze|czy (?:możesz|mógłbyś|mogłabyś|mógłby pan|mogłaby pani)|bądź tak (?:miły|miła)|chcę,? żebyś/iu,
    obligative: word(
      'musisz|musi|muszą|musicie|należy|trzeba|powinieneś|powinnaś|powinien|powinna|powinno|powinni|masz obowiązek|jest wymagane|wymaga się|wolno',
    ),
    negation: word('nie|nigdy|bez|zakaz|zabronione|zabrania się|niedozwolone|ani'),
    leading: set('zawsze nigdy nie też teraz potem następnie najpierw i natychmiast proszę odtąd'),
    // The imperative's endings (-j, -ń, -ź, -cz, -rz, -om, -cie, -my) and the infinitive of instructions (-ć).
    imperative: verbFirst(
      'pl',
      PL_FUNCTION,
      (first) => /(?:[jńźćś]|cz|rz|om|cie|my)$/u.test(first) && first.length >= 3,
      // A verb's own endings only: adjectives and nouns end in -a, -e, -i as the present does.
      /(?:uje|ują|ają|eją|ał|ała|ało|ali|ały|ił|iła|ili)$/u,
    ),
  },
  sv: {
    request: /snälla|var snäll och|vänligen|(?<![\p{L}])(?:kan du|skulle du kunna|kunde du|vill du)(?![\p{L}])|jag vill att du/iu,
    obligative: word('måste|ska|skall|bör|borde|behöver|är skyldig|är obligatoriskt|får inte|får du'),
    negation: word('inte|aldrig|ingen|inga|inget|utan|förbjudet|ej'),
    leading: set('alltid aldrig inte också nu sedan därefter bara först direkt och vänligen snälla hädanefter'),
    // The imperative is the stem: first-conjugation verbs end in -a; any stem before its object's determiner.
    imperative: verbFirst(
      'sv',
      SV_FUNCTION,
      (first, second) => (SV_OBJECT.has(second) || CODE_NEXT.test(second) || /a$/u.test(first)) && !/(?:ar|er|ir|ade|de|te)$/u.test(first),
      /(?:ar|er|ir|ade|de|te|as|es)$/u,
    ),
  },
  da: scandinavian('da'),
  nb: scandinavian('nb'),
  cs: {
    request: /prosím|(?<![\p{L}])(?:mohl bys|mohla bys|můžeš|můžete|mohl byste|mohla byste)(?![\p{L}])|buď tak (?:hodný|hodná)|chci,? abys/iu,
    obligative: word('musíš|musí|musíte|je nutné|je třeba|je potřeba|měl bys|měla bys|mělo by|měli byste|máš povinnost|je povinné|nesmíš|nesmí|smíš|smí'),
    // Czech negates the verb by its prefix ne-: an imperfective imperative after it is a prohibition ("nemaž", "nepouštěj").
    negation: /(?<![\p{L}])(?:nikdy|bez|zakázáno|zákaz|není dovoleno|nesmí\p{L}*|ne\p{L}{2,}(?:ej|uj|ěj|ejte|ujte|ějte))(?![\p{L}])/iu,
    leading: set('vždy nikdy také teď pak potom nejprve hned a prosím ihned jen'),
    imperative: verbFirst(
      'cs',
      CS_FUNCTION,
      (first) => /(?:ej|uj|ěj|[ňťď]|[^aeiouyáéíóúůě]i|ejte|ujte|ěte|ete|at|it|ít|et|ět|out)$/u.test(first) && first.length >= 3,
      /(?:á|í|e|uje|ují|ají|ou|al|ala|alo|ali|il|ila|ilo|ili)$/u,
    ),
  },
  ro: {
    request: /(?<![\p{L}])(?:te rog|vă rog|va rog|poți|poti|ați putea|ai putea|puteți|fii amabil|aș vrea să|as vrea sa)(?![\p{L}])/iu,
    obligative: word('trebuie|ar trebui|este obligatoriu|e obligatoriu|este necesar|e necesar|ești obligat|sunteți obligat|ai voie|aveți voie'),
    negation: word('nu|niciodată|fără|interzis|interzisă|nicio|niciun'),
    leading: set('întotdeauna mereu niciodată nu acum apoi doar imediat și'),
    // The 2nd-person imperative (-ează, -ă, -e, -i; plural -ți), first, with no subject before it.
    imperative: verbFirst(
      'ro',
      RO_FUNCTION,
      (first) => /(?:ează|eaza|[ăe]|[^aeiouăâî]i|ți|ti)$/u.test(first) && first.length >= 3,
      /(?:ează|ește|esc|ăm|ați|au|at|it|ut)$/u,
    ),
  },
  fi: {
    request: /ole hyvä|olkaa hyvä|(?<![\p{L}])(?:voisitko|voitko|voisitteko|pyydän)(?![\p{L}])|haluan,? että/iu,
    obligative: word('täytyy|pitää|on pakko|sinun on|teidän on|on oltava|on välttämätöntä|velvollinen|kuuluu|ei saa|saa'),
    negation: word('ei|älä|älkää|eikä|koskaan|ilman|kielletty|kiellettyä'),
    leading: set('aina älä älkää koskaan myös nyt sitten vain ensin heti ja'),
    // The 2nd-person imperative is the bare stem (one final vowel after a consonant), the plural -kaa/-kää; a verb after
    // the first word in the 3rd person (a long vowel: "poistaa") makes the first word its subject.
    imperative: verbFirst(
      'fi',
      FI_FUNCTION,
      (first) => /(?:[^aeiouyäö][aeiouyäö]|kaa|kää)$/u.test(first) && first.length >= 3,
      /(?:aa|ää|ee|ii|oo|uu|yy|öö|vat|vät|taan|tään|tiin)$/u,
    ),
  },
  hu: {
    request: /kérlek|kérem|légyszi|lennél szíves|legyen szíves|(?<![\p{L}])(?:megtennéd|tudnád|tudná)(?![\p{L}])|szeretném,? ha/iu,
    obligative: word('kell|kellene|muszáj|köteles|kötelező|szükséges|szabad|szabad neked'),
    negation: word('ne|nem|soha|sose|nélkül|tilos|semmi|semmit'),
    leading: set('mindig soha ne is most aztán majd csak először azonnal és kérlek kérem'),
    // The imperative (subjunctive) forms: definite -d (töröld), indefinite -j (törölj), polite -jon/-jön/-ja/-je, plural -jatok.
    imperative: verbFirst(
      'hu',
      HU_FUNCTION,
      (first) => /(?:[^aeiouáéíóöőúüű]d|[^aeiouáéíóöőúüű]j|jon|jön|ja|je|jék|jatok|jetek|játok|jétek|ss|zz)$/u.test(first) && first.length >= 3,
    ),
  },
  el: {
    request: /παρακαλ|μπορεισ να|μπορειτε να|θα μπορουσεσ|θα μπορουσατε|θελω να/iu,
    obligative: word('πρεπει|οφειλεισ|οφειλει|οφειλετε|ειναι υποχρεωτικο|υποχρεουσαι|χρειαζεται να'),
    negation: word('μη|μην|δεν|ποτε|χωρισ|απαγορευεται|καθολου'),
    leading: set('παντα ποτε μην μη επισησ τωρα μετα επειτα απλα πρωτα αμεσωσ και'),
    // The imperative ends in -ε (singular) or -τε (plural); read without accents.
    imperative: verbFirst('el', EL_FUNCTION, (first) => /(?:ε|τε)$/u.test(first) && first.length >= 3, /(?:ει|ουν|ουμε|εται|ονται)$/u),
  },
  uk: {
    request: /будь ласка|прошу|чи не міг би|чи не могли б|чи можеш|чи можете|будьте ласкаві/iu,
    obligative: word("потрібно|треба|слід|необхідно|повинен|повинна|повинні|мусиш|мусить|зобов'язан\\p{L}*|обов'язково|варто"),
    negation: word('не|ніколи|без|ні|заборонено|забороняється'),
    leading: set('завжди ніколи не також тепер потім далі просто спочатку одразу і відтепер'),
    // The imperative endings (-и, -й, -ь, plural -іть/-йте) and the infinitive of instructions (-ти).
    imperative: verbFirst(
      'uk',
      UK_FUNCTION,
      (first) => /(?:іть|їть|йте|ьте|ай|яй|ій|уй|юй|ой|[^аеєиіїоуюяь]и|ь|ти)$/u.test(first) && first.length >= 3 && !/(?:ості|ції|ння)$/u.test(first),
      /(?:ють|ять|ує|ює|ає|яє|ить|еться|ється|ються|яться|ла|ло|ли)$/u,
    ),
  },
  ar: {
    request: /من فضلك|رجاء|أرجو|ارجو|يرجى|يرجي|هل يمكنك|هل بإمكانك|هل بامكانك|لو سمحت/u,
    obligative: /يجب|ينبغي|عليك|يلزم|لا ?بد|مطلوب منك|إلزامي|الزامي|يتعين/u,
    negation: /(?<![\p{L}])(?:لا|لم|لن|أبدا|ابدا|أبداً|بدون|دون|ممنوع|يمنع|يحظر|محظور|ليس)(?![\p{L}])/u,
    leading: set('دائما دائماً أبدا ايضا أيضا الآن ثم فقط أولا فورا و رجاء'),
    // The imperative opens with an act (its form II and V have no prefix: "عطّل", "تجاهل"); after "لا" the jussive in ت- forbids.
    imperative: (words) => {
      const [first = '', second = ''] = words;
      if (first === 'لا' && /^ت\p{L}{2,}/u.test(second)) return true;
      // "قم ب" and a verbal noun: the periphrastic imperative ("قم بتعطيل الفحص", do the switching off of the check).
      if (/^(?:قم|قومي|قوموا)$/u.test(first) && /^ب\p{L}{2,}/u.test(second)) return true;
      if (frontedObjectAct(words, 'ar')) return true;
      if (/^(?:ال|ي|ن)/u.test(first)) return false;
      return opensOnAct(words.join(' '), 'ar') || /^[اأإ]\p{L}{2,4}$/u.test(first);
    },
  },
  he: {
    request: /בבקשה|אנא|(?<![\p{L}])(?:תוכל|תוכלי|תוכלו)(?![\p{L}])|אני מבקש/u,
    obligative: /(?<![\p{L}])(?:יש ל\p{L}+|צריך|צריכה|צריכים|חייב|חייבת|חייבים|עליך|עלייך|נדרש|מחויב)(?![\p{L}])/u,
    // "אל" forbids only before the future in ת- ("אל תמחק"); before a noun it is the preposition "to".
    negation: /(?<![\p{L}])(?:לא|אל(?=\s+ת)|אף פעם|לעולם|בלי|ללא|אסור|אין)(?![\p{L}])/u,
    leading: set('תמיד לעולם גם עכשיו אחר כך פשוט קודם מיד ו בבקשה אנא'),
    // The imperative opens with its act; "אל" and the future forbid ("אל תמחק").
    imperative: (words) => {
      const [first = '', second = ''] = words;
      if (first === 'אל' && /^ת\p{L}{2,}/u.test(second)) return true;
      return opensOnAct(unmarked(words.join(' ')), 'he') || frontedObjectAct(words, 'he');
    },
  },
  hi: {
    request: /कृपया|प्लीज़|प्लीज|क्या आप|क्या तुम|अनुरोध|निवेदन/u,
    obligative: /चाहिए|(?<![\p{L}\p{M}])(?:होगा|होगी|होंगे|पड़ेगा|पड़ेगी)(?![\p{L}\p{M}])|ज़रूरी|जरूरी|अनिवार्य|आवश्यक/u,
    negation: /(?<![\p{L}\p{M}])(?:मत|नहीं|न|कभी नहीं|बिना|वर्जित|मना|निषिद्ध)(?![\p{L}\p{M}])/u,
    leading: set(''),
    // Hindi puts the verb last: the familiar (-ो), polite (-िए, -ें, -एँ) and infinitive (-ना) orders, never a tense's
    // auxiliary (है, हैं, था, थे, थी).
    imperative: (_words, clause) => {
      const last = (clause.trim().split(/\s+/u).pop() ?? '').replace(/[।.!]+$/u, '');
      if (/^(?:है|हैं|था|थे|थी|को|का|की|के)$/u.test(last)) return false;
      return /(?:ो|ओ|िए|िये|इए|ें|एँ|एं|ना|दो|दें)$/u.test(last);
    },
  },
  bn: {
    request: /অনুগ্রহ করে|দয়া করে|দয়া করে|প্লিজ|আপনি কি|তুমি কি|অনুরোধ/u,
    // The infinitive with "হবে" (must: "মুছতে হবে"), should (উচিত), need (দরকার, প্রয়োজন), compulsory (বাধ্যতামূলক).
    obligative: /তে\s+হবে|উচিত|দরকার|প্রয়োজন|প্রয়োজন|বাধ্যতামূলক|আবশ্যক/u,
    negation: /(?<![\p{L}\p{M}])(?:না|নয়|নয়|নি|কখনো|কখনও|ছাড়া|ছাড়া|নিষিদ্ধ|মানা)(?![\p{L}\p{M}])/u,
    leading: set(''),
    // Bengali puts the verb last: the polite (-ুন, -ান, -িন: করুন, পাঠান, দিন), familiar (-ো, -ও: করো, পাঠাও) and future
    // (-বেন, -বে: করবেন) orders; before "না" the same forms forbid ("করবেন না"). A tense's polite ending -েন (করেন,
    // করেছেন) and the copula (আছে, হয়) state.
    imperative: (_words, clause) => {
      const words = clause
        .trim()
        .replace(/[।.!?]+$/u, '')
        .split(/\s+/u);
      let last = words.pop() ?? '';
      if (last === 'না' && words.length > 0) last = words.pop() ?? '';
      if (/(?:েন|ে|ছে|আছে|হয়|হয়|ছিল|কে|র|এর)$/u.test(last) && !/বেন?$/u.test(last)) return false;
      return /(?:ুন|ান|িন|ো|ও|বেন|বে)$/u.test(last);
    },
  },
  id: {
    request: /(?<![\p{L}])(?:tolong|mohon|silakan|silahkan|bisakah|dapatkah|harap|sila)(?![\p{L}])/iu,
    obligative: word('harus|wajib|perlu|sebaiknya|mesti|hendaknya|diwajibkan|diharuskan|boleh'),
    negation: word('tidak|tak|jangan|bukan|tanpa|dilarang|larangan|usah'),
    leading: set('selalu jangan juga sekarang lalu kemudian cukup segera dan tolong mohon silakan harap'),
    // The imperative is the bare verb or its -kan/-lah/-i form; a subject's verb carries me-, di-, ber- or ter-.
    imperative: verbFirst(
      'id',
      ID_FUNCTION,
      (first, second) =>
        !/^(?:me[mnlry]?|di|ber|ter)\p{L}{3,}/u.test(first) &&
        (/(?:kan|lah)$/u.test(first) || /^(?:semua|seluruh|setiap|para|file|berkas)$/u.test(second) || CODE_NEXT.test(second)),
      /^(?:me[mnlry]?|di|ber|ter)\p{L}{3,}|^(?:sudah|telah|akan|sedang|adalah|selalu)$/u,
    ),
  },
  vi: {
    request: /vui lòng|làm ơn|xin hãy|(?<![\p{L}])xin(?![\p{L}])|bạn có thể|nhờ bạn|phiền bạn/iu,
    obligative: word('phải|cần phải|cần|nên|bắt buộc|buộc phải|được phép|có nhiệm vụ'),
    // "có … không?" asks yes or no: "không" closing a question is its particle, not a negation (round 29).
    negation: /(?<![\p{L}])(?:không bao giờ|không được|không(?!\s*[?？]|\s*$)|đừng|chớ|cấm|nghiêm cấm)(?![\p{L}])/iu,
    leading: set('luôn đừng cũng bây giờ sau đó rồi chỉ trước tiên ngay và hãy'),
    // Vietnamese marks the order with "hãy" and the prohibition with "đừng"; otherwise an act first with no subject.
    // An isolating language marks no verb: the verbs that open a project's orders are read as acts are (round 29).
    imperative: (words, clause) =>
      /^(?:hãy|đừng|chớ)(?![\p{L}])/iu.test(clause) || opensOnAct(words.join(' '), 'vi') || VI_ORDER_VERBS.test(words.slice(0, 2).join(' ')),
  },
  th: {
    request: /กรุณา|โปรด|ช่วย|รบกวน|ได้ไหม/u,
    obligative: /ต้อง|ควร|จำเป็น/u,
    negation: /อย่า|ห้าม|ไม่|โดยไม่/u,
    leading: set(''),
    // Thai writes no spaces between words: an act first, or the prohibition "อย่า", is an order.
    imperative: (_words, clause) => /^(?:อย่า|ห้าม)/u.test(clause.trim()) || opensOnAct(clause, 'th'),
  },
  sw: {
    request: /(?<![\p{L}])(?:tafadhali|tafadhalini|naomba|ningependa|unaweza|mnaweza|ungeweza)(?![\p{L}])/iu,
    obligative: word('lazima|sharti|unapaswa|mnapaswa|inapaswa|anapaswa|inabidi|unatakiwa|inatakiwa|wajibu'),
    negation: /(?<![\p{L}])(?:usi\p{L}+|msi\p{L}+|hapana|kamwe|bila|marufuku|hakuna|haruhusiwi|si)(?![\p{L}])/iu,
    leading: set('daima kamwe pia sasa kisha halafu tu kwanza mara na tafadhali'),
    // The imperative is the bare stem (plural -eni); "usi-…-e" forbids; a subject's verb carries its subject and tense prefixes.
    imperative: (words) => {
      const [first = ''] = words;
      if (/^(?:ni|u|a|tu|m|wa|i|zi|ki|vi|li|ya|ku|hu)(?:na|li|ta|me|ki|sha|nge)\p{L}{2,}/u.test(first)) return false;
      return /eni$/u.test(first) || /^(?:usi|msi)\p{L}+e$/u.test(first) || opensOnAct(words.join(' '), 'sw');
    },
  },
  fa: {
    request: /لطفا|لطفاً|خواهش|می‌?شه|می‌?توانی|می‌?توانید|ممکن است/u,
    obligative: /باید|لازم است|ضروری است|موظف|الزامی|بایستی/u,
    negation: /(?<![\p{L}])(?:نه|هرگز|بدون|ممنوع|نباید|هیچ|ن(?:کن|کنید|ده|دهید|فرست|فرستید|زن|زنید|گذار|گذارید|گو|گویید))(?![\p{L}])/u,
    leading: set(''),
    // Persian puts the verb last: the light verbs' imperatives ("… کن", "… بده") or ب- and the present stem ("بفرست").
    imperative: (_words, clause) => {
      // A complement ("… نگو که …": don't say that …) follows the verb: the verb ends the part before "که" (round 29).
      const main = clause.split(/(?<![\p{L}])که(?![\p{L}])/u)[0] ?? clause;
      const last = (main.trim().split(/\s+/u).pop() ?? '').replace(/[.!؟?]+$/u, '');
      if (/^(?:ب|ن)?(?:کن|کنید|ده|دهید|بده|بدهید|زن|زنید|گیر|گیرید|بگیر|بگیرید|گذار|گذارید|فرست|فرستید|ریز|ریزید|کش|کشید|گو|گویید)$/u.test(last)) return true;
      return /^ب\p{L}{2,5}(?:ید)?$/u.test(last) && !/ه$/u.test(last);
    },
  },
};

/** Danish and Norwegian Bokmål: one grammar (the stem is the imperative; the present ends in -er). */
function scandinavian(language: 'da' | 'nb'): Grammar {
  return {
    request: /venligst|vennligst|vær så (?:venlig|snill)|(?<![\p{L}])(?:kan du|kunne du|vil du)(?![\p{L}])|jeg vil (?:have )?at du/iu,
    obligative: word('skal|må|bør|burde|er nødt til|er påkrævet|er påkrevd|har pligt'),
    negation: word('ikke|ikkje|aldrig|aldri|ingen|intet|uden|uten|forbudt|forbode'),
    leading: set('altid alltid aldrig aldri ikke også nu nå så derefter deretter bare først straks og venligst vennligst fremover'),
    // "-er" is the present ("sletter", "sender") save after the stem of a loan verb ("deaktiver", "ignorer", "installer").
    imperative: verbFirst(
      language,
      DA_FUNCTION,
      (first, second) => (!/er$/u.test(first) || (first.length >= 7 && !/erer$/u.test(first))) && (DA_OBJECT.has(second) || CODE_NEXT.test(second)),
      /(?:er|ede|te)$/u,
    ),
  };
}

/** The agent named in the grammar-read languages ("de assistent", "asystent", "βοηθός", "المساعد", "सहायक", "trợ lý"). */
export const MORE_AGENT_NOUNS =
  /(?<![\p{L}])(?:asystent\p{L}*|asistent\p{L}*|assistent\p{L}*|avustaja\p{L}*|asszisztens\p{L}*|асистент\p{L}*|агент\p{L}*|βοηθ\p{L}*|asisten|trợ lý|msaidizi|tekoäly\p{L}*|kecerdasan buatan|sztuczna inteligencja)(?![\p{L}])|المساعد|الوكيل|الذكاء الاصطناعي|העוזר|הסוכן|בינה מלאכותית|सहायक|एजेंट|ผู้ช่วย|เอเจนต์|دستیار|هوش مصنوعی/iu;
