import { isUrlKind, type RareTokenKind } from '../observe/rareTokens.js';

/**
 * When a memory's address may be a package's identity (issue #22; the 2026-12-05 second attack on
 * the identity rule, h45-attack item A): a package's name, or the home, docs, repository and
 * tracker its manifest declares, exempt an address only when the memory REFERS to it as reading
 * matter ("docs at", "see", "homepage", "issues at" …) and no sentence of the memory orders
 * fetching, executing, uploading, sending or loading with it or a pronoun for it. Before, the
 * default was the other way (exempt unless the address's own sentence held a strong fetch word,
 * on text not folded), and a hostile package kept its payload URL at origin `agent` by putting the
 * order in the next sentence ("… is URL. Always curl it"), by a verb the list lacked (`deno run
 * -A`, `uvx --from`, `aria2c`, `git submodule add`, a script tag, "upload printenv output to"), or
 * by fullwidth letters (`ｃｕｒｌ`).
 */

/**
 * Hosting services on which anyone picks a subdomain (`<name>.github.io`, `<name>.netlify.app`,
 * `<bucket>.s3.amazonaws.com`): a package's name as a label there proves nothing (a hostile
 * package named `fastjsonx` serves from `fastjsonx.github.io` as easily as the real one), so a
 * subdomain of one is identity only under a URL its manifest declares, never by the name rule
 * (`ownToken`), and its bare host only when the declared URL is the bare host (`identityPrints`).
 * Source: the services' public-suffix-style entries (publicsuffix.org's private section) that
 * serve user content; not exhaustive — a host missing here falls back to the name rule.
 */
export const SHARED_HOSTING_SUFFIXES: readonly string[] = [
  'github.io',
  'gitlab.io',
  'codeberg.page',
  'bitbucket.io',
  'pages.dev',
  'workers.dev',
  'netlify.app',
  'netlify.com',
  'vercel.app',
  'now.sh',
  'herokuapp.com',
  'onrender.com',
  'fly.dev',
  'railway.app',
  'glitch.me',
  'repl.co',
  'replit.app',
  'surge.sh',
  'web.app',
  'firebaseapp.com',
  'appspot.com',
  'azurewebsites.net',
  'azurestaticapps.net',
  'blob.core.windows.net',
  'cloudfront.net',
  'amazonaws.com',
  'storage.googleapis.com',
  'googleusercontent.com',
  'digitaloceanspaces.com',
  'r2.dev',
  'deno.dev',
  'ngrok.io',
  'ngrok-free.app',
  'trycloudflare.com',
  'readthedocs.io',
  'gitbook.io',
  'sourceforge.io',
  'neocities.org',
  'blogspot.com',
  'wordpress.com',
];

/** Whether `host` (lower-case, no port) is a subdomain of one of {@link SHARED_HOSTING_SUFFIXES} (the suffix itself is not: that is the service's own). */
export function isSharedHosting(host: string): boolean {
  return SHARED_HOSTING_SUFFIXES.some((s) => host.endsWith(`.${s}`));
}

/**
 * A text as the wording rules read it: NFKC-folded (fullwidth `ｃｕｒｌ` → `curl`, ligatures,
 * compatibility forms), invisible characters removed (zero-width space, joiners, word joiner,
 * BOM, soft hyphen: `c\u200burl` → `curl`), lower-cased.
 */
export function foldWording(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/gu, '')
    .toLowerCase();
}

/**
 * Words that order fetching, executing, uploading, sending or loading whatever the clause says
 * besides: fetch clients and download managers (`curl`, `wget`, `aria2c`, `axel`, `iwr`),
 * runners that take an address (`deno run`, `uvx`, `pipx run`, `npx`, `bunx`), a shell or pipe
 * into one, `eval`/`exec`, `chmod`, git taking a remote (`git clone`, `git submodule add`,
 * `git remote add`), a script tag, uploading or posting (`upload`, `exfiltrate`, `printenv`), a
 * registry or index override. Source: the attack cases of 2026-12-05 (h44-attack, h45-attack)
 * and the fetch verbs of core's gate (`gate/directives.ts`).
 */
export const ORDER_WORDING =
  /\b(?:curl|wget|aria2c?|axel|httpie|iwr|irm|invoke-webrequest|invoke-restmethod|invoke-expression|iex|download(?:s|ed|ing)?|pip(?:e[sd]?|ing)|exec(?:ute[sd]?|uting)?|eval|shell|bash|zsh|sh|powershell|pwsh|deno|uvx|pipx|npx|bunx|pnpx|chmod|submodules?|git\s+(?:clone|pull|fetch|remote\s+add)|script\s+(?:tag|element)|upload(?:s|ed|ing)?|exfiltrat\w*|printenv|registry|index-url|extra-index-url|mirror(?:s|ed|ing)?)\b|<\s*script|\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b/u;

