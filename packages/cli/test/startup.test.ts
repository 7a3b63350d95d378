import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// Not the bundles the other tests run: these tests are about which modules a command loads — tsc's
// ES modules, unbundled (UNBUNDLED_BIN), and the workspace entry dist/bin.js itself (TSC_BIN).
import { UNBUNDLED_BIN as BIN, sandbox, TSC_BIN } from './harness.js';

/**
 * Issue #5: read-only commands must not import the MCP SDK (≈ 300 ms of start-up). A
 * module-resolution hook records every module the process resolves.
 */
function resolvedModules(box: ReturnType<typeof sandbox>, args: string[]): string[] {
  return resolvedBy(box, args).modules;
}

/** The modules `cairn <args>` resolves, and its stdout. */
function resolvedBy(box: ReturnType<typeof sandbox>, args: string[], bin = BIN): { modules: string[]; stdout: string } {
  const hooks = join(box.root, 'hooks.mjs');
  const register = join(box.root, 'register.mjs');
  const log = join(box.root, 'resolved.log');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  const r = await next(specifier, context);\n  appendFileSync(${JSON.stringify(log)}, r.url + '\\n');\n  return r;\n}\n`,
  );
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  // CommonJS loads too (dist/bin.js requires the start-up as dist/start.cjs, bundle.mjs), as file URLs.
  const required = join(box.root, 'required.cjs');
  writeFileSync(
    required,
    `const Module = require('node:module');\nconst { appendFileSync } = require('node:fs');\nconst { pathToFileURL } = require('node:url');\nconst resolve = Module._resolveFilename;\nModule._resolveFilename = function (...args) {\n  const r = resolve.apply(this, args);\n  if (r.startsWith('/')) appendFileSync(${JSON.stringify(log)}, pathToFileURL(r).href + '\\n');\n  return r;\n};\n`,
  );
  writeFileSync(log, '');
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, '--require', required, bin, ...args], {
    cwd: box.project,
    env: { PATH: process.env.PATH ?? '', CAIRN_HOME: box.home },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  return { modules: spawnSync('cat', [log], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean), stdout: r.stdout };
}

describe('start-up', () => {
  for (const args of [['recall', 'anything'], ['list'], ['show', '--help'], ['digest'], ['decisions'], ['audit', '--verify']]) {
    it(`cairn ${args.join(' ')} does not load the MCP SDK`, () => {
      const box = sandbox();
      box.cairn(['memorize', '--text', 'anything at all']);
      const modules = resolvedModules(box, args);
      expect(modules.some((m) => m.includes('/packages/core/'))).toBe(true);
      expect(modules.filter((m) => m.includes('modelcontextprotocol') || m.includes('/packages/mcp/'))).toEqual([]);
    });
  }

  // Issue #20: `cairn --version` parsed and evaluated core, the stores, zod and commander (≈ 1.4 MB).
  for (const flag of ['--version', '-V']) {
    it(`cairn ${flag} loads none of the workspace packages, zod or commander, and prints commander's answer`, () => {
      const box = sandbox({ init: false });
      const { modules, stdout } = resolvedBy(box, [flag], TSC_BIN);
      expect(stdout).toBe(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
      // The version is read in dist/start.cjs, the start-up bundled as CommonJS (bundle.mjs).
      expect(modules.some((m) => m.endsWith('/packages/cli/dist/start.cjs'))).toBe(true);
      expect(modules.filter((m) => /\/packages\/(?!cli\/)|\/node_modules\//u.test(m))).toEqual([]);
    });
  }
});

/**
 * Issue #20: on the file store, `cairn list` loaded the team store's package whole (13 modules,
 * and pgpass) and jsdiff (19): the session imported them at the top. What the file path needs
 * of store-pg (is a team link selected? the URL's parts) is its `url` entry, three small files;
 * the rest, `pg` and `pgpass` load only for a `postgres:` URL, jsdiff only for `cairn reverify`.
 */
describe('start-up on the file store', () => {
  it('cairn list loads no module of the team store beyond its url entry, nor pg, pgpass or jsdiff, nor zod translations', () => {
    const box = sandbox();
    box.cairn(['memorize', '--text', 'anything at all']);
    const { modules, stdout } = resolvedBy(box, ['list']);
    expect(stdout).toContain('anything at all');
    expect(modules.some((m) => m.includes('/packages/store-fs/'))).toBe(true);
    const storePg = modules.filter((m) => m.includes('/packages/store-pg/')).map((m) => m.replace(/^.*\/packages\/store-pg\//u, ''));
    expect([...new Set(storePg)].sort()).toEqual(['dist/storeUrl.js', 'dist/teamLinks.js', 'dist/url.js']);
    expect(modules.filter((m) => /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:pg|pgpass|pg-[a-z-]+|diff)\//u.test(m))).toEqual([]);
    // zod re-exports its ≈ 50 translations (64 modules, 341 kB parsed by every command, ≈ 0.08 s
    // CPU each): patches/zod@4.6.7.patch keeps English only, as the bundles do (zod-english-only.mjs).
    const zodLocales = modules.filter((m) => m.includes('/zod/v4/locales/')).map((m) => m.replace(/^.*\/zod\/v4\/locales\//u, ''));
    expect([...new Set(zodLocales)].sort()).toEqual(['en.js', 'english.js']);
  });
});
