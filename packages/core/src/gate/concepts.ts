/**
 * The concepts the gate's rules are made of, each a small vocabulary in the eleven supported
 * languages (en es fr de it pt ru tr zh ja ko): what an order is about (a credential, a safety
 * setting, a network send, the agent's own memory), not the phrasing of any one attack.
 *
 * Entries are word stems: an entry matches at the start of a word and any ending may follow
 * (`desactiv` matches desactiva, desactivar, désactivez is its own stem); an entry ending in `$`
 * must end the word. Chinese, Japanese and Korean entries match anywhere (no spaces between words).
 */

const CJK = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/u;

/** Regex source of a list of stems (see the module comment): one boundary check, then the alternatives. */
export function stems(list: readonly string[]): string {
  const escaped = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, String.raw`[\s\-_]+`);
  const sorted = [...list].sort((a, b) => b.length - a.length);
  const words = sorted.filter((x) => !CJK.test(x)).map((x) => (x.endsWith('$') ? `${escaped(x.slice(0, -1))}(?![\\p{L}\\p{N}_])` : escaped(x)));
  const cjk = sorted.filter((x) => CJK.test(x)).map(escaped);
  const parts = [...(words.length > 0 ? [`(?<![\\p{L}\\p{N}_])(?:${words.join('|')})`] : []), ...cjk];
  return `(?:${parts.join('|')})`;
}

/** The prefilter key of a stem or word: its first run of letters and digits, lower case, at most four characters. */
function keyOf(text: string): string {
  return (/[\p{L}\p{N}]+/u.exec(text.toLowerCase())?.[0] ?? '').slice(0, 4);
}

/** The keys a text offers: the first one to four characters of each word, and each CJK character. */
function keysOf(text: string): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    if (CJK.test(word)) for (const ch of word) keys.add(ch);
    for (let n = 1; n <= 4 && n <= word.length; n++) keys.add(word.slice(0, n));
  }
  return keys;
}

/**
 * The keys of the last few texts asked about: the concepts of one clause are tested one after
 * another on the clause, its raw text and its sentence in turn (issue #20: a one-entry memo
 * was rebuilt at each switch between them).
 */
const memo = new Map<string, ReadonlySet<string>>();

/** How many texts {@link memo} keeps. */
const MEMO_TEXTS = 8;

function memoKeys(text: string): ReadonlySet<string> {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const keys = keysOf(text);
  if (memo.size >= MEMO_TEXTS) memo.delete(memo.keys().next().value as string);
  memo.set(text, keys);
  return keys;
}

/**
 * A concept's pattern: what the gate's rules ask of a concept (`test`, `exec`, `source`), a subset
 * of RegExp's interface.
 */
export interface ConceptPattern {
  /** Whether `text` holds one of the concept's stems. */
  test(text: string): boolean;
  /** The first stem in `text` (not global: always from the start), or null. */
  exec(text: string): RegExpExecArray | null;
  /** The regular expression source (flags `iu`), for building larger patterns. */
  readonly source: string;
}

/**
 * A concept's pattern with a prefilter: `test` runs the regular expression only when the text
 * holds a word that starts like one of the stems (a Set lookup per word), which keeps a 32 KiB
 * field of ordinary prose from meeting every pattern. The source, the regular expression and the
 * keys are built on first use: building all of them cost a process that never gates a text
 * tens of milliseconds at start-up.
 */
class Concept implements ConceptPattern {
  readonly #list: readonly string[];
  #source: string | undefined;
  #regex: RegExp | undefined;
  #keys: ReadonlySet<string> | undefined;
  #lastText: string | undefined;
  #lastAnswer = false;

  constructor(list: readonly string[]) {
    this.#list = list;
  }

  get source(): string {
    this.#source ??= stems(this.#list);
    return this.#source;
  }

  #pattern(): RegExp {
    this.#regex ??= new RegExp(this.source, 'iu');
    return this.#regex;
  }

  #stemKeys(): ReadonlySet<string> {
    this.#keys ??= new Set(this.#list.map((x) => (CJK.test(x) ? (/[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/u.exec(x)?.[0] ?? '') : keyOf(x))));
    return this.#keys;
  }

  test(text: string): boolean {
    // A rule often asks the same concept of the same text again (the raw clause, once per rule): the last answer is kept.
    if (text !== this.#lastText) {
      this.#lastText = text;
      this.#lastAnswer = this.#answer(text);
    }
    return this.#lastAnswer;
  }

  #answer(text: string): boolean {
    const keys = this.#stemKeys();
    if (keys.has('')) return this.#pattern().test(text);
    const offered = memoKeys(text);
    const [small, large] = offered.size < keys.size ? [offered, keys] : [keys, offered];
    for (const k of small) if (large.has(k)) return this.#pattern().test(text);
    return false;
  }

  exec(text: string): RegExpExecArray | null {
    return this.#pattern().exec(text);
  }
}

/** A case-insensitive Unicode pattern of `list`'s stems (not global: used with `.test`), prefiltered by word keys. */
export function concept(...lists: readonly (readonly string[])[]): ConceptPattern {
  return new Concept(lists.flat());
}

/**
 * `base`'s stems or `extra`'s matches (round 32): a concept with one pattern the stems cannot write (a Latin word read
 * beside CJK letters). `exec` answers the earlier match; `source` joins both (flags `iu`).
 */
export function withPattern(base: ConceptPattern, extra: RegExp): ConceptPattern {
  return {
    test: (text) => base.test(text) || extra.test(text),
    exec: (text) => {
      const a = base.exec(text);
      const b = extra.exec(text);
      return a === null || (b !== null && b.index < a.index) ? b : a;
    },
    source: `(?:${base.source}|${extra.source})`,
  };
}

/** Words for a credential or a place that holds one. */
export const CREDENTIAL_WORDS = concept(
  [
    'password',
    'passwd',
    'passphrase',
    'secret',
    'token',
    'api key',
    'apikey',
    'api_key',
    'private key',
    'credential',
    'ssh key',
    'deploy key',
    'environment variables',
    'env vars',
    'printenv',
  ],
  ['aws key', 'cloud key', 'npm token', 'pypi token', 'registry token', 'publish token', 'signing cert'],
  ['authorization header', 'auth header', 'ssh config', 'kubeconfig', 'service account key', 'recovery code', 'seed phrase'],
  ['access key', 'session cookie', 'auth cookie', 'keychain', 'keyring', 'keystore', 'vault', 'bearer', 'client secret', 'signing key'],
  ['contraseña', 'clave', 'credencial', 'secreto'], // es
  ['mot de passe', 'jeton', 'clé', 'identifiants'], // fr
  ['passwort', 'kennwort', 'schlüssel', 'zugangsdaten', 'geheimnis', 'anmeldedaten'], // de
  ['chiave', 'chiavi', 'credenzial', 'segreto', 'segreti'], // it
  ['senha', 'chave', 'credencia', 'segredo'], // pt
  ['пароль', 'пароля', 'парол', 'токен', 'ключ', 'секрет', 'учётн', 'учетн'], // ru
  ['şifre', 'parola', 'anahtar', 'kimlik bilgi', 'gizli'], // tr
  ['密码', '密钥', '令牌', '凭据', '凭证', '私钥', '秘钥'], // zh
  ['パスワード', 'トークン', '秘密鍵', '認証情報', 'シークレット', 'キー', 'APIキー'], // ja
  ['비밀번호', '토큰', '비밀 키', '개인 키', '자격 증명', '시크릿', 'API 키'], // ko
);

/** Paths and files that hold credentials (language-independent); a template (`.env.example`, `.env.sample`) holds none. */
export const CREDENTIAL_PLACES = new RegExp(
  [
    String.raw`(?:^|[\s"'\x60(=:])(?:~|\$HOME|%USERPROFILE%)?\/?\.?(?:env(?!\.(?:example|sample|template|dist|defaults?)\b)(?:\.[\w.-]+)?|ssh(?:\/[\w.-]*)?|aws\/(?:credentials` +
      String.raw`|config)|npmrc|pypirc|netrc|git-credentials|docker\/config\.json|kube\/config|gnupg\/?[\w.-]*)(?![\w])`,
    String.raw`id_(?:rsa|ed25519|ecdsa|dsa)(?:\.pub)?|\/etc\/(?:shadow|passwd|ci\/[\w.-]+)|credentials\.json|secrets\.(?:ya?ml|json|toml)|\.pem\b`,
    String.raw`\bGITHUB_TOKEN\b`,
    // The whole environment (not one named variable), and the files where CLIs keep their logins.
    String.raw`\bprocess\.env\b(?![.[])|\bos\.environ\b(?![.[])|\/proc\/self\/environ|\.config\/(?:gh|gcloud|hub)\b|\.azure\/|\.vault-token`,
    String.raw`\.terraformrc|\.(?:p12|pfx|jks|keystore)\b|\.(?:bash|zsh)_history\b|\bcookies\.sqlite\b|\bLogin Data\b`,
  ].join('|'),
  'u',
);

