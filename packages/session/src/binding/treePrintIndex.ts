import * as nodeFs from 'node:fs';
import { constants, type Dirent } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import {
  addressPrints,
  ENTRY_DIRS,
  fingerprintLines,
  fingerprintLong,
  unreadPrint,
  identityPrints,
  isBuildText,
  isThirdPartyDir,
  isThirdPartyPath,
  type KeyedHash,
  layoutPrints,
  packageOf,
  readableText,
  redactSecrets,
  THIRD_PARTY_DIRS,
  TOP_THIRD_PARTY_DIRS,
  type TreeFilePrints,
  type TreePrintClass,
  VENDORING_DIRS,
  type WorkingTreePrints,
} from '@cairn/core';
import writeFileAtomic from 'write-file-atomic';
import { gitSubmodules, headBlobs, submoduleOf } from './gitFacts.js';
import { gitBlobId, type GitRunner, lfBlobId, SKIPPED_DIRS, spawnGit } from './workingTree.js';
import { gitEnvironment, gitRedirected } from '../resolve/runGit.js';
import { redactedForPrints } from '../host/redactedPrints.js';

/**
 * The working tree's attestation index (issue #22, "Without hooks: the working tree attests
 * `repo` and `external`"): the winnowed keyed shingles of every text file of the project —
 * tracked, untracked, git-ignored and third-party (`node_modules`, vendored folders, submodules),
 * each classified — kept in the home (never the repository) and keyed by content (git blob id),
 * so a refresh reads only what changed: a file whose size, mtime, ctime and inode are unchanged
 * is not read (mtime alone is the owner's to set back), a tracked file whose staged blob was
 * fingerprinted before is not read, and a folder outside git's listing is listed again only when
 * its inode, mtime or ctime moved.
 *
 * Persisted form (issues #20/#21: a new process reads only what its request needs), all derived
 * and rebuildable — deleting it loses nothing, and a torn, corrupt or foreign file is rebuilt:
 * - the **manifest** (`options.file`, JSON, small): files by path with size, mtime, blob and class;
 *   walked folders with their mtimes; the name and blob list of the current base; and the
 *   *delta*, the fingerprints of blobs made since that base (`hash:line hash:line …`);
 * - the **base** (`<manifest stem>.<id>.base`, written once, never changed): one header line
 *   (JSON: version, key check, the blob list's hash, each shard's length and hash) then
 *   {@link PRINT_SHARDS} shards of `shingle blobIndex line` lines, a shingle in the shard its first
 *   two hex digits name. A lookup reads the header and only the shards the text's shingles fall in,
 *   each checked against its hash.
 * A refresh that fingerprints new content adds it to the delta (the manifest is rewritten, not the
 * base); a new base is written when the delta passes {@link MAX_DELTA_CHARS} or most of the base's
 * blobs are no longer in the tree. Every file is written whole and renamed into place
 * (write-file-atomic), the base before the manifest that names it: a concurrent writer's manifest
 * names a base that is complete, and a reader whose base was removed under it rebuilds.
 *
 * A project outside git (no `git ls-files`): nothing is tracked or ignored, so every file of the
 * project outside {@link SKIPPED_DIRS}-named top-level folders is `untracked` (origin `repo`,
 * never vouching by its tokens) — a build folder such as `dist/` too, which git would have
 * ignored (`.next/` is skipped). Third-party folders still attest `external` as in a checkout
 * (core's `isThirdPartyPath`: `node_modules`, `vendor/`, `third_party/`, a top-level `deps/` or
 * `external/` …): their prose, and each package root's manifests and entry files within
 * {@link MAX_READ_PER_PACKAGE}; a package's declared identity (core's `manifestIdentity`) holds
 * there too. Submodules are not known without git: a vendored library outside those folder
 * names is the project's own (`repo`).
 */

/**
 * Version of the stored index (manifest and base); any other is rebuilt. 2: the manifest and
 * sharded base (issues #20/#21); 3: prints carry rare tokens and Cairn's own mark, and a package's
 * manifest and entry files are read (issue #22); 4: a URL's words make no shingle (core's
 * `fingerprintLines`), and vendored packages' manifests and entry files are read; 5: a manifest's
 * declared identity prints (core's `identityPrints`), and git-ignored build folders' text files;
 * 6: `setup.cfg`, `*.gemspec` and `pom.xml` declare identity, a vendored package's code and
 * manifests give their addresses (core's `addressPrints`), Go's `vendor/` modules and more build
 * folders and file kinds are read; 7: more prose names and manifests, a vendored package's other
 * code files read for their addresses (`addresses`), install commands' packages in code, a
 * `*.podspec` declares identity and a manifest's e-mail addresses are identity prints;
 * 8: JSON string escapes and HTML references are read as their characters before a file's words
 * are shingled (core's `shingleWords`, `readEscapes`; h46-obs); 9: zero-width characters, tags
 * and percent-encoded spaces separate words (h46-attack2); 10: vendoring folders in any letter case and more of their names (core's
 * `isThirdPartyDir`, h46-attack2); 11: a tracked file is `tracked` only while its content is HEAD's
 * (`headBlobs`, the git listing kept with HEAD's blobs), submodules by git's one reading
 * (`gitSubmodules`), the whole of an oversized prose file fingerprinted, a `node_modules`
 * manifest's `scripts` addresses, 256 code files of a vendored package (h47-attest); 12: core's
 * `FINGERPRINT_VERSION` 2 (look-alike letters folded to a Latin skeleton, TAG characters read as
 * ASCII, bidirectional controls as spaces; h47-obs); 13: shingles winnowed by rank (core's
 * `winnow` with ranks: a shingle's weight as evidence first, then its hash; the CI flake), rare
 * tokens past the cap kept by kind then keyed hash (`createTokenKeeper`), and read alike however
 * written (scheme-less `host/path`, defanged, a host's root dot, PEP 503 names; h48-attest);
 * 14: a vendored file's addresses kept by the same keeper (`addressPrints`, not the first 2,000
 * met), and rare tokens read with spelled-out and ideographic dots, backslashes after a scheme,
 * protocol-relative addresses and joined string literals (h49-attest, h48-attack F10); 15: hosts
 * spelled with another language's dot and text written in rot13 read as rare tokens (core's
 * `rareTokens`, h50-attest), up to 34,768 rare tokens kept per file (core's `MAX_TREE_TOKENS`, was
 * 2,000), and a file with more marked indexed in part (core's `partialPrint`, h50-attest); 16:
 * base64, base32 and hex runs (gzip, zlib or deflate inside inflated) read as the text they encode
 * (core's `fingerprintLines`, h51-attest); 17: core's `FINGERPRINT_VERSION` 3 (every default-ignorable
 * character read as a space, and a row holding one also read with them removed, for its words and
 * rare tokens; h53-attack C5b); 18: a row's rare tokens also read with every format character
 * (`\p{Cf}`) as a space and removed, and punctuation look-alikes (dashes, minus, slashes, colons,
 * other scripts' full stops) as ASCII (core's `ignorableReadings`, h54-attack E5); 19: a file whose
 * redaction dropped words the model reads carries core's `unreadPrint` (h56-attest); 20: a content
 * key carries its class's mark (h57-attest) and an untracked or ignored file is kept by a keyed id,
 * not its git blob id (attack h57 H4b), so an index written before is read again once.
 */
export const TREE_PRINTS_VERSION = 20;

/** Shards of a base: by the first two hex digits of a shingle. */
export const PRINT_SHARDS = 256;

/** Largest delta kept in the manifest, characters of `hash:line` pairs: past it a new base is written. */
export const MAX_DELTA_CHARS = 256 * 1024;

/** A base is kept while at least this share of its blobs is still in the tree (else it is written anew). */
const MIN_LIVE_BASE = 0.5;

/** A base no manifest names is removed once it is older than this, ms (a reader that loaded it a moment ago may still read it). */
const STALE_BASE_MS = 60_000;

/** Largest file fingerprinted whole, bytes: larger ones (lock files, data, generated bundles) are left out, prose up to {@link MAX_PROSE_FILE_BYTES} excepted. */
export const MAX_PRINT_FILE_BYTES = 256 * 1024;

/**
 * Largest prose file (README, changelog, docs: `PROSE`) read, bytes: one over
 * {@link MAX_PRINT_FILE_BYTES} is fingerprinted whole within a bounded count (core's
 * `fingerprintLong`: every word read, the shingles winnowed with a window widened only as far as
 * keeps at most `MAX_LONG_FILE_SHINGLES`; h45-attack item B, 2026-12-05: a third-party README padded
 * past 256 KiB was never indexed; h47-attest: only its head and tail were shingled, so a payload in
 * the middle escaped). 8 MiB: what one file read at a refresh may cost (≈ 0.75 s CPU on a loaded 2-core machine).
 */
export const MAX_PROSE_FILE_BYTES = 8 * 1024 * 1024;

/** The largest size a file at `path` is read at ({@link MAX_PROSE_FILE_BYTES} for prose, else {@link MAX_PRINT_FILE_BYTES}). */
const sizeCap = (path: string): number => (PROSE.test(path) ? MAX_PROSE_FILE_BYTES : MAX_PRINT_FILE_BYTES);

/** Most files fingerprinted outside git's own listing (ignored and third-party): bounds the first build. */
export const MAX_OUTSIDE_FILES = 20_000;

/** Most folders walked outside git's listing (each is stat'ed at every refresh). */
export const MAX_OUTSIDE_DIRS = 20_000;

/** How long before a refresh began a probed path may have changed and still be trusted, ms (a file system's clock may lag by a tick). */
const RACY_MS = 50;

