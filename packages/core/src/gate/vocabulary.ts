/**
 * The project vocabulary: the packages and hosts a project's own manifests and configuration
 * already name (issue #18 rule 2). The gate is pure, so the vocabulary is an input: a memory
 * from a non-user origin that orders a package or host outside it needs a person. Without a
 * vocabulary every package or host in an order needs a person (absence is safe).
 */

/** Packages and hosts the project already names. Names are lower case. */
export interface ProjectVocabulary {
  /** Package names (npm, PyPI, crates, gems, Go modules' last path segment), lower case. */
  readonly packages: ReadonlySet<string>;
  /** Host names (`registry.npmjs.org`, `github.com`), lower case, without port. */
  readonly hosts: ReadonlySet<string>;
}

/** Hosts every project may name without a person: the public registries and forges themselves. */
const WELL_KNOWN_HOSTS = [
  'registry.npmjs.org',
  'npmjs.com',
  'www.npmjs.com',
  'pypi.org',
  'files.pythonhosted.org',
  'crates.io',
  'rubygems.org',
  'proxy.golang.org',
];

const JSON_DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
  'bundledDependencies',
  'overrides',
  'resolutions',
];

/** Hosts named in URLs, scp-style git remotes (`git@host:org/repo`) and `registry=` lines of `text`. */
function hostsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/(?:[^@\s/]+@)?([a-z0-9.-]+\.[a-z]{2,})(?::\d+)?/gi)) out.push(m[1] as string);
  for (const m of text.matchAll(/\b[\w.-]+@([a-z0-9.-]+\.[a-z]{2,}):/gi)) out.push(m[1] as string);
  return out.map((h) => h.toLowerCase());
}

function addJsonPackages(text: string, packages: Set<string>): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null) return;
  const record = parsed as Record<string, unknown>;
  if (typeof record.name === 'string') packages.add(record.name.toLowerCase());
  for (const field of JSON_DEPENDENCY_FIELDS) {
    const deps = record[field];
    if (deps && typeof deps === 'object') for (const name of Object.keys(deps)) packages.add(name.toLowerCase());
  }
}