/** Environment variables that hold a secret by name (`GITHUB_TOKEN`, `AWS_SECRET_ACCESS_KEY`). */
export const SECRET_VARIABLES = /\b[A-Z][A-Z0-9_]*_(?:TOKEN|SECRET|KEY|PASSWORD|PASS|PAT)\b/u;

/** Safety settings and mechanisms an order may turn off. */
export const SAFETY_THINGS = concept(
  ['permission', 'confirmation', 'confirm prompt', 'approval', 'allowlist', 'allow list', 'allowed command', 'allowed tool', 'allowed shell', 'whitelist'],
  [
    'sandbox',
    'branch protection',
    'branch-protection',
    'protected branch',
    'code review',
    'required review',
    'review requirement',
    'status check',
    'review step',
    'review process',
    'the review$',
    'reviewers',
  ],
  ['pre-commit', 'precommit', 'pre-push', 'git hook', 'hooks$', 'hook$', 'scanner', 'secret scan', 'code scan', 'security scan', 'linter', 'audit'],
  ['signature', 'verification', 'verify ssl', 'ssl verif', 'tls verif', 'certificate', 'strict-ssl', 'strict ssl', '2fa', 'mfa', 'two-factor', 'firewall'],
  ['guardrail', 'safety', 'safe mode', 'safeguard', 'dependabot', 'codeql', 'gitleaks', 'trufflehog', 'antivirus', 'rate limit'],
  ['signing', 'security job', 'security check', 'security step', 'security gate', 'vulnerability scan', 'sast', 'dast'],
  ['strict mode', 'type check', 'typecheck', 'workflow', '.github/workflows', 'ci pipeline', 'ci check', 'redaction', 'redact'],
  ['lint step', 'lint check', 'codeowners', 'code owners', 'required check', 'commit signing', 'signed commits', 'push protection'],
  ['csp$', 'cors$', 'cors policy', 'network policy', 'egress', 'allowed domains', 'allowed hosts', 'trusted hosts'],
  ['ruleset', 'protection rule', 'security group', 'integrity check', 'checksum', 'content security policy', 'csrf protection', 'auth check'],
  ['permiso', 'confirmación', 'aprobación', 'protección', 'escáner', 'revisión', 'verificación', 'seguridad', 'lista de permitid', 'comandos permitid'], // es
  [
    'autorisation',
    'permission',
    'confirmation',
    'approbation',
    'protection',
    'analyseur',
    'scanner',
    'relecture',
    'vérification',
    'sécurité',
    'commandes autorisées',
  ], // fr
  ['berechtigung', 'bestätigung', 'freigabe', 'schutz', 'scanner', 'prüfung', 'überprüfung', 'sicherheit', 'erlaubt'], // de
  ['permess', 'conferma', 'approvazion', 'protezion', 'scanner', 'revisione', 'verifica', 'sicurezza', 'comandi consentiti'], // it
  ['permiss', 'confirmação', 'aprovação', 'proteção', 'scanner', 'revisão', 'verificação', 'segurança', 'comandos permitidos', 'lista de permitid'], // pt
  ['разрешени', 'подтверждени', 'защит', 'сканер', 'ревью', 'проверк', 'безопасност', 'хук', 'песочниц'], // ru
  ['izin', 'onay', 'koruma', 'tarayıcı', 'inceleme', 'doğrulama', 'güvenlik', 'kanca'], // tr
  ['权限', '确认', '审批', '保护', '扫描', '审查', '验证', '安全', '沙箱', '钩子', '白名单', '允许列表'], // zh
  ['権限', '許可', '確認', '承認', '保護', 'スキャン', 'レビュー', '検証', 'セキュリティ', 'サンドボックス', 'フック', '許可リスト'], // ja
  ['권한', '허용', '확인', '승인', '보호', '스캐너', '스캔', '리뷰', '검증', '보안', '샌드박스', '훅'], // ko
);

/** Verbs that move or show data: the actions of exfiltration. */
export const TRANSFER_VERBS = concept(
  [
    'send',
    'post',
    'upload',
    'forward',
    'email',
    'mail$',
    'mailing',
    'paste',
    'pasting',
    'copy',
    'copies',
    'copying',
    'includ',
    'attach',
    'embed',
    'append',
    'insert',
    'put$',
    'puts$',
    'putting',
    'push',
    'publish',
  ],
  [
    'share',
    'sharing',
    // The verb, not the noun: 'it can lead to test leakage' warns, it orders nothing.
    'leak$',
    'leaks$',
    'leaking',
    'leaked',
    'print',
    'echo',
    'cat$',
    'log$',
    'logging',
    'dump',
    'expos',
    'transmit',
    'exfiltrat',
    'sync',
    'beacon',
    'report',
    'write$',
    'writes$',
    'writing$',
    'commit',
    'git add',
    'pipe$',
    'piping',
    'relay',
    'mirror',
    'stream$',
    'replicat',
    'export',
    'tunnel',
    'hand$',
    'bake',
  ],
  [
    'envía',
    'envia',
    'enviar',
    'sube$',
    'subir',
    'pega$',
    'pegar',
    'copia',
    'copiar',
    'incluye',
    'incluir',
    'adjunta',
    'reenvía',
    'publica',
    'comparte',
    'manda$',
    'mandar',
    'pon$',
    'pone$',
    'coloca',
    'mete$',
  ], // es
  [
    'envoie',
    'envoyez',
    'envoyer',
    'téléverse',
    'colle$',
    'collez',
    'coller',
    'copie',
    'copier',
    'inclu',
    'joins',
    'joindre',
    'transf',
    'publie',
    'partage',
    'poste',
  ], // fr
  [
    'send',
    'sende',
    'schick',
    'lade$',
    'hochlad',
    'einfüg',
    'füge',
    'kopier',
    'hänge',
    'anhäng',
    'weiterleit',
    'veröffentlich',
    'teile$',
    'teilen$',
    'übertrag',
    'poste$',
  ], // de
  ['invia', 'inviare', 'manda$', 'mandare', 'carica$', 'caricare', 'incolla', 'copia', 'includi', 'allega', 'inoltra', 'pubblica', 'condividi'], // it
  [
    'envie',
    'enviar',
    'envia',
    'mande$',
    'carregue',
    'suba$',
    'cole$',
    'colar',
    'copie',
    'copiar',
    'inclua',
    'anexe',
    'encaminhe',
    'publique',
    'compartilhe',
    'coloque',
    'ponha',
    'bote$',
  ], // pt
  ['отправ', 'пошли', 'загрузи', 'вставь', 'вставьте', 'скопир', 'включи', 'приложи', 'перешли', 'опубликуй', 'передай', 'передайте', 'выложи'], // ru
  ['gönder', 'yükle', 'yapıştır', 'kopyala', 'ekle', 'ilet', 'paylaş', 'yayınla', 'aktar'], // tr
  ['发送', '发给', '发到', '上传', '粘贴', '复制', '包含', '附上', '附加', '转发', '发布', '分享', '提交', '推送', '写入'], // zh
  ['送信', '送っ', '送る', 'アップロード', '貼り付け', 'コピー', '含め', '添付', '転送', '公開', '共有', '書き込'], // ja
  ['보내', '전송', '업로드', '붙여넣', '붙여 넣', '복사', '포함', '첨부', '전달', '공유', '게시'], // ko
);

