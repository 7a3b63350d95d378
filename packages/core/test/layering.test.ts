import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function imports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)) {
    out.push((m[1] ?? m[2] ?? m[3]) as string);
  }
  return out;
}

/**
 * Libraries core may import: pure, I/O-free, no install script, nothing downloaded (STYLE.md).
 * zod validates requests; wink-nlp with its packaged English model tags parts of speech for the
 * gate's mood rules (issue #18); entities reads HTML references; fflate inflates gzip, zlib and
 * deflate data an observation carries in base64 (h50-attest: pure JS, no install script);
 * @scure/bip39 gives redaction the BIP-39 English wordlist a seed phrase is written in (h52-redact:
 * only its data subpath `@scure/bip39/wordlists/english.js` is imported); @noble/hashes (the SHA-256
 * @scure/bip39 itself uses, audited, no dependency) checks a mnemonic's and a BIP-32 key's checksum
 * (h53-redact: only `@noble/hashes/sha2.js`).
 */
const PURE_LIBRARIES = ['zod', 'wink-nlp', 'wink-eng-lite-web-model', 'entities', 'fflate', '@scure/bip39', '@noble/hashes'];

/** The package an import names: `@scope/name` or `name`, without a subpath. */
const packageOf = (spec: string): string =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Generated data files (one exported table of strings and numbers): the contents of their
 * double-quoted strings are data, not reads — redaction's literal table holds the literals a
 * pattern needs, `process.env` among them (h46-redact's prefilter).
 */
const DATA_TABLES = new Set(['redact/literalTable.ts']);

/**
 * The one exception: the English tagger requires wink-nlp and its model the first time a clause
 * needs tagging (loading them takes hundreds of milliseconds, so a process that never tags never
 * pays), which needs `require`, or `createRequire` from node:module under the ES module loader.
 * It requires nothing else.
 */
const LAZY_REQUIRE = 'gate/mood/englishTagger.ts';

// DESIGN.md §6 / STYLE.md: core holds no I/O and reads no clock, environment or $HOME.
describe('core layering', () => {
  const files = sourceFiles(SRC);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const file of files) {
    const rel = relative(SRC, file);
    const testing = rel.startsWith('testing/');
    it(`${rel} imports only ${PURE_LIBRARIES.join(', ')}${testing ? ', vitest' : ''} and core's own modules`, () => {
      const source = readFileSync(file, 'utf8');
      for (const spec of imports(source)) {
        const allowed =
          spec.startsWith('.') ||
          PURE_LIBRARIES.includes(packageOf(spec)) ||
          (testing && spec === 'vitest') ||
          (rel === LAZY_REQUIRE && spec === 'node:module');
        expect(allowed, `${rel} imports ${spec}`).toBe(true);
      }
    });
    it(`${rel} reads no clock, environment or global state`, () => {
      let code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      if (DATA_TABLES.has(rel)) code = code.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
      if (rel === LAZY_REQUIRE) {
        const required = [...code.matchAll(/\b(?:require|load)\s*\(\s*'([^']*)'\s*\)/g)].map((m) => m[1]);
        expect(required.length).toBeGreaterThan(0);
        for (const spec of required) expect(PURE_LIBRARIES.includes(spec as string), `${rel} requires ${spec}`).toBe(true);
        code = code.replace(/\b(?:require|load)\s*\(\s*'(?:wink-nlp|wink-eng-lite-web-model)'\s*\)/g, '');
      }
      for (const banned of [
        /\bDate\.now\s*\(/,
        /\bnew Date\s*\(\s*\)/,
        /\bprocess\./,
        /\bMath\.random\s*\(/,
        /\brequire\s*\(/,
        /\bglobalThis\b/,
        /\bperformance\.now\b/,
      ]) {
        expect(banned.test(code), `${rel} matches ${banned}`).toBe(false);
      }
    });
  }
});

/** Relative imports of a file, resolved to source files (`.js` specifiers name `.ts` files). */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return imports(source)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
}

// The store interface and the recall index once imported each other (issue #15): core's
// modules form no cycle, so each can be read (and mutated) on its own.
describe('core has no import cycle', () => {
  it('no module reaches itself through its imports', () => {
    const files = sourceFiles(SRC);
    const graph = new Map(files.map((f) => [f, localImports(f)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(SRC, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });
});

describe('the pure libraries core imports', () => {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

  it("are exactly core's dependencies, pinned", () => {
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...PURE_LIBRARIES].sort());
    for (const version of Object.values(pkg.dependencies)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(PURE_LIBRARIES)('%s has no install script', (name) => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'node_modules', name, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    for (const hook of ['preinstall', 'install', 'postinstall']) expect(manifest.scripts?.[hook], `${name} ${hook}`).toBeUndefined();
  });
});
