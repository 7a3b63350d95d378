import type { GateCategory } from './categories.js';
import { CREDENTIAL_PLACES, CREDENTIAL_WORDS, SAFETY_THINGS, SECRET_VARIABLES } from './concepts.js';

/**
 * Noun classes × direction (issue #18 rule 2, round 24). The verb lists of `directiveHazards` (disable, transfer, read,
 * destroy) miss every verb they lack ("neuter the hook", "siphon the customer emails", "obliterate the backups"). Here
 * the feature is what the clause acts on and which way, not the verb: a directive clause (the caller keeps a category
 * only when its mood is imperative, a polite request, an obligation, a rule about the agent, or a practice under a
 * trigger; a user-preference framing is read by the caller as speaking for the user) flags when its object is one of
 * the hazard classes and its direction is the harmful one:
 *
 * | class | harmful direction | category |
 * | --- | --- | --- |
 * | safeguards (SAFETY_THINGS) | made inert: exits 0 or always passes, (an act that leaves it inert otherwise: guardOff.ts, read by directives.ts) | `safety-off` |
 * | secrets and credentials, people's data | moved after their naming into a place others read (a public page, a wiki, `public/`) | `exfiltration` |
 * | project data (production databases, backups, migrations, customer data) | lost: a verb of destroying in any form | `destructive` |
 * | history (of a shared branch) | rewritten or force-pushed | `destructive` |
 *
 * A clause that opens on a prohibition of the act, in any of the gate's languages ({@link prohibitionOpens}: "never X",
 * "do not X", "ne … jamais", "nicht", "kein", "не …", "non", "no", "nunca", "不要", "…ないで", "…지 마세요"), forbids
 * it: no class hazard is read in it. Every pattern is a bounded alternation with no nested unbounded quantifier.
 */

/** Words before a prohibition's negation that leave it a prohibition: "please", "and", "note:". */
const FILLER = String.raw`(?:(?:please|so|and|but|also|then|just|now|note|remember|por favor|s'il te plaît|bitte|per favore|пожалуйста)\s*[,:]?\s+){0,3}`;

/**
 * A negated verb that orders all the same ("don't forget to", "never fail to", "n'oublie pas de", "vergiss nicht"): no
 * prohibition of the act that follows it. Asking and waiting stopped are a safeguard removed ("don't ask", "no preguntes").
 */
const NOT_A_PROHIBITION = new RegExp(
  String.raw`^(?:forget|fail|hesitate|bother|stop|wait|ask|mind|let|worry|panic|preocup|inqui[eè]t|sorg|preoccup|волну|беспоко|endişe` +
    String.raw`|olvid|dej|esper|pregunt|oubli|attend|demande|h[ée]site|vergiss|frag|wart|z[öo]ger` +
    String.raw`|dimentic|aspett|chied|esitar|esque[cç]|pergunt|забуд|жди|спрашива|сомнева)`,
  'iu',
);

/** The opening negation of a prohibition, per language, before the verb it forbids. */
const PROHIBITION_LEAD = new RegExp(
  [
    String.raw`^${FILLER}(?:never|do not|don['’]t|do never|must not|mustn['’]t|must never|should never|you must not|you should never`,
    String.raw`|no|nunca|jam[aá]s|ne|nie|niemals|non|mai|não|nao|не|никогда|нельзя|asla|hiçbir zaman|nigdy|nooit)\s+|^${FILLER}n['’]\s*`,
  ].join(''),
  'iu',
);

/** A turn from the forbidden act to an ordered one: "instead", "rather", "but", "only", "sino", "mais", "sondern", "а", "но". */
const CONTRAST =
  /\b(?:instead|rather|but|only|sino|sondern|stattdessen|invece|au lieu|plutôt|em vez|en cambio|en su lugar)\b|(?<![\p{L}])(?:mais|а|но|вместо этого|yerine)(?![\p{L}])|[;:—]/iu;

/** A German or Dutch imperative negated by the word after it ("Erwähne keine …", "Schreib niemals …", "Lösche nicht …"). */
/** Dutch negates the same way ("Verwijder nooit …", "Stuur geen tokens …", "Zet het niet uit"). */
const GERMAN_NEGATED_IMPERATIVE =
  /^\p{Lu}\p{Ll}+\s+(?:(?:das|die|den|dem|es|ihn|sie|het|de|ze)\s+)?(?:nie|niemals|nicht|keine?[nmrs]?|nooit|niet|geen)(?![\p{L}])/u;
/** A German prohibition opening on its negation ("Keine Passwörter … erwähnen", "Niemals Zugangsdaten … schreiben"). */
const GERMAN_NEGATION_FIRST = /^(?:nie|niemals|keine?[nmrs]?)\s/iu;
/** Chinese prohibitions at the clause's start; Japanese and Korean negative requests at its end. */
const CJK_PROHIBITION = new RegExp(
  String.raw`^(?:请|請)?(?:不要|别|勿|切勿|禁止|不得|不可|严禁|絶対に)` +
    String.raw`|(?:ないで(?:ください|下さい)?|てはいけません|てはいけない|禁止(?:です)?|지\s?마(?:세요|십시오|라)?|지\s?말\p{L}*)[。.!！]?$`,
  'u',
);

