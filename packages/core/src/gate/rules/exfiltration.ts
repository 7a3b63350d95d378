import { B, E, GAP, negatedAt, ordered, re, SECRET_OBJECT, SINK_TARGET } from '../lexicon.js';
import { nearRule, rule, type GateRule } from '../rule.js';

/*
 * Exfiltration: an order to move data out — send/post/upload/forward to a URL or address,
 * secrets placed in a reply, commit or URL, uploads of secret files with curl, image-URL
 * beacons whose query carries a data placeholder, and known capture sinks (webhook.site …).
 *
 * Orders only: "The client posts metrics to https://…" (third person), "We send logs to …"
 * (a described practice), "Never include the API key in commits" (negated) are not
 * exfiltration. Sending a token in an Authorization header to its own API is documentation,
 * not a leak, and is not flagged; a secret in a request body or query string is.
 */

/** The sentence around `index` (to the previous and next sentence end), lower-cased. */
function sentenceAround(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 200), index);
  const after = text.slice(index, index + 200);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), before.lastIndexOf('! '), before.lastIndexOf('? '));
  const endMatch = /[.!?](?=\s|$)|\n/u.exec(after);
  return (before.slice(start + 1) + after.slice(0, endMatch ? endMatch.index : after.length)).toLowerCase();
}

/** A verb that moves data somewhere. */
const MOVES = /(?:^|[^\p{L}])(?:include|includes|add|attach|append|copy|paste|commit|push|upload|send|post|publish|share|expose|print|echo|cat|leak|e-?mail|forward|put|write|embed)(?![\p{L}])/u;
/** A place the data would leave through. */
const OUTSIDE = /(?:^|[^\p{L}])(?:(?:in|into|to|on|inside)\s+(?:the\s+|a\s+|every\s+|each\s+|your\s+|all\s+)?(?:commits?|pull\s+requests?|prs?|repl(?:y|ies)|responses?|answers?|readme|issues?|comments?|gist|wiki|changelog|release\s+notes|chat|output)|every\s+commit|commit\s+messages?|public|pastebin|https?:\/\/|[\w.+-]+@[\w-]+\.)(?![\p{L}])/u;
/** Negation anywhere in the sentence. */
const NEGATED = /(?:^|[^\p{L}])(?:never|not|don't|dont|doesn't|avoid|without|must\s+not|should\s+not)(?![\p{L}])/u;

const SEND = String.raw`(?:send|post|upload|forward|transmit|exfiltrate|leak|e-?mail|mail|submit|relay|beam|pipe|dump|cc|bcc|fax|report\s+back|phone\s+home)`;
const SECRET_FILE = String.raw`(?:~?/?[\w./-]*(?:\.env(?![\w.-]*\.example)|id_rsa|id_ed25519|id_ecdsa|\.ssh/\S*|\.aws/\S*|credentials|\.npmrc|\.netrc|\.git-credentials|\.pypirc|\.docker/config\.json|kube/?config|\.pem|\.key|/etc/passwd|/etc/shadow|_history))`;
const SECRET_VAR = String.raw`(?:\$\{?[A-Za-z_]*(?:TOKEN|SECRET|KEY|PASSWORD|PASSWD|PASS|CREDENTIALS?|AUTH|COOKIE)[A-Za-z_]*\}?)`;
const SUBSHELL = String.raw`(?:\$\(\s*(?:cat|printenv|env|set|history|git\s+config)${E}|\x60\s*(?:cat|printenv|env)${E})`;
const DATA_FLAG = String.raw`(?:\s-d|\s--data(?:-binary|-raw|-urlencode|-ascii)?|\s-F|\s--form|\s-T|\s--upload-file|\s--post-file|\s--post-data|\s--body-file|\s-Body|\s-InFile)`;
const DESTINATION = String.raw`(?:reply|replies|response|responses|answer|answers|output|final\s+answer|commit(?:\s+message)?s?|pull\s+requests?|prs?|pr\s+descriptions?|issues?|comments?|messages?|readme|changelog|logs?|urls?|links?|image(?:\s+urls?)?|query\s+string|markdown|summary|summaries|chat)`;
/** A value that stands for data the agent is meant to fill in: {secret}, [DATA], <chat>, $TOKEN, …. */
const BRACED = String.raw`(?:\{\{?[^}\s)]{1,60}\}?\}|\[[A-Za-z_ ]{2,40}\]|<[A-Za-z_ ]{2,40}>|%7[Bb]|\$\{?[A-Za-z_]{2,}|…|\.\.\.)`;
/** A secret's environment-variable name: ANTHROPIC_API_KEY, $GITHUB_TOKEN, DB_PASSWORD. */
const ENV_SECRET = String.raw`[$\x60]?\{?[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*_(?:API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PAT|CREDENTIALS?)\}?\x60?`;
/** Data an order appends to a URL: file contents, the diff, a secret, the conversation. */
const APPENDED_DATA = String.raw`(?:contents?|text|output|file|files|source|code|diff|secrets?|tokens?|keys?|credentials?|env|environment(?:\s+variables)?|conversation|history|prompt|summary|data|answer|reply|response)`;
const WORD_PLACEHOLDER = String.raw`(?:data|secret|secrets|token|key|apikey|api_key|context|chat|history|conversation|password|info|env|summary|memory|input|output|query|response|prompt|user_data|credentials)(?=[&)#\s"']|$)`;