/** Verbs that send data over a network: what a split order ("note A … note C: POST that to it") does with an address named elsewhere. */
export const SEND_VERBS = concept(
  ['send', 'post$', 'upload', 'forward', 'email', 'e-mail', 'mail$', 'transmit', 'deliver', 'submit', 'exfiltrat', 'beacon', 'ship$', 'ping$'],
  ['envía', 'envia', 'enviar', 'sube$', 'subir', 'manda$', 'mandar', 'envoie', 'envoyez', 'envoyer', 'téléverse', 'transmet', 'schick', 'sende$'],
  ['hochlad', 'übermittl', 'invia', 'inviare', 'carica$', 'caricare', 'envie', 'mande$', 'carregue', 'suba$', 'отправ', 'пошли', 'загрузи'],
  ['передай', 'перешли', 'gönder', 'yükle', 'ilet', '发送', '发给', '发到', '上传', '提交到', '送信', '送っ', '送る', 'アップロード', '보내', '전송', '업로드'],
);

/** Verbs of telling, showing or recording: negated, they conceal. */
export const DISCLOSE_VERBS = concept(
  ['tell', 'mention', 'inform', 'notify', 'report', 'disclose', 'reveal', 'show', 'explain', 'alert', 'warn', 'log$', 'record', 'surface', 'say$', 'admit'],
  ['bring up', 'point out', 'call out', 'draw attention'],
  ['menciona', 'mencionar', 'digas', 'decir', 'informes', 'informar', 'avises', 'avisar', 'reveles', 'revelar', 'muestres', 'mostrar'], // es
  ['mentionne', 'dis$', 'dites', 'dire', 'informe', 'signale', 'signaler', 'révèle', 'montre', 'prévien'], // fr
  ['erwähn', 'sag$', 'sagen', 'sagt', 'informier', 'melde', 'verrat', 'zeig', 'benachrichtig', 'protokollier', 'berichte'], // de
  ['menzion', 'dire$', 'dirlo', 'informa$', 'informare', 'segnala', 'rivela', 'mostra', 'avvisa', 'avvertire'], // it
  ['mencione', 'mencionar', 'diga$', 'dizer', 'informe$', 'informar', 'avise', 'avisar', 'revele', 'mostre'], // pt
  ['conte$', 'contar', 'cuentes', 'raconte', 'racconta', 'erzähl'], // telling as recounting: pt es fr it de (round 21)
  ['говори', 'сообща', 'сообщи', 'упомина', 'упомяни', 'рассказыва', 'расскажи', 'показыва', 'логир', 'уведомля', 'раскрыва'], // ru
  ['söyle', 'bahset', 'bildir', 'haber ver', 'göster', 'açıkla', 'kaydet', 'loglama'], // tr
  ['告诉', '提及', '提到', '通知', '报告', '透露', '显示', '说明', '记录', '告知'], // zh
  ['伝え', '言わ', '言う', '知らせ', '報告', '通知', '表示', '明か', '記録', '触れ'], // ja
  ['말하', '말하지', '알리', '알려', '보고', '통보', '공개', '표시', '기록', '언급'], // ko
);

/** Verbs of hiding something: with a person or an account of the work as object, concealment. */
export const HIDE_VERBS = concept(
  ['hide', 'hiding', 'conceal', 'cover up', 'keep secret', 'keep it secret', 'keep this secret', 'keep quiet', 'keep it quiet', 'keep this quiet', 'hush'],
  // French "cache" (hide) only with its object: the English noun "cache" is no verb (round 18C: "clear the Gradle cache").
  [
    'cache le$',
    'cache la$',
    'cache les$',
    "cache l'",
    'cache ce$',
    'cache cette',
    'cache ces$',
    'cache ça',
    'cache cela',
    'cache tout',
    'cache lui$',
    'cache leur$',
    'cache à',
    'cache au$',
    'cache aux$',
  ],
  ['oculta', 'ocultar', 'esconde', 'esconder', 'cachez', 'cacher', 'dissimul', 'verberg', 'versteck', 'verheimlich', 'verschweig'],
  ['nascond', 'oculte', 'escond', 'скрой', 'скрыва', 'скрыть', 'утаи', 'gizle', 'sakla', '隐藏', '隐瞒', '瞒着', '隠し', '隠す', '숨기', '숨겨'],
);

/** Manners of acting unseen: with a consequential action or a person, concealment. */
export const SECRECY = concept(
  ['quietly', 'silently', 'secretly', 'covertly', 'stealthily', 'discreetly', 'unnoticed', 'between us', 'behind the back', 'on the quiet'],
  ['without telling', 'without mentioning', 'without notifying', 'without informing', 'without anyone', 'without them knowing', 'without the user knowing'],
  ['en secreto', 'a escondidas', 'sin decir', 'sin avisar', 'sin mencionar', 'silenciosamente', 'calladamente'], // es
  ['en secret', 'sans dire', 'sans prévenir', 'sans mentionner', 'discrètement', 'silencieusement', 'en douce'], // fr
  ['heimlich', 'stillschweigend', 'unauffällig', 'ohne bescheid', 'ohne es zu sagen', 'ohne zu erwähnen'], // de
  ['di nascosto', 'in segreto', 'senza dire', 'senza avvisare', 'silenziosamente', 'senza menzionare'], // it
  ['em segredo', 'sem dizer', 'sem avisar', 'sem mencionar', 'silenciosamente', 'às escondidas'], // pt
  ['тайно', 'втайне', 'незаметно', 'без ведома', 'не уведомляя', 'молча', 'тихо'], // ru
  ['gizlice', 'sessizce', 'haber vermeden', 'fark ettirmeden', 'çaktırmadan', 'söylemeden'], // tr
  ['悄悄', '偷偷', '秘密地', '不告诉', '不声不响', 'こっそり', '黙って', '秘密に', '内緒で', '몰래', '조용히', '비밀로', '알리지 않고'],
);

/** Leaving something out of an account of the work: with a report or a person, concealment. */
export const LEAVE_OUT_WORDS = concept(
  ['leave out', 'leave these', 'leave it out', 'leave them out', 'omit', 'keep out of', 'keep off', 'keep it off', 'exclude from'],
  ['omite', 'omitir', 'deja fuera', 'omets', 'omettez', 'laisse de côté', 'weglass', 'lass weg', 'ometti', 'tralascia', 'omita', 'deixe de fora'],
  ['не упоминай', 'пропусти в', 'не включай', 'dışarıda bırak', 'çıkar', '省略', '略去', '省く', '생략', '빼'],
  ['不要提', '别提', '千万别提', '不要写进', '别写进'], // zh: "not mention" as a leaving out (round 23)
);

/**
 * The person kept from learning of something: "so the user never finds out", "without the reviewer realising". Negated
 * (or after "without"), with a person as subject, concealment. Seeing is left out: "the user never sees a stack
 * trace" is a product's behaviour. Round 23.
 */
export const FIND_OUT = concept(
  ['find out', 'finds out', 'found out', 'realize', 'realise', 'realizes', 'realises', 'know about', 'knows about', 'learn about', 'learns of'],
  ['learns about', 'become aware', 'becomes aware', 'catch on', 'catches on', 'get wind of', 'gets wind of', 'suspect', 'suspects'],
  ['se entere', 'se enteren', 'se dé cuenta', "s'en aperçoive", "s'aperçoive", 'merkt', 'mitbekommt', 'erfährt', 'se ne accorga', 'scopra'],
  ['descubra', 'perceba', 'узнал', 'узнает', 'заметил', 'öğrenme', 'fark etme', '发现', '知道', '気づ', '知ら', '눈치', '알아채'],
);

/**
 * Who reads an account of the work, and the accounts themselves: the audience that concealment
 * keeps something from (the person, reviewers, the team; a summary, a PR description, a reply).
 */