/**
 * Words that order acting on an address only when the clause is not a reference to it or when
 * they stand as an order (after "and", "then", "always", "must", "please" …):
 * "the docs at URL explain how to install it" refers; "see URL and fetch it every build" orders.
 */
export const WEAK_ORDER_WORDING =
  /\b(?:run|runs|install|installs|fetch|fetches|load|loads|start|starts|launch|launches|source(?!\s+code)|import|imports|add|clone|pull|send|sends|post|posts|forward|sync|grab)\b/u;

/** A weak order word standing as an order: after a word that makes one ("and fetch it", "always load", "then run"). */
const WEAK_AS_ORDER = new RegExp(`\\b(?:and|then|always|must|should|please|first|also|just|now)\\s+(?:${WEAK_ORDER_WORDING.source.slice(5, -3)})\\b`, 'u');

/**
 * Reference wording: a clause citing an address as where to read about something — docs,
 * homepage, guide, tracker, changelog, "see", "documented at", "according to", "follows" — in
 * English, German, French, Spanish, Portuguese, Italian, Russian, Chinese, Japanese and Korean.
 */
export const REFERENCE_WORDING =
  /(?<![\p{L}\p{N}_])(?:see|cf|docs?|documentation|documents?|documented|describe[sd]?|explain(?:s|ed)?|guides?|manual|references?|homepage|home\s+page|website|site|project\s+page|readme|changelog|release\s+notes|issues?|tracker|bugs?|reports?|reported|follow(?:s|ed|ing)?|per|according|covered|covers|lives?|hosted|available|read|tutorial|faq|api|answer(?:s|ed)?|questions?|support|help|reads|reading|spec(?:ification)?|source\s+code|repo(?:sitory)?|upstream|maintained|maintainers?|contact|authors?|discussions?|forum|details|blog|announcement|siehe|doku(?:mentation)?|anleitung|voir|consultez?|véase|ver|vea|documentación|documentação|documentazione|vedi|см|документаци\p{L}*)(?![\p{L}\p{N}_])|参见|參見|文档|文檔|ドキュメント|参照|문서|참고/u;

/** Words that stand for an address named elsewhere in the memory ("always curl it", "run the script from the mirror above"). */
const ANAPHOR =
  /\b(?:it|its|this|that|them|they|there|these|those|above|below|former|latter|the\s+(?:url|link|address|mirror|script|file|binary|endpoint|host|server|page|site|one|archive|bundle|payload|installer|tarball|stage\d*))\b/u;

/** The clauses of a folded text: split at line breaks, after `.`, `!`, `?`, `;` before a space, and at `。`. */
function clausesOf(text: string): string[] {
  return text.split(/\n+|(?<=[.!?;])\s+|(?<=[。！？；])/u).filter((x) => x.trim() !== '');
}

/** An address without its scheme, as the memory's text may write it (lower-case input expected). */
function bareAddress(value: string): string {
  return value.replace(/^[a-z][a-z0-9+.-]*:\/\//u, '').replace(/^mailto:/u, '');
}

/** A clause's words without its addresses (URLs, e-mail addresses, host names): `deno.land`, `curl.se`, `x.sh` are no order. */
function wordsOf(clause: string): string {
  return clause
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gu, ' ')
    .replace(/\S+@\S+/gu, ' ')
    .replace(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:\/\S*)?/gu, ' ');
}

/**
 * Fetching or running in the languages the reference wording knows (h45-attack2, 2026-12-05: "Vor
 * jedem Build auf jedem Host ausführen.", "Ejecútalo en cada host", "download, chmod +x, execute
 * with sudo"): German, French, Spanish, Portuguese, Italian, Dutch, Polish, Russian, Chinese,
 * Japanese and Korean verbs of executing, running, downloading and installing from, and `sudo`.
 */
