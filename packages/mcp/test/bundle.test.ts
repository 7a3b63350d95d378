/**
 * Issue #20: the workspace `cairn-mcp` (dist/bin.js) runs the server from one CommonJS file,
 * dist/mcp-main.cjs (bundle.mjs, scripts/lib/workspace-bundle.mjs), compiled through a V8 code
 * cache, with core's gate evaluated on its first use: a server that only recalls never builds the
 * gate's lexicons, rule tables and patterns. That a memorize still gates is memorize.test.ts's
 * (every test here drives the same dist/bin.js); the cache's guard is the CLI's codeCache.test.ts
 * (the same loader, scripts/lib/code-cache-runtime.mjs).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from './helpers.js';

const DIST = dirname(BIN);
const scratch = mkdtempSync(join(tmpdir(), 'cairn-mcp-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the built server', () => {
  it('dist/bin.js runs mcp-main.cjs through its code-cache loader: under 40 kB of ES modules resolved, none outside dist/', () => {
    const log = join(scratch, 'resolved.log');
    const hooks = join(scratch, 'hooks.mjs');
    const register = join(scratch, 'register.mjs');
    writeFileSync(
      hooks,
      `import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  const r = await next(specifier, context);\n  appendFileSync(${JSON.stringify(log)}, r.url + '\\n');\n  return r;\n}\n`,
    );
    writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    writeFileSync(log, '');
    const r = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, BIN, '--help'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(r.status, r.stderr).toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain('Usage: cairn-mcp');
    const files = [
      ...new Set(
        readFileSync(log, 'utf8')
          .split('\n')
          .filter((u) => u.startsWith('file:')),
      ),
    ];
    expect(files.map((u) => u.slice(u.lastIndexOf('/') + 1))).toEqual(expect.arrayContaining(['bin.js', 'mcp-main.js', 'codeCache.mjs']));
    expect(files.filter((u) => !u.startsWith(pathToFileURL(DIST).href))).toEqual([]);
    expect(files.reduce((sum, u) => sum + statSync(new URL(u)).size, 0)).toBeLessThan(40_000);
  });

  it("evaluates core's gate on first use, not at load (scripts/lib/lazy-gate.mjs)", () => {
    const text = readFileSync(join(DIST, 'mcp-main.cjs'), 'utf8');
    // The gate's modules are wrapped to run when first required, and only the lazy gateText/gateFields require them.
    expect(text).toMatch(/\binit_gateText\s*=\s*__esm/u);
    expect(text.match(/init_gateText\(\)/gu)).toHaveLength(2);
    expect(readFileSync(join(DIST, 'mcp-main.js'), 'utf8')).toContain("loadWithCodeCache(new URL('./mcp-main.cjs', import.meta.url))");
  });
});