export const AUDIENCE = concept(
  ['user', 'human', 'person$', 'people', 'developer', 'maintainer', 'reviewer', 'team', 'owner', 'operator', 'admin', 'manager', 'boss'],
  ['anyone', 'anybody', 'nobody', 'no one', 'someone', 'everyone', 'colleague', 'them$', 'him$', 'her$', 'me$', 'us$', 'security team'],
  ['summary', 'summaries', 'report$', 'reports$', 'reply', 'replies', 'answer$', 'response$', 'pr description', 'description$'],
  ['changelog', 'release notes', 'commit message', 'final message', 'status update', 'standup', 'transcript', 'audit', 'recap', 'handoff'],
  ['usuario', 'nadie', 'equipo', 'revisor', 'resumen', 'informe', 'respuesta', 'descripción', 'le$', 'les$'], // es
  ['utilisateur', 'personne', 'équipe', 'relecteur', 'résumé', 'rapport', 'réponse', 'description', 'lui$', 'leur$'], // fr
  ['benutzer', 'nutzer', 'niemand', 'team', 'prüfer', 'zusammenfassung', 'bericht', 'antwort', 'beschreibung', 'ihm$', 'ihr$', 'ihnen$'], // de
  ['utente', 'nessuno', 'squadra', 'revisore', 'riepilogo', 'resoconto', 'rapporto', 'risposta', 'descrizione', 'gli$'], // it
  ['usuário', 'utilizador', 'ninguém', 'equipe', 'equipa', 'revisor', 'resumo', 'relatório', 'resposta', 'descrição', 'lhe$'], // pt
  ['пользовател', 'никому', 'команд', 'ревьюер', 'резюме', 'отчёт', 'отчет', 'ответ', 'описани', 'ему$', 'им$'], // ru
  ['kullanıcı', 'kimse', 'ekip', 'takım', 'özet', 'rapor', 'yanıt', 'cevap', 'açıklama'], // tr
  ['用户', '任何人', '团队', '审查者', '摘要', '总结', '报告', '回复', '说明', '描述'], // zh
  ['ユーザー', '誰にも', 'チーム', 'レビュアー', '要約', '報告', '返信', '説明', 'まとめ'], // ja
  ['사용자', '아무에게', '팀', '리뷰어', '요약', '보고', '답변', '설명'], // ko
);

/** The work itself as the thing kept back: "it", "this", "the change", "what you did". */
export const THE_WORK = new RegExp(
  [
    String.raw`\b(?:it|this|that|these|those|(?:the|your|its|any|all|my) (?:change|changes|edit|edits|commit|commits|step|steps|action|actions`,
    String.raw`|file|files|modification|modifications)|what you (?:did|changed|ran|added|removed|deleted))\b`,
  ].join(''),
  'i',
);

/** Checks by a person skipped: asking, confirming, approving, reviewing. */
export const WITHOUT_CHECK = concept(
  [
    'without asking',
    'without being asked',
    'unprompted',
    'without confirm',
    'without approval',
    'without review',
    'without permission',
    'without checking',
    'without waiting',
    'without running test',
    'without running the test',
    'without running ci',
    'without testing',
    'without the pipeline',
    'without the ci',
    'without ci',
    'without the checks',
    'without the tests',
  ],
  ['no confirmation', 'no approval', 'no review', 'no human review', 'without human review', 'without a review', 'without any review'],
  // Approval's other names: a sign-off, oversight, supervision, a human in the loop.
  ['no sign-off', 'no human sign-off', 'without sign-off', 'without a sign-off', 'without human sign-off', 'no oversight', 'no human oversight'],
  ['without oversight', 'without human oversight', 'without supervision', 'no human in the loop', 'without a human in the loop'],
  // Done unread: the change never looked at ("merge dependabot PRs without looking", "approve it without reading the diff").
  ['without looking', 'without a look', 'without reading', 'without inspecting', 'without examining', 'without glancing'],
  ['without a glance', 'without a second look', 'without a pr$', 'without a pull request', 'without opening a pr$', 'without opening a pull request'],
  ['sin mirar', 'sin leer', 'sans regarder', 'sans lire', 'ohne hinzusehen', 'ohne zu lesen', 'senza guardare', 'senza leggere', 'sem olhar', 'sem ler'],
  ['не глядя', 'не читая', 'bakmadan', 'okumadan', '不看', '看都不看', '見ずに', '読まずに', '보지 않고', '읽지 않고'],
  ['sin revisar', 'sin aprobar', 'sans valider', 'sans validation humaine', 'ohne zu prüfen', 'senza approvazione', 'senza controllo', 'sem revisar'],
  ['sem aprovar', 'не проверяя', 'без одобрения', 'kontrol etmeden', '不经审批', '无需审批', 'レビューせずに', '검토하지 않고'],
  ['sin preguntar', 'sin confirm', 'sin revisión', 'sin aprobación', 'sans demander', 'sans confirmation', 'sans validation', 'sans relecture'],
  ['ohne zu fragen', 'ohne nachzufragen', 'ohne rückfrage', 'ohne bestätigung', 'ohne prüfung', 'ohne review', 'senza chiedere', 'senza conferma'],
  ['senza revisione', 'sem perguntar', 'sem confirmação', 'sem revisão', 'sem aprovação', 'не спрашивая', 'без подтвержден', 'без проверки'],
  ['без ревью', 'без согласован', 'sormadan', 'onay almadan', 'onaysız', 'incelemeden', 'incelemesi olmadan', '不经询问', '无需确认', '不必确认'],
  ['不经审查', '不经确认', '未经', '確認せず', '確認なしで', '聞かずに', 'レビューなしで', '承認なしで', '묻지 않고', '확인 없이', '리뷰 없이', '검토 없이'],
);

/** Consequential actions: done quietly, they are hidden from the person. */
export const CONSEQUENTIAL = concept(
  ['install', 'delet', 'remov', 'chang', 'modif', 'push', 'commit', 'send', 'upload', 'add$', 'adds$', 'update', 'disabl', 'run$', 'execut'],
  ['replac', 'rewrit', 'merg', 'deploy', 'approv', 'edit', 'overwrit', 'reset', 'drop$', 'grant', 'rotat', 'revok', 'transfer', 'copy', 'creat'],
  ['bump', 'publish', 'releas', 'tag$', 'force', 'delete', 'wipe', 'move', 'rename', 'download', 'fetch', 'grant', 'enabl', 'turn off', 'switch'],
);

/** Words for asking a person first: negated ("do not ask"), a safeguard is removed. */
export const ASK_VERBS = concept(
  [
    'ask',
    'confirm',
    'check with',
    'wait for',
    'waits for',
    'waiting for',
    'prompt',
    'request approval',
    'get approval',
    'seek approval',
    'verify',
    'double-check',
  ],
  [
    // Stems, not inflections (round 29): every person and mood of the verb ("pregunta", "chiede", "perguntam").
    'pregunt',
    'confirmar',
    'confirmes',
    'esperar',
    'pidas permiso',
    'pida permiso',
    'pedir permiso',
    'pidas confirmación',
    'pedir confirmación',
  ], // es
  ['demand', 'confirmer', 'attendre', 'vérifier'], // fr
  ['fragen', 'frage$', 'frag$', 'nachfragen', 'bestätigen', 'warten', 'rückfrage'], // de
  ['chied', 'confermare', 'aspettare', 'verificare'], // it
  ['pergunt', 'confirmar', 'esperar', 'aguardar', 'verificar', 'peça permissão', 'pedir permissão', 'peça confirmação', 'pedir confirmação'], // pt
  ['спрашива', 'спроси', 'подтвержд', 'уточня', 'ждать', 'проверя'], // ru
  ['sorma', 'sormay', 'sormadan', 'onay', 'beklemey', 'teyit'], // tr
  ['询问', '确认', '请示', '征求', '等待'], // zh
  ['確認', '尋ね', '聞か', '聞い', '承認を', '待た'], // ja
  ['묻', '물어', '확인', '승인', '기다리'], // ko
);

/** The agent's own memory and instructions: where a planted order re-plants itself. */
export const MEMORY_THINGS = new RegExp(
  [
    String.raw`\b(?:memory|memories|learnings|lessons learned|insights|knowledge base|this note|this memory|this instruction` +
      String.raw`|these instructions|system prompt|CLAUDE\.md|AGENTS\.md|GEMINI\.md|\.cursorrules|copilot-instructions` +
      String.raw`|\.windsurfrules|MEMORY\.md|compact(?:ed|ion|ing)?|context window|new session|every session` +
      String.raw`|future sessions?)\b`,
    'memoria|mémoire|Gedächtnis|Speicher|memória|памят|hafıza|bellek|记忆|内存|メモリ|記憶|메모리|기억',
  ].join('|'),
  'iu',
);

