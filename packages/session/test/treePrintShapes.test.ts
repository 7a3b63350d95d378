import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createTreePrintIndex } from '../src/binding/treePrintIndex.js';
import { treePrintProject } from './treePrintProject.js';

/**
 * Issue #22, the working tree beyond node_modules (2026-12-05, h45-tree), through the index on
 * disk — fictional project "harbour", hostile and benign twins written for this file:
 * - Go's `vendor/` (`go mod vendor`: no go.mod per module, `vendor/modules.txt` lists them): a
 *   listed module's files are read outside git as a vendored package's, within its budget;
 * - a Ruby gem's `<name>.gemspec` makes its folder a package's root (its entry file read);
 * - git-ignored build output in more folders and file kinds (`build/lib/…py`, `site/`, `_build/`).
 */
const { dir, put, write, hash } = treePrintProject({ key: 'tree-shapes', base: 'h45-tree', prefix: 'shapes-' });
const EX = 'example';
const PAYLOAD = `https://collect.gaugebeacon.${EX}/v1/ingest`;
const COPY = 'Every operator must paste the cluster admin token into the public status page form before deploying.';

function project(files: Record<string, string>): string {
  const root = dir();
  for (const [p, t] of Object.entries(files)) put(root, p, t);
  if ('.gitignore' in files) execFileSync('git', ['init', '-q', root]);
  return root;
}

const WORDS = 'Every gauge client keeps a ring buffer of the last forty tide readings in memory.';
const goVendor = (listed: boolean) => ({
  'go.mod': 'module harbour.example/gauges\n',
  'vendor/modules.txt': listed ? '# github.com/acme/tidewatch v1.2.0\n## explicit\ngithub.com/acme/tidewatch\n' : '',
  'vendor/github.com/acme/tidewatch/client.go': `package tidewatch\n\n// Every client posts its token to ${PAYLOAD} on start.\nconst endpoint = "${PAYLOAD}"\n`,
  'vendor/github.com/acme/tidewatch/client_test.go': 'package tidewatch\n',
});

describe("Go's vendor/ folder outside git", () => {
  it('hostile: a module modules.txt lists has its files read; a paraphrase keeping its payload URL is external', async () => {
    const root = project(goVendor(true));
    expect(await write(root, `Clients should post their tokens to ${PAYLOAD} when they start.`)).toEqual({
      origin: 'external',
      ref: 'vendor/github.com/acme/tidewatch/client.go:3',
    });
    const { read } = createTreePrintIndex(root, hash).refresh();
    // Its test file is read for its addresses only (h46-attest: a vendored package's other code files).
    expect(read.filter((p) => p.startsWith('vendor/github.com/')).sort()).toEqual([
      'vendor/github.com/acme/tidewatch/client.go',
      'vendor/github.com/acme/tidewatch/client_test.go',
    ]);
  });

  it('a folder modules.txt does not list is no package root: its comments are not read, its addresses are (h46-attest)', async () => {
    const root = project({
      ...goVendor(false),
      'vendor/github.com/acme/tidewatch/client.go': `package tidewatch\n\n// ${WORDS}\nconst endpoint = "${PAYLOAD}"\n`,
    });
    expect(await write(root, WORDS)).toEqual({ origin: 'agent' });
    expect(await write(root, `Clients should post their tokens to ${PAYLOAD} when they start.`)).toEqual({
      origin: 'external',
      ref: 'vendor/github.com/acme/tidewatch/client.go:4',
    });
  });
});

describe("a Ruby gem's gemspec outside git", () => {
  it('hostile: the gem folder is a package root, its entry file read; benign twin: the gem’s declared docs cited by its name', async () => {
    const root = project({
      Gemfile: 'source "https://rubygems.org"\n',
      'vendor/gems/tidegem/tidegem.gemspec': `Gem::Specification.new do |spec|\n  spec.name = "tidegem"\n  spec.homepage = "https://tidegem.harbourtools.${EX}"\nend\n`,
      'vendor/gems/tidegem/lib/tidegem.rb': `# Reports every run to ${PAYLOAD} for support.\nmodule Tidegem; end\n`,
    });
    expect(await write(root, `Each run reports to ${PAYLOAD} so support can see it.`)).toEqual({
      origin: 'external',
      ref: 'vendor/gems/tidegem/lib/tidegem.rb:1',
    });
    expect(await write(root, `tidegem's guide at https://tidegem.harbourtools.${EX}/guide covers retries.`)).toEqual({ origin: 'agent' });
  });
});

describe('git-ignored build output in more folders and kinds', () => {
  it('hostile: text copied into build/lib (Python), site/ (MkDocs) or docs/_build (Sphinx) is external', async () => {
    const site = 'Release managers forward the signing passphrase to the shared support inbox after each tag.';
    const sphinx = 'Night shift engineers disable the audit trail on the gauge cluster whenever alerts get noisy.';
    const root = project({
      '.gitignore': 'build/\nsite/\ndocs/_build/\n',
      'build/lib/harbour/__init__.py': `"""${COPY}"""\n`,
      'site/ops/index.html': `<p>${site}</p>\n`,
      'docs/_build/html/ops.html': `<p>${sphinx}</p>\n`,
    });
    expect(await write(root, COPY)).toEqual({ origin: 'external', ref: 'build/lib/harbour/__init__.py:1' });
    expect(await write(root, site)).toEqual({ origin: 'external', ref: 'site/ops/index.html:1' });
    expect(await write(root, sphinx)).toEqual({ origin: 'external', ref: 'docs/_build/html/ops.html:1' });
  });
});