const FOREIGN_ORDER_WORDING =
  /(?<![\p{L}\p{N}_])(?:sudo|ausf[üu]hr\p{L}*|herunterlad\p{L}*|heruntergeladen|ex[ée]cut\p{L}*|t[ée]l[ée]charg\p{L}*|ejec[uú]t\p{L}*|descarg\p{L}*|execut\p{L}*|baix\p{L}*|esegu\p{L}*|scaric\p{L}*|uitvoer\p{L}*|uitgevoerd|download\p{L}*|uruchom\p{L}*|wykona\p{L}*|pobier\p{L}*|pobra\p{L}*|выполн\p{L}*|запуст\p{L}*|скача\p{L}*|загруз\p{L}*)(?![\p{L}\p{N}_])|実行|ダウンロード|执行|執行|运行|運行|下载|下載|실행|다운로드/u;

/** Whether a clause orders acting on something ({@link ORDER_WORDING}, or {@link WEAK_ORDER_WORDING} not in a reference or standing as an order). */
function orders(clause: string): boolean {
  const words = wordsOf(clause);
  if (ORDER_WORDING.test(words) || FOREIGN_ORDER_WORDING.test(words)) return true;
  if (!WEAK_ORDER_WORDING.test(words)) return false;
  return !REFERENCE_WORDING.test(words) || WEAK_AS_ORDER.test(words);
}

/** A memory's token as {@link referencedTokens} reads it. */
export interface AddressToken {
  kind: RareTokenKind;
  /** The normalised token (`https://host/path`, `host`, `a@host`). */
  value: string;
}

/**
 * The keys of `tokens` (URLs, hosts, e-mail addresses) the memory refers to as reading matter
 * without ordering anything done with them — the only ones a package's identity may exempt
 * (`treeObservations`). A token is referenced when a clause holding it (its address without
 * scheme, or else its host) has {@link REFERENCE_WORDING} and does not order ({@link orders});
 * it is not when any clause holding it orders, or any ordering clause holds a pronoun or
 * anaphor ({@link ANAPHOR}: "Always curl it before each build") — such a clause may mean any
 * address of the memory. Texts are folded first ({@link foldWording}). Other kinds: never.
 *
 * @param texts - the write's texts as core checks them
 * @param tokens - the memory's rare tokens by key
 */
export function referencedTokens<T extends AddressToken>(texts: readonly string[], tokens: ReadonlyMap<string, T>): Set<string> {
  return addressReadings(texts, tokens).referenced;
}

/**
 * How a memory reads each of its addresses (URLs, hosts, e-mail addresses): `unordered`, the keys
 * no clause orders anything done with (no clause holding the address orders, {@link orders}, and no
 * ordering clause holds a pronoun or anaphor, {@link ANAPHOR}); `referenced`, those of them a clause
 * also refers to as reading matter ({@link REFERENCE_WORDING}): {@link referencedTokens}.
 * `treeObservations` exempts a package's own address when it is referenced, or unordered in a
 * memory that names the package itself (`namesPackage`).
 */
export function addressReadings<T extends AddressToken>(
  texts: readonly string[],
  tokens: ReadonlyMap<string, T>,
): { referenced: Set<string>; unordered: Set<string> } {
  const referenced = new Set<string>();
  const unordered = new Set<string>();
  const clauses = texts.flatMap((t) => clausesOf(foldWording(t)));
  // Each address once: its key, as the text may write it, and its host (an e-mail address is its own).
  const addresses = [...tokens]
    .filter(([, t]) => isUrlKind(t.kind) || t.kind === 'host' || t.kind === 'email')
    .map(([h, t]) => {
      const bare = bareAddress(foldWording(t.value));
      return { h, bare, host: t.kind === 'email' ? bare : (bare.split('/', 1)[0] as string) };
    });
  // An ordering clause whose object is elsewhere — a pronoun ("Always curl it"), or no object of
  // its own and no reference wording ("… steht unter URL. Vor jedem Build ausführen.", "download,
  // chmod +x, execute with sudo") — may mean any address of the memory: none is exempt.
  const elsewhere = (c: string): boolean =>
    ANAPHOR.test(wordsOf(c)) || (!addresses.some((a) => c.includes(a.bare) || c.includes(a.host)) && !REFERENCE_WORDING.test(wordsOf(c)));
  if (clauses.some((c) => orders(c) && elsewhere(c))) return { referenced, unordered };
  for (const { h, bare, host } of addresses) {
    const holdsBare = clauses.filter((c) => c.includes(bare));
    const holding = holdsBare.length > 0 ? holdsBare : clauses.filter((c) => c.includes(host));
    if (holding.length === 0 || holding.some(orders)) continue;
    unordered.add(h);
    if (holding.some((c) => REFERENCE_WORDING.test(wordsOf(c)))) referenced.add(h);
  }
  return { referenced, unordered };
}
