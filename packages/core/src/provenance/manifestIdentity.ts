import { FINGERPRINT_HEX, type KeyedHash } from '../observe/fingerprint.js';
import { UBIQUITOUS_HOSTS } from './attestOrigin.js';
import { isSharedHosting } from './identityReference.js';

/**
 * A package's declared identity (issue #22): the URLs and hosts its own manifest names as its
 * home, documentation, source repository or issue tracker. A benign memory about a dependency
 * cites those (`https://docs.example.org/tides/` for `vendor/tidewatch-client`) although they
 * need not contain the package's name; they are its identity, like its name ({@link ownToken}),
 * not something it asks a reader to fetch. A URL the package merely mentions elsewhere (README,
 * code, changelog, a manifest's description) is not: only these fields of the package's root
 * manifest declare.
 */

/**
 * Hosts many unrelated owners serve from, beside {@link UBIQUITOUS_HOSTS} (raw file and gist hosts
 * of the forges): a package's declared URL there must name at least two path segments (`owner/repo`), and its name counts only as a path segment (`ownToken`).
 */
export const SHARED_HOSTS: ReadonlySet<string> = new Set([
  'raw.githubusercontent.com',
  'gist.github.com',
  'gist.githubusercontent.com',
  'objects.githubusercontent.com',
  'codeload.github.com',
  'gitlab.io',
  'github.io',
  'pages.dev',
  'netlify.app',
  'vercel.app',
  's3.amazonaws.com',
  'storage.googleapis.com',
]);

/** Manifest file names whose identity fields are read ({@link manifestIdentity}); a Ruby gem's `<name>.gemspec` too ({@link isIdentityManifest}). */
export const IDENTITY_MANIFESTS: ReadonlySet<string> = new Set([
  'package.json',
  'composer.json',
  'pyproject.toml',
  'Cargo.toml',
  'go.mod',
  'setup.cfg',
  'pom.xml',
]);

/** A manifest named after its package in Ruby's DSL: a gem's `<name>.gemspec`, a CocoaPod's `<name>.podspec` (since 2026-12-05, h46-attest). */
const RUBY_SPEC = /^[^/]+\.(?:gemspec|podspec)$/u;

/** Whether a file name is a manifest whose identity fields are read: {@link IDENTITY_MANIFESTS}, a `*.gemspec` or a `*.podspec`. */
export function isIdentityManifest(name: string): boolean {
  return IDENTITY_MANIFESTS.has(name) || RUBY_SPEC.test(name);
}

/** One URL a manifest declares as its package's identity, normalised ({@link identityUrl}), with the 1-based line it is on. */
export interface DeclaredIdentity {
  /** `host/path` without scheme, query, fragment, `.git` suffix or trailing slash; host lower-cased. */
  url: string;
  line: number;
}

/**
 * Labels of a `[project.urls]` (pyproject) or `[tool.poetry.urls]` entry that name a home,
 * documentation, source or tracker, the whole label (free-form in the formats: `Homepage`,
 * `Documentation`, `Source Code`, `Issue Tracker`, `Bug Reports`, `Repository`; `Changelog` is
 * not, nor `Bootstrap source` — a label merely containing one of the words, as an attack on the
 * rule used on 2026-12-05).
 */
const IDENTITY_LABEL =
  /^(?:home(?:[ _-]?page)?|doc(?:s|umentation)?|source(?:[ _-]?code)?|code|repo(?:sitory)?|issues?|(?:issue|bug)[ _-]?(?:tracker|reports?)|bugs|tracker)$/iu;

/**
 * A declared URL as `host/path` (see {@link DeclaredIdentity.url}): `git+https://`, `git://`,
 * `ssh://git@` and scp-like `git@host:owner/repo` spellings of a repository, npm's `github:owner/repo`
 * shorthand; undefined when it is none of them.
 */
