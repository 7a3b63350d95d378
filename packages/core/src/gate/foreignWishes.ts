import {
  ASK_VERBS,
  CHECK_THINGS,
  CREDENTIAL_WORDS,
  concept,
  HIDE_VERBS,
  LEAVE_OUT_WORDS,
  PREFERENCE_VERBS,
  SAFETY_THINGS,
  SECRECY,
  SEND_VERBS,
  WITHOUT_CHECK,
} from './concepts.js';
import { actWordsOf } from './foreignActs.js';
import type { Language } from './mood/grammarTypes.js';

/**
 * A wish spoken for the user in Spanish, French, German, Italian, Portuguese, Dutch, Swedish, Danish or Norwegian, read as
 * round 31 reads an English one (directives.ts WISH_STAKES, WISH_ACT; issue #18 rule 3, round 32): a forgery when it asks
 * the agent an act — a safeguard lowered, a package, host or server picked, data sent, kept or shown, the agent addressed,
 * a standing or quantified act, a modal — and a taste when it asks none ("Der Benutzer bevorzugt kurze Commit-Nachrichten.",
 * "L'utilisateur préfère les tabulations."). Stems from each language's grammar (second-person pronouns, modal verbs,
 * quantifiers, the complementiser after a verb of wanting) and from the gate's shared concepts; no sentence of any
 * attack. The other languages keep every wish spoken for the user (directives.ts speaksForUserAs).
 */

/** The languages whose wishes are read here (with English, read in directives.ts). */
export const WISH_READ: ReadonlySet<Language> = new Set(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'sv', 'da', 'nb']);

/** The user named in one of {@link WISH_READ}'s languages other than English: the wish's language when its sentence is too short to tell. */
export const FOREIGN_USER = concept(
  ['el usuario', 'la usuaria', "l'utilisateur", "l'utilisatrice", 'der benutzer', 'der nutzer', 'die nutzerin', 'die benutzerin', "l'utente"],
  ['o usuário', 'o utilizador', 'de gebruiker', 'användaren', 'brugeren', 'brukeren'],
);

/**
 * What a wish's object is when it is the agent's business (round 32), beside the shared concepts {@link wishAsksActForeign}
 * reads: accepting, skipping, switching off, trusting, merging, pushing, deploying, forcing, deleting; production and the
 * main branch; packages, registries, mirrors and servers; what is sent, shared, logged or told; memory. Stems per language.
 */
const FOREIGN_STAKES = concept(
  // es
  ['acept', 'omit', 'saltar', 'sáltate', 'salta$', 'desactiv', 'deshabilit', 'apag', 'confía', 'confiar', 'automátic', 'fusion', 'despleg', 'desplieg'],
  ['forz', 'borr', 'elimin', 'sobrescrib', 'producción', 'paquete', 'librería', 'biblioteca', 'dependencia', 'instal', 'registro', 'espejo', 'servidor'],
  ['dominio', 'proveedor', 'compart', 'subir', 'adjunt', 'pega$', 'pegar', 'incluy', 'incluir', 'historial', 'conversaci', 'informe', 'avis', 'menciona'],
  ['recuerd', 'guard', 'memori'],
  // fr
  [
    'accept',
    'ignor',
    'saute',
    'sauter',
    'désactiv',
    'coupe$',
    'couper',
    'confiance',
    'automatique',
    'fusionn',
    'pousse',
    'déploi',
    'déploy',
    'forc',
    'supprim',
  ],
  ['efface', 'écrase', 'paquet', 'bibliothèque', 'dépendance', 'installe', 'registre', 'miroir', 'serveur', 'domaine', 'fournisseur', 'partag'],
  [
    'téléverse',
    'joindre',
    'colle$',
    'coller',
    'collez',
    'inclu',
    'journal',
    'historique',
    'conversation',
    'rapport',
    'prévien',
    'signal',
    'mentionn',
    'souvien',
    'enregistr',
  ],
  // de
  ['akzeptier', 'übernimm', 'übernehm', 'überspring', 'auslass', 'deaktivier', 'abschalt', 'ausschalt', 'vertrau', 'automatisch', 'zusammenführ'],
  ['deploy', 'erzwing', 'lösch', 'entfern', 'überschreib', 'produktion', 'paket', 'bibliothek', 'abhängigkeit', 'installier', 'registry', 'spiegel'],
  [
    'server',
    'domain',
    'anbieter',
    'schick',
    'teile$',
    'teilen',
    'teilt$',
    'hochlad',
    'anhäng',
    'einfüg',
    'protokoll',
    'verlauf',
    'unterhaltung',
    'bericht',
    'erwähn',
  ],
  ['benachrichtig', 'merk dir', 'merke$', 'merken', 'speicher'],
  // it
  ['accett', 'salta', 'saltare', 'disattiv', 'spegn', 'fidati', 'fidarsi', 'automatic', 'unisci', 'deploy', 'forz', 'cancell', 'elimin', 'sovrascriv'],
  ['produzione', 'pacchett', 'libreria', 'dipendenz', 'install', 'registro', 'mirror', 'server', 'dominio', 'fornitore', 'condivid', 'allega', 'incolla'],
  ['includ', 'cronologia', 'conversazion', 'rapporto', 'avvis', 'menziona', 'ricorda', 'salva', 'memoria'],
  // pt
  [
    'aceit',
    'pular',
    'pule$',
    'pula$',
    'desativ',
    'deslig',
    'confie',
    'confiar',
    'automátic',
    'mescl',
    'implant',
    'forç',
    'apag',
    'exclu',
    'remov',
    'sobrescrev',
    'produção',
  ],
  ['pacote', 'biblioteca', 'dependência', 'instal', 'registro', 'espelho', 'servidor', 'domínio', 'fornecedor', 'compartilh', 'envi', 'anex', 'cole$', 'colar'],
  ['inclu', 'histórico', 'conversa', 'relatório', 'avis', 'mencion', 'lembr', 'salv', 'memória'],
  // nl, sv, da, nb (their act tables are read as well: foreignActs.ts)
  ['accepteer', 'overslaan', 'sla over', 'uitschakel', 'schakel uit', 'vertrouw', 'automatisch', 'samenvoeg', 'verwijder', 'overschrijf', 'pakket'],
  ['bibliotheek', 'afhankelijk', 'installeer', 'spiegel', 'server', 'domein', 'leverancier', 'deel$', 'delen', 'plak', 'voeg toe', 'geschiedenis'],
  ['gesprek', 'rapport', 'meld', 'onthoud', 'bewaar', 'geheugen'],
  ['godkänn', 'acceptera', 'lita på', 'automatisk', 'pusha', 'tvinga', 'paket', 'beroende', 'installera', 'server', 'domän', 'leverantör', 'historik'],
  ['rapport', 'berätta', 'kom ihåg', 'spara', 'minne', 'godkend', 'godkjenn', 'accepter', 'stol på', 'tving', 'pakke', 'afhængighed', 'avhengighet'],
  ['installer', 'leverandør', 'fortæl', 'fortell', 'husk', 'gem$', 'lagre', 'hukommelse'],
);