/**
 * A prohibition as the clause's predicate, its act the subject ("Deleting all remote branches is forbidden", "Cancellare tutti
 * i rami remoti è vietato", "Borrar … está prohibido", "… ist verboten", "… jest zabronione"): the clause forbids the act, in
 * every language the gate reads. Read at the clause's end only (round 26).
 */
const PROHIBITION_PREDICATE = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:(?:is|are)\s+(?:strictly\s+|absolutely\s+)?(?:forbidden|prohibited|banned|not allowed|not permitted|off-limits)`,
    String.raw`|(?:está|están|estão|está)\s+(?:\p{L}+\s+)?(?:prohibid[oa]s?|vetad[oa]s?|proibid[oa]s?)|no (?:está|están) permitid[oa]s?`,
    String.raw`|(?:est|sont)\s+(?:strictement\s+)?(?:interdit|défendu|proscrit)e?s?|n['’](?:est|sont) pas (?:autorisé|permis)e?s?`,
    String.raw`|(?:ist|sind)\s+(?:streng\s+)?verboten|(?:ist|sind) nicht (?:erlaubt|gestattet)`,
    String.raw`|(?:è|sono)\s+(?:severamente\s+|assolutamente\s+)?(?:vietat|proibit)[oaie]|non (?:è|sono) (?:consentit|permess)[oaie]`,
    String.raw`|(?:é|são)\s+(?:estritamente\s+)?proibid[oa]s?|não (?:é|são) permitid[oa]s?`,
    String.raw`|(?:is|zijn)\s+(?:streng\s+)?verboden|(?:is|zijn) niet toegestaan|(?:jest|są)\s+(?:surowo\s+)?(?:zabronion|zakazan)\p{L}*`,
    String.raw`|запрещен\p{L}*|запрещается|недопустим\p{L}*|yasakt[ıi]r|yasak)[.!。]?\s*$|(?:是)?禁止的?[。.]?$|禁止(?:です|されています)[。.]?$|금지(?:입니다|됩니다|된다)[.]?$`,
  ].join(''),
  'iu',
);

/**
 * True when `clause` opens on a prohibition of the act it names, in any of the gate's languages: the negation first
 * ("Never paste …", "No subas …", "Ne colle jamais …", "Не вставляй …", "Non incollare …", "不要把 …"), after the verb in
 * German ("Erwähne keine …") or at the end in Japanese and Korean ("…しないでください", "…붙여넣지 마세요"). Not a negated
 * verb that orders all the same ({@link NOT_A_PROHIBITION}: "don't forget to …", "no preguntes", "n'attends pas"). A clause
 * whose predicate is a prohibition of its subject ({@link PROHIBITION_PREDICATE}: "… è vietato") forbids it as well.
 *
 * @param clause - one clause as written (any length; only its first words and its end are read)
 */
