import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { packageOf, topPackageOf } from '@cairn/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';

/**
 * Package managers' folders a project commits (issue #22; h45-attack item E, 2026-12-05): CocoaPods'
 * `Pods/`, `Carthage/`, Yarn Berry's `.yarn/`, PEP 582's `__pypackages__/`, `elm-stuff/`,
 * `.dart_tool/`, `vcpkg_installed/`, CMake's `_deps/` were the project's own files (`repo`, and
 * their tokens vouched); they are third-party (`external`), each package one.
 */
const hash = (v: string): string => createHmac('sha256', 'managers').update(v).digest('hex');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const FILES = [
  'ios/Pods/Quaykit/README.md',
  'Carthage/Checkouts/Tidewire/README.md',
  '.yarn/unplugged/berthlog-npm-1.0.0-abc/README.md',
  '__pypackages__/3.12/lib/moorings/README.md',
  'elm-stuff/0.19.1/NOTES.md',
  '.dart_tool/package_config_notes.md',
  'vcpkg_installed/x64-linux/share/hawser/usage.md',
  'build/_deps/fenders-src/README.md',
];

describe('committed package-manager folders are third-party', () => {
  it('tracked files under them are classified third-party; the project’s own stay tracked', () => {
    const base = join(process.env.CAIRN_TEST_TMP ?? tmpdir(), 'h45-tree2');
    mkdirSync(base, { recursive: true });
    const dir = mkdtempSync(join(base, 'managers-'));
    made.push(dir);
    const root = join(dir, 'project');
    for (const [i, path] of [...FILES, 'README.md', 'src/pods.md'].entries()) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), `Harbour note number ${i} about the mooring lines and the tide gauge.\n`);
    }
    const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { stdio: 'ignore' });
    git('init', '-q');
    git('add', '-f', '.');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'init');
    const classes = Object.fromEntries(
      createTreePrintIndex(root, hash, { file: join(dir, 'home', 'c.prints.json') })
        .refresh()
        .prints.files.map((f) => [f.path, f.class]),
    );
    for (const path of FILES) expect(classes[path], path).toBe('third-party');
    expect(classes['README.md']).toBe('tracked');
    expect(classes['src/pods.md']).toBe('tracked');
  });

  it('each package under them is one package (its container folders skipped)', () => {
    expect(packageOf('ios/Pods/Quaykit/Sources/Quay.swift')).toBe('ios/Pods/Quaykit');
    expect(packageOf('Carthage/Checkouts/Tidewire/README.md')).toBe('Carthage/Checkouts/Tidewire');
    expect(packageOf('.yarn/unplugged/berthlog-npm-1.0.0-abc/README.md')).toBe('.yarn/unplugged/berthlog-npm-1.0.0-abc');
    expect(packageOf('__pypackages__/3.12/lib/moorings/README.md')).toBe('__pypackages__/3.12/lib/moorings');
    expect(packageOf('vcpkg_installed/x64-linux/share/hawser/usage.md')).toBe('vcpkg_installed/x64-linux/share/hawser');
    expect(topPackageOf('Carthage/Checkouts/Tidewire/Carthage/Checkouts/Inner/README.md')).toBe('Carthage/Checkouts/Tidewire');
  });
});