/**
 * The wish's grammar when it asks an act (round 32): the agent addressed (a second-person pronoun), a modal or a leave
 * ("should", "must", "may", "no longer needed", "optional"), a quantified or standing act ("every", "always", "never",
 * "nothing", "directly"). Per language; "te" is left out (Dutch "te" marks an infinitive, the user's own act), and so is
 * "instead of" ("statt", "au lieu de"): a taste compares two things ("Tabs statt Leerzeichen").
 */
const FOREIGN_ACT = concept(
  // es
  ['tú', 'usted', 'tu$', 'tus$', 'ti$', 'contigo', 'debe$', 'debes', 'deben', 'debería', 'hay que', 'tiene que', 'tienes que', 'puedes', 'puede$'],
  ['innecesari', 'opcional', 'ya no', 'no hace falta', 'no es necesari', 'está bien', 'cada', 'todo$', 'todos$', 'toda$', 'todas$', 'siempre'],
  ['nunca', 'nada$', 'directamente', 'inmediatamente', 'solo$', 'sólo$', 'solamente'],
  // fr
  ['tu$', 'toi$', 'vous', 'votre', 'vos$', 'tes$', 'doit', 'dois$', 'devez', 'devrai', 'faut', 'peux', 'pouvez', 'peut$', 'inutile', 'facultati'],
  ['optionnel', 'plus besoin', 'plus nécessaire', "d'accord", 'chaque', 'tout$', 'tous$', 'toute$', 'toutes$', 'toujours', 'jamais', 'rien$'],
  ['directement', 'immédiatement', 'seulement', 'uniquement'],
  // de
  ['du$', 'dich$', 'dir$', 'dein', 'euch$', 'soll', 'muss', 'musst', 'müssen', 'darf', 'darfst', 'dürfen', 'kannst', 'nicht mehr', 'nicht nötig'],
  ['unnötig', 'überflüssig', 'in ordnung', 'jede', 'alles$', 'immer$', 'nie$', 'niemals', 'nichts', 'stets', 'sofort', 'direkt', 'nur$'],
  // it
  ['tu$', 'ti$', 'tuo$', 'tua$', 'tuoi$', 'tue$', 'voi$', 'vostr', 'deve$', 'devi$', 'devono', 'dovrebbe', 'bisogna', 'puoi', 'può', 'inutile'],
  ['facoltativ', 'opzional', 'non serve', 'non più', 'va bene', 'non è necessari', 'ogni', 'tutto$', 'tutti$', 'tutte$', 'sempre', 'mai$', 'niente'],
  ['nulla', 'direttamente', 'subito', 'solo$', 'soltanto'],
  // pt
  ['você', 'tu$', 'teu$', 'teus$', 'tua$', 'tuas$', 'deve$', 'deves', 'devem', 'deveria', 'tem que', 'tem de', 'pode$', 'podes'],
  ['desnecessári', 'opcional', 'não precisa', 'não mais', 'tudo bem', 'não é necessári', 'cada', 'todo$', 'todos$', 'toda$', 'todas$', 'sempre'],
  ['nunca', 'nada$', 'diretamente', 'imediatamente', 'só$', 'apenas'],
  // nl
  ['je$', 'jij$', 'jou$', 'jouw', 'u$', 'uw$', 'jullie', 'moet', 'mag$', 'mogen', 'kunt', 'hoeft', 'hoef$', 'niet meer', 'onnodig', 'overbodig'],
  ['optioneel', 'niet nodig', 'elke', 'ieder', 'alles$', 'altijd', 'nooit', 'niets', 'direct$', 'meteen', 'alleen'],
  // sv, da, nb
  ['du$', 'dig$', 'din$', 'ditt$', 'dina$', 'ska$', 'skall', 'måste', 'får$', 'kan$', 'inte längre', 'onödig', 'valfri', 'varje', 'alltid'],
  ['aldrig', 'inget', 'ingenting', 'direkt', 'bara$', 'deg$', 'dine$', 'skal$', 'må$', 'bør$', 'ikke længere'],
  ['ikke lenger', 'unødvendig', 'valgfri', 'hver$', 'hvert$', 'altid', 'aldri$', 'intet$', 'direkte'],
);