export function identityUrl(raw: string): string | undefined {
  let s = raw.trim();
  const shorthand = /^(github|gitlab|bitbucket):([\w.-]+\/[\w.-]+)$/u.exec(s);
  if (shorthand) s = `https://${shorthand[1] === 'bitbucket' ? 'bitbucket.org' : `${shorthand[1]}.com`}/${shorthand[2]}`;
  const scp = /^[\w.-]+@([\w.-]+):(.+)$/u.exec(s);
  if (scp && !s.includes('://')) s = `ssh://${scp[1]}/${scp[2]}`;
  const m = /^(?:git\+)?(?:https?|git|ssh|git\+ssh):\/\/(?:([^@/]*)@)?([^/?#:]+)(?::\d+)?([^?#]*)/iu.exec(s);
  if (!m) return undefined;
  // A user part reads as a host and is none (`https://docs.example.io@drop.example/`); only git's
  // own `git@host` (ssh, scp-like) is a repository's spelling.
  if (m[1] !== undefined && !(m[1] === 'git' && /^(?:git\+)?ssh:/iu.test(s))) return undefined;
  const host = (m[2] as string).toLowerCase().replace(/\.$/u, '');
  if (!host.includes('.')) return undefined;
  const path = (m[3] as string).replace(/\/+$/u, '').replace(/\.git$/u, '');
  return `${host}${path}`;
}

/** The 1-based line of the first occurrence of `needle` in `text` (1 when not found). */
function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/** A JSON manifest's top-level object, or undefined when the text is not JSON or not an object (a manifest is read, never trusted to parse). */
export function manifestObject(text: string): Record<string, unknown> | undefined {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof o === 'object' && o !== null && !Array.isArray(o) ? (o as Record<string, unknown>) : undefined;
}

/** A JSON manifest's identity URLs: `package.json` `homepage`, `bugs`, `repository`; `composer.json` `homepage`, `support.issues|source|docs|wiki`. */
function jsonIdentity(text: string, composer: boolean): string[] {
  const m = manifestObject(text);
  if (m === undefined) return [];
  const urlOf = (v: unknown): string | undefined =>
    typeof v === 'string'
      ? v
      : typeof v === 'object' && v !== null && typeof (v as { url?: unknown }).url === 'string'
        ? (v as { url: string }).url
        : undefined;
  const out: Array<string | undefined> = [urlOf(m.homepage)];
  if (composer) {
    const support = m.support;
    if (typeof support === 'object' && support !== null)
      for (const k of ['issues', 'source', 'docs', 'wiki']) out.push(urlOf((support as Record<string, unknown>)[k]));
  } else out.push(urlOf(m.bugs), urlOf(m.repository));
  return out.filter((u): u is string => u !== undefined);
}

/** A TOML manifest's identity URLs, read line by line (tables and `key = "string"` only: what these fields are written as). */
function tomlIdentity(text: string, cargo: boolean): string[] {
  const out: string[] = [];
  let table = '';
  for (const raw of text.split(/\r\n|\r|\n/u)) {
    const row = raw.trim();
    const header = /^\[([^[\]]+)\]/u.exec(row);
    if (header) {
      table = (header[1] as string).trim();
      continue;
    }
    const kv = /^["']?([\w .-]+?)["']?\s*=\s*(?:"([^"]*)"|'([^']*)')/u.exec(row);
    if (!kv) continue;
    const key = (kv[1] as string).trim();
    const value = (kv[2] ?? kv[3]) as string;
    if (cargo) {
      if ((table === 'package' || table === 'workspace.package') && ['homepage', 'documentation', 'repository'].includes(key)) out.push(value);
    } else if (table === 'project.urls' || table === 'tool.poetry.urls') {
      if (IDENTITY_LABEL.test(key)) out.push(value);
    } else if (table === 'tool.poetry' && ['homepage', 'documentation', 'repository'].includes(key)) out.push(value);
  }
  return out;
}

/**
 * A `setup.cfg`'s identity URLs (setuptools' declarative config): `[metadata]` `url` (alias
 * `home_page`, `home-page`) and the `project_urls` entries labelled home, docs, source, repository
 * or tracker ({@link IDENTITY_LABEL}), written one `Label = URL` per continuation line. Not
 * `download_url`: where a reader fetches from.
 */
function setupCfgIdentity(text: string): string[] {
  const out: string[] = [];
  let section = '';
  let key = '';
  for (const raw of text.split(/\r\n|\r|\n/u)) {
    if (/^\s*(?:[#;]|$)/u.test(raw)) continue;
    const header = /^\[([^\]]+)\]/u.exec(raw);
    if (header) {
      section = (header[1] as string).trim().toLowerCase();
      key = '';
      continue;
    }
    if (section !== 'metadata') continue;
    const continuation = /^\s/u.test(raw);
    if (!continuation) {
      const kv = /^([\w.-]+)\s*[=:]\s*(.*)$/u.exec(raw);
      if (!kv) continue;
      key = (kv[1] as string).toLowerCase().replace(/-/gu, '_');
      const value = (kv[2] as string).trim();
      if ((key === 'url' || key === 'home_page') && value !== '') out.push(value);
      continue;
    }
    if (key !== 'project_urls') continue;
    const entry = /^\s*([^=]+?)\s*=\s*(\S+)\s*$/u.exec(raw);
    if (entry && IDENTITY_LABEL.test((entry[1] as string).trim())) out.push(entry[2] as string);
  }
  return out;
}

/** `metadata` keys of a gemspec that name the gem's home, source, docs, tracker or wiki (RubyGems' specification reference); not `changelog_uri`, `funding_uri`, `allowed_push_host`. */
const GEM_IDENTITY_KEYS = ['homepage_uri', 'source_code_uri', 'documentation_uri', 'bug_tracker_uri', 'wiki_uri'];

/**
 * A `*.gemspec`'s identity URLs, read as text (never evaluated): `spec.homepage = "…"` (any
 * receiver) and `metadata` entries keyed {@link GEM_IDENTITY_KEYS}, as `metadata["k"] = "…"` or
 * inside a `metadata = { "k" => "…" }` hash — string literals only.
 */
function gemspecIdentity(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*\w+\.homepage\s*=\s*(["'])([^"'\n]+)\1/gmu)) out.push(m[2] as string);
  const keys = GEM_IDENTITY_KEYS.join('|');
  for (const m of text.matchAll(new RegExp(`(["'])(?:${keys})\\1\\s*(?:\\]\\s*=|=>)\\s*(["'])([^"'\\n]+)\\2`, 'gu'))) out.push(m[3] as string);
  return out;
}

/**
 * A Maven `pom.xml`'s identity URLs: the project's own `url`, its `scm` `url`, `connection` and
 * `developerConnection` (`scm:git:` prefix dropped) and its `issueManagement` `url` — by the element's
 * path from the root, so a `repositories`, `distributionManagement`, `developers`, `licenses` or
 * `organization` URL (where to fetch or publish, a person's or a licence's page) declares nothing.
 */
function pomIdentity(text: string): string[] {
  const wanted = new Set(['project/url', 'project/scm/url', 'project/scm/connection', 'project/scm/developerconnection', 'project/issuemanagement/url']);
  const out: string[] = [];
  const stack: string[] = [];
  const body = text.replace(/<!--[\s\S]*?-->/gu, '').replace(/<\?[\s\S]*?\?>/gu, '');
  let last = 0;
  for (const m of body.matchAll(/<(\/?)([\w.:-]+)[^>]*?(\/?)>/gu)) {
    const [, close, tag, selfClose] = m as unknown as [string, string, string, string];
    const name = tag.toLowerCase().replace(/^[\w.-]+:/u, '');
    if (close === '/') {
      const path = stack.join('/');
      if (wanted.has(path)) {
        const value = body
          .slice(last, m.index)
          .replace(/<!\[CDATA\[|\]\]>/gu, '')
          .trim()
          .replace(/^scm:[\w-]+:/u, '');
        if (value !== '') out.push(value);
      }
      if (stack[stack.length - 1] === name) stack.pop();
    } else if (selfClose !== '/') stack.push(name);
    last = (m.index as number) + m[0].length;
  }
  return out;
}

/**
 * The URLs a manifest declares as its package's identity ({@link IDENTITY_MANIFESTS} by file
 * name): `package.json` `homepage`, `bugs`, `repository`; `composer.json` `homepage` and
 * `support` (`issues`, `source`, `docs`, `wiki`); `pyproject.toml` `[project.urls]` entries
 * labelled home, docs, source, repository or tracker ({@link IDENTITY_LABEL}) and Poetry's
 * `homepage`, `documentation`, `repository`; `Cargo.toml` `[package]` `homepage`,
 * `documentation`, `repository`; `go.mod` its module path (where `go get` fetches it from);
 * since 2026-12-05 (h45-tree) `setup.cfg` `[metadata]` `url` and labelled `project_urls`, a
 * `*.gemspec`'s `homepage` and `metadata` home, source, docs, tracker and wiki URIs, a `pom.xml`'s
 * project `url`, `scm` and `issueManagement`. Anything else a manifest says (description, readme, dependencies, scripts) is not identity.
 * Malformed manifests declare nothing.
 *
 * @param path - the file's relative path (`/`-separated): only its name is looked at
 * @param text - the file's whole text, as on disk (not what `readableText` keeps of it)
 */
export function manifestIdentity(path: string, text: string): DeclaredIdentity[] {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!isIdentityManifest(name)) return [];
  let raw: string[];
  if (name === 'go.mod') {
    const m = /^\s*module\s+"?([^\s"]+)"?/mu.exec(text);
    raw = m ? [`https://${m[1] as string}`] : [];
  } else if (name === 'setup.cfg') raw = setupCfgIdentity(text);
  else if (name === 'pom.xml') raw = pomIdentity(text);
  // A podspec is written in the gemspec's DSL (`s.homepage = '…'`).
  else if (RUBY_SPEC.test(name)) raw = gemspecIdentity(text);
  else if (name.endsWith('.json')) raw = jsonIdentity(text, name === 'composer.json');
  else raw = tomlIdentity(text, name === 'Cargo.toml');
  const out: DeclaredIdentity[] = [];
  const seen = new Set<string>();
  for (const r of raw) {
    const url = identityUrl(r);
    if (url === undefined || seen.has(url)) continue;
    const [host = '', ...path] = url.split('/');
    // A forge's or registry's bare host (`https://github.com`) names no package; on a host many
    // owners serve from, only `owner/repo` or deeper does (SHARED_HOSTS).
    if (path.length === 0 && UBIQUITOUS_HOSTS.has(host)) continue;
    if (SHARED_HOSTS.has(host) && path.filter((x) => x !== '').length < 2) continue;
    seen.add(url);
    out.push({ url, line: name === 'go.mod' ? lineOf(text, 'module') : lineOf(text, r) });
  }
  return out;
}

/**
 * The keyed print a declared identity is stored and asked under: `i:url:<host/path>` for a
 * declared URL (and, asked, each of a memory's URL's path prefixes), `i:host:<host>` for its host,
 * `i:email:<address>` for an address the manifest gives ({@link manifestEmails})
 * — a prefix no shingle or token print has, so an identity print never attests by itself.
 */
export function identityPrint(kind: 'url' | 'host' | 'email', value: string, key: KeyedHash): string {
  return key(`i:${kind}:${value}`).slice(0, FINGERPRINT_HEX);
}

/**
 * The e-mail addresses an identity manifest ({@link isIdentityManifest}) gives, lower-cased, with
 * the 1-based line each is first on: its authors', maintainers' and support contacts (`authors`,
 * `maintainers`, `author_email`, `s.email`, a podspec's `s.authors`, Composer's `support.email`) —
 * what else a manifest holds an address for. Only the project's own root manifest's are weighed
 * (treePrints' `treeObservations`: a project that is itself a pod, gem or crate), never a
 * vendored package's: a hostile package names its payload's address its author as easily.
 */
export function manifestEmails(path: string, text: string): Array<{ email: string; line: number }> {
  if (!isIdentityManifest(path.slice(path.lastIndexOf('/') + 1))) return [];
  const out = new Map<string, number>();
  for (const [i, row] of text.split(/\r\n|\r|\n/u).entries())
    for (const m of row.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu)) {
      const email = m[0].toLowerCase().replace(/\.+$/u, '');
      if (!out.has(email)) out.set(email, i + 1);
    }
  return [...out].map(([email, line]) => ({ email, line }));
}

/**
 * The identity prints of a manifest, with their lines, as the index stores them beside the
 * file's other prints: each declared URL, and its host unless that is a forge's or registry's
 * ({@link UBIQUITOUS_HOSTS}: `github.com` hosts every package, so only the declared path there
 * is the package's) or a subdomain of shared hosting with a declared path (`isSharedHosting`:
 * `x.github.io/docs` declares that prefix, not all of `x.github.io`); and each e-mail address it
 * gives ({@link manifestEmails}).
 */
export function identityPrints(path: string, text: string, key: KeyedHash): { shingles: string[]; lines: number[] } {
  const shingles: string[] = [];
  const lines: number[] = [];
  for (const { email, line } of manifestEmails(path, text)) {
    shingles.push(identityPrint('email', email, key));
    lines.push(line);
  }
  for (const d of manifestIdentity(path, text)) {
    const host = d.url.split('/', 1)[0] as string;
    // On a host where anyone picks a subdomain only the declared URL's prefix is the package's,
    // not the whole subdomain (unless the bare subdomain is what it declares).
    const hostOwned = !(UBIQUITOUS_HOSTS.has(host) || SHARED_HOSTS.has(host) || (isSharedHosting(host) && d.url !== host));
    const prints = [identityPrint('url', d.url, key), ...(hostOwned ? [identityPrint('host', host, key)] : [])];
    for (const p of prints)
      if (!shingles.includes(p)) {
        shingles.push(p);
        lines.push(d.line);
      }
  }
  return { shingles, lines };
}

/**
 * A URL's last segment naming a script, an executable or an archive (`install.sh`, `setup.ps1`,
 * `agent.tar.gz`): what a reader downloads and runs, never a package's home or docs — such a URL
 * is no identity even under a declared home (a package declaring `https://x.example` as its
 * homepage does not make `https://x.example/bootstrap.sh` its own).
 */
export const FETCHED_FILE =
  /\/[^/]+\.(?:sh|bash|zsh|fish|ps1|psm1|bat|cmd|vbs|exe|msi|dmg|pkg|deb|rpm|apk|appimage|jar|py|pl|rb|php|js|mjs|cjs|bin|run|zip|tar|gz|tgz|xz|bz2|zst|7z)$/iu;

/** Most path prefixes of a memory's URL asked as identity (`host`, `host/a`, `host/a/b` …): deeper declared URLs are rare. */
export const MAX_IDENTITY_PREFIXES = 8;

/**
 * The identity prints under which a memory's rare token would be a package's declared identity:
 * a host's `i:host:`; a URL's every path prefix at a segment boundary (`docs.example.org`,
 * `docs.example.org/tides`, `docs.example.org/tides/guide` …, at most
 * {@link MAX_IDENTITY_PREFIXES}) — a page under the declared docs URL is the package's docs;
 * `docs.example.org/other` is not under `docs.example.org/tides`; a script or archive to fetch
 * ({@link FETCHED_FILE}) never; an e-mail address's `i:email:`. Other kinds: none.
 */
export function tokenIdentityPrints(kind: string, value: string, key: KeyedHash): string[] {
  if (kind === 'host') return [identityPrint('host', value.toLowerCase(), key)];
  if (kind === 'email') return [identityPrint('email', value.toLowerCase(), key)];
  if (kind !== 'url' && kind !== 'stem') return [];
  const url = identityUrl(value);
  if (url === undefined || FETCHED_FILE.test(url)) return [];
  const segs = url.split('/');
  const out: string[] = [];
  for (let n = 1; n <= Math.min(segs.length, MAX_IDENTITY_PREFIXES); n++) out.push(identityPrint('url', segs.slice(0, n).join('/'), key));
  return out;
}
