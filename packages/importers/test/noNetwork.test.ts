import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRequests, readSources, scanSources } from '../src/index.js';
import { FIXTURES, itWithFixtures, manifest } from './fixtures.js';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const sources = (): { file: string; text: string }[] =>
  readdirSync(SRC, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: f, text: readFileSync(join(SRC, f), 'utf8') }));

/**
 * Issue #9: nothing found in a scanned or imported file is ever fetched (the poisoning
 * demonstrations point at live attacker infrastructure). The importers hold no network code
 * at all, and a run over every fixture makes no network call.
 */
describe('the importers never touch the network', () => {
  afterEach(() => vi.restoreAllMocks());

  it('no source file imports a network or process module, or calls fetch', () => {
    const forbidden = [
      /from\s+['"](?:node:)?(?:http|https|http2|net|tls|dgram|dns|child_process|worker_threads)['"]/,
      /import\(\s*['"](?:node:)?(?:http|https|http2|net|tls|dgram|dns|child_process)['"]\s*\)/,
      /\bfetch\s*\(/,
      /\b(?:XMLHttpRequest|WebSocket|EventSource|undici|axios|got)\b/,
    ];
    const offenders = sources().flatMap(({ file, text }) => forbidden.filter((re) => re.test(text)).map((re) => `${file}: ${re}`));
    expect(sources().length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('depends on no HTTP client', () => {
    const pkg = JSON.parse(readFileSync(join(SRC, '..', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual([
      '@cairn/core',
      'diff',
      'mdast-util-from-markdown',
      'mdast-util-frontmatter',
      'mdast-util-gfm-table',
      'micromark-extension-frontmatter',
      'micromark-extension-gfm-table',
      'yaml',
    ]);
  });

  itWithFixtures(
    'reading, planning and scanning every fixture makes no network call',
    async () => {
      const calls: string[] = [];
      const refuse =
        (what: string) =>
        (..._args: unknown[]): never => {
          calls.push(what);
          throw new Error(`network call attempted: ${what}`);
        };
      vi.spyOn(globalThis, 'fetch').mockImplementation(refuse('fetch'));
      vi.spyOn(http, 'request').mockImplementation(refuse('http.request'));
      vi.spyOn(http, 'get').mockImplementation(refuse('http.get'));
      vi.spyOn(https, 'request').mockImplementation(refuse('https.request'));
      vi.spyOn(https, 'get').mockImplementation(refuse('https.get'));
      vi.spyOn(net, 'connect').mockImplementation(refuse('net.connect'));
      vi.spyOn(net, 'createConnection').mockImplementation(refuse('net.createConnection'));
      const read = await readSources(
        manifest().map((e) => e.file),
        { projectRoot: FIXTURES, cwd: FIXTURES },
      );
      const report = scanSources(read);
      const requests = read.files.flatMap((f) => buildRequests(f));
      expect(report.files.length).toBe(manifest().length);
      expect(requests.length).toBeGreaterThan(1000);
      expect(calls).toEqual([]);
    },
    // A check of what is called, not of speed: the gate reads every sentence of every fixture
    // (about a minute on 2 loaded cores), so the bound leaves room for a busy machine.
    300_000,
  );
});