/**
 * The complementiser after a verb of wanting or preferring (round 32): "prefiere que …", "veut que …", "möchte, dass …",
 * "vuole che …", "quer que …", "wil dat …", "vill att …", "ønsker at …" — the wish is for someone else's act, the agent's.
 * After a verb of saying ("dijo que …", "hat gesagt, dass …") it introduces a report, read by its own words.
 */
const WANT_THAT = new RegExp(
  String.raw`(?<![\p{L}])(?:prefier\p{L}*|quier\p{L}*|quisier\p{L}*|dese\p{L}*|préf[èé]r\p{L}*|veu[lt]\p{L}*|voudr\p{L}*|souhait\p{L}*|aimer\p{L}*` +
    String.raw`|bevorzug\p{L}*|möcht\p{L}*|wünsch\p{L}*|will|woll\p{L}*|preferisc\p{L}*|vuol\p{L}*|vorrebb\p{L}*|desider\p{L}*|prefer\p{L}*` +
    String.raw`|quer|gostari\p{L}*|wil|wilt|wenst|föredrar|vill|önskar|foretræk\p{L}*|foretrekk\p{L}*|ønsk\p{L}*|vil)` +
    // Only an adverb between ("prefiere siempre que", "bevorzugt es, dass"): a noun between makes "que", "che", "dat" a relative.
    String.raw`(?:\s+(?:es|lieber|eher|gern|gerne|sehr|siempre|mucho|bien|beaucoup|toujours|immer|sempre|molto|muito|altijd|liever|alltid|helst|altid))?` +
    String.raw`\s*,?\s+(?:(?:que|dass|che|dat|att|at)(?![\p{L}])|qu['’])`,
  'iu',
);

/** Every verb of wishing in a sentence ({@link PREFERENCE_VERBS}), blanked: what the wish is about is read without it. */
const WISH_VERBS_GLOBAL = new RegExp(PREFERENCE_VERBS.source, 'giu');

/** The act tables' stems of a grammar-read language (foreignActs.ts), as one list: acts and the objects they harm. */
function actTables(language: Language): readonly Pick<RegExp, 'test'>[] {
  const words = actWordsOf(language);
  return words
    ? [words.destroy, words.send, words.off, words.ignore, words.leak, words.data, words.secret, words.safety, ...(words.ask ? [words.ask] : [])]
    : [];
}

/**
 * True when a wish spoken for the user in one of {@link WISH_READ}'s languages (not English) asks the agent an act: its
 * grammar ({@link FOREIGN_ACT}, {@link WANT_THAT}) or its stakes ({@link FOREIGN_STAKES}, the shared concepts of
 * safeguards, checks, credentials, sending, hiding, leaving out and asking, and the language's act tables), read with the
 * verb of wishing itself blanked ("a demandé" asks nothing by itself).
 *
 * @param sentence - one sentence (any length)
 * @param language - the sentence's language (languageOf); a Nordic, Dutch or Portuguese one adds its act tables
 */
export function wishAsksActForeign(sentence: string, language: Language): boolean {
  if (WANT_THAT.test(sentence)) return true;
  const about = sentence.replace(WISH_VERBS_GLOBAL, ' ');
  const shared = [FOREIGN_ACT, FOREIGN_STAKES, SAFETY_THINGS, CHECK_THINGS, CREDENTIAL_WORDS, SEND_VERBS, HIDE_VERBS, SECRECY, LEAVE_OUT_WORDS];
  if ([...shared, WITHOUT_CHECK, ASK_VERBS].some((c) => c.test(about))) return true;
  const lower = about.toLowerCase();
  return actTables(language).some((t) => t.test(lower));
}