export function prohibitionOpens(clause: string): boolean {
  const text = clause.trim().replace(/^[-*•>#\d.)\s]+/u, '');
  if (CJK_PROHIBITION.test(text) || PROHIBITION_PREDICATE.test(text)) return true;
  if (GERMAN_NEGATION_FIRST.test(text)) return !/^\S+\s+(?:sorge|angst|panik|eile)(?![\p{L}])/iu.test(text) && !CONTRAST.test(text);
  if (GERMAN_NEGATED_IMPERATIVE.test(text)) return !NOT_A_PROHIBITION.test(text) && !CONTRAST.test(text);
  const lead = PROHIBITION_LEAD.exec(text);
  if (!lead) return false;
  // French negates around the verb: "ne" needs its "pas", "jamais", "plus", "rien" or "aucun" after the verb.
  const rest = text.slice(lead[0].length);
  const french = /(?<![\p{L}])(?:ne|n['’])\s*$/iu.test(lead[0]);
  if (french && !/(?<![\p{L}])(?:pas|jamais|plus|rien|aucun\p{L}*)(?![\p{L}])/iu.test(rest.slice(0, 60))) return false;
  // Spanish and Italian "no"/"non" is a prohibition only before a verb, not "no tests …" (a noun phrase).
  // A prohibition turned into an order ("don't keep it in .env, commit it instead", "nicht X, sondern Y") orders the rest.
  if (CONTRAST.test(rest)) return false;
  const verb = /^(?:(?:me|te|se|le|lo|la|les|los|las|ci|vi|ne|l['’]|mi|ti|gli)\s+)?([\p{L}'’-]+)/u.exec(rest)?.[1] ?? '';
  if (verb === '' || NOT_A_PROHIBITION.test(verb)) return false;
  if (/^no$/iu.test(lead[0].trim()) && !/(?:[ae]s|[ae]n|[ae]is|[eé]is|ar|er|ir|e|a)$/iu.test(verb)) return false;
  return true;
}

/** People's data: records about customers, users, patients or employees, in the gate's languages. */
const PEOPLES_DATA = new RegExp(
  [
    String.raw`\b(?:customer|client|user|patient|employee|personal|subscriber|member)s?['’]?\s+(?:data|records?|e-?mails?|e-?mail addresses|addresses`,
    String.raw`|phone numbers?|lists?|exports?|details|pii|profiles?)\b|\bpii\b|\bthe users table\b`,
    String.raw`|(?<![\p{L}])(?:kunden\p{L}*daten|kunden-?\p{L}*|nutzerdaten|personenbezogen\p{L}*|datos (?:de (?:los )?)?(?:clientes|usuarios)|datos personales`,
    String.raw`|données (?:des )?(?:clients|utilisateurs)|données personnelles|dati (?:dei )?(?:clienti|utenti)|dati personali|dados (?:de |dos )?(?:clientes|usuários)`,
    String.raw`|dados pessoais|персональн\p{L}* данн\p{L}*|данн\p{L}* (?:клиентов|пользователей)|müşteri veri\p{L}*|kişisel veri\p{L}*)(?![\p{L}])`,
    '|客户数据|用户数据|个人信息|顧客データ|個人情報|고객 데이터|개인정보',
  ].join(''),
  'iu',
);

/**
 * True when `text` names a secret, a credential or its place (concepts.ts: CREDENTIAL_WORDS, CREDENTIAL_PLACES,
 * SECRET_VARIABLES) or people's data ({@link PEOPLES_DATA}): what must not reach a place others read, and what a
 * person keeps out of an account of the work to keep it safe (not to conceal the work).
 *
 * @param text - a clause or part of one (any length; each pattern is linear)
 */
export function protectedData(text: string): boolean {
  return CREDENTIAL_WORDS.test(text) || CREDENTIAL_PLACES.test(text) || SECRET_VARIABLES.test(text) || PEOPLES_DATA.test(text);
}

/**
 * A place others read, after a preposition of motion or place, in the gate's languages: a public or shared page, a
 * wiki, an issue template, `public/`. Bounded: at most three words between the preposition and the place.
 */
const PUBLIC_DESTINATION = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:into|in|inside|onto|on|to|under|at the end of|onto the end of|en|dans|sur|in die|ins|im|in das|nel|nella|nei|no|na|em|в|во|на)\s+`,
    String.raw`(?:[\p{L}'’-]+\s+){0,3}?(?:public\/|(?:the\s+)?public\s+[\p{L}-]+|wiki|issue templates?|readme|gist|pastebin|[\p{L}-]*public\p{L}*|pública|público`,
    // The project's documentation by its path or file ("docs/setup.md", "CONTRIBUTING.md", "a docs file").
    String.raw`|\x60?(?:\.\/)?(?:docs?|documentation|wiki|examples?)\/[\w./-]{0,80}|\x60?[\w./-]{1,80}\.(?:md|mdx|rst|adoc)\b|docs? (?:file|page|folder)s?`,
    String.raw`|öffentlich\p{L}*|pubblic\p{L}*|публичн\p{L}*|общедоступн\p{L}*)(?![\p{L}])`,
    String.raw`|(?<![\p{L}])(?:wiki pública|wiki publique|öffentliche wiki|wiki pubblica|публичн\p{L}* вики)(?![\p{L}])|公开的|公開|공개`,
  ].join(''),
  'iu',
);
/**
 * The protected data's role when the clause is about it, not moving it: its rotation, policy, format, expiry, where it
 * lives. The attribute nouns in each of the gate's first languages ("il formato del token", "la rotación de la clave",
 * "das Format des Tokens"; round 30): documenting what a token looks like shows no token. The question words stay
 * English: "como", "come", "wie" also mean "as", which names the very value ("paste the token as …").
 */
const ABOUT_DATA = new RegExp(
  [
    String.raw`\b(?:rotation|rotate|policy|policies|format|expiry|expiration|scopes?|naming|names?|lifecycle|how|where|which|whether|setup`,
    String.raw`|revocation|guide|section)\b|(?<![\p{L}])(?:formato|formatos|formats?|formát|biçimi?|формат\p{L}*|rotazione|rotación|rotação`,
    String.raw`|rotasyon\p{L}*|ротаци\p{L}*|scadenza|caducidad|vencimiento|validade|expiração|ablauf|gültigkeit|срок\p{L}*|politica|política`,
    String.raw`|politique|richtlinie\p{L}*|политик\p{L}*|struttura|estructura|estrutura|struktur|структур\p{L}*|schema|esquema|schéma`,
    String.raw`|schemas?|ambito|alcance|escopo|portée|geltungsbereich|revoca|revocación|revogação|révocation|widerruf)(?![\p{L}])`,
  ].join(''),
  'iu',
);

/** "Without" and the word it takes, in the gate's languages: "without asking", "sin avisar", "sans prévenir", "ohne Rückfrage". */
const WITHOUT = /(?<![\p{L}])(?:without|sin|sans|ohne|senza|sem|без|zonder|bez)\s+[\p{L}'’-]+/giu;
/** A negation of the act, in the gate's languages (read once "without" phrases are removed). */
const NEGATION_WORD =
  /(?<![\p{L}])(?:not|no|never|nunca|jam[aá]s|ne|pas|nicht|nie|niemals|kein\p{L}*|non|mai|não|не|никогда|нельзя|asla|niet|nooit|geen|nigdy)(?![\p{L}])|n['’]t\b|不|别|勿|ない|않|마세요/iu;

/** A place named as where the data must not go: "rather than in the README", "not in", "out of", "statt", "plutôt que". */
const AWAY_FROM =
  /\b(?:rather than|instead of|not|never|out of|away from)\b|(?<![\p{L}])(?:statt|anstatt|plutôt que|en lugar de|en vez de|invece di|em vez de|вместо|yerine)(?![\p{L}])/iu;
/** The act a safeguard comes before, to the clause's end ("… before you drop the migrations folder"): done only after it. */
const LATER_ACT = /(?<=\S\s{1,8})(?:before|antes de|avant de|prima di|bevor|перед)\s[\s\S]*$/iu;
/**
 * An act named as the reader's wish in a condition, to the clause's end ("… if you want to delete all migrations",
 * "si quieres borrar …", "si vous voulez supprimer …", "wenn du … löschen willst"): what is ordered is the clause's own
 * verb before it (open an ADR first), not the act the condition names (round 25).
 */
const WISHED_ACT =
  /(?:^|\s)(?:if|si|se|wenn|falls|если)\s+(?:you|we|they|someone|anyone|tu|vous|usted|du|sie|ihr|você|tú)?\s*(?:ever\s+)?(?:want|need|wish|plan|decide|quieres|necesitas|deseas|veux|voulez|souhaitez|willst|wollt|möchtest|vuoi|volete|quer|queres|хочешь|хотите)\w*\s[\s\S]*$/iu;

/** Production, backups, migrations, the live database: data the project cannot rebuild, in the gate's languages. */
const PROJECT_DATA = new RegExp(
  [
    String.raw`\b(?:production|prod|live)\s+(?:database|db|data|tables?|cluster|bucket)s?\b|\bbackups?\b|\bmigrations\s+(?:folder|directory)\b`,
    String.raw`|\bevery table\b|\ball (?:the )?(?:tables|rows|records)\b`,
    String.raw`|(?<![\p{L}])(?:base de (?:datos|données|dados) (?:de )?(?:producci[oó]n|production|produ[cç][aã]o|clientes|clients)|produktionsdatenbank`,
    String.raw`|produktiv\p{L}*datenbank|database di produzione|banco (?:de dados )?de produ[cç][aã]o|производствен\p{L}* баз\p{L}*|продакшн\p{L}* баз\p{L}*`,
    String.raw`|боев\p{L}* баз\p{L}*|üretim veritaban\p{L}*|copias? de seguridad|sauvegardes?|bac?kups?|sicherung\p{L}*|бэкап\p{L}*|резервн\p{L}* копи\p{L}*`,
    String.raw`|yedek\p{L}*)(?![\p{L}])|生产数据库|生产库|备份|本番データベース|本番DB|バックアップ|프로덕션 데이터베이스|운영 DB|백업`,
  ].join(''),
  'iu',
);
/** What cannot be rebuilt, beyond English: production, backups, history, customers, users, all files. */
export const VALUABLE_WORLD = new RegExp(
  [
    String.raw`producci[oó]n|produ[cç][aã]o|produktion|produzione|продакшн|продакшен|прод(?![\p{L}])|üretim|生产|本番|프로덕션|운영 `,
    String.raw`|backups?|copias? de seguridad|respaldos?|c[oó]pias? de seguran[cç]a|sauvegardes?|sicherung\w*|резервн\w*|бэкап\w*|yedek\w*|备份|バックアップ|백업`,
    String.raw`|historial|hist[oó]ric[oa]|historique|verlauf|historie|cronologia|истори\w*|geçmiş\w*|历史|履歴|geschiedenis|histori(?:a|ę|i|ą)(?![\p{L}])`,
    String.raw`|productie\p{L}*|produkcyj\p{L}*|produkcj\p{L}*|kopi\p{L}* zapasow\p{L}*|klanten|klant\p{L}*|klient\p{L}*|gebruikers|użytkownik\p{L}*`,
    String.raw`|migraties|migracj\p{L}*|alle bestanden|wszystkie pliki|alle (?:\p{L}+ )?(?:takken|branches)|wszystkie (?:\p{L}+ )?gałęzie`,
    String.raw`|clientes|clients|kunden|clienti|клиент\w*|müşteri\w*|客户|顧客|고객|usuarios|usu[aá]rios|utilisateurs|utenti|пользовател\w*|kullanıcı\w*|用户|ユーザー|사용자`,
    // The migrations, the schema's history: whatever the language calls them.
    String.raw`|migraciones|migrationen|migrazioni|migra[cç][oõ]es|миграци\w*|migrasyonlar\w*|迁移|マイグレーション|마이그레이션`,
    String.raw`|tod[oa]s? (?:los |las |os |as )?(?:archivos|arquivos|ficheros|datos|dados|tablas|tabelas)|tous les fichiers|alle dateien|tutti i file|все файлы|tüm dosyalar|所有文件|すべてのファイル|모든 파일`,
    // Every branch: the project's work in progress and its history ("delete all remote branches" is read in English by VALUABLE_OBJECTS).
    // One modifier may stand between "all" and the branches ("tüm uzak dalları", "alle entfernten Branches", "所有远程分支").
    String.raw`|tod[oa]s (?:las |os |as )?(?:ramas|branches|ramos|ramifica[cç](?:ão|ões))|toutes les branches|alle (?:[\p{L}]+[- ])?(?:branches|zweige)` +
      String.raw`|tutti i (?:branch|rami)|все (?:\p{L}+ )?ветки|tüm (?:\p{L}+ )?(?:dallar\p{L}*|branch\p{L}*)|所有\p{Script=Han}{0,4}分支` +
      String.raw`|すべての\p{Script=Katakana}{0,8}ブランチ|모든 (?:\p{L}+ )?브랜치`,
  ].join(''),
  'iu',
);
/** Routine objects beyond English: tests, local copies, caches, build output. */
export const ROUTINE_WORLD =
  /(?<![\p{L}])(?:pruebas?|testes?|tests?|local(?:es)?|temporal(?:es)?|tempor[aá]ri[oa]s?|cach[eé]|dist|build|tmp|obsolet[oa]s?|antig[uo][oa]?s?|viej[oa]s?|alten?|vecch[io])(?![\p{L}])/iu;
/** Where keys and logins are kept: destroying them locks the person out (SSH, cloud and GPG keys, keychains). */
export const KEY_STORES =
  /(?:~|\$HOME)?\/?\.(?:ssh|aws|gnupg|kube)\b(?!\/known_hosts)|\bid_(?:rsa|ed25519|ecdsa)\b|\bkeychains?\b|\bkeyrings?\b|\bkeystores?\b/i;
/**
 * A migrations folder named by its path ("db/migrations", "prisma/migrations/", "/app/db/migrations"). A match starts only
 * at a path's beginning (never after a `/`), so a long path is read once, not once per folder in it (h48: 32 KiB of
 * `a/a/…` took ≈ 2 s; test/gate/roundNineteenD.test.ts).
 */
export const MIGRATIONS_PATH = /(?<![\w./-])\/?(?:[\w.-]+\/)+migrations\/?(?![\w/-])/i;
/** The schema's history in English: the migrations, a migration folder, its history, files or table. */
const MIGRATIONS = /\bmigrations\b|\bmigration\s+(?:folder|directory|dir|history|files|table)\b/i;
/** English routine objects of a removal: local, test, scratch, old or unused things (what the removed verb rules kept). */
const ROUTINE_ENGLISH =
  /\b(?:local|test|tests|testing|dev|development|scratch|temporary|tmp|cache|fixture|fixtures|sandbox|stale|old|unused|merged|feature|preview|ephemeral)\b/i;

/**
 * What a project cannot rebuild beside production data and backups ({@link PROJECT_DATA}), as a destroyed object's class,
 * whatever the language the clause is written in: production, backups, history, customers, users, migrations and every
 * file or branch as the other languages name them ({@link VALUABLE_WORLD}), the English migrations, and key stores
 * ({@link KEY_STORES}). Round 25:
 * this class replaced the verb-list rules of `directiveHazards` (a migrations order, a key store destroyed, the
 * other-language destroy verbs), so one rule reads all of them.
 */
function destroyable(raw: string): boolean {
  return VALUABLE_WORLD.test(raw) || MIGRATIONS.test(raw) || MIGRATIONS_PATH.test(raw) || KEY_STORES.test(raw);
}

/** Verbs of destroying in any form, in the gate's languages (imperative, infinitive, second person, imperfective). */
const DESTROY_DIRECTION = new RegExp(
  [
    String.raw`\b(?:wip|eras|destroy|purg|nuk|delet|drop|truncat|empt|obliterat|scrub|shred|annihilat|incinerat|zap|torch|remov|overwrit|trash)\w*|\bblow away\b|\bget rid of\b|\brm\s+-\w+`,
    String.raw`|(?<![\p{L}])(?:borr\p{L}*|elimin\p{L}*|vac[ií]\p{L}*|destru\p{L}*|apag\p{L}*|exclu\p{L}*|esvazi\p{L}*|supprim\p{L}*|effac\p{L}*|détrui\p{L}*`,
    String.raw`|vide[rz]?|videz|lösch\p{L}*|gelöscht\p{L}*|geleert\p{L}*|entfern\p{L}*|remova\p{L}*|distrutt\p{L}*|vernicht\p{L}*|leere\p{L}*|cancell\p{L}*|svuot\p{L}*|distrugg\p{L}*|удал\p{L}*|сотр\p{L}*|стир\p{L}*|уничтож\p{L}*`,
    String.raw`|очи[сщ]\p{L}*|sil|silin|sildir\p{L}*|temizle\p{L}*|yok et\p{L}*`,
    // Dutch and Polish (round 26): verwijder, wis, leeg, vernietig; usuń, skasuj, wyczyść, zniszcz, wymaż.
    String.raw`|verwijder\p{L}*|wis|wissen|gewist|leeg|leegmaken|vernietig\p{L}*|usu[nń]\p{L}*|usuw\p{L}*|skasuj\p{L}*|kasuj\p{L}*|wyczyść\p{L}*`,
    String.raw`|czyść\p{L}*|zniszcz\p{L}*|wymaż\p{L}*)(?![\p{L}])|删除|删掉|清空|销毁|削除|消去|消して|삭제|지워|지우`,
  ].join(''),
  'iu',
);
/** A routine object or a lifecycle rule: local, test or scratch data, or what is older than a retention period. */
const ROUTINE_DATA = new RegExp(
  String.raw`(?<![\p{L}])(?:local|test|tests|testing|staging|scratch|dev|temp|tmp|cache|fixtures?|seed|stale|expired|obsolete|older than|retention` +
    String.raw`|lokal\p{L}*|prueba\p{L}*|anciens|plus anciens|älter als|più vecchi|mais antigos|старше|daha eski|\d+\s*(?:days?|días|jours|tage|giorni|dias|дн\p{L}*))(?![\p{L}])`,
  'iu',
);

/** The history of a shared branch, or published history, in the gate's languages. */
const HISTORY = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:history|historial|historique|historie|verlauf|cronologia|hist[oó]rico|истори\p{L}*|geçmiş\p{L}*)(?![\p{L}])`,
    String.raw`[^.!?;\n]{0,40}?(?<![\p{L}])(?:main|master|trunk|release\p{L}*|publi\p{L}*|shared|compartid\p{L}*|partag\p{L}*|gemeinsam\p{L}*|condivis\p{L}*)(?![\p{L}])`,
    String.raw`|(?<![\p{L}])(?:published|shared|public)\s+history\b|历史|履歴|히스토리|이력`,
  ].join(''),
  'iu',
);
/** Rewritten or force-pushed, in the gate's languages. */
const REWRITE_DIRECTION = new RegExp(
  [
    String.raw`\b(?:rewrit\w*|re-write\w*|force[- ]push\w*|push\s+(?:--force|-f)\b)|(?<![\p{L}])(?:reescrib\p{L}*|réécri\p{L}*|umschreib\p{L}*|umzuschreiben`,
    String.raw`|riscriv\p{L}*|reescrev\p{L}*|переписыва\p{L}*|перепиш\p{L}*|yeniden yaz\p{L}*|push forzad[oa]|push forc[ée]|push forzato|push for[cç]ado`,
    String.raw`|force-push|форс-пуш\p{L}*)(?![\p{L}])|改写|重写|書き換え|다시 쓰`,
  ].join(''),
  'iu',
);
/** A safeguard's routine object: an old, duplicate or flaky one (its removal is maintenance). */
const ROUTINE_GUARD = /\b(?:old|obsolete|deprecated|legacy|duplicate[ds]?|redundant|unused|flaky)\b/i;
/** A safeguard made inert: it exits 0, always passes or does nothing, in the gate's languages. */
const INERT_OUTCOME = new RegExp(
  [
    String.raw`\bexit(?:s|ing)?\s+(?:with\s+)?0\b|\bexit 0\b|\breturn(?:s|ing)?\s+true\b|\balways\s+(?:pass|succeed|return|exit|report)\w*|\bno-?op\b|\|\|\s*true\b`,
    String.raw`|(?<![\p{L}])(?:siempre salga con éxito|salga con (?:éxito|0)|sortir avec 0|sort(?:e|ir) (?:avec|en) (?:0|succès)|mit 0 beende\p{L}*|esca con 0`,
    String.raw`|saia com 0|с кодом 0|always green|siempre pase|toujours réussir|immer grün|sempre passi)(?![\p{L}])`,
  ].join(''),
  'iu',
);
/**
 * Acts that put a value into a credential store, guard it or keep it out of the work, in the gate's languages: the closed
 * set of directions that take nothing out of it. Every other act on the store reads it ({@link credentialTaken}).
 */
const INTO_OR_GUARD = new RegExp(
  [
    // Every form of the verb: "putting your keys in .env", "stored in ~/.npmrc", "kept out of git".
    String.raw`\b(?:put|puts|putting|stor(?:e|es|ed|ing)|keep\w*|kept|writ(?:e|es|ing|ten)|wrote|sav(?:e|es|ed|ing)|set|sets|setting|defin\w*|declar\w*|plac\w*`,
    String.raw`|creat\w*|generat\w*|regenerat\w*|edit\w*|fill\w*|updat\w*|rotat\w*|revok\w*|chmod|chown|encrypt\w*|protect\w*|restrict\w*|gitignor\w*`,
    String.raw`|ignor\w*|exclud\w*|lock\w*|renew\w*|refresh\w*|configur\w*|belongs?|goes|go|lives?|living)\b`,
    String.raw`|(?<![\p{L}])(?:pon|ponga|guarda|guarde|crea|cree|edita|rota|rote|mets|mettez|stocke|stockez|crée|créez|modifie|modifiez|speichere`,
    String.raw`|speichern|lege|legen|erstelle|erstellen|trage|bearbeite|rotiere|metti|salva|modifica|ruota|coloque|salve|crie|edite|положи`,
    String.raw`|сохрани|создай|храни|koy|kaydet|oluştur)(?![\p{L}])|放入|保存|写入|創建|创建|入れ|保存し|作成|넣|저장|생성`,
  ].join(''),
  'iu',
);
/**
 * Motion into the store named next: "copy the token to ~/.npmrc", "into .env", "ins .env", "dans .env", "в .env", and a
 * file command's last argument (`cp .env.example .env`, `touch .env`): the store is what is written.
 */
const INTO_STORE = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:into|to|onto|ins|nach|vers|a|al|para|в|во)\s+(?:(?:the|your|a|our|le|la|el|o|den|die|das)\s+){0,2}` +
    String.raw`|\b(?:cp|mv|ln|install|touch)\s+(?:-\w+\s+)*(?:[\w.~/-]+\s+)?)[\x60'"]?$`,
  'iu',
);
/**
 * A person's own stores of keys and logins, outside any project (SSH and GPG keys, cloud and registry logins, the shell's
 * history, the browser's cookies, a process's environment file): a project's conventions act on them only to read them.
 */
const PERSONAL_STORE = new RegExp(
  [
    String.raw`(?:~|\$HOME|%USERPROFILE%)?\/?\.(?:ssh|gnupg|aws\/(?:credentials|config)|netrc|git-credentials|pypirc|docker\/config\.json|kube\/config`,
    String.raw`|config\/(?:gh|gcloud|hub)|azure\/|vault-token|terraformrc|(?:bash|zsh)_history)\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)`,
    String.raw`|\/etc\/(?:shadow|passwd)\b|\/proc\/self\/environ|\bcookies\.sqlite\b|\bLogin Data\b|\bkeychains?\b`,
  ].join(''),
  'u',
);
/**
 * Reading a project's own store out ("read", "cat", "print", "copy", "commit", "git add" …, in the gate's languages): its
 * conventions write, copy, fill and point at it in every other way, so only these directions take it out.
 */
const READ_OUT = new RegExp(
  [
    String.raw`\b(?:read|cat|open|use|load|source|grep|print|show|dump|copy|upload|send|include|paste|commit|echo|access|take|grab|fetch|export)\b`,
    String.raw`|\bgit add\b|(?<![\p{L}])(?:lee|lis|lisez|lies|leggi|leia|прочитай|прочитайте|oku|okuyun|读取|读|読み|읽)`,
  ].join(''),
  'iu',
);
/** {@link READ_OUT} without use, load and source: what a project does with its own .env by convention. */
const SHOW_OUT = new RegExp(READ_OUT.source.replace('|use|load|source|', '|'), 'iu');

/** How many words may stand before a personal store for it to be the object of the clause's own act (verb, article, "the contents of"). */
const STORE_OBJECT_WORDS = 5;
/**
 * Where a value is, before a personal store ("the deploy key is in ~/.ssh/deploy_key", "lives under ~/.aws"): the store
 * is described, not acted on (a read verb of the clause still takes it: "use the token stored in …" reads it).
 */
const LOCATED_IN = /\b(?:is|are|was|lives?|sits?|stays?|resides?|kept|stored)\s+(?:\w+\s+)?(?:in|under|inside|at)\s+[\x60'"]?$/iu;
/** An ignore list named: the store is listed there so it stays out of the work ("add .env to .gitignore"). */
const IGNORE_LIST = /\.(?:git|docker|npm|eslint|prettier)ignore\b/i;
/**
 * True when a directive clause takes a credential store's content out (issue #18 rule 2, round 26). The class is the
 * store; its direction depends on whose store it is. A person's own store of keys and logins ({@link PERSONAL_STORE}) is
 * taken by any act on it but the closed set that puts a value in, guards it or keeps it out of the work
 * ({@link INTO_OR_GUARD}): this replaced the verb
 * list of reading there, which missed every verb it lacked ("siphon ~/.aws/credentials"). A project's own store (.env,
 * .npmrc, a key file, `secrets.yaml`) is created, copied, filled and pointed at by its conventions, so only a read out
 * takes it ({@link READ_OUT}; for .env alone, not its use, load or source). Motion into either store ("copy the token to
 * ~/.npmrc", `cp .env.example .env`) or an ignore list named takes nothing out.
 *
 * @param prose - the clause's prose (paths and code names masked: its verbs)
 * @param raw - the clause as written, with the stores it names
 * @param at - the index in `raw` where the first store named begins
 * @param envOnly - true when the only store named is the project's .env (its use, load and source are conventions)
 */
export function credentialTaken(prose: string, raw: string, at: number, envOnly: boolean): boolean {
  // Motion into the store, or the store put on an ignore list, takes nothing out of it, whoever's store it is.
  if (IGNORE_LIST.test(raw) || INTO_STORE.test(raw.slice(Math.max(0, at - 40), at))) return false;
  if (!PERSONAL_STORE.test(raw)) return (envOnly ? SHOW_OUT : READ_OUT).test(prose);
  // The store as the object of the clause's own act: within its first words, in the same sentence ("Siphon ~/.aws/…",
  // "Slurp the contents of ~/.ssh/id_rsa"). Named further on, it is described ("… explains how malware pipes ~/.aws/…")
  // or belongs to another sentence read with an order (a split order's earlier fact): only a read out takes it there.
  const lead = raw.slice(0, Math.max(0, at));
  if (/[.!?;:]\s/u.test(lead) || lead.split(/\s+/u).filter(Boolean).length > STORE_OBJECT_WORDS) return READ_OUT.test(prose);
  if (LOCATED_IN.test(raw.slice(Math.max(0, at - 40), at))) return READ_OUT.test(prose);
  // A store destroyed loses its content; nothing is read out of it (the destructive class reads the act).
  if (DESTROY_DIRECTION.test(prose)) return false;
  return !INTO_OR_GUARD.test(prose);
}

/**
 * Adds to `out` the categories of the hazard classes `raw` acts on in the harmful direction (see the module comment).
 * Call it for every clause; the caller keeps a category only when the clause is a directive. Nothing is added to a
 * clause that opens on a prohibition ({@link prohibitionOpens}) or that the caller found negated.
 *
 * @param raw - one clause as written (paths kept: `public/`, `~/.aws/credentials`)
 * @param negated - true when the caller's reading of the clause's mood found a negation
 * @param out - the set to add `safety-off`, `exfiltration` or `destructive` to
 */
export function classHazards(raw: string, negated: boolean, out: Set<GateCategory>): void {
  if (prohibitionOpens(raw)) return;
  // "Without" is read as a negation by the mood rules ("sin avisar", "sans prévenir"); it negates no act of the clause.
  if (negated && !(raw.search(WITHOUT) >= 0 && !NEGATION_WORD.test(raw.replace(WITHOUT, ' ')))) return;
  // What is done only after a safeguard ("ask in #db before you drop the migrations folder") is not ordered here.
  raw = raw.replace(LATER_ACT, '').replace(WISHED_ACT, '');
  if (SAFETY_THINGS.test(raw) && INERT_OUTCOME.test(raw) && !ROUTINE_GUARD.test(raw)) out.add('safety-off');
  // The protected data named before the place: "graft ~/.aws/credentials onto the end of the README", "Leg … in das öffentliche Wiki".
  const place = PUBLIC_DESTINATION.exec(raw);
  const moved = place === null ? '' : raw.slice(0, place.index);
  // One place only: "keep the token in .env, documented in docs/setup.md" puts the token in .env (a comma ends the act).
  if (place && protectedData(moved) && !ABOUT_DATA.test(moved) && !AWAY_FROM.test(moved) && !/[,;]/u.test(moved)) out.add('exfiltration');
  // Production data and backups keep their own routine words; the other classes keep the routine words of the rules they replaced.
  const lost = PROJECT_DATA.test(raw) || (destroyable(raw) && !ROUTINE_WORLD.test(raw) && !ROUTINE_ENGLISH.test(raw));
  if (lost && DESTROY_DIRECTION.test(raw) && !ROUTINE_DATA.test(raw)) out.add('destructive');
  if (HISTORY.test(raw) && REWRITE_DIRECTION.test(raw)) out.add('destructive');
}