/** Path segments that mark third-party code: core's (DESIGN.md §10). */
export { THIRD_PARTY_DIRS };

/**
 * In ignored and third-party folders prose is fingerprinted (a package's README, docs, a
 * changelog) and, within a package of `node_modules` or a vendored package, its manifest and entry files
 * ({@link MAX_READ_PER_PACKAGE}): what an agent reads and could repeat, at a bounded cost — this repository's
 * `node_modules` holds 32k files, 1.1k of them prose (6.9 MB). Ignored files outside an ignored
 * folder (`.env`, `notes.txt`) are fingerprinted whatever their name. Since 2026-12-05 (h46-attest)
 * also the GNU and Debian names a package's people write contacts and news into (`NEWS`,
 * `MAINTAINERS`, `CREDITS`, `THANKS`, `CONTRIBUTORS`, `COPYING`, `SUPPORT`, `CODEOWNERS`, bare or
 * with a prose extension: `support.js` is code) and man, POD, Texinfo, RDoc and Textile pages —
 * an e-mail address a vendored package's docs give was missed in them.
 */
const PROSE =
  /(?:^|\/)(?:readme|changelog|changes|history|license|licence|notice|contributing|security|authors)(?:\.[^/]*)?$|(?:^|\/)(?:news|copying|contributors|maintainers|credits|thanks|support|codeowners)(?:\.(?:md|markdown|txt|rst|adoc))?$|\.(?:md|markdown|mdx|txt|rst|adoc|asciidoc|html?|org|rdoc|textile|pod|texi|[1-9])$/iu;

/** Extensions of an entry file: declarations, JavaScript, TypeScript. */
const ENTRY_EXT = /\.(?:d\.[cm]?ts|[cm]?js|ts)$/u;

/**
 * Files of one package read besides its prose, at most: its manifest and its entry files — in
 * `node_modules` its `package.json`; in a vendored folder or a git submodule (issue #22), a
 * package root is a folder holding one of {@link VENDORED_MANIFESTS}, its manifests and entry
 * files read alike (`index`, `main`, `lib`, `mod`, `__init__`, or the package's name, in any
 * language; a non-JavaScript entry file is read whole, as the project's vendored files git tracks are).
 *
 * Why these, and why 8 (issue #22): what an agent reads of a dependency besides its README is
 * its manifest's description and readme (`npm view`), the doc comments of its type declarations
 * (an editor's hover) and the comments of its entry file — and only what `readableText` keeps of
 * them (manifest fields, comments; never code). An entry file is named `index`, `main` or after
 * the package, at the package's root or one folder below it ({@link ENTRY_DIRS}): a package has
 * one to six of them (a `.js`, a `.d.ts`, their `.mjs` / `.cjs` twins), so 8 keeps them all
 * while a package of thousands of modules costs at most 8 reads (each within
 * {@link MAX_PRINT_FILE_BYTES}). Measured on this repository's `node_modules` (pnpm, ≈ 880
 * package folders; 2026-12-05): 1.8k more files read at the first build (734 manifests, ≈ 1.1k
 * entry files) beside 1.9k prose files, 31 s → 35 s on a loaded 2-core machine, within
 * {@link MAX_OUTSIDE_FILES}; a refresh reads only what changed, as before.
 */
export const MAX_READ_PER_PACKAGE = 8;

/**
 * A package's root folder and the path inside it of a file under `node_modules`
 * (`node_modules/.pnpm/x@1/node_modules/@s/x/lib/index.js` → `…/@s/x`, `lib/index.js`), or undefined.
 */
function inPackage(path: string): { root: string; name: string; rest: string[] } | undefined {
  const segs = path.split('/');
  const i = segs.lastIndexOf('node_modules');
  if (i < 0) return undefined;
  const scoped = segs[i + 1]?.startsWith('@') === true;
  const end = i + (scoped ? 3 : 2);
  if (end >= segs.length) return undefined;
  return { root: segs.slice(0, end).join('/'), name: segs[end - 1] as string, rest: segs.slice(end) };
}

/** Whether a file under `node_modules` is its package's manifest or an entry file (see {@link MAX_READ_PER_PACKAGE}). */
function packageEntry(path: string): { root: string } | undefined {
  const p = inPackage(path);
  if (p === undefined || p.rest.length > 2) return undefined;
  const file = p.rest[p.rest.length - 1] as string;
  if (p.rest.length === 2 && !ENTRY_DIRS.has(p.rest[0] as string)) return undefined;
  if (p.rest.length === 1 && file === 'package.json') return { root: p.root };
  if (!ENTRY_EXT.test(file)) return undefined;
  const stem = file.replace(ENTRY_EXT, '');
  return stem === 'index' || stem === 'main' || stem === p.name ? { root: p.root } : undefined;
}

/**
 * Manifests that make a folder inside a vendored folder (or a submodule) a package's root: what
 * an agent reads of a vendored dependency besides its README, as `package.json` is in
 * `node_modules` — npm, Python, Rust, Go, PHP, Ruby, Java, Elixir, Swift; a Ruby gem's
 * `<name>.gemspec` too ({@link MANIFEST_EXT}), and a Go module listed in its `vendor/modules.txt`
 * (`goModuleDir`). Since 2026-12-05 (h46-attest: a URL a vendored package's podspec, CMake
 * `FetchContent`, pubspec or vcpkg manifest fetched from was never read) also the manifests and
 * build files of C and C++ (CMake, Meson, Conan, vcpkg, Bazel), Dart, Deno, Bower, Helm, Julia, R,
 * Perl, Erlang, Crystal, D, Elm, Nix, Python's requirements and conda files, CocoaPods and Carthage
 * — each tool's documented file name.
 */
export const VENDORED_MANIFESTS: readonly string[] = [
  'package.json',
  'pyproject.toml',
  'setup.cfg',
  'setup.py',
  'Cargo.toml',
  'go.mod',
  'composer.json',
  'Gemfile',
  'pom.xml',
  'build.gradle',
  'mix.exs',
  'Package.swift',
  'build.gradle.kts',
  'CMakeLists.txt',
  'meson.build',
  'conanfile.py',
  'conanfile.txt',
  'vcpkg.json',
  'MODULE.bazel',
  'WORKSPACE',
  'BUILD.bazel',
  'pubspec.yaml',
  'deno.json',
  'jsr.json',
  'bower.json',
  'Chart.yaml',
  'Project.toml',
  'DESCRIPTION',
  'META.json',
  'Makefile.PL',
  'rebar.config',
  'shard.yml',
  'dub.json',
  'elm.json',
  'flake.nix',
  'requirements.txt',
  'environment.yml',
  'Podfile',
  'Cartfile',
];
const VENDORED_MANIFEST_SET: ReadonlySet<string> = new Set(VENDORED_MANIFESTS);
/** Manifests named after their package (`<name>.gemspec`, `<name>.podspec`, `.nuspec`, `.cabal`, .NET projects). */
const MANIFEST_EXT = /^[^/]+\.(?:gemspec|podspec|podspec\.json|nuspec|cabal|csproj|fsproj|vbproj|rockspec|opam)$/u;
/** Whether a file name is a vendored package's manifest ({@link VENDORED_MANIFESTS}, {@link MANIFEST_EXT}). */
const isVendoredManifest = (name: string): boolean => VENDORED_MANIFEST_SET.has(name) || MANIFEST_EXT.test(name);

/** Code, build and configuration files whose addresses a vendored package's code gives ({@link MAX_CODE_PER_PACKAGE}). */
const VENDORED_CODE =
  /\.(?:[cm]?[jt]sx?|py|rs|go|php|rb|java|kt|kts|scala|swift|m|mm|c|h|cc|cpp|hpp|cs|ex|exs|erl|lua|pl|pm|sh|bash|ps1|cmake|gradle|dart|jl|zig|nim|ya?ml|toml|json|cfg|ini|xml|properties|mk)$|(?:^|\/)(?:Makefile|Dockerfile|Rakefile|Justfile)$/u;

/**
 * Code files of one vendored package (below a {@link VENDORING_DIRS} folder or in a submodule,
 * never `node_modules`) read for their addresses only — URLs, hosts, e-mail addresses and the
 * packages an install command in them names (core's `addressPrints`), never their words — beyond
 * its manifest and entry files ({@link MAX_READ_PER_PACKAGE}). A payload's endpoint sits in any
 * module of the package (`transport/upload.py`), and a paraphrase keeps only the address (h46-attest,
 * 2026-12-05: an address in a vendored package's code outside its entry files attested nothing
 * when the folder was git-ignored or outside git; a tracked vendored folder is read whole).
 * 256 since h47-attest (was 24: a payload's endpoint in a package's 25th module attested nothing),
 * with {@link MAX_VENDORED_CODE_FILES} bounding all packages together. Measured on a synthetic
 * Composer `vendor/` (70 packages × 120 PHP files, 36 MB; 2026-12-05, loaded 2-core machine):
 * first build 1,751 files read in 0.30 s CPU at 24 → 8,263 (the 8,192 cap) in 0.9 s at 256.
 */
export const MAX_CODE_PER_PACKAGE = 256;

/** Most vendored code files read for their addresses in one listing, all packages together ({@link MAX_CODE_PER_PACKAGE}): within {@link MAX_OUTSIDE_FILES}. */
export const MAX_VENDORED_CODE_FILES = 8_192;
/** Extensions of a vendored package's entry file, any language (`index.js`, `lib.rs`, `__init__.py`, `main.go`). */
const VENDORED_ENTRY_EXT = /\.(?:d\.[cm]?ts|[cm]?js|ts|py|rs|go|php|rb|java|kt|swift|ex|c|h)$/u;
/** Stems of a vendored entry file besides the package's own name. */
const VENDORED_ENTRY_STEMS: ReadonlySet<string> = new Set(['index', 'main', 'lib', 'mod', '__init__', 'init', 'doc']);