/** Package names in a lockfile: npm/pnpm/yarn keys (`node_modules/x`, `/x@1`, `x@^1:`), Cargo/Poetry `name = "x"`. */
function addLockfilePackages(text: string, packages: Set<string>): void {
  for (const m of text.matchAll(/node_modules\/((?:@[\w.-]+\/)?[\w.-]+)/gu)) packages.add((m[1] as string).toLowerCase());
  for (const m of text.matchAll(/^\s{0,4}['"]?\/?((?:@[\w.-]+\/)?[\w.-]+)@[~^\d*]/gmu)) packages.add((m[1] as string).toLowerCase());
  for (const m of text.matchAll(/^\s*name\s*=\s*["']([\w.-]+)["']/gmu)) packages.add((m[1] as string).toLowerCase());
}

/** Python requirement lines (`requests>=2`, `-e git+https://…`) and pyproject dependency strings. */
function addPythonPackages(text: string, packages: Set<string>): void {
  for (const line of text.split(/\r?\n/u)) {
    const m = /^\s*["']?([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?\s*(?:[<>=!~;,"'\s]|$)/u.exec(line.replace(/#.*/u, ''));
    if (m && !/^(?:name|version|description|requires|readme|license|authors?|python|build-backend|dependencies)$/i.test(m[1] as string)) {
      packages.add((m[1] as string).toLowerCase());
    }
  }
  for (const m of text.matchAll(/["']([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?\s*(?:[<>=!~]|["'])/gu)) packages.add((m[1] as string).toLowerCase());
}

/**
 * Derives the project vocabulary from the contents of its manifest and configuration files
 * (issue #18): `package.json` (name and every dependency field), lockfiles (`package-lock.json`,
 * `pnpm-lock.yaml`, `yarn.lock`, `Cargo.lock`, `poetry.lock`), `requirements*.txt`,
 * `pyproject.toml`, `Pipfile`, `go.mod`, `Cargo.toml`, `Gemfile`, `.npmrc`/`.yarnrc*` registries,
 * git remotes (`.git/config` or the output of `git remote -v`), and CI files (`.github/workflows/*`,
 * `.gitlab-ci.yml`, …), from which hosts in URLs are read. Pure: the caller reads the files.
 *
 * @param files - path (relative, `/`-separated) → file content; unknown paths are read for hosts only
 * @returns the vocabulary; never throws (a malformed file contributes what can be read)
 */
export function deriveProjectVocabulary(files: Readonly<Record<string, string>>): ProjectVocabulary {
  const packages = new Set<string>();
  const hosts = new Set<string>(WELL_KNOWN_HOSTS);
  for (const [path, content] of Object.entries(files ?? {})) {
    if (typeof content !== 'string') continue;
    const name = path.split('/').pop()?.toLowerCase() ?? '';
    if (name === 'package.json' || name === 'composer.json') addJsonPackages(content, packages);
    else if (
      /^(?:package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.ya?ml|yarn\.lock|cargo\.lock|poetry\.lock|bun\.lock|uv\.lock|gemfile\.lock)$/u.test(name)
    ) {
      addLockfilePackages(content, packages);
    } else if (/^requirements.*\.txt$|^pyproject\.toml$|^pipfile$|^setup\.cfg$|^cargo\.toml$|^gemfile$/u.test(name)) addPythonPackages(content, packages);
    else if (name === 'go.mod')
      for (const m of content.matchAll(/^\s*(?:require\s+)?([\w.-]+\.[a-z]{2,}\/[\w./-]+)\s+v/gmu)) {
        const mod = (m[1] as string).toLowerCase();
        packages.add(mod);
        packages.add(mod.split('/').pop() as string);
        hosts.add(mod.split('/')[0] as string);
      }
    for (const h of hostsIn(content)) hosts.add(h);
  }
  return { packages, hosts };
}

/**
 * The cloud metadata endpoints: AWS, Azure, GCP and OpenStack at 169.254.169.254 (and AWS's IPv6 fd00:ec2::254), GCP by
 * name, Alibaba at 100.100.100.200. Reading one from a server is how SSRF takes a machine's credentials (OWASP SSRF).
 * Also written other ways (h48-attack F3): AWS ECS's task-role endpoint 169.254.170.2, 169.254.169.254 as the decimal
 * 2852039166 or hex 0xa9fea9fe integer, IPv4-mapped IPv6 `::ffff:a9fe:a9fe`, and defanged `169[.]254[.]169[.]254`.
 * And by the short names the hosts' resolvers answer (h49-gate's list): GCP's `metadata` (`http://metadata/computeMetadata/…`)
 * and AWS's `instance-data` (`http://instance-data/latest/…`, `instance-data.ec2.internal`), as a URL's host, a bare host,
 * or a host before the endpoint's own path (`metadata/computeMetadata`, `instance-data/latest`).
 */
export const METADATA_HOSTS = new RegExp(
  [
    String.raw`(?<![\d.])169(?:\.|\[\.\])254(?:\.|\[\.\])169(?:\.|\[\.\])254(?![\d])|(?<![\d.])169\.254\.170\.2(?![\d])`,
    String.raw`(?<![\w.])(?:2852039166|0xa9fea9fe)(?![\w])|::ffff:(?:a9fe:a9fe|169\.254\.169\.254)\b|\bfd00:ec2::254\b|(?<![\d.])100\.100\.100\.200(?![\d])`,
    String.raw`\bmetadata(?:\.google)?\.internal\b|\binstance-data(?:\.[a-z0-9-]+)*\.internal\b`,
    String.raw`(?<=:\/\/)(?:metadata|instance-data)(?![\w.-])|^(?:metadata|instance-data)$|\b(?:metadata|instance-data)\/(?:computeMetadata|latest|opc|metadata)\b`,
  ].join('|'),
  'i',
);

/** The local machine's names: `localhost`, `*.localhost`, 127.x.x.x. */
const LOOPBACK = /^(?:localhost|[\w.-]+\.localhost|127(?:\.\d{1,3}){3})\.?$/i;
/**
 * Names for private use only, which no outsider can register or serve on the internet: `.internal` (reserved by ICANN for
 * private networks, 2024), `.local` (RFC 6762, multicast DNS) and `.home.arpa` (RFC 8375). A host under one is the
 * project's own network ("Docker pulls images from our registry at registry.shop.internal"). Not the names reserved for
 * documentation and tests (`.example`, `.test`, `.invalid`, RFC 2606): writers use them to stand for anyone's host.
 */
const PRIVATE_USE = /^(?:[\w-]+\.)+(?:internal|local|home\.arpa)\.?$/i;

/** True when `host` or a parent domain of it is in the vocabulary (`api.github.com` under `github.com`). */
export function knowsHost(vocabulary: ProjectVocabulary | undefined, host: string): boolean {
  // The machine itself is no new host: a local registry or server sends nothing anywhere.
  if (LOOPBACK.test(host)) return true;
  // The cloud metadata endpoint is no host of the project's, though GCP names it under .internal: it serves the machine's credentials.
  if (METADATA_HOSTS.test(host)) return false;
  // Nor is the project's private network: a name under a private-use domain reaches no outsider.
  if (PRIVATE_USE.test(host)) return true;
  if (!vocabulary) return false;
  const parts = host.toLowerCase().replace(/\.$/u, '').split('.');
  for (let i = 0; i < parts.length - 1; i++) if (vocabulary.hosts.has(parts.slice(i).join('.'))) return true;
  return false;
}

/** True when `name` (a package name as written, any case) is in the vocabulary. */
export function knowsPackage(vocabulary: ProjectVocabulary | undefined, name: string): boolean {
  return vocabulary?.packages.has(name.toLowerCase()) ?? false;
}
