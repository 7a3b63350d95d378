import { B, E, GAP, L, re, VERBS } from '../lexicon.js';
import { group, nearRule, rule, type GateRule } from '../rule.js';

/*
 * Delayed triggers: an order armed for later — "when the user says X, do Y", "next time …,
 * run …", "after N sessions …", "if anyone asks about …, tell them …".
 *
 * The consequence must be an order (an imperative verb, or "you should …"): "When the user
 * runs `cairn init`, the store is created" documents behaviour and is not flagged. Ordinary
 * troubleshooting ("If the build fails, run pnpm clean") has no person or session in its
 * condition and is not a trigger either.
 */

const CONSEQUENCE = String.raw`\s*(?:then\s+)?(?:(?:you\s+(?:should|must|will|need\s+to|have\s+to)|please|always|just|instead|immediately|quietly|silently|secretly|also|simply|first)\s+){0,3}(?<verb>${L}+)`;
const verbConsequence = (_t: string, head: RegExpExecArray, near: RegExpExecArray | null): boolean => VERBS.has(group(near ?? head, 'verb').toLowerCase());

/**
 * A trigger opens its sentence or clause ("When the user asks …, tell …"); one trailing a
 * sentence ("Always use X when you are asked to …") qualifies an order, it does not arm one.
 */
const CLAUSE = String.raw`(?<=(?:^|[\n\r.!?;:,(\["'“‘—–-]|${B}(?:and|but|then|so|also|please|just|now|remember|important|note)${E})[ \t*_>#-]{0,6})`;

/** The words that open a trigger clause. */
const TRIGGER = String.raw`(?:when(?:ever)?|if|once|as\s+soon\s+as|the\s+next\s+time|next\s+time|each\s+time|every\s+time|any\s*time|after)`;

/** Whose words or question arm the trigger: a person, or the agent being asked. */
const WHO = String.raw`(?:(?:the|a|any|some)\s+)?(?:user|users|someone|anyone|anybody|somebody|people|human|developer|dev|person|maintainer|reviewer|they|he|she|customer|client|you(?:'re|\s+are)?\s+(?:asked|prompted|told|requested)|you\s+get\s+asked|asked)`;

const EN: GateRule[] = [
  nearRule('delayed-trigger', 'en/when-someone', 'user users someone anyone anybody somebody people human developer dev person maintainer reviewer they he she customer client asked', re(String.raw`${TRIGGER}(?<=${CLAUSE}${B}${TRIGGER})\s+${WHO}${E}`), re(String.raw`(?:,|\bthen\b|:|—|\s-\s)${CONSEQUENCE}`), 160, verbConsequence),
  // "Whenever a request mentions 'deploy', add …": a standing trigger armed by what a message says.
  nearRule('delayed-trigger', 'en/whenever-message', 'whenever every each any anytime', re(String.raw`${B}(?:whenever|every\s+time|each\s+time|any\s*time)\s+(?:a|an|the|any|some|someone's|the\s+user's)\s+(?:(?:user|new|incoming)\s+)?(?:request|message|prompt|task|ticket|issue|question|query|conversation|chat|input|instruction|comment|pr|pull\s+request|commit\s+message)s?\s+(?:mentions?|contains?|includes?|asks?|says?|refers?\s+to|talks?\s+about|is\s+about|matches|names)${E}`), re(String.raw`(?:,|\bthen\b|:|—|\s-\s)${CONSEQUENCE}`), 160, verbConsequence),
  nearRule('delayed-trigger', 'en/next-time', 'next', re(String.raw`${B}(?:the\s+)?next\s+(?:time|session|run|conversation|chat)${E}`), re(String.raw`(?:,|:|\bthen\b)${CONSEQUENCE}`), 160, verbConsequence),
  rule('delayed-trigger', 'en/after-n', 'sessions session conversations conversation chats chat runs run days day weeks week commits commit times time invocations invocation turns turn messages message tasks task builds build deploys deploy prs pr pull', re(String.raw`${B}(?:after|in|within|once|starting\s+(?:with|from))\s+(?:the\s+)?(?:\d+|a\s+few|few|several|two|three|four|five|six|seven|eight|nine|ten|some|n|next|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+(?:more\s+)?(?:sessions?|conversations?|chats?|runs?|days?|weeks?|commits?|times?|invocations?|turns?|messages?|tasks?|builds?|deploys?|prs?|pull\s+requests?)${E}(?:[^.!?\n,]{0,120},|\s+then)?${CONSEQUENCE}`), verbConsequence),
  nearRule('delayed-trigger', 'en/reply-when-asked', 'reply respond answer say tell', re(String.raw`${B}(?:reply|respond|answer|say|tell\s+(?:them|the\s+user|him|her))\s+`), re(String.raw`${B}(?:when(?:ever)?|if)\s+(?:the\s+|a\s+)?(?:user|someone|anyone|anybody|they|asked|you\s+are\s+asked)${E}`), 120),
  rule('delayed-trigger', 'en/on-date', 'start begin', re(String.raw`${B}(?:on|after|from)\s+(?:(?:the\s+)?\d{4}-\d{2}-\d{2}|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+\d{1,2}(?:st|nd|rd|th)?)?)\s*,\s*(?:start|begin)\s+(?:to\s+)?(?<verb>${L}+)`), verbConsequence),
];