/**
 * Where a file outside `node_modules` may be a vendored package's manifest or entry file: the
 * candidate root (the file's folder, or the one above an {@link ENTRY_DIRS} folder, or above a
 * Python package's folder for its `__init__.py`, under `src/` too) when that root lies inside a
 * vendored folder (below `vendor/`, `third_party/`, top-level `deps/` …) or is or lies inside
 * `submodule` (the git submodule the walk is in); undefined when the file can be neither.
 * Whether the root holds a manifest is the caller's (a stat).
 */
function vendoredCandidate(path: string, submodule?: string): { root: string; manifest: boolean } | undefined {
  const segs = path.split('/');
  if (segs.includes('node_modules')) return undefined;
  const file = segs[segs.length - 1] as string;
  const dir = segs.slice(0, -1);
  const manifest = isVendoredManifest(file);
  let root: string[] | undefined;
  if (manifest) root = dir;
  else if (file.endsWith('.go') && !file.endsWith('_test.go') && packageOf(path) === dir.join('/') && goModuleDir(dir.join('/')) !== undefined) {
    // A Go module's files sit at its root under any name (`client.go`, `tidewatch.go`).
    root = dir;
  } else if (VENDORED_ENTRY_EXT.test(file)) {
    const stem = file.replace(VENDORED_ENTRY_EXT, '');
    const parent = dir[dir.length - 1] as string;
    if (stem === '__init__') {
      // A Python package's folder at the root or under src/: the root is above it.
      root = dir.slice(0, -1);
      if (root[root.length - 1] === 'src') root = root.slice(0, -1);
    } else if (ENTRY_DIRS.has(parent)) root = dir.slice(0, -1);
    else root = dir;
    const name = root[root.length - 1];
    if (!VENDORED_ENTRY_STEMS.has(stem) && stem !== name && stem !== parent) return undefined;
  }
  if (root === undefined || root.length === 0) return undefined;
  const joined = root.join('/');
  if (submodule !== undefined && (joined === submodule || joined.startsWith(`${submodule}/`))) return { root: joined, manifest };
  // Strictly below the vendored folder: `vendor/x`, not `vendor` itself.
  let v = -1;
  for (const [k, seg] of root.entries()) if (isThirdPartyDir(seg, k === 0)) v = k;
  return v >= 0 && v < root.length - 1 ? { root: joined, manifest } : undefined;
}

/**
 * A vendored Go module's folder (`vendor/github.com/acme/tidewatch`) as its `vendor/` folder and
 * module path, or undefined: `go mod vendor` copies each module's packages under
 * `vendor/<module path>` without its go.mod and lists the modules in `vendor/modules.txt`
 * (`# github.com/acme/tidewatch v1.2.0`), so that list, not a manifest, makes the folder a package's root.
 */
function goModuleDir(dir: string): { vendor: string; module: string } | undefined {
  const segs = dir.split('/');
  const v = segs.lastIndexOf('vendor');
  if (v < 0 || v + 2 >= segs.length || !(segs[v + 1] as string).includes('.')) return undefined;
  return { vendor: segs.slice(0, v + 1).join('/'), module: segs.slice(v + 1).join('/') };
}

/**
 * The mark a file's content key carries before its blob id (h57-attest): the index keys prints by
 * content so a copy is fingerprinted once, but what it prints of a file depends on its class — a
 * third-party file keeps its lines of words under a secret's label as written (the project's own
 * copy drops them and carries core's `unreadPrint`, which in a third-party file lowers every
 * write), reads only a code file's comments and a manifest's described fields, and outside
 * `node_modules` adds its addresses (core's `addressPrints`); an ignored build file drops its long
 * lines (`readableText`). A copy at a path of another class shared whichever prints were made
 * first (a project copy read first gave the vendored copy its unread mark). So each class reads a
 * content under a key of its own: `a` a vendored package's code read for its addresses only, `c` a
 * third-party file under `node_modules`, `d` another third-party file, `e` an ignored one, none for
 * the project's own (tracked or untracked, whose blob id git compares). A hex letter, so the key
 * stays an observation's `blob` shape; a git blob id is 40 or 64 hex digits, so a key of odd length is marked.
 */
function contentMark(path: string, kind: TreePrintClass, addressesOnly: boolean): string {
  if (addressesOnly) return 'a';
  if (kind === 'third-party') return path.split('/').includes('node_modules') ? 'c' : 'd';
  return kind === 'ignored' ? 'e' : '';
}

/**
 * Hex digits of the keyed id that stands for a file git does not track (attack h57 H4b): 48, a
 * length no git blob id has (40 for SHA-1, 64 for SHA-256), so an entry read while untracked is
 * told apart and read again once git tracks it. Hex, so the id keeps an observation's `blob` shape.
 */
const KEYED_ID_HEX = 48;

/** The mark a stored content key carries ({@link contentMark}): its first character when its length is odd. */
function markOf(blob: string): string {
  return blob.length % 2 === 1 ? blob.slice(0, 1) : '';
}

interface StoredFile {
  size: number;
  mtimeMs: number;
  /** Status-change time and inode (absent in an index written before 2026-12-05: the file is read again once). */
  ctimeMs?: number;
  ino?: number;
  blob: string;
  /** The blob id with CRLF read as LF, when the file holds CRLF (`lfBlobId`: a checkout's end-of-line conversion). */
  lf?: string;
  class: TreePrintClass;
  /** Read for its addresses only (a vendored package's code beyond its entry files, {@link MAX_CODE_PER_PACKAGE}). */
  addresses?: true;
}

/**
 * Whether a file is unchanged since it was stored, without reading it: size, mtime, ctime and
 * inode all equal. mtime alone is the file's owner's to set (`touch -d` after an equal-size
 * replacement, h45-attack item D); ctime is set by the kernel on every write, rename and
 * `utimes`, and a file replaced by rename has another inode.
 */
function unchangedFile(old: StoredFile, st: { size: number; mtimeMs: number; ctimeMs: number; ino: number }): boolean {
  return old.size === st.size && old.mtimeMs === st.mtimeMs && old.ctimeMs === st.ctimeMs && old.ino === st.ino;
}

/**
 * A walked folder's stamp (inode, mtime, ctime): a folder whose stamp is unchanged is not listed
 * again. Its mtime alone can be set back after an entry is added (`touch -d`), its ctime cannot.
 */
function folderStamp(st: { mtimeMs: number; ctimeMs: number; ino: number }): string {
  return `${st.ino}:${st.mtimeMs}:${st.ctimeMs}`;
}

/** The manifest: files by path, walked folders by path with their mtimes, the base, and the delta's fingerprints by blob. */
interface StoredPrints {
  v: typeof TREE_PRINTS_VERSION;
  root: string;
  /** The keyed hash of a fixed string: fingerprints made under another key are useless. */
  key: string;
  files: Record<string, StoredFile>;
  dirs: Record<string, number | string>;
  /** The base file's id and the blobs it holds (a posting names a blob by its index here); null: none. */
  base: { id: string; blobs: string[] } | null;
  /** Fingerprints of blobs not in the base: `hash:line hash:line …`. */
  delta: Record<string, string>;
  /**
   * Git's listing at the last refresh that asked git, and what it depended on: while the probe's
   * stamp holds, git would list the same files, and it is not asked again (see `gitProbe`).
   */
  git?: GitMemo;
}

/** Git's listing as a refresh kept it (tracked and untracked paths, ignored entries — folders end in `/` — and submodules), and the probe. */
interface GitMemo {
  tracked: string[];
  /** HEAD's blob id of each of `tracked`, in order (`''`: not in HEAD's tree): a tracked file is `tracked` only while its content is HEAD's (`headBlobs`). */
  head: string[];
  /** The commit `head` was read at when it is the person's trusted one ({@link TreePrintOptions.baseline}); absent: HEAD. */
  commit?: string;
  untracked: string[];
  ignored: string[];
  submodules: string[];
  probe: { paths: string[]; stamp: string };
}

/** A base's header line. */
interface BaseHeader {
  v: typeof TREE_PRINTS_VERSION;
  key: string;
  id: string;
  /** sha256 of the blob list, `\n`-joined: the base belongs to the manifest that names it. */
  blobs: string;
  /** Each shard's byte length and the first 16 hex digits of its sha256, in shard order. */
  shards: Array<[number, string]>;
}

/** Thrown inside the index when a base cannot be trusted (missing, torn, corrupt, foreign): the index is rebuilt. */
class BrokenBase extends Error {}

/** The node:fs functions the index uses (tests count them). */
export type PrintFs = Pick<
  typeof nodeFs,
  | 'statSync'
  | 'lstatSync'
  | 'readdirSync'
  | 'readFileSync'
  | 'writeFileSync'
  | 'renameSync'
  | 'mkdirSync'
  | 'rmSync'
  | 'openSync'
  | 'closeSync'
  | 'fstatSync'
  | 'readSync'
>;

