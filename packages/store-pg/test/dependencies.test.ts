import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Manifest {
  name: string;
  version: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The folder of `name` as `from` resolves it (the package.json's folder). */
function packageDir(name: string, from: string): string | undefined {
  const require = createRequire(join(from, 'package.json'));
  let dir: string;
  try {
    dir = dirname(require.resolve(name));
  } catch {
    return undefined; // an optional dependency not installed on this platform
  }
  while (!existsSync(join(dir, 'package.json')) || (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest).name !== name) {
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  return dir;
}

// "Check each installs on Node 20 without downloading anything at install or run time": the
// team store's runtime dependencies, transitively, run no install script and build nothing.
describe('store-pg dependencies', () => {
  it('run no install script and compile nothing (pg, pgpass, write-file-atomic and everything below them)', () => {
    const seen = new Map<string, Manifest>();
    const walk = (name: string, from: string): void => {
      const dir = packageDir(name, from);
      if (!dir || seen.has(dir)) return;
      const m = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
      seen.set(dir, m);
      expect(
        Object.keys(m.scripts ?? {}).filter((s) => ['preinstall', 'install', 'postinstall'].includes(s)),
        `${m.name}@${m.version}`,
      ).toEqual([]);
      expect(existsSync(join(dir, 'binding.gyp')), `${m.name} has a native build`).toBe(false);
      for (const dep of Object.keys({ ...m.dependencies, ...m.optionalDependencies })) walk(dep, dir);
    };
    const pkg = join(import.meta.dirname, '..');
    for (const dep of ['pg', 'pgpass', 'write-file-atomic']) walk(dep, pkg);
    const names = [...seen.values()].map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['pg', 'pg-protocol', 'pg-pool', 'pgpass', 'write-file-atomic']));
    expect(names.length).toBeGreaterThan(8);
  });
});