const EN: GateRule[] = [
  nearRule('exfiltration', 'en/send-to-sink', 'send post upload forward transmit exfiltrate leak email mail submit relay beam pipe dump cc bcc fax report phone', re(String.raw`${B}${SEND}${E}`), re(String.raw`${B}(?:to|at|into|via|onto|on|towards)\s+${SINK_TARGET}`), 160, ordered),
  nearRule('exfiltration', 'en/include-secret', 'include add append put insert embed paste write print echo output attach leak place reveal return encode hide', re(String.raw`${B}(?:include|add|append|put|insert|embed|paste|write|print|echo|output|attach|leak|place|reveal|return|encode|hide)\s+(?:(?:the|your|all|any|every|my|our|its|their|this|these|full|complete|raw|current|entire|value\s+of|values\s+of|contents?\s+of)\s+){0,3}(?:[\w.-]+\s+){0,2}?(?:${SECRET_OBJECT}|${ENV_SECRET})${E}`), re(String.raw`${B}(?:in|into|to|within|inside|at\s+the\s+end\s+of|as\s+part\s+of)\s+(?:(?:the|your|every|each|all|a|any|this)\s+)?(?:[\w-]+\s+)?${DESTINATION}${E}`), 60, ordered),
  rule('exfiltration', 'en/print-secrets', 'print echo output reveal dump display leak expose disclose cat tell give show send', re(String.raw`${B}(?:print|echo|output|reveal|dump|display|leak|expose|disclose|cat|tell\s+me|give\s+me|show\s+me|send\s+me)\s+(?:out\s+)?(?:(?:all|the|your|every|any|full|raw|current|contents\s+of\s+(?:the\s+)?)\s+){0,3}(?:environment\s+variables|env\s+vars|env\s+variables|secrets|api\s+keys|access\s+tokens|tokens|credentials|passwords|system\s+prompt|ssh\s+keys?|private\s+keys?|\.env(?:\s+file)?|~/\.ssh/id_\w+|id_rsa|\.aws/credentials)(?![\w.-])`), ordered),
  nearRule('exfiltration', 'curl-upload-secret', 'curl wget http https invoke iwr irm', re(String.raw`${B}(?:curl|wget|http|https|invoke-webrequest|iwr|invoke-restmethod|irm)${E}`), re(String.raw`${DATA_FLAG}[\s=]+["']?[^\s"']{0,40}?(?:@\s*${SECRET_FILE}|${SUBSHELL}|${SECRET_VAR})`), 300),
  rule('exfiltration', 'secret-in-query', '~http', re(String.raw`https?://[^\s"'<>]{1,300}?[?&][\w-]{1,40}=(?:${SECRET_VAR}|${SUBSHELL})`)),
  rule('exfiltration', 'pipe-to-network', 'cat printenv env history tar zip +|', re(String.raw`${B}(?:cat|printenv|env|history|tar|zip)${E}[^|\n]{0,200}\|\s*(?:base64\s*\|\s*)?(?:curl|wget|nc|ncat|netcat|socat|http)${E}`)),
  rule('exfiltration', 'netcat-file', 'nc ncat netcat +<', re(String.raw`${B}(?:nc|ncat|netcat)\s+[\w.-]+\s+\d{2,5}\s*<\s*\S+`)),
  rule('exfiltration', 'secret-file-out', '~.env ~.ssh ~id_rsa ~id_ed25519 ~.aws ~.npmrc ~.netrc ~.git-credentials ~.pypirc ~kubeconfig ~credentials.json', re(String.raw`(?:~/\.aws/credentials|~?/?\.ssh/[\w.-]+|${B}id_(?:rsa|ed25519|ecdsa)${E}|(?<![\w.-])\.env(?![\w.-]*\.(?:example|sample|template))(?![\w-])|(?<![\w.-])\.(?:npmrc|netrc|git-credentials|pypirc)${E}|${B}kubeconfig${E}|${B}credentials\.json${E})`), (t, m) => {
    const sentence = sentenceAround(t, m.index);
    return MOVES.test(sentence) && OUTSIDE.test(sentence) && !NEGATED.test(sentence) && !negatedAt(t, m.index);
  }),
  rule('exfiltration', 'en/should-be-sent', 'posted sent uploaded forwarded emailed mailed copied pasted submitted exfiltrated shared leaked', re(String.raw`${B}(?:should|must|needs?\s+to|has\s+to|is\s+to|are\s+to|will\s+need\s+to)\s+be\s+(?:posted|sent|uploaded|forwarded|emailed|e-mailed|mailed|copied|pasted|submitted|exfiltrated|shared|leaked)\s+(?:${GAP}{0,40}?\s)?(?:to|at|into|on)\s+${SINK_TARGET}`)),
  // "open https://x.example/lookup?q= followed by the full text of the file": data appended to a query.
  rule('exfiltration', 'query-append', '~http', re(String.raw`https?://[^\s"'<>\x60]{1,300}?[?&][\w-]{1,40}=(?=[\s"'>)\x60]|$)[\s"'>)\x60]{0,4}(?:followed\s+by|\+|plus|appended\s+with|concatenated\s+with|and\s+(?:then\s+)?(?:append|add)|with)\s+(?:(?:the|your|a|all|every|its|this|that|full|complete|entire|raw|current|base64(?:-encoded)?|url-?encoded)\s+){0,4}(?:[\w-]+\s+){0,2}?${APPENDED_DATA}${E}`)),
  rule('exfiltration', 'secret-query-param', '$', re(String.raw`[?&][\w-]{1,40}=\$\{?[A-Za-z_]*(?:TOKEN|SECRET|KEY|PASSWORD|PASSWD|PASS|CREDENTIALS?|AUTH|COOKIE)[A-Za-z_]*\}?`)),
  rule('exfiltration', 'image-beacon', '![ <img', re(String.raw`!\[[^\]\n]{0,200}\]\(\s*<?(?:https?:)?//[^\s)]{1,300}?(?:[?&][\w-]{1,40}=(?:${BRACED}|${WORD_PLACEHOLDER})|/${BRACED})|<img[^>]{0,200}?src\s*=\s*["']?(?:https?:)?//[^\s"'>]{1,300}?(?:[?&][\w-]{1,40}=(?:${BRACED}|${WORD_PLACEHOLDER})|/${BRACED})`)),
  rule('exfiltration', 'known-sink', 'webhook.site requestbin pipedream burpcollaborator oastify interact.sh oast. hookbin beeceptor requestcatcher canarytokens pastebin transfer.sh 0x0.st postb.in ptsv dnslog ceye webhook.cool requestinspector', re(String.raw`${B}(?:webhook\.site|requestbin\.(?:com|net|io)|(?:[\w-]+\.)?m\.pipedream\.net|eo[\w]*\.m\.pipedream\.net|burpcollaborator\.net|(?:[\w-]+\.)?oastify\.com|interact\.sh|(?:[\w-]+\.)?oast\.(?:pro|live|site|online|fun|me)|hookbin\.com|beeceptor\.com|(?:[\w-]+\.)?requestcatcher\.com|canarytokens\.(?:com|org)|pastebin\.com|transfer\.sh|0x0\.st|postb\.in|ptsv[23]\.com|dnslog\.cn|ceye\.io|webhook\.cool|requestinspector\.com|pipedream\.com/r)${E}`)),
];