/** Options of {@link createTreePrintIndex}. */
export interface TreePrintOptions {
  /** The stored index's manifest file (in the home); its bases are kept beside it. Absent: kept in memory for this process. */
  file?: string;
  fs?: PrintFs;
  git?: GitRunner;
  onWarning?: (message: string) => void;
  /** Largest delta kept in the manifest before a new base is written (default {@link MAX_DELTA_CHARS}; tests make it small). */
  maxDeltaChars?: number;
  /**
   * The commit whose content `tracked` means, asked at each refresh (A7, issue #22): the commit the
   * person signed with `cairn trust --repo` while their declaration holds — a file a later commit
   * changed or added (an agent can commit) is `untracked` then, the project's text that lowers and
   * never vouches; undefined (no declaration): HEAD, as before.
   */
  baseline?: () => string | undefined;
}

/** What a refresh did, for tests and the bench: the paths it read, and how many files it holds. */
export interface PrintRefresh {
  /**
   * Every indexed file with all its fingerprints (reads every shard of the base: for tests, the
   * bench and a plan in memory; a write uses {@link PrintRefresh.lookup}).
   */
  readonly prints: WorkingTreePrints;
  /**
   * The indexed files that share a print with `shingles` (keyed prints under this index's key, as
   * core's `treeQuery` makes them: shingles, rare tokens, Cairn's mark), each holding only the
   * shared ones with their lines: what a write's attestation can use of the tree, at the cost of
   * the shards those prints fall in (core's `WorkingTreeLookup`). A base found broken here is
   * rebuilt (one warning) and looked up again.
   */
  lookup(shingles: ReadonlySet<string>): WorkingTreePrints;
  read: string[];
  /** Files indexed (text files within the size cap). */
  files: number;
  /** The keyed hash the index fingerprints with (what core's `treeQuery` makes prints with). */
  hash: KeyedHash;
}

/** The working tree's attestation index of one checkout. */
export interface TreePrintIndex {
  /**
   * Brings the index up to date (stat-based) and returns the prints a write is checked against.
   * With `save` false (a dry run) the stored index is left as it is.
   */
  refresh(options?: { save?: boolean }): PrintRefresh;
}

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | undefined)?.code;

/**
 * A path segment that could hold a credential, cheaply: a run of 16 or more characters of a
 * token's alphabet holding a letter and a digit (`ghp_…`, `AKIA…`, `sk_live_…`, a JWT's parts).
 * Only such a segment is given to core's `redactSecrets` ({@link storedPath}).
 */
const SECRET_RUN = /[A-Za-z0-9_+=-]{16,}/gu;
const mayHoldSecret = (seg: string): boolean => {
  for (const m of seg.matchAll(SECRET_RUN)) if (/[0-9]/u.test(m[0]) && /[A-Za-z]/u.test(m[0])) return true;
  return false;
};

/** Marks a {@link storedPath} whose segments were redacted: its keyed hash follows, 12 hex digits. */
const REDACTED_KEY = /#[0-9a-f]{12}$/u;

/**
 * Opens the attestation index of the checkout at `root` (its real path), fingerprinting with
 * `hash` (the home's observation key, as observations and memories are compared under it).
 * Never throws from `refresh`: a file or folder that cannot be read is left out.
 */