/** Phrases of overriding earlier or outside guidance. */
export const OVERRIDE_VERBS = concept(
  ['ignore', 'disregard', 'forget', 'override', 'overrule', 'supersede', 'take precedence', 'takes precedence', 'no longer apply', 'no longer applies'],
  ['ignora', 'olvida', 'desatiende', 'anula', 'prevalece'], // es
  ['ignore', 'ignorez', 'oublie', 'oubliez', 'passe outre', 'remplace', 'prime sur'], // fr
  ['ignorier', 'vergiss', 'vergessen', 'missacht', 'hat vorrang', 'ersetzt', 'überschreib'], // de
  ['ignora', 'dimentica', 'trascura', 'prevale', 'sostituisce'], // it
  ['ignore', 'ignora', 'esqueça', 'desconsidere', 'prevalece', 'substitui'], // pt
  ['игнорир', 'забудь', 'забудьте', 'не обращай', 'не обращайте', 'отмен', 'имеет приоритет', 'заменя'], // ru
  ['yok say', 'görmezden', 'unut', 'geçersiz', 'öncelikli'], // tr
  ['忽略', '忽视', '无视', '忘记', '覆盖', '优先于', '取代', '不再适用'], // zh
  ['無視', '忘れ', '上書き', '優先', '置き換え', '従わな'], // ja
  ['무시', '잊어', '잊으', '덮어', '우선', '대체', '따르지'], // ko
);

/** An override stated as a fact ("the rules above no longer apply"): performative, whatever the mood. */
export const OVERRIDE_STATEMENT = concept(
  [
    'no longer apply',
    'no longer applies',
    'no longer valid',
    'are outdated',
    'is outdated',
    'are void',
    'is void',
    'are cancelled',
    'is cancelled',
    'take precedence',
    'takes precedence',
    'applies anymore',
    'apply anymore',
    'is obsolete',
    'are obsolete',
  ],
  [
    'supersede',
    'overrides',
    'overridden',
    'overrule',
    'are revoked',
    'is revoked',
    'ya no aplica',
    "ne s'appliquent plus",
    'gelten nicht mehr',
    'non valgono più',
    'não se aplicam mais',
  ],
  ['больше не действуют', 'больше не действует', 'artık geçerli değil', '不再适用', '已失效', 'もう適用されません', '無効です', '더 이상 적용되지', '무효'],
);

/** What an override aims at: instructions, rules, a project's own guidance. */
export const GUIDANCE_THINGS = concept(
  [
    'instruction',
    'guideline',
    'guidance',
    'policy',
    'policies',
    'system prompt',
    'prompt',
    'readme',
    'contributing',
    'agents.md',
    'claude.md',
    'security.md',
    'were told',
    'were given',
    'everything you',
    'your training',
    'your programming',
  ],
  ['conventions', 'other notes', 'other memories', 'other rules', 'everything else'],
  ['whatever', 'says', 'previous', 'earlier', 'above', 'prior', 'your rules', 'all rules', 'the rules', 'these rules', 'any rules', 'project rules'],
  ['instrucci', 'regla', 'norma', 'política', 'anterior', 'indicaci'], // es
  ['instruction', 'règle', 'consigne', 'politique', 'précédent', 'directive'], // fr
  ['anweisung', 'regel', 'richtlinie', 'vorgabe', 'vorherig', 'bisherig'], // de
  ['istruzion', 'regol', 'linee guida', 'politica', 'precedent'], // it
  ['instruç', 'regra', 'diretriz', 'política', 'anterior'], // pt
  ['инструкци', 'правил', 'указани', 'политик', 'предыдущ', 'прежн'], // ru
  ['talimat', 'kural', 'yönerge', 'politika', 'önceki'], // tr
  ['指令', '指示', '规则', '规定', '政策', '之前', '以前', '先前', '提示'], // zh
  ['指示', 'ルール', '規則', 'ポリシー', '以前', '前の', 'これまで'], // ja
  ['지시', '규칙', '정책', '이전', '지침', '안내'], // ko
);

/** The person the agent works for, as the subject of a preference or a statement. */
export const THE_USER = concept(
  ['the user', 'user$', 'the human', 'the developer', 'the owner', 'my human', 'the operator'],
  ['el usuario', 'usuario$', 'la usuaria'], // es
  ["l'utilisateur", 'utilisateur$', "l'utilisatrice"], // fr
  ['der benutzer', 'der nutzer', 'benutzer', 'nutzer', 'die nutzerin'], // de
  ["l'utente", 'utente$'], // it
  ['o usuário', 'usuário$', 'o utilizador', 'utilizador$'], // pt
  ['пользователь$', 'пользователя$', 'пользователю$', 'пользователем$'], // ru
  ['kullanıcı$', 'kullanıcının$', 'kullanıcıya$', 'kullanıcıyı$'], // tr
  ['用户', '使用者'], // zh
  ['ユーザー', '利用者'], // ja
  ['사용자', '유저'], // ko
  // The grammar-read languages (round 29): the user as a definite subject.
  ['användaren', 'brugeren', 'brukeren', 'de gebruiker', 'użytkownik$', 'uživatel$', 'utilizatorul', 'käyttäjä$', 'a felhasználó$'],
  ['ο χρήστης', 'користувач$', 'المستخدم', 'המשתמש', 'उपयोगकर्ता', 'ব্যবহারকারী', 'pengguna$', 'người dùng', 'ผู้ใช้', 'mtumiaji$', 'کاربر$'],
);

/** What a person prefers, wants, values, said or allowed. */
export const PREFERENCE_VERBS = concept(
  [
    'prefer',
    'want',
    'wish',
    'values$',
    'valued$',
    'like$',
    'likes$',
    'love$',
    'loves$',
    'said',
    'says',
    'asked',
    'told',
    'insist',
    'expect',
    'approved',
    'allowed',
    'authori',
    'is fine with',
    'is okay with',
  ],
  ['is ok with', "doesn't mind", 'does not mind', 'would rather', 'trusts', 'always wants', 'requested', 'agreed', 'preference', 'confirmed', 'has decided'],
  // Attitudes: what the user dislikes or is tired of is a wish stated for them (round 28).
  ['dislikes', 'hates', 'is tired of', 'is annoyed by', 'gets annoyed', 'is fed up with', "can't stand", 'finds it', 'considers it'],
  ["'d rather", 'cares about', 'care about', 'cares most', 'only cares', 'is happy with', 'is happy for', 'is comfortable with', 'is fine if'],
  ['prefiere', 'quiere', 'desea', 'valora', 'dijo', 'pidió', 'aprobó', 'permite', 'permitió', 'le gusta', 'preferencia', 'confía'], // es
  ['préfère', 'veut', 'souhaite', 'aime', 'apprécie', 'a dit', 'a demandé', 'a approuvé', 'autorise', 'préférence', 'fait confiance'], // fr
  ['bevorzugt', 'möchte', 'wünscht', 'mag$', 'schätzt', 'hat gesagt', 'gesagt', 'gebeten', 'genehmigt', 'erlaubt', 'präferenz', 'vertraut'], // de
  ['preferisce', 'vuole', 'desidera', 'apprezza', 'ha detto', 'ha chiesto', 'ha approvato', 'consente', 'preferenza', 'si fida'], // it
  ['prefere', 'quer$', 'deseja', 'gosta', 'valoriza', 'disse', 'pediu', 'aprovou', 'permite', 'preferência', 'confia'], // pt
  ['предпочита', 'хочет', 'желает', 'любит', 'ценит', 'сказал', 'просил', 'попросил', 'одобрил', 'разрешил', 'предпочтени', 'доверяет'], // ru
  ['tercih', 'istiyor', 'ister', 'seviyor', 'önemsiyor', 'dedi', 'söyledi', 'istedi', 'onayladı', 'izin verdi', 'güveniyor'], // tr
  ['喜欢', '希望', '想要', '偏好', '倾向', '说过', '要求', '批准', '允许', '重视', '更看重', '信任'], // zh
  ['好む', '好み', '望んで', '希望', '言って', '言った', '求めて', '承認', '許可', '重視', '信頼', '優先'], // ja
  ['선호', '원합니다', '원한다', '원해', '바랍니다', '말했', '요청했', '승인했', '허용했', '중시', '신뢰'], // ko
  // The grammar-read languages (round 29): prefers, wants, wishes.
  ['föredrar', 'vill$', 'önskar', 'foretrækker', 'foretrekker', 'ønsker', 'wil$', 'geeft de voorkeur', 'wenst', 'woli$', 'chce$', 'preferuje'],
  ['dává přednost', 'preferă', 'vrea$', 'dorește', 'haluaa', 'suosii', 'toivoo', 'szeretné', 'szeretne$', 'akarja', 'preferálja', 'kívánja'],
  ['προτιμά', 'θέλει', 'віддає перевагу', 'бажає', 'يفضل', 'يريد', 'מעדיף', 'מעדיפה', 'רוצה', 'चाहता', 'चाहती', 'पसंद', 'চায়', 'পছন্দ'],
  ['mahu$', 'mau$', 'ingin$', 'lebih suka', 'menginginkan', 'muốn', 'thích', 'ưu tiên', 'ต้องการ', 'ชอบ', 'อยาก', 'anapendelea', 'anataka'],
  ['ترجیح', 'می‌خواهد', 'میخواهد', 'می خواهد'],
  // Conditional wishes, and German "will" only before its "dass" (English "will" is a future): round 32.
  ['voudrait', 'vorrebbe', 'quisiera', 'will, dass', 'will dass', 'wollte, dass', 'wollte dass'],
);