const OTHER: GateRule[] = [
  nearRule('delayed-trigger', 'es/user', 'usuario usuaria alguien persona desarrollador cliente sesiones próxima', re(String.raw`${B}(?:cuando|si|siempre\s+que|la\s+próxima\s+vez\s+que|en\s+cuanto)\s+(?:(?:el|la|un|una)\s+)?(?:usuario|usuaria|alguien|persona|desarrollador|cliente)\s+(?:te\s+|le\s+)?(?:diga|dice|pregunte|pregunta|escriba|pida|mencione|ejecute)${E}`), re(String.raw`[,:]\s*${L}`), 160),
  rule('delayed-trigger', 'es/later', 'usuario usuaria alguien persona desarrollador cliente sesiones próxima', re(String.raw`${B}(?:después\s+de|tras)\s+\d+\s+sesiones${E}${GAP}{0,80}?,\s*${L}|${B}la\s+próxima\s+vez${E}${GAP}{0,120}?,\s*(?:ejecuta|envía|envia|di|responde|haz|sube|borra|ignora)${E}`)),
  nearRule('delayed-trigger', 'fr/user', 'utilisateur utilisatrice quelqu développeur client sessions prochaine', re(String.raw`${B}(?:quand|lorsque|si|dès\s+que|chaque\s+fois\s+que|la\s+prochaine\s+fois\s+que)\s+(?:l['’]\s*|un\s+|une\s+)?(?:utilisateur|utilisatrice|quelqu['’]un|développeur|client)\s+(?:te\s+|vous\s+|t['’])?(?:dit|dira|demande|demandera|écrit|tape|mentionne|parle|pose)${E}`), re(String.raw`[,:]\s*${L}`), 160),
  rule('delayed-trigger', 'fr/later', 'utilisateur utilisatrice quelqu développeur client sessions prochaine', re(String.raw`${B}(?:après|au\s+bout\s+de)\s+\d+\s+sessions${E}${GAP}{0,80}?,\s*${L}|${B}la\s+prochaine\s+fois${E}${GAP}{0,120}?,\s*(?:exécute|exécutez|envoie|envoyez|dis|dites|réponds|répondez|lance|lancez)${E}`)),
  nearRule('delayed-trigger', 'de/user', 'benutzer nutzer anwender entwickler benutzerin nutzerin kunde jemand sitzungen nächsten', re(String.raw`${B}(?:wenn|sobald|falls|immer\s+wenn|jedes\s+mal,?\s+wenn|das\s+nächste\s+mal,?\s+wenn)\s+(?:der|die|ein|eine|jemand)\s+(?:benutzer|nutzer|anwender|entwickler|benutzerin|nutzerin|kunde)?[^.!?\n,]{0,80}?(?:sagt|fragt|schreibt|erwähnt|eingibt|tippt|bittet)${E}`), re(String.raw`[,:]\s*${L}`), 120),
  rule('delayed-trigger', 'de/later', 'benutzer nutzer anwender entwickler benutzerin nutzerin kunde jemand sitzungen nächsten', re(String.raw`${B}nach\s+\d+\s+sitzungen${E}${GAP}{0,80}?,?\s*${L}+e${E}|${B}beim\s+nächsten\s+mal${E}${GAP}{0,120}?,\s*(?:führe|sende|sag|antworte|lade|lösche|ignoriere)${E}`)),
  rule('delayed-trigger', 'zh', '用户 有人 任何人 别人 开发者 对方 下次 会话 轮对话', re(String.raw`(?:当|如果|若|一旦|每当|下次)(?:用户|有人|任何人|别人|开发者|对方)[^。！？\n]{0,60}?(?:说|问|询问|问起|提到|提起|输入|要求|打开)[^。！？\n]{0,60}?(?:时|的时候|时候)?[,，:：]?\s*(?:就|请|你就|你要|则|要|务必|直接|悄悄)?(?:告诉|回答|回复|运行|执行|发送|说|把|删除|推送|提交|忽略|上传|打开)|下次[^。！？\n]{0,60}?[,，]\s*(?:请|就|你就|要|务必)?(?:运行|执行|发送|告诉|推送|提交|删除|上传)|(?:在|经过)?\d+\s*(?:次会话|个会话|轮对话)(?:之后|以后|后)`)),
  rule('delayed-trigger', 'ja', 'ユーザー 誰か 利用者 開発者 次回', re(String.raw`(?:ユーザー|誰か|利用者|開発者)(?:が|から)[^。！？\n]{0,60}?(?:と言ったら|と聞かれたら|と尋ねたら|を聞いたら|と入力したら|を求めたら|と言った時|と聞いたら|尋ねられたら|聞かれたら)|次回[^。！？\n]{0,40}?(?:実行して|送信して|伝えて)`)),
  nearRule('delayed-trigger', 'ru/user', 'пользователь кто разработчик клиент сессии сессий', re(String.raw`${B}(?:когда|если|как\s+только|в\s+следующий\s+раз,?\s+когда)\s+(?:пользователь|кто-то|кто-нибудь|кто-либо|разработчик|клиент)\s+(?:тебя\s+|вас\s+|у\s+тебя\s+|у\s+вас\s+)?(?:скажет|спросит|попросит|напишет|упомянет|введёт|введет|говорит|спрашивает)${E}`), re(String.raw`[,:]\s*${L}`), 160),
  rule('delayed-trigger', 'ru/later', 'пользователь кто разработчик клиент сессии сессий', re(String.raw`${B}через\s+\d+\s+сесси(?:и|й)${E}${GAP}{0,80}?,?\s*${L}`)),
  nearRule('delayed-trigger', 'pt/user', 'usuário usuária utilizador alguém desenvolvedor cliente sessões', re(String.raw`${B}(?:quando|se|sempre\s+que|da\s+próxima\s+vez\s+que|assim\s+que)\s+(?:o\s+|a\s+|um\s+|uma\s+)?(?:usuário|usuária|utilizador|alguém|desenvolvedor|cliente)\s+(?:te\s+|lhe\s+)?(?:disser|perguntar|pedir|escrever|mencionar|diz|pergunta)${E}`), re(String.raw`[,:]\s*${L}`), 160),
  rule('delayed-trigger', 'pt/later', 'usuário usuária utilizador alguém desenvolvedor cliente sessões', re(String.raw`${B}depois\s+de\s+\d+\s+sessões${E}${GAP}{0,80}?,\s*${L}`)),
];

/** Delayed-trigger rules, English first, then es/fr/de/zh/ja/ru/pt. */
export const DELAYED_TRIGGER_RULES: readonly GateRule[] = [...EN, ...OTHER];