export function createTreePrintIndex(root: string, hash: KeyedHash, options: TreePrintOptions = {}): TreePrintIndex {
  const fs = options.fs ?? nodeFs;
  const git = options.git ?? spawnGit;
  const warn = options.onWarning ?? (() => undefined);
  const maxDelta = options.maxDeltaChars ?? MAX_DELTA_CHARS;
  const keyCheck = hash('cairn-tree-prints/1');
  // Each segment that may hold a secret, redacted (core's `redactSecrets`), once per process.
  const redactedSegments = new Map<string, string>();
  /**
   * The form a relative path is kept in (the stored index, a witness's `ref`): as it is, unless a
   * segment holds a credential (a file named after a token, h46-attest 2026-12-05: it put the
   * token into the home's index on disk) — then each such segment redacted and the path's keyed
   * hash appended (`notes/[REDACTED:github-token].txt#3fa2b1c09d8e`), so two such files stay two.
   * Cheap: only segments {@link mayHoldSecret} accepts are scanned.
   */
  const storedPath = (path: string): string => {
    let changed = false;
    const segs = path.split('/').map((seg) => {
      if (!mayHoldSecret(seg)) return seg;
      let out = redactedSegments.get(seg);
      if (out === undefined) {
        out = redactSecrets(seg).text;
        if (redactedSegments.size > 4096) redactedSegments.clear();
        redactedSegments.set(seg, out);
      }
      if (out !== seg) changed = true;
      return out;
    });
    return changed ? `${segs.join('/')}#${hash(`tree-path:${path}`).slice(0, 12)}` : path;
  };
  /** Whether a path holds a credential ({@link storedPath} changes it): its folder is listed every time, never kept as walked. */
  const secretPath = (path: string): boolean => storedPath(path) !== path;
  const stem = options.file?.replace(/\.json$/u, '');
  const baseFile = (id: string): string => `${stem as string}.${id}.base`;
  let stored: StoredPrints | undefined;
  /** The current base's header and its shards' offsets, read once per base. */
  let header: { id: string; offsets: number[]; shards: Array<[number, string]>; start: number } | undefined;

  const emptyPrints = (): StoredPrints => ({ v: TREE_PRINTS_VERSION, root, key: keyCheck, files: {}, dirs: {}, base: null, delta: {} });
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

  /** Reads `length` bytes at `position` of the open file, or throws {@link BrokenBase} when the file is shorter. */
  const readAt = (fd: number, position: number, length: number): Buffer => {
    const buf = Buffer.alloc(length);
    let got = 0;
    while (got < length) {
      const n = fs.readSync(fd, buf, got, length - got, position + got);
      if (n === 0) throw new BrokenBase('the base is shorter than its header says');
      got += n;
    }
    return buf;
  };

  /** Runs `f` on the base file of `s` open for reading; a missing or unreadable base is {@link BrokenBase}. */
  const withBase = <T>(s: StoredPrints, f: (fd: number, h: NonNullable<typeof header>) => T): T => {
    const base = s.base as NonNullable<StoredPrints['base']>;
    let fd: number;
    try {
      fd = fs.openSync(baseFile(base.id), constants.O_RDONLY | constants.O_NOFOLLOW);
    } catch (e) {
      throw new BrokenBase(`its base could not be opened (${errno(e) ?? 'error'})`);
    }
    try {
      if (header?.id !== base.id) {
        const size = fs.fstatSync(fd).size;
        const first = readAt(fd, 0, Math.min(size, 64 * 1024));
        const end = first.indexOf(10);
        if (end < 0) throw new BrokenBase('its base has no header');
        let h: Partial<BaseHeader>;
        try {
          h = JSON.parse(first.subarray(0, end).toString('utf8')) as Partial<BaseHeader>;
        } catch {
          throw new BrokenBase('its base header is malformed');
        }
        const blobsHash = createHash('sha256').update(base.blobs.join('\n')).digest('hex');
        if (h.v !== TREE_PRINTS_VERSION || h.key !== keyCheck || h.id !== base.id || h.blobs !== blobsHash)
          throw new BrokenBase('its base belongs to another index');
        if (!Array.isArray(h.shards) || h.shards.length !== PRINT_SHARDS) throw new BrokenBase('its base header is malformed');
        const offsets: number[] = [];
        let at = end + 1;
        for (const shard of h.shards) {
          if (!Array.isArray(shard) || !Number.isSafeInteger(shard[0]) || shard[0] < 0 || typeof shard[1] !== 'string')
            throw new BrokenBase('its base header is malformed');
          offsets.push(at);
          at += shard[0];
        }
        if (at !== size) throw new BrokenBase('its base is torn (its size is not what its header says)');
        header = { id: base.id, offsets, shards: h.shards, start: end + 1 };
      }
      return f(fd, header);
    } finally {
      fs.closeSync(fd);
    }
  };

  /** The text of shard `n` of the base of `s`, checked against its hash. */
  const shardText = (fd: number, h: NonNullable<typeof header>, n: number): string => {
    const [length, sum] = h.shards[n] as [number, string];
    if (length === 0) return '';
    const bytes = readAt(fd, h.offsets[n] as number, length);
    if (createHash('sha256').update(bytes).digest('hex').slice(0, 16) !== sum) throw new BrokenBase(`shard ${n} of its base is corrupt`);
    return bytes.toString('latin1');
  };

  const load = (): StoredPrints => {
    if (stored !== undefined) return stored;
    if (options.file === undefined) {
      stored = emptyPrints();
      return stored;
    }
    try {
      const raw = JSON.parse(fs.readFileSync(options.file, 'utf8')) as Partial<StoredPrints>;
      const base = raw.base;
      const ok =
        raw.v === TREE_PRINTS_VERSION &&
        raw.root === root &&
        raw.key === keyCheck &&
        isRecord(raw.files) &&
        isRecord(raw.dirs) &&
        isRecord(raw.delta) &&
        (raw.git === undefined ||
          (isRecord(raw.git) &&
            [raw.git.tracked, raw.git.head, raw.git.untracked, raw.git.ignored, raw.git.submodules, raw.git.probe?.paths].every(Array.isArray) &&
            (raw.git.head as unknown[]).length === (raw.git.tracked as unknown[]).length)) &&
        (base === null || (isRecord(base) && typeof base.id === 'string' && /^[0-9a-f]{1,32}$/u.test(base.id) && Array.isArray(base.blobs)));
      stored = ok ? (raw as StoredPrints) : emptyPrints();
      if (!ok && raw.v === TREE_PRINTS_VERSION && raw.root === root && raw.key === keyCheck)
        warn("the working tree's attestation index is malformed; it is rebuilt");
      // The base's header is read now: a base that cannot be used rebuilds the whole index.
      if (stored.base !== null) withBase(stored, () => undefined);
    } catch (e) {
      if (e instanceof BrokenBase) warn(`the working tree's attestation index is rebuilt: ${e.message}`);
      else if (errno(e) !== 'ENOENT') warn(`the working tree's attestation index could not be read (${errno(e) ?? 'malformed'}); it is rebuilt`);
      stored = emptyPrints();
    }
    return stored;
  };

  const stat = (path: string): nodeFs.Stats | undefined => {
    try {
      return fs.lstatSync(join(root, path));
    } catch {
      return undefined;
    }
  };

  /** The file's bytes when it is a regular file within the size cap and not binary. */
  const readText = (path: string): { text: string; blob: string; lf?: string; size: number; mtimeMs: number; ctimeMs: number; ino: number } | undefined => {
    let fd: number;
    try {
      fd = fs.openSync(join(root, path), constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    } catch {
      return undefined;
    }
    try {
      const st = fs.fstatSync(fd);
      if (!st.isFile() || st.size > sizeCap(path)) return undefined;
      const bytes = fs.readFileSync(fd);
      if (bytes.subarray(0, 8000).includes(0)) return undefined;
      const lf = lfBlobId(bytes);
      return {
        text: bytes.toString('utf8'),
        blob: gitBlobId(bytes),
        ...(lf !== undefined ? { lf } : {}),
        size: st.size,
        mtimeMs: st.mtimeMs,
        ctimeMs: st.ctimeMs,
        ino: st.ino,
      };
    } catch {
      return undefined;
    } finally {
      fs.closeSync(fd);
    }
  };

  /** Git's listing of the checkout: tracked (with staged blobs), untracked, and ignored entries (folders end in `/`); undefined outside git. */
  const gitListing = (
    commit: string | undefined,
  ): { tracked: Map<string, string>; head: Map<string, string>; untracked: string[]; ignored: string[]; submodules: Set<string> } | undefined => {
    const staged = git(root, ['ls-files', '-s', '-z']);
    if (staged === undefined) return undefined;
    const split = (out: string | undefined): string[] => (out ?? '').split('\0').filter((p) => p !== '');
    const others = split(git(root, ['ls-files', '-o', '--exclude-standard', '-z']));
    // Git's one reading of what is a submodule (gitlinks, `.gitmodules`, embedded repositories:
    // `gitSubmodules`), as the hooks and `cairn import` ask it.
    const submodules = gitSubmodules(root, git, { staged, untracked: others });
    const tracked = new Map<string, string>();
    for (const entry of staged.split('\0')) {
      const m = /^(\d+) ([0-9a-f]{40,64}) \d+\t(.+)$/su.exec(entry);
      if (!m || m[1] === '160000') continue;
      // A file a declared submodule's folder holds is the submodule's (third-party), not the project's.
      if (submoduleOf(m[3] as string, submodules) !== undefined) continue;
      tracked.set(m[3] as string, m[2] as string);
    }
    const outside = (p: string): boolean => submoduleOf(p.replace(/\/$/u, ''), submodules) === undefined;
    const untracked = others.filter(outside);
    const ignored = [
      ...split(git(root, ['ls-files', '-o', '-i', '--exclude-standard', '--directory', '-z'])).filter(outside),
      ...[...submodules].map((p) => `${p}/`),
    ];
    return { tracked, head: headBlobs(root, git, undefined, commit), untracked, ignored, submodules };
  };

  /** What a walk carries: the stored index's files and folders by parent folder (built once per refresh). */
  interface Walk {
    s: StoredPrints;
    filesIn: Map<string, string[]>;
    dirsIn: Map<string, string[]>;
    dirs: Record<string, number | string>;
    out: Map<string, TreePrintClass>;
    /** Files of `out` read for their addresses only ({@link MAX_CODE_PER_PACKAGE}). */
    partial: Set<string>;
  }
  const byParent = (paths: Iterable<string>): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const path of paths) {
      const parent = dirname(path);
      const list = m.get(parent) ?? [];
      list.push(path);
      m.set(parent, list);
    }
    return m;
  };

  /**
   * The files under folder `dir` (relative, no trailing `/`), walked without following symlinks,
   * those `keep` accepts classified by `kind`: a folder whose mtime equals the stored one is not
   * listed again (its stored files and subfolders stand; each file is still stat'ed by the refresh).
   */
  const walk = (dir: string, w: Walk, kind: (p: string) => TreePrintClass, keep: (p: string) => boolean | 'addresses'): void => {
    const stack = [dir];
    let walked = Object.keys(w.dirs).length;
    while (stack.length > 0) {
      if (walked >= MAX_OUTSIDE_DIRS || w.out.size >= MAX_OUTSIDE_FILES) return;
      const d = stack.pop() as string;
      const st = stat(d);
      if (st === undefined || !st.isDirectory()) continue;
      const stamp = folderStamp(st);
      w.dirs[d] = stamp;
      walked++;
      if (w.s.dirs[d] === stamp) {
        for (const path of w.filesIn.get(d) ?? []) {
          w.out.set(path, kind(path));
          if (w.s.files[path]?.addresses === true) w.partial.add(path);
        }
        for (const sub of w.dirsIn.get(d) ?? []) stack.push(sub);
        continue;
      }
      let entries: Dirent[];
      try {
        entries = fs.readdirSync(join(root, d), { withFileTypes: true });
      } catch {
        continue;
      }
      // A folder named after a credential, or holding an entry that is, is listed every time: its
      // stamp kept on disk would name it, or its files would be recalled by their stored form.
      if (secretPath(d) || entries.some((e) => secretPath(e.name))) delete w.dirs[d];
      for (const e of entries) {
        const path = `${d}/${e.name}`;
        if (e.isDirectory()) {
          if (e.name !== '.git') stack.push(path);
        } else if (e.isFile()) {
          const kept = keep(path);
          if (kept === false) continue;
          w.out.set(path, kind(path));
          if (kept === 'addresses') w.partial.add(path);
          if (w.out.size >= MAX_OUTSIDE_FILES) return;
        }
      }
    }
  };

  /** The project's files now, classified. */
  /**
   * A path's identity (inode, size, mtime, ctime; `-` when absent) for the probe, and when it last
   * changed (ms since the epoch; never, +∞, when it cannot be looked up).
   */
  const identity = (abs: string): { line: string; changedMs: number } => {
    let st: nodeFs.Stats | undefined;
    try {
      st = fs.lstatSync(abs, { throwIfNoEntry: false });
    } catch {
      // ENOTDIR, ENAMETOOLONG, EACCES… (`throwIfNoEntry` covers ENOENT only; a configured
      // `core.excludesFile` through a file threw out of the refresh, attack h54 E3): changed now,
      // so no probe is kept and git is asked every time — the careful answer.
      return { line: '?', changedMs: Number.POSITIVE_INFINITY };
    }
    return st === undefined
      ? { line: '-', changedMs: Number.NEGATIVE_INFINITY }
      : { line: `${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`, changedMs: Math.max(st.mtimeMs, st.ctimeMs) };
  };
  /** The stamp of `paths` (absolute); undefined when one changed at or after `since` − {@link RACY_MS} (git's racily clean entries). */
  const stampOf = (paths: readonly string[], since = Number.POSITIVE_INFINITY): string | undefined => {
    const h = createHash('sha256');
    for (const path of paths) {
      const { line, changedMs } = identity(path);
      if (changedMs >= since - RACY_MS) return undefined;
      h.update(path).update('\0').update(line).update('\n');
    }
    return h.digest('hex');
  };
  // Git pointed elsewhere than the checkout's own files (runGit's one GIT_REDIRECTS list): asked every time then.
  const redirected = gitRedirected();
  /** Git's index, `info/exclude`, the repository's config and {@link globalExcludes}: asked once per process. */
  let gitFiles: string[] | null | undefined;
  /** Git's HEAD file and common folder (absolute), asked with {@link gitFiles}: a commit moves what `tracked` means. */
  let gitHead: { head: string; common: string } | undefined;

  /**
   * Git's global excludes file and the configuration files that may name it (git-config(1),
   * gitignore(5)): `core.excludesFile` as configured (`~` expanded), else
   * `$XDG_CONFIG_HOME/git/ignore` (`$HOME/.config/git/ignore` when that is unset or empty); the
   * global configuration (`GIT_CONFIG_GLOBAL`, else `~/.gitconfig` and `$XDG_CONFIG_HOME/git/config`)
   * and the system one (`GIT_CONFIG_SYSTEM`, else `/etc/gitconfig`).
   */
  const globalExcludes = (): string[] => {
    const env = gitEnvironment();
    const home = env.HOME ?? '';
    const xdg = env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== '' ? env.XDG_CONFIG_HOME : join(home, '.config');
    const configured = git(root, ['config', '--path', '--get', 'core.excludesFile'])?.trim();
    const excludes = configured ? resolve(root, configured) : join(xdg, 'git', 'ignore');
    const global = env.GIT_CONFIG_GLOBAL ? [resolve(env.GIT_CONFIG_GLOBAL)] : [join(home, '.gitconfig'), join(xdg, 'git', 'config')];
    const system = [resolve(env.GIT_CONFIG_SYSTEM || '/etc/gitconfig')];
    return [excludes, ...global, ...system];
  };

  /**
   * The configuration files git's configuration includes (`include.path`, `includeIf.<condition>.path`,
   * git-config(1) "Includes"), followed through nested includes: a path relative to the file that
   * includes it, `~/` expanded. Each may set `core.excludesFile`; an included file whose condition
   * does not hold is stamped too (it costs a stat and can only make git be asked again).
   */
  const includedConfigs = (): string[] => {
    const out = git(root, ['config', '--show-origin', '--includes', '--get-regexp', '^include(if\\..*)?\\.path$']) ?? '';
    const home = gitEnvironment().HOME ?? '';
    const files: string[] = [];
    for (const line of out.split('\n')) {
      const m = /^file:(.*?)\t\S+ (.+)$/u.exec(line);
      if (!m) continue;
      const value = (m[2] as string).trim();
      files.push(value.startsWith('~/') ? join(home, value.slice(2)) : resolve(dirname(m[1] as string), value));
    }
    return files;
  };

  /**
   * What git's listing depends on, stamped (undefined: no probe, git is asked every time): git's
   * index file (what it tracks), `info/exclude` and every listed `.gitignore` (what it ignores),
   * and every folder of the project outside the ignored ones — walked, so an empty folder counts
   * too: a folder's mtime moves when an entry is added, removed or renamed in it, which is how a
   * new untracked file shows; and git's global excludes file (`core.excludesFile`, by default
   * `$XDG_CONFIG_HOME/git/ignore`) with the configuration files that may name it (the
   * repository's, the global and the system one, each also while it does not exist), and the files
   * they include ({@link includedConfigs}: `include.path`, `includeIf`, since 2026-12-05). Not covered:
   * configuration given by the environment (`GIT_CONFIG_COUNT`) and a file an included file's
   * include names only once created; an edit to those is seen at the next refresh that asks git (any change above).
   */
  const gitProbe = (listed: readonly string[], ignoredDirs: ReadonlySet<string>, since: number): GitMemo['probe'] | undefined => {
    // An index kept in memory is never read by another process: no probe to keep.
    if (redirected || options.file === undefined) return undefined;
    // Where git keeps its index and excludes: asked once per process.
    if (gitFiles === undefined) {
      const out = git(root, [
        'rev-parse',
        '--path-format=absolute',
        '--git-path',
        'index',
        '--git-path',
        'info/exclude',
        '--git-path',
        'config',
        '--git-path',
        'HEAD',
        '--git-common-dir',
      ])?.split('\n');
      const [index, exclude, config, head, common] = (out ?? []).map((l) => l.trim());
      gitFiles = index && exclude && config && head && common ? [index, exclude, config, ...globalExcludes(), ...includedConfigs()] : null;
      if (head && common) gitHead = { head, common };
    }
    if (gitFiles === null || gitHead === undefined) return undefined;
    // HEAD's tree (what `tracked` means, `headBlobs`): HEAD, the branch it names — a commit
    // rewrites that loose ref, not HEAD — and packed-refs; and `.gitmodules` (git's submodules,
    // `gitSubmodules`), edited in place without moving its folder's mtime.
    const paths = [...gitFiles, gitHead.head, join(gitHead.common, 'packed-refs'), join(root, '.gitmodules')];
    const ref = git(root, ['symbolic-ref', '-q', 'HEAD'])?.trim();
    if (ref?.startsWith('refs/') && !ref.split('/').includes('..')) paths.push(join(gitHead.common, ref));
    for (const path of listed) if (path === '.gitignore' || path.endsWith('/.gitignore')) paths.push(join(root, path));
    const stack = [''];
    let folders = 0;
    while (stack.length > 0) {
      const d = stack.pop() as string;
      paths.push(d === '' ? root : join(root, d));
      if (++folders > MAX_OUTSIDE_DIRS) return undefined;
      let entries: Dirent[];
      try {
        entries = fs.readdirSync(d === '' ? root : join(root, d), { withFileTypes: true });
      } catch {
        return undefined;
      }
      for (const e of entries) {
        const path = d === '' ? e.name : `${d}/${e.name}`;
        if (e.isDirectory() && e.name !== '.git' && !ignoredDirs.has(path)) stack.push(path);
      }
    }
    const stamp = stampOf(paths, since);
    return stamp === undefined ? undefined : { paths, stamp };
  };

  /** The project's files now, classified, with the walked folders' mtimes and git's listing as kept. */
  const listing = (
    s: StoredPrints,
  ): {
    files: Map<string, TreePrintClass>;
    partial: ReadonlySet<string>;
    dirs: Record<string, number | string>;
    git?: GitMemo;
    /** HEAD's blob of each tracked path (see {@link GitMemo.head}); empty outside git. */
    head: ReadonlyMap<string, string>;
  } => {
    // Whether the project holds a file (an ecosystem's marker, core's THIRD_PARTY_MARKERS): in git,
    // git's listing of tracked and untracked files (no disk call); outside git, one lstat per path
    // asked, kept for the listing.
    let listedFiles: ReadonlySet<string> | undefined;
    const marked = new Map<string, boolean>();
    const has = (rel: string): boolean => {
      if (listedFiles !== undefined) return listedFiles.has(rel);
      let got = marked.get(rel);
      if (got === undefined) {
        try {
          got = fs.lstatSync(join(root, rel)).isFile();
        } catch {
          got = false;
        }
        marked.set(rel, got);
      }
      return got;
    };
    /** Whether a relative path lies in a third-party folder, by its name or an ecosystem's marker file (core's {@link isThirdPartyPath}). */
    const thirdParty = (p: string): boolean => isThirdPartyPath(p, has);
    // A package's manifest and entry files, at most MAX_READ_PER_PACKAGE per package per listing.
    const perPackage = new Map<string, number>();
    // Whether a vendored folder is a package's root (holds a manifest): listed once per listing.
    const roots = new Map<string, boolean>();
    // The modules each Go `vendor/modules.txt` lists, read once per listing.
    const goModules = new Map<string, ReadonlySet<string>>();
    const listedModule = (dir: string): boolean => {
      const go = goModuleDir(dir);
      if (go === undefined) return false;
      let modules = goModules.get(go.vendor);
      if (modules === undefined) {
        const got = readText(`${go.vendor}/modules.txt`);
        modules = new Set([...(got?.text ?? '').matchAll(/^# (\S+) /gmu)].map((m) => m[1] as string));
        goModules.set(go.vendor, modules);
      }
      return modules.has(go.module);
    };
    const isRoot = (dir: string): boolean => {
      let held = roots.get(dir);
      if (held === undefined) {
        held =
          listedModule(dir) ||
          (() => {
            try {
              return fs.readdirSync(join(root, dir)).some(isVendoredManifest);
            } catch {
              return false;
            }
          })();
        roots.set(dir, held);
      }
      return held;
    };
    /** A package's manifest or entry file within its budget: in `node_modules`, or a vendored package's (in `submodule`, the walk's git submodule, if any). */
    const budgeted = (p: string, submodule?: string): boolean => {
      let entry: { root: string } | undefined = packageEntry(p);
      if (entry === undefined) {
        const v = vendoredCandidate(p, submodule);
        if (v !== undefined && (v.manifest || isRoot(v.root))) entry = v;
      }
      if (entry === undefined) return false;
      const n = perPackage.get(entry.root) ?? 0;
      if (n >= MAX_READ_PER_PACKAGE) return false;
      perPackage.set(entry.root, n + 1);
      return true;
    };
    // A vendored package's other code files read for their addresses, at most MAX_CODE_PER_PACKAGE per package.
    const codePerPackage = new Map<string, number>();
    let codeFiles = 0;
    /** A vendored package's code file within its budget ({@link MAX_CODE_PER_PACKAGE}): below a {@link VENDORING_DIRS} folder (or a top-level `external/`, `deps/`) or in `submodule`. */
    const vendoredCode = (p: string, submodule?: string): boolean => {
      if (!VENDORED_CODE.test(p)) return false;
      const segs = p.split('/');
      if (segs.includes('node_modules')) return false;
      let v = -1;
      for (const [k, seg] of segs.entries()) if (isThirdPartyDir(seg, k === 0)) v = k;
      const at = (segs[v] as string | undefined)?.toLowerCase() ?? '';
      const vendoring = v >= 0 && (VENDORING_DIRS.has(at) || (v === 0 && TOP_THIRD_PARTY_DIRS.has(at)));
      if (submodule === undefined && !vendoring) return false;
      const pkg = vendoring ? packageOf(p) : (submodule as string);
      const n = codePerPackage.get(pkg) ?? 0;
      if (n >= MAX_CODE_PER_PACKAGE || codeFiles >= MAX_VENDORED_CODE_FILES) return false;
      codePerPackage.set(pkg, n + 1);
      codeFiles++;
      return true;
    };
    const started = Date.now();
    const files = new Map<string, TreePrintClass>();
    const w: Walk = { s, filesIn: byParent(Object.keys(s.files)), dirsIn: byParent(Object.keys(s.dirs)), dirs: {}, out: new Map(), partial: new Set() };
    // Git is not asked when what its listing depends on is unchanged since the last refresh.
    // ... and the commit `tracked` is read at is the same (the person's trusted one, or HEAD).
    const commit = options.baseline?.();
    let memo: GitMemo | undefined =
      s.git !== undefined && !redirected && s.git.commit === commit && stampOf(s.git.probe.paths) === s.git.probe.stamp ? s.git : undefined;
    if (memo === undefined) {
      const listed = gitListing(commit);
      if (listed !== undefined) {
        const tracked = [...listed.tracked.keys()];
        const kept = {
          tracked,
          head: tracked.map((p) => listed.head.get(p) ?? ''),
          ...(commit !== undefined ? { commit } : {}),
          untracked: listed.untracked,
          ignored: listed.ignored,
          submodules: [...listed.submodules],
        };
        const dirs = new Set(listed.ignored.filter((e) => e.endsWith('/')).map((e) => e.slice(0, -1)));
        const probe = gitProbe([...kept.tracked, ...kept.untracked], dirs, started);
        // A listing naming a credential is not kept on disk (git is asked again next time).
        const named =
          [...kept.tracked, ...kept.untracked, ...kept.ignored, ...kept.submodules].some(secretPath) ||
          probe?.paths.some((p) => p.startsWith(`${root}/`) && secretPath(p.slice(root.length + 1)));
        memo = { ...kept, probe: probe !== undefined && !named ? probe : { paths: [], stamp: 'none' } };
      }
    }
    if (memo !== undefined) {
      const submodules = new Set(memo.submodules);
      listedFiles = new Set([...memo.tracked, ...memo.untracked]);
      for (const path of memo.tracked) files.set(path, thirdParty(path) ? 'third-party' : 'tracked');
      for (const path of memo.untracked) files.set(path, thirdParty(path) ? 'third-party' : 'untracked');
      for (const entry of memo.ignored) {
        if (entry.endsWith('/')) {
          const dir = entry.slice(0, -1);
          // A submodule (a folder git records as a commit) is third-party whatever its folder's name.
          const submodule = submodules.has(dir);
          walk(
            dir,
            w,
            (p) => (submodule || thirdParty(p) ? 'third-party' : 'ignored'),
            // Prose; a package's manifest and entry files; a git-ignored build folder's text files
            // (core's `isBuildText`: `dist/`, `build/`, `target/` … hold what was copied into them).
            // A vendored package's other code files: their addresses only (MAX_CODE_PER_PACKAGE).
            (p) =>
              PROSE.test(p) ||
              budgeted(p, submodule ? dir : undefined) ||
              (!submodule && !thirdParty(p) && isBuildText(p)) ||
              ((submodule || thirdParty(p)) && vendoredCode(p, submodule ? dir : undefined) ? 'addresses' : false),
          );
        } else if (w.out.size < MAX_OUTSIDE_FILES) w.out.set(entry, thirdParty(entry) ? 'third-party' : 'ignored');
      }
      for (const [path, kind] of w.out) files.set(path, kind);
      const head = new Map<string, string>();
      for (const [i, path] of memo.tracked.entries()) if (memo.head[i]) head.set(path, memo.head[i] as string);
      return { files, partial: w.partial, dirs: w.dirs, head, ...(memo.probe.stamp !== 'none' ? { git: memo } : {}) };
    }
    // Outside git (see the module's TSDoc, "A project outside git"): the project's own files
    // (untracked: `repo`; its dependency and cache folders skipped), and third-party folders
    // (`external`: prose, and a package root's manifests and entry files).
    let top: Dirent[] = [];
    try {
      top = fs.readdirSync(root, { withFileTypes: true });
    } catch {
      // An unreadable root: nothing to attest with.
    }
    for (const e of top) {
      if (e.isFile()) w.out.set(e.name, 'untracked');
      else if (e.isDirectory() && e.name !== '.git' && (isThirdPartyDir(e.name, false) || !SKIPPED_DIRS.includes(e.name)))
        walk(
          e.name,
          w,
          (p) => (thirdParty(p) ? 'third-party' : 'untracked'),
          (p) => !thirdParty(p) || PROSE.test(p) || budgeted(p) || (vendoredCode(p) ? 'addresses' : false),
        );
    }
    return { files: w.out, partial: w.partial, dirs: w.dirs, head: new Map() };
  };

  /** The `hash:line` pairs of a delta entry. */
  const pairs = (prints: string): Array<[string, number]> => {
    const out: Array<[string, number]> = [];
    for (const pair of prints.split(' ')) {
      const at = pair.indexOf(':');
      if (at > 0) out.push([pair.slice(0, at), Number(pair.slice(at + 1))]);
    }
    return out;
  };
  const shardOf = (h: string): number => {
    const n = Number.parseInt(h.slice(0, 2), 16);
    return Number.isNaN(n) ? 0 : n;
  };
  /** Collects postings by blob, in the order they are met. */
  const collector = (): { add: (blob: string, h: string, line: number) => void; found: Map<string, { shingles: string[]; lines: number[] }> } => {
    const found = new Map<string, { shingles: string[]; lines: number[] }>();
    return {
      found,
      add: (blob, h, line) => {
        let p = found.get(blob);
        if (p === undefined) {
          p = { shingles: [], lines: [] };
          found.set(blob, p);
        }
        p.shingles.push(h);
        p.lines.push(line);
      },
    };
  };

  /** Every posting of the base of `s` and of its delta, by blob (`query` given: only those shingles, reading only their shards). */
  const postings = (s: StoredPrints, query?: ReadonlySet<string>): Map<string, { shingles: string[]; lines: number[] }> => {
    const { add, found } = collector();
    for (const [blob, prints] of Object.entries(s.delta)) for (const [h, line] of pairs(prints)) if (query === undefined || query.has(h)) add(blob, h, line);
    const base = s.base;
    if (base === null || (query !== undefined && query.size === 0)) return found;
    withBase(s, (fd, head) => {
      const wanted = new Map<number, string[]>();
      if (query !== undefined)
        for (const h of query) {
          const n = shardOf(h);
          wanted.set(n, [...(wanted.get(n) ?? []), h]);
        }
      for (let n = 0; n < PRINT_SHARDS; n++) {
        const hs = wanted.get(n);
        if (query !== undefined && hs === undefined) continue;
        const text = `\n${shardText(fd, head, n)}`;
        const take = (at: number): number => {
          const end = text.indexOf('\n', at + 1);
          const [h, idx, line] = text.slice(at + 1, end < 0 ? undefined : end).split(' ');
          const blob = base.blobs[Number(idx)];
          if (h !== undefined && blob !== undefined) add(blob, h, Number(line));
          return end < 0 ? text.length : end;
        };
        if (hs === undefined) {
          for (let at = 0; at < text.length - 1; ) at = take(at);
          continue;
        }
        for (const h of hs) for (let at = text.indexOf(`\n${h} `); at >= 0; ) at = text.indexOf(`\n${h} `, take(at));
      }
    });
    return found;
  };

  /** The files of `s` that hold any of `found`'s postings. */
  const filesOf = (s: StoredPrints, found: Map<string, { shingles: string[]; lines: number[] }>): TreeFilePrints[] => {
    const out: TreeFilePrints[] = [];
    for (const [path, entry] of Object.entries(s.files)) {
      const p = found.get(entry.blob);
      // A redacted path's keyed hash keeps two such files apart on disk; a witness names the file without it.
      const shown = path.includes('[REDACTED:') ? path.replace(REDACTED_KEY, '') : path;
      // The blob id itself, without its class's mark (contentMark): what a person's lift of a bar names.
      if (p !== undefined && p.shingles.length > 0)
        out.push({ path: shown, class: entry.class, shingles: p.shingles, lines: p.lines, blob: entry.blob.slice(markOf(entry.blob).length) });
    }
    return out;
  };

  /** Writes a base holding `prints` (blob → `hash:line …`); its id and blob list. */
  const writeBase = (prints: Map<string, string>): { id: string; blobs: string[] } => {
    const blobs = [...prints.keys()];
    const shards: string[][] = Array.from({ length: PRINT_SHARDS }, () => []);
    for (const [i, blob] of blobs.entries())
      for (const [h, line] of pairs(prints.get(blob) as string)) (shards[shardOf(h)] as string[]).push(`${h} ${i} ${line}\n`);
    const bodies = shards.map((lines) => Buffer.from(lines.join(''), 'latin1'));
    const id = randomBytes(8).toString('hex');
    const head: BaseHeader = {
      v: TREE_PRINTS_VERSION,
      key: keyCheck,
      id,
      blobs: createHash('sha256').update(blobs.join('\n')).digest('hex'),
      shards: bodies.map((b) => [b.length, createHash('sha256').update(b).digest('hex').slice(0, 16)]),
    };
    fs.mkdirSync(dirname(options.file as string), { recursive: true, mode: 0o700 });
    // Derived data: no fsync (a base lost in a crash is seen torn or missing and rebuilt).
    writeFileAtomic.sync(baseFile(id), Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`), ...bodies]), { mode: 0o600, fsync: false });
    return { id, blobs };
  };

  /** Removes bases no manifest names any more: neither `keep` (the current and the previous) nor younger than {@link STALE_BASE_MS}. */
  const removeStaleBases = (keep: ReadonlySet<string>): void => {
    const dir = dirname(options.file as string);
    const prefix = `${basename(stem as string)}.`;
    try {
      for (const name of fs.readdirSync(dir)) {
        const id = name.startsWith(prefix) && name.endsWith('.base') ? name.slice(prefix.length, -'.base'.length) : undefined;
        if (id === undefined || keep.has(id)) continue;
        const st = fs.statSync(join(dir, name), { throwIfNoEntry: false });
        if (st !== undefined && Date.now() - st.mtimeMs > STALE_BASE_MS) fs.rmSync(join(dir, name), { force: true });
      }
    } catch {
      // Left for the next new base.
    }
  };

  const refreshFrom = (refreshOptions: { save?: boolean }): PrintRefresh => {
    const s = load();
    const save = options.file !== undefined && refreshOptions.save !== false;
    const inBase = new Set(s.base?.blobs ?? []);
    const known = (blob: string): boolean => inBase.has(blob) || Object.hasOwn(s.delta, blob);
    const { files: now, partial, dirs, git: gitMemo, head } = listing(s);
    /**
     * A file git tracks is `tracked` only while its content is HEAD's (`headBlobs`): an edit not
     * committed — staged or not — holds the worktree's lines, `untracked` (h47-attest). HEAD's
     * content checked out with CRLF for LF (`core.autocrlf`, `eol=crlf`) is HEAD's (`lfBlobId`, h48-attest).
     */
    const classOf = (path: string, kind: TreePrintClass, blob: string, lf?: string): TreePrintClass =>
      kind === 'tracked' && head.get(path) !== blob && (lf === undefined || head.get(path) !== lf) ? 'untracked' : kind;
    const files: Record<string, StoredFile> = Object.create(null) as Record<string, StoredFile>;
    const fresh = new Map<string, string>();
    const read: string[] = [];
    let changed = Object.keys(dirs).length !== Object.keys(s.dirs).length || Object.entries(dirs).some(([d, m]) => s.dirs[d] !== m);
    for (const [path, kind] of now) {
      const st = stat(path);
      if (st === undefined || !st.isFile() || st.size > sizeCap(path)) continue;
      // Kept under its stored form: a path naming a credential is redacted before it is written.
      const key = storedPath(path);
      const old = Object.hasOwn(s.files, key) ? s.files[key] : undefined;
      let entry: StoredFile | undefined;
      // Read for its addresses only (a vendored package's code beyond its entry files): its prints
      // are kept under their own key, never shared with the same content read whole elsewhere.
      const addressesOnly = partial.has(path);
      const mark = contentMark(path, kind, addressesOnly);
      // A file git now tracks whose entry holds a keyed id (it was untracked when read) is read again: its class needs git's blob id.
      const rekey = kind === 'tracked' && old !== undefined && old.blob.length - markOf(old.blob).length === KEYED_ID_HEX;
      if (old !== undefined && !rekey && unchangedFile(old, st) && known(old.blob) && (old.addresses === true) === addressesOnly && markOf(old.blob) === mark) {
        const klass = classOf(path, kind, old.blob, old.lf);
        entry = old.class === klass ? old : { ...old, class: klass };
      } else {
        const got = readText(path);
        if (got === undefined) continue;
        read.push(path);
        // A project file git does not track (untracked, ignored: a `.env`) is kept by a keyed id (attack
        // h57 H4b: its git blob id is an offline verifier of its values); a tracked file's id is compared
        // with git's (`classOf`) and the repository holds those bytes already; a third-party package's
        // file is public text whose blob id a person's lift of its bar names (`barLiftPlan`).
        if (kind === 'untracked' || kind === 'ignored') got.blob = hash(`tree-blob\u0000${got.blob}`).slice(0, KEYED_ID_HEX);
        got.blob = `${mark}${got.blob}`;
        // Keyed by content: a copy, or a file changed back, is not fingerprinted again.
        if (!known(got.blob) && !fresh.has(got.blob)) {
          // What an agent reads of it (a third-party manifest's fields, a source file's comments).
          // An oversized prose file: the whole of it, winnowed within a bounded count (core's `fingerprintLong`).
          const readable = got.size > MAX_PRINT_FILE_BYTES ? undefined : addressesOnly ? { text: '' } : readableText(path, got.text, kind, PROSE.test(path));
          // Redacted before it is shingled (attack h53 C7b): a `.env`'s password is indexed as its marker, never as a guessable keyed print.
          // Words it dropped still (a mnemonic, cue lines past the bounds) are marked (core's `unreadPrint`, h56-attest):
          // a third-party file so marked lowers every write to `external`, since no print holds them.
          // A third-party file's lines of words under a secret's label are kept as written (public text, no person's secret).
          const redacted = redactedForPrints(readable === undefined ? got.text : readable.text, { thirdParty: kind === 'third-party' });
          const fp =
            readable === undefined ? fingerprintLong(redacted.text, hash, MAX_PRINT_FILE_BYTES) : fingerprintLines(redacted.text, hash, readable.lines);
          if (redacted.unread > 0) {
            fp.shingles.push(unreadPrint(hash));
            fp.lines.push(1);
          }
          // A manifest's declared home, docs, repository and tracker, from its whole text (core's
          // `identityPrints`): a package's identity, weighed only for its root manifest.
          const id = identityPrints(path, got.text, hash);
          // A vendored package's addresses in the part not read (its code, a manifest's other fields).
          const addresses = addressPrints(path, kind, got.text, readable?.text ?? got.text, hash);
          // Composer's autoloader marks its vendor/ folder (core's `layoutPrints`).
          const layout = layoutPrints(path, hash);
          const all = [...fp.shingles, ...id.shingles, ...layout.shingles];
          const lines = [...fp.lines, ...id.lines, ...layout.lines];
          const have = new Set(all);
          for (const [i, h] of addresses.shingles.entries())
            if (!have.has(h)) {
              all.push(h);
              lines.push(addresses.lines[i] as number);
            }
          fresh.set(got.blob, all.map((h, i) => `${h}:${lines[i] as number}`).join(' '));
        }
        entry = {
          size: got.size,
          mtimeMs: got.mtimeMs,
          ctimeMs: got.ctimeMs,
          ino: got.ino,
          blob: got.blob,
          ...(got.lf !== undefined ? { lf: got.lf } : {}),
          class: classOf(path, kind, got.blob, got.lf),
          ...(addressesOnly ? { addresses: true as const } : {}),
        };
      }
      if (
        old === undefined ||
        old.blob !== entry.blob ||
        old.class !== entry.class ||
        old.addresses !== entry.addresses ||
        !unchangedFile(old, { ...entry, ctimeMs: entry.ctimeMs ?? -1, ino: entry.ino ?? -1 })
      )
        changed = true;
      files[key] = entry;
    }
    if (Object.keys(files).length !== Object.keys(s.files).length) changed = true;
    // The delta: fingerprints of the tree's blobs the base does not hold.
    const live = new Set(Object.values(files).map((f) => f.blob));
    const delta: Record<string, string> = Object.create(null) as Record<string, string>;
    let deltaChars = 0;
    for (const blob of live) {
      if (inBase.has(blob)) continue;
      const prints = fresh.get(blob) ?? (s.delta[blob] as string);
      delta[blob] = prints;
      deltaChars += prints.length;
    }
    if (Object.keys(delta).length !== Object.keys(s.delta).length || fresh.size > 0) changed = true;
    let base = s.base;
    const baseLive = base === null ? 0 : base.blobs.filter((b) => live.has(b)).length;
    if ((gitMemo?.probe.stamp ?? '') !== (s.git?.probe.stamp ?? '')) changed = true;
    let next: StoredPrints = { v: TREE_PRINTS_VERSION, root, key: keyCheck, files, dirs, base, delta, ...(gitMemo !== undefined ? { git: gitMemo } : {}) };
    if (save && (deltaChars > maxDelta || (base !== null && baseLive < base.blobs.length * MIN_LIVE_BASE))) {
      // A new base: the old one's live blobs and the delta.
      const all = new Map<string, string>();
      for (const [blob, p] of postings({ ...s, delta: {} }))
        if (live.has(blob)) all.set(blob, p.shingles.map((h, i) => `${h}:${p.lines[i] as number}`).join(' '));
      for (const [blob, prints] of Object.entries(delta)) all.set(blob, prints);
      try {
        base = writeBase(all);
        next = { ...next, base, delta: {} };
        changed = true;
      } catch (e) {
        warn(`the working tree's attestation index could not be saved (${errno(e) ?? String(e)}); it is kept for this process only`);
        stored = { ...next, base: null, delta: Object.fromEntries(all) };
        return result(stored, read);
      }
    }
    stored = next;
    if (changed && save) {
      try {
        fs.mkdirSync(dirname(options.file as string), { recursive: true, mode: 0o700 });
        writeFileAtomic.sync(options.file as string, JSON.stringify(next), { mode: 0o600, fsync: false });
        if (next.base !== null && next.base.id !== s.base?.id) removeStaleBases(new Set([next.base.id, ...(s.base ? [s.base.id] : [])]));
      } catch (e) {
        warn(`the working tree's attestation index could not be saved (${errno(e) ?? String(e)}); it is kept for this process only`);
      }
    }
    return result(next, read);
  };

  /** The refresh's answer over state `s` (a lookup that finds its base broken rebuilds the index, once, then keeps it in memory). */
  const result = (s: StoredPrints, read: string[]): PrintRefresh => {
    let all: WorkingTreePrints | undefined;
    return {
      read,
      hash,
      files: Object.keys(s.files).length,
      get prints(): WorkingTreePrints {
        all ??= { files: filesOf(...guarded(s, undefined)), hash };
        return all;
      },
      lookup: (shingles) => ({ files: filesOf(...guarded(s, shingles)), hash }),
    };
  };

  /** {@link postings}, and when the base is broken: the index rebuilt and saved (or, failing that, in memory) and asked again. */
  const guarded = (s: StoredPrints, query: ReadonlySet<string> | undefined): [StoredPrints, Map<string, { shingles: string[]; lines: number[] }>] => {
    let state = s;
    for (const save of [true, false]) {
      try {
        return [state, postings(state, query)];
      } catch (e) {
        if (!(e instanceof BrokenBase)) throw e;
        warn(`the working tree's attestation index is rebuilt: ${e.message}`);
        stored = emptyPrints();
        header = undefined;
        refreshFrom({ save });
        state = stored as StoredPrints;
      }
    }
    return [state, postings(state, query)];
  };

  return {
    refresh(refreshOptions = {}) {
      try {
        return refreshFrom(refreshOptions);
      } catch (e) {
        if (!(e instanceof BrokenBase)) throw e;
        warn(`the working tree's attestation index is rebuilt: ${e.message}`);
        stored = emptyPrints();
        header = undefined;
        return refreshFrom(refreshOptions);
      }
    },
  };
}