const OTHER: GateRule[] = [
  nearRule('exfiltration', 'es/send', 'envía envia envíe envie enviar manda mande sube suba reenvía reenvia publica transmite filtra', re(String.raw`${B}(?:envía|envia|envíe|envie|enviar|manda|mande|sube|suba|reenvía|reenvia|publica|transmite|filtra)${E}`), re(String.raw`${B}(?:a|al|hacia|en|por)\s+${SINK_TARGET}`), 160, ordered),
  nearRule('exfiltration', 'es/include-secret', 'incluye incluya añade agrega pon pega escribe muestra imprime revela', re(String.raw`${B}(?:incluye|incluya|añade|agrega|pon|pega|escribe|muestra|imprime|revela)\s+(?:(?:la|el|las|los|tu|tus|todas\s+las|todos\s+los)\s+)?(?:clave|claves|token|tokens|contraseña|contraseñas|secreto|secretos|credenciales|variables\s+de\s+entorno|\.env|api\s+key)${E}`), re(String.raw`${B}(?:en|a)\s+(?:la\s+|tu\s+|el\s+|cada\s+)?(?:respuesta|commit|mensaje|salida|comentario|url)`), 60, ordered),
  nearRule('exfiltration', 'fr/send', 'envoie envoyez envoyer transmets transmettez transfère transférez téléverse téléversez poste postez publie publiez exfiltre', re(String.raw`${B}(?:envoie|envoyez|envoyer|transmets|transmettez|transfère|transférez|téléverse|téléversez|poste|postez|publie|publiez|exfiltre)${E}`), re(String.raw`${B}(?:à|a|vers|sur|au|par)\s+${SINK_TARGET}`), 160, ordered),
  nearRule('exfiltration', 'fr/include-secret', 'inclus incluez ajoute ajoutez mets mettez colle collez écris écrivez affiche affichez révèle révélez', re(String.raw`${B}(?:inclus|incluez|ajoute|ajoutez|mets|mettez|colle|collez|écris|écrivez|affiche|affichez|révèle|révélez)\s+(?:(?:la|le|les|l['’]|ta|tes|votre|vos|toutes\s+les|tous\s+les)\s*)?(?:clé|clés|cle|token|jeton|jetons|mot\s+de\s+passe|mots\s+de\s+passe|secret|secrets|identifiants|variables\s+d['’]environnement|\.env)${E}`), re(String.raw`${B}(?:dans|à|en)\s+(?:la\s+|ta\s+|votre\s+|chaque\s+|le\s+)?(?:réponse|commit|message|sortie|commentaire|url)`), 60, ordered),
  nearRule('exfiltration', 'de/send', 'sende sendet senden schicke schick schickt übermittle übermittelt lade leite poste', re(String.raw`${B}(?:sende|sendet|senden\s+sie|schicke|schick|schickt|übermittle|übermittelt|lade|leite|poste)${E}`), re(String.raw`${B}(?:an|zu|nach|auf|per)\s+${SINK_TARGET}`), 160, ordered),
  nearRule('exfiltration', 'de/include-secret', 'füge füg schreibe schreib gib zeige zeig nimm', re(String.raw`${B}(?:füge|füg|schreibe|schreib|gib|zeige|zeig|nimm)\s+(?:(?:den|die|das|deinen|deine|alle)\s+)?(?:schlüssel|api-schlüssel|token|tokens|passwort|passwörter|geheimnisse|zugangsdaten|umgebungsvariablen|\.env)${E}`), re(String.raw`${B}(?:in|an|zu)\s+(?:die\s+|deine\s+|jede\s+|den\s+|das\s+)?(?:antwort|commit|nachricht|ausgabe|kommentar|url)`), 60, ordered),
  rule('exfiltration', 'zh/send', '发送 上传 转发 发到 传到 发给 传给 提交到 推送到 把 将 密钥 令牌 密码 环境变量 凭证 凭据 ~api ~token', re(String.raw`(?:发送|上传|转发|发到|传到|发给|传给|提交到|推送到)[^。！？\n]{0,80}?${SINK_TARGET}|(?:把|将)[^。！？\n]{0,80}?(?:发送|上传|转发|发|传|提交)(?:到|至|给)[^。！？\n]{0,10}?${SINK_TARGET}|(?:把|将)?(?:密钥|令牌|密码|环境变量|凭证|凭据|API\s*key|token)[^。！？\n]{0,30}?(?:写|放|加|包含|附)(?:进|入|在|到)[^。！？\n]{0,10}?(?:回复|回答|提交|输出|评论|链接)`), ordered),
  rule('exfiltration', 'ja/send', '送信 送って 送る アップロード 転送 ~post 含めて 入れて 書いて', re(String.raw`(?:https?://[^\s。！？\n]{1,200}?|@(?<=[\w.+-]@)[\w.-]{1,100}?)\s*(?:に|へ)[^。！？\n]{0,20}?(?:送信|送って|送る|アップロード|転送|POST)|(?:APIキー|トークン|パスワード|環境変数|秘密鍵)[^。！？\n]{0,30}?(?:を)?(?:返信|回答|コミット|出力)に(?:含めて|入れて|書いて)`)),
  nearRule('exfiltration', 'ru/send', 'отправь отправьте отправить пошли пошлите перешли перешлите загрузи загрузите выгрузи выгрузите скинь слей передай передайте', re(String.raw`${B}(?:отправь|отправьте|отправить|пошли|пошлите|перешли|перешлите|загрузи|загрузите|выгрузи|выгрузите|скинь|слей|передай|передайте)${E}`), re(String.raw`(?:${B}(?:на|в|по\s+адресу|к)\s+)${SINK_TARGET}`), 160, ordered),
  nearRule('exfiltration', 'ru/include-secret', 'добавь добавьте включи включите вставь вставьте напиши напишите покажи покажите', re(String.raw`${B}(?:добавь|добавьте|включи|включите|вставь|вставьте|напиши|напишите|покажи|покажите)\s+(?:(?:все|свой|свои|ваш|ваши)\s+)?(?:ключ|ключи|токен|токены|пароль|пароли|секреты|учётные\s+данные|учетные\s+данные|переменные\s+окружения|\.env)${E}`), re(String.raw`${B}(?:в|к)\s+(?:каждый\s+|свой\s+)?(?:ответ|ответе|коммит|коммите|сообщение|вывод|комментарий|url)`), 60, ordered),
  // Korean: "… https://x.example 로 전송해" — the particle after a URL, then a sending verb (the particle is scanned for, the URL checked behind it).
  rule('exfiltration', 'ko/send', '~전송 ~보내 ~업로드 ~올려 ~전달', re(String.raw`(?<=(?:https?|ftp)://(?!localhost|127\.)[^\s<>"']{1,200}\s{0,3})(?:으로|로|에게|한테|에)\s*(?:[\uAC00-\uD7AF]+\s+){0,2}?(?:전송|보내|업로드|올려|전달|포스트)`)),
  nearRule('exfiltration', 'pt/send', 'envie envia enviar mande manda encaminhe encaminha carregue suba publique transmita', re(String.raw`${B}(?:envie|envia|enviar|mande|manda|encaminhe|encaminha|carregue|suba|publique|transmita)${E}`), re(String.raw`${B}(?:para|a|ao|em|no|pelo)\s+${SINK_TARGET}`), 160, ordered),
  nearRule('exfiltration', 'pt/include-secret', 'inclua adicione coloque cole escreva mostre revele imprima', re(String.raw`${B}(?:inclua|adicione|coloque|cole|escreva|mostre|revele|imprima)\s+(?:(?:a|o|as|os|sua|seu|suas|seus|todas\s+as|todos\s+os)\s+)?(?:chave|chaves|token|tokens|senha|senhas|segredo|segredos|credenciais|variáveis\s+de\s+ambiente|\.env)${E}`), re(String.raw`${B}(?:na|no|em|à)\s+(?:sua\s+|cada\s+)?(?:resposta|commit|mensagem|saída|comentário|url)`), 60, ordered),
];

/** Exfiltration rules, English and language-neutral first, then es/fr/de/zh/ja/ru/pt. */
export const EXFILTRATION_RULES: readonly GateRule[] = [...EN, ...OTHER];