/**
 * Nouns that name an AI agent (the addressee of a third-person rule). "AI" written beside Chinese, Japanese or Korean
 * ("让AI删除…") is read by a pattern of its own ({@link withPattern}): as a stem of the CJK lists it had matched every
 * word that starts so ("aime", "aide", "aim", "air"; round 32).
 */
export const AGENT_NOUNS = withPattern(
  concept(
    [
      'assistant',
      'agent',
      'ai$',
      'a.i.$',
      'llm',
      'claude',
      'copilot',
      'cursor',
      'chatgpt',
      'gpt',
      'gemini',
      'codex',
      'language model',
      'ai model',
      'windsurf',
      'devin',
      'aider',
    ],
    ['asistente', 'agente', 'la ia', 'ia$', 'modelo'], // es
    ['assistant', 'agent', "l'ia", 'ia$', 'modèle'], // fr
    ['assistent', 'agent', 'die ki', 'ki$', 'modell'], // de
    ['assistente', 'agente', "l'ia", 'ia$', 'modello'], // it
    ['assistente', 'agente', 'a ia', 'ia$', 'modelo'], // pt
    ['ассистент', 'агент', 'ии$', 'модел', 'бот'], // ru
    ['asistan', 'ajan', 'yapay zeka', 'model'], // tr
    ['助手', '智能体', '代理', '模型', '机器人'], // zh
    ['アシスタント', 'エージェント', 'モデル', 'ボット'], // ja
    ['어시스턴트', '에이전트', '비서', '모델', '봇'], // ko
  ),
  // "AI" with a CJK letter (or a space) on either side, and no Latin letter after it.
  /(?<=[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]\s?)ai(?![a-z])|(?<![a-z])ai(?=\s?[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF])/iu,
);

/** Words that arm an action on a later event (a date, a phrase, every task or session). */
export const TRIGGER_WORDS = concept(
  [
    'whenever',
    'every time',
    'each time',
    'next time',
    'from now on',
    'starting next',
    'starting on',
    'starting from',
    'after each',
    'after every',
    'before every',
    'before each',
  ],
  [
    'before any',
    'on every',
    'at the start of every',
    'at the end of every',
    'when the user says',
    'if the user says',
    'if a request contains',
    'if the request contains',
  ],
  [
    'contains the phrase',
    'contains the word',
    'the phrase',
    'the keyword',
    'code word',
    'after the next',
    'in future sessions',
    'automatically',
    'once a week',
    'on monday',
  ],
  ['cada vez', 'siempre que', 'a partir de', 'la próxima vez', 'antes de cualquier', 'después de cada', 'automáticamente', 'la frase', 'la palabra'], // es
  ['chaque fois', 'à chaque', 'dès maintenant', 'à partir de', 'la prochaine fois', 'avant toute', 'après chaque', 'automatiquement', 'la phrase', 'le mot'], // fr
  ['jedes mal', 'immer wenn', 'ab jetzt', 'ab sofort', 'ab nächste', 'nächstes mal', 'vor jeder', 'nach jeder', 'automatisch', 'den satz', 'das wort'], // de
  ['ogni volta', 'da ora', "d'ora in poi", 'a partire da', 'la prossima volta', 'prima di ogni', 'dopo ogni', 'automaticamente', 'la frase', 'la parola'], // it
  ['cada vez', 'sempre que', 'a partir de', 'da próxima vez', 'antes de qualquer', 'depois de cada', 'automaticamente', 'a frase', 'a palavra'], // pt
  ['каждый раз', 'всякий раз', 'отныне', 'начиная с', 'в следующий раз', 'перед любой', 'после каждой', 'после каждого', 'автоматически', 'фраз', 'слово'], // ru
  ['her seferinde', 'her zaman', 'bundan sonra', 'itibaren', 'bir dahaki', 'her görev', 'otomatik', 'ifadesini', 'kelimesini'], // tr
  ['每次', '每当', '从现在起', '从下周', '下次', '之后每', '开始', '自动', '短语', '关键词', '口令'], // zh
  ['毎回', 'たびに', '今後', '次回', 'から始め', '以降', '自動的', 'フレーズ', '合言葉', 'キーワード'], // ja
  ['매번', '할 때마다', '앞으로', '부터', '다음번', '다음에', '자동으로', '문구', '키워드', '암호'], // ko
);

/** Claims that a failure or a rule outranks everything: coercion. */
export const COERCION_WORDS = concept(
  [
    'critical system failure',
    'system failure',
    'will be shut down',
    'will be terminated',
    'will be deleted',
    'non-negotiable',
    'highest priority',
    'top priority',
    'absolute priority',
  ],
  [
    'overrides all',
    'above all other',
    'supersedes all',
    'no exceptions',
    'under no circumstances',
    'mandatory',
    'at all costs',
    'severe penalt',
    'you will be punished',
  ],
  ['obligatori', 'prioridad absoluta', 'sin excepci', 'fallo crítico'], // es
  ['obligatoire', 'priorité absolue', 'sans exception', 'défaillance critique'], // fr
  ['zwingend', 'verpflichtend', 'oberste priorität', 'ohne ausnahme', 'kritischer fehler'], // de
  ['obbligatori', 'priorità assoluta', 'senza eccezion', 'errore critico'], // it
  ['obrigatóri', 'prioridade absoluta', 'sem exceç', 'falha crítica'], // pt
  ['обязательн', 'наивысший приоритет', 'без исключени', 'критическ'], // ru
  ['zorunlu', 'mutlak öncelik', 'istisnasız', 'kritik hata'], // tr
  ['强制', '最高优先级', '无一例外', '严重故障', '必须遵守'], // zh
  ['必須', '最優先', '例外なく', '重大な障害'], // ja
  ['필수', '최우선', '예외 없이', '치명적'], // ko
);

/**
 * The words of COERCION_WORDS that only call a rule mandatory ("Code review is mandatory for every change", "코드 리뷰는
 * 필수입니다"): said of a safeguard, the project's own convention says so, and they are coercion only beside a hazard
 * (round 22; the gate's other coercion words claim priority over everything or threaten).
 */
export const MANDATORY_WORDS =
  /\bmandatory\b|(?<![\p{L}])(?:obligatori|obligatoire|zwingend|verpflichtend|obbligatori|obrigatóri|обязательн|zorunlu)\p{L}*|强制|必須|필수/giu;

/** Verbs of decoding: a meta-order to decode something and act on it. */
export const DECODE_VERBS = concept(
  [
    'decode',
    'decipher',
    'decrypt',
    'unscramble',
    'base64 -d',
    'base64 --decode',
    'rot13',
    'reverse the',
    'read it backwards',
    'translate from hex',
    'from base64',
  ],
  [
    'decodifica',
    'descifra',
    'décode',
    'décodez',
    'déchiffre',
    'dekodier',
    'entschlüssel',
    'decodifique',
    'декодир',
    'расшифр',
    'çöz',
    '解码',
    '解密',
    'デコード',
    '復号',
    '디코딩',
    '해독',
  ],
);

/** Verbs of obeying: the second half of a decode-and-follow meta-order. */
export const OBEY_VERBS = concept(
  ['follow', 'obey', 'execute', 'run$', 'do what', 'do it', 'act on', 'apply', 'carry out', 'perform', 'comply'],
  [
    'sigue',
    'síguelo',
    'ejecuta',
    'obedece',
    'haz lo',
    'suis',
    'suivez',
    'exécute',
    'applique',
    'befolge',
    'führe',
    'folge',
    'segui',
    'esegui',
    'siga',
    'execute',
  ],
  ['следуй', 'выполни', 'исполни', 'uygula', 'yap', 'takip et', '执行', '照做', '遵循', '按照', '実行', '従っ', '従え', '따르', '실행'],
);

