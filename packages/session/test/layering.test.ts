import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering of the whole repository (DESIGN.md §9, STYLE.md "The shape"), as data, checked
 * against every package's source imports and its package.json: adapters → project session →
 * core, stores implementing core's provider interface and registered by the session. Adapters
 * never import each other, and never name a store package except to register it.
 */
const PACKAGES = join(import.meta.dirname, '..', '..');

interface Layer {
  /** Workspace packages this package may import. */
  may: readonly string[];
  /** Why, when the rule has an exception. */
  note?: string;
}

const LAYERS: Readonly<Record<string, Layer>> = {
  core: { may: [] },
  'store-fs': { may: ['@cairn/core'] },
  'store-pg': { may: ['@cairn/core'] },
  importers: { may: ['@cairn/core'] },
  person: { may: ['@cairn/core'], note: "the person's key on this machine (node:crypto); adapters reach it through the session" },
  session: { may: ['@cairn/core', '@cairn/store-fs', '@cairn/store-pg', '@cairn/importers', '@cairn/person'] },
  mcp: { may: ['@cairn/session'] },
  hooks: { may: ['@cairn/session'] },
  vscode: { may: ['@cairn/session'], note: 'its bundled MCP server is built from @cairn/mcp by esbuild (a build input, never imported)' },
  cli: {
    may: ['@cairn/session', '@cairn/mcp', '@cairn/hooks'],
    note: '`cairn mcp` starts the MCP server and `cairn hook`/`cairn setup` run the hook adapter: the places an adapter starts another',
  },
};
/**
 * Packages not yet on the session, as data (STYLE.md example 8): each registered as `it.fails`,
 * so the day it conforms its test fails and the entry must go.
 */
const NOT_YET: Readonly<Record<string, string>> = {};
/** Test harnesses that drive every layer on purpose, and the publishable bundle (cairn-memory) built from the CLI and the MCP server. */
const HARNESSES = ['test-corpus', 'bench', 'cairn-memory'];
/** Packages that only adapters may build on: a store is registered by the session. */
const ADAPTERS = ['mcp', 'vscode', 'cli', 'hooks'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|mts|mjs|js)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function importsOf(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)) {
    out.push((m[1] ?? m[2] ?? m[3]) as string);
  }
  return out;
}

/** `@cairn/store-fs/x` → `@cairn/store-fs`. */
const packageOf = (spec: string): string => spec.split('/').slice(0, 2).join('/');

describe('every package keeps to its layer', () => {
  const found = readdirSync(PACKAGES).filter((name) => existsSync(join(PACKAGES, name, 'package.json')));

  it('knows every package of the repository', () => {
    expect(found.filter((name) => !(name in LAYERS) && !HARNESSES.includes(name))).toEqual([]);
    expect(found.length).toBeGreaterThanOrEqual(Object.keys(LAYERS).length);
  });

  for (const [name, layer] of Object.entries(LAYERS)) {
    if (!found.includes(name)) continue;
    const dir = join(PACKAGES, name);

    const test = name in NOT_YET ? it.fails : it;
    test(`${name}: its source imports only ${layer.may.length > 0 ? layer.may.join(', ') : 'no workspace package'}${layer.note ? ` (${layer.note})` : ''}`, () => {
      const files = sourceFiles(join(dir, 'src'));
      expect(files.length, `${name} has source files`).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const file of files) {
        for (const spec of importsOf(readFileSync(file, 'utf8'))) {
          if (spec.startsWith('@cairn/') && !layer.may.includes(packageOf(spec))) wrong.push(`${relative(PACKAGES, file)} imports ${spec}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    test(`${name}: package.json depends on no workspace package beyond its layer${name in NOT_YET ? ` — known to fail: ${NOT_YET[name]}` : ''}`, () => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const runtime = Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith('@cairn/'));
      expect(runtime.filter((d) => !layer.may.includes(d))).toEqual([]);
      if (ADAPTERS.includes(name)) {
        // A build input may be a devDependency (the editor bundles the MCP server); never a store.
        const dev = Object.keys(manifest.devDependencies ?? {}).filter((d) => d.startsWith('@cairn/store-'));
        expect(dev).toEqual([]);
      }
    });
  }

  it('adapters never import each other, except the CLI starting the MCP server and the hook adapter', () => {
    for (const a of ADAPTERS) {
      for (const b of ADAPTERS) {
        if (a === b || (a === 'cli' && (b === 'mcp' || b === 'hooks'))) continue;
        expect(LAYERS[a]?.may, `${a} → ${b}`).not.toContain(`@cairn/${b}`);
      }
    }
  });

  it('adapters reach core and the stores only through the session', () => {
    for (const a of ADAPTERS) {
      for (const below of ['@cairn/core', '@cairn/store-fs', '@cairn/store-pg', '@cairn/importers']) expect(LAYERS[a]?.may, a).not.toContain(below);
    }
  });
});