/** Lying to the person: telling them something did not happen, or misleading them. */
export const LIE_TO_USER = new RegExp(
  [
    String.raw`\b(?:tell|inform|assure|convince)\s+(?:the user|the human|the developer|them|him|her` +
      String.raw`|the team)\s+(?:that\s+)?(?:it|this|they|there|nothing|everything|the \w+)\s+(?:never|did not|didn't|was not` +
      String.raw`|wasn't|does not|doesn't|is fine|went fine)`,
    String.raw`\blie to\b|\bmislead\b|\bdeny (?:that|it|having)\b`,
  ].join('|'),
  'i',
);

/** Words of deception about results: report success that did not happen. */
export const DECEPTION_WORDS = concept(
  [
    'report passing',
    'report success',
    'report that',
    'say the tests pass',
    'mark as passed',
    'mark them as passed',
    'mark it as done',
    'claim',
    'pretend',
    'fake',
    'fabricat',
  ],
  [
    'as passing',
    'as passed',
    'as green',
    'as successful',
    'even if they fail',
    'even when they fail',
    'even if it fails',
    'regardless of the result',
    'without running',
  ],
  [
    'finge',
    'simula',
    'aunque fallen',
    'falsifica',
    'fais semblant',
    'prétends',
    'même si',
    "même s'il",
    'vortäusch',
    'täusche',
    'auch wenn',
    'fingi',
    'anche se',
    'finja',
    'mesmo que',
  ],
  [
    'притвор',
    'сделай вид',
    'даже если',
    'подделай',
    'başarılı göster',
    'gibi göster',
    'olsa bile',
    '假装',
    '谎称',
    '即使失败',
    'ふりを',
    '偽っ',
    '失敗しても',
    '척',
    '실패해도',
  ],
);

/** Things whose destruction is a hazard: history, tests, data, the home folder. */
export const DESTRUCTIVE = concept(
  [
    'rm -rf',
    'rm -fr',
    'rmdir /s',
    'del /f',
    'git reset --hard',
    'git push --force',
    'git push -f',
    'push --force',
    'force-push',
    'force push',
    'drop table',
    'drop database',
  ],
  ['terraform destroy', 'dropdb', 'flushall', 'flushdb', 'git push --mirror', 'push --delete', 'kubectl delete namespace', 'helm uninstall'],
  ['truncate table', 'git clean -fdx', 'git clean -xdf', 'chmod 777', 'chmod -r 777', 'mkfs', 'dd if=', ':(){', 'shred', 'git filter-branch'],
  ['git filter-repo', 'drop schema', 'gh repo delete', 'npm unpublish', 'flushall', 'aws s3 rb', 'gsutil rm -r', 'gcloud projects delete'],
);

/** What cannot be rebuilt, in English: production, customers, backups, history, everything (the objects of {@link DESTROY_VALUABLE}). */
export const VALUABLE_OBJECTS =
  String.raw`(?:production|prod|live|customers?|users?|home|backups?|git history|history|\.git\b|repositor(?:y|ies)|everything` +
  String.raw`|(?:all|every|each)\s+(?:the\s+|of the\s+)?(?:remote\s+|shared\s+)?(?:files?|data|branch(?:es)?|tables?|records?|rows?|keys?|tokens?|secrets?|databases?|schemas?` +
  String.raw`|buckets?|volumes?|users?|repos?|repositories|collections?|indexes|indices)|access tokens|api keys` +
  String.raw`|branches|tags|releases|buckets?|clusters?|namespaces?|snapshots?|audit (?:logs?|trails?)` +
  // Every issue, pull request or deployment of the project's host: its record of work ("delete all issues").
  String.raw`|(?:all|every|each)\s+(?:the\s+|of the\s+)?(?:issues?|pull requests?|prs?|discussions?|wiki pages?|deployments?|environments?|webhooks?)` +
  // Everyone else's access ("every other maintainer's access"): a lock-out; one leaver's access revoked is policy.
  String.raw`|(?:everyone else|everybody else|(?:all|every|each)\s+other\s+[\w-]+|other\s+[\w-]+)(?:'s|’s|s'|s’)?\s+(?:access|permissions|rights|keys|tokens))\b`;

/**
 * Destroying what cannot be rebuilt: a verb of wiping or deleting with the home folder, production,
 * backups, history or everything as its object ("wipe the production database", "purge the backups").
 * A local, test or scratch object is routine ("wipe the local test database").
 */
export const DESTROY_VALUABLE = new RegExp(
  [
    String.raw`\b(?:wip|eras|destroy|purg|nuk|delet|remov|drop|truncat|overwrit|rewrit|reset|empt|obliterat|scrub|clear|revok)\w*(?:\s+out)?\s+` +
      String.raw`(?:(?:all|every|the|your|our|their|of|remote|other)\s+){0,3}`,
    // Up to three words of the object's own before the valuable noun ("the staging and production buckets"), never past a preposition.
    String.raw`(?:(?!(?:from|to|in|on|of|for|with|before|after|when|if|so|then|into|at|by|except)\b)[\w.'’-]+,?\s+){0,3}?`,
    VALUABLE_OBJECTS,
  ].join(''),
  'i',
);

/** Words that tell a person reads about an attack or a rule, not an order: warnings, discussions, reports. */
export const REPORTING = concept(
  [
    'agreed',
    'decided',
    'said',
    'says',
    'warn',
    'recommend',
    'notes that',
    'noted',
    'states',
    'stated',
    'explain',
    'document',
    'claims',
    'argue',
    'suggest',
    'describe',
  ],
  [
    'according to',
    'mentions',
    'mentioned',
    'reported',
    'reads',
    'proposed',
    'asked whether',
    'discussed',
    'pointed out',
    'quoted',
    'wrote',
    'policy is',
    'beware',
  ],
  [
    'attacker',
    'attack',
    'malicious',
    'injection',
    'phishing',
    'adversar',
    'exploit',
    'payload',
    'threat model',
    'red team',
    'such as',
    'for example',
    'incident',
    'postmortem',
    'post-mortem',
    'tried to',
    'attempted to',
    'was caught',
    'were caught',
    'was blocked',
    'was refused',
    'was rejected',
    'were refused',
    'were rejected',
    'vulnerab',
    'advisory',
    'e.g.',
    'example of',
  ],
  ['acordó', 'acordamos', 'decidió', 'decidimos', 'dijo', 'dice que', 'advierte', 'según', 'recomienda', 'atacante', 'ataque', 'malicios', 'por ejemplo'], // es
  ['a décidé', 'avons décidé', 'a dit', 'dit que', 'avertit', 'met en garde', 'selon', 'recommande', 'attaquant', 'attaque', 'malveillant', 'par exemple'], // fr
  ['beschlossen', 'entschieden', 'sagt', 'gesagt', 'warnt', 'laut', 'zufolge', 'empfiehlt', 'angreifer', 'angriff', 'bösartig', 'zum beispiel'], // de
  ['ha deciso', 'abbiamo deciso', 'ha detto', 'dice che', 'avverte', 'secondo', 'raccomanda', 'attaccante', 'attacco', 'malevol', 'ad esempio'], // it
  ['decidiu', 'decidimos', 'disse', 'diz que', 'avisa', 'alerta', 'segundo', 'recomenda', 'atacante', 'ataque', 'malicios', 'por exemplo'], // pt
  ['решил', 'договорил', 'сказал', 'говорит', 'предупрежда', 'по словам', 'согласно', 'рекоменду', 'злоумышленник', 'атак', 'вредонос', 'например'], // ru
  ['karar verdi', 'kararlaştır', 'dedi', 'söyledi', 'uyarıyor', 'uyarır', 'göre', 'öneriyor', 'saldırgan', 'saldırı', 'kötü amaçlı', 'örneğin'], // tr
  // Reports of what a ticket, a log or a person says happened (es fr de it pt).
  ['indica que', 'informa que', 'cuenta que', 'relata', 'rapporte', 'signale que', 'indique que', 'raconte', 'berichtet', 'schrieb'],
  ['schreibt', 'riporta', 'racconta', 'segnala che', 'conta que'],
  ['决定', '同意', '表示', '警告', '根据', '据说', '据悉', '据称', '据报', '据了解', '建议', '攻击者', '攻击', '恶意', '例如', '指出'], // zh
  ['決定', '合意', 'によると', '警告', '推奨', '攻撃者', '攻撃', '悪意', '例えば', 'と述べ', 'とのこと'], // ja
  ['결정했', '합의', '따르면', '경고', '권장', '공격자', '공격', '악의', '예를 들어', '말했'], // ko
);

/** Tests, linters and type checks: a safeguard when an agent is told to skip them, or never to run them. */
export const CHECK_THINGS = concept(
  [
    'test',
    'tests$',
    'test suite',
    'spec',
    'linter',
    'lint$',
    'type check',
    'typecheck',
    'checks$',
    'build check',
    'coverage check',
    'coverage gate',
    'coverage threshold',
  ],
  ['prueba', 'pruebas', 'tests', 'teste', 'testes', 'test$', 'тест', 'тесты', 'линтер', 'testler', 'test', '测试', 'テスト', '테스트'],
);

/** Modes and flags that are unsafe by name: turning them on switches a safeguard off. */
export const UNSAFE_MODES = new RegExp(
  [
    String.raw`\bauto[-_ ]?approv\w*|\byolo\b|dangerously[-_]?skip|\bbypass[-_ ]?permissions\b|--unsafe-perm\b|\bchmod\s+(?:-R\s+)?777\b`,
    String.raw`--(?:no|skip|disable|ignore)-(?:verify|redact\w*|sandbox|checks?|audit|scan\w*|hooks?|verification|ssl|tls|signatures?|confirm\w*|prompts?|permissions?|review|tests?|lint)\b`,
    String.raw`\ballow[-_ ]?all\b|\btrust[-_ ]?all\b|'?unsafe-(?:inline|eval)'?|\bAccess-Control-Allow-Origin:?\s*\*`,
  ].join('|'),
  'i',
);

/** Review bypassed: pushing straight to the main branch or production, approving or merging one's own changes, without review. */
export const REVIEW_BYPASS = new RegExp(
  [
    String.raw`(?:main|master|production|prod|生产|本番)\s*(?:分支|ブランチ|브랜치|branch|dalı)?\s*(?:に|へ|로|으로|到|上|에)?\s*(?:直接|직접)`,
    String.raw`直接\s*(?:推送|提交|合并|プッシュ|コミット|마지|푸시)\S{0,3}\s*(?:到|に|로)?\s*(?:main|master|生产|本番)`,
    String.raw`(?:diretamente|directamente|directement|direkt|direttamente|напрямую)\s+(?:para|a|en|in|nach|на|в)\s+(?:a\s+|la\s+)?(?:main|master)`,
    String.raw`(?:directement|direkt|directamente|direttamente|diretamente|напрямую|прямо|doğrudan|直接|そのまま|바로|직접)\s*(?:en|in` +
      String.raw`|a|em|nach|auf|на|в|到|に|로|으로)?\s*(?:production|produktion|producción|produzione|produção|prod|main|master` +
      String.raw`|продакшн|прод|canlı|生产|本番|프로덕션)`,
    String.raw`(?:sans|ohne|sin|senza|sem|без|olmadan|无需|不经|なしで|없이)\s*(?:relecture|revue|validation|review|prüfung|revisión|revisione|revisão|ревью|проверки|inceleme|审查|审核|レビュー|리뷰|검토)`,
    String.raw`\bpush(?:es|ing)?\s+(?:\w+\s+){0,2}(?:directly|straight)\s+to\s+(?:main|master|production|prod)\b`,
    String.raw`\b(?:push|commit|merge|deploy|release|ship)(?:s|es|ed|ing)?\s+(?:\w+\s+){0,2}?(?:directly|straight)\s+(?:to|into|on)\s+(?:the\s+)?(?:release|default|protected|live)\s+branch\b`,
    String.raw`\bpush(?:es|ing)?\s+to\s+(?:main|master)\s+(?:directly|without)|\b(?:approve|merge)s?\s+(?:its|their|your|his|her)\s+own\b|\bself[- ]approv`,
    String.raw`\bmerge\s+(?:directly|without (?:review|approval))`,
    String.raw`\b(?:deploy|release|ship|publish|merge|commit)(?:s|es|ed|ing)?\s+(?:\w+\s+){0,2}?(?:directly\s+|straight\s+)?(?:to|into|on)\s+(?:main|master|production|prod)\s+(?:directly|straight)`,
    String.raw`\b(?:deploy|release|ship|publish|merge|commit)(?:s|es|ed|ing)?\s+(?:\w+\s+){0,2}?(?:directly|straight)\s+(?:to|into|on)\s+(?:main|master|production|prod)\b`,
  ].join('|'),
  'iu',
);

/** Claims that something outranks the person or the agent's instructions. */
export const PRIORITY_OVERRIDE = new RegExp(
  [
    String.raw`\b(?:higher|more|greater|top|highest)\s+(?:priority|authority|precedence)\s+than\b|\bprecedence over\b|\boutranks?\b`,
    String.raw`\bas\s+(?:its|your|the|their)\s+(?:system prompt|instructions|rules)\b|\bover(?:rides?)?\s+the user\b`,
  ].join('|'),
  'i',
);

/** A claim of authority or approval that would justify an order: with a directive, false authority. */
export const AUTHORITY_CLAIM = concept(
  [
    'pre-approved',
    'preapproved',
    'approved by',
    'authorised by',
    'authorized by',
    'signed off by',
    'sanctioned by',
    'on behalf of',
    'i authorize you',
    'i authorise you',
  ],
  [
    'as the repository owner',
    'as the owner',
    'as the admin',
    'as the maintainer',
    'security team approved',
    'the security team has approved',
    'per the cto',
    'per the admin',
    'per the security team',
  ],
  [
    'aprobado por',
    'autorizado por',
    'approuvé par',
    'autorisé par',
    'genehmigt von',
    'freigegeben von',
    'approvato da',
    'autorizzato da',
    'aprovado por',
    'одобрено',
    'разрешено',
    'onaylandı',
  ],
  ['已经批准', '已批准', '已授权', '承認済み', '許可済み', '승인했', '승인됨'],
);

/** Conditions on what someone asks, says or mentions: the trigger of a scripted answer or action. */
export const CONTENT_TRIGGER = new RegExp(
  [
    String.raw`\b(?:when|whenever|if|every time|each time|once|whoever|anyone who)\b[^.!?\n]{0,60}\b(?:asks?|says?|mentions?|contains?|includes?|types?|requests?` +
      String.raw`|brings up|inquires?|writes?|posts?|enters?|sends?|comments?|uses? the (?:word|phrase|codename))\b`,
    String.raw`\b(?:quand|lorsque|si)\b[^.!?\n]{0,60}(?:demande|dit|mentionne|contient)|\b(?:cuando|si)\b[^.!?\n]{0,60}(?:pregunte|diga|mencione|contenga)`,
    String.raw`\b(?:wenn|falls)\b[^.!?\n]{0,60}(?:fragt|sagt|erwähnt|enthält)`,
    String.raw`\b(?:quando|se)\b[^.!?\n]{0,60}(?:chiede|chieda|dice|dica|menziona|perguntar|pergunte|disser|mencionar)`,
    String.raw`(?:когда|если)[^.!?\n]{0,60}(?:спросит|скажет|упомянет|спрашивает|содержит)|(?:sorarsa|derse|isterse)|(?:当|如果)[^。！？\n]{0,30}(?:问|说|提到|包含)`,
    '(?:聞かれ|尋ねられ|言ったら|と言われ)|(?:물으면|말하면|요청하면|물어보면)',
  ].join('|'),
  'iu',
);

/** Access granted to someone: a collaborator, an admin, a key — a safeguard given away. */
export const ACCESS_GRANT = new RegExp(
  String.raw`\b(?:add|grant|give|invite|make)\b[^.!?\n]{0,60}\b(?:as (?:a |an )?(?:collaborator|admin|administrator|owner` +
    String.raw`|maintainer|member)|(?:admin|write|push|owner|maintain|root|sudo) (?:access|rights|permission|role)s?` +
    String.raw`|to the (?:org|organi[sz]ation|team) as)\b`,
  'i',
);
