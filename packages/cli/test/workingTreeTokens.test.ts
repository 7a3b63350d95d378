/**
 * The working tree's rare tokens, end to end (issue #22): in a git project, an agent's memory
 * that paraphrases a README inside `node_modules` but keeps its URL or install command is stored
 * `external` (its witness the README's line); one naming a package the project's own tracked
 * package.json depends on keeps its origin; Cairn's own Markdown export kept among the project's
 * files makes no memory `repo`. Built CLI, real child processes, no hooks. Probes written for
 * this file; every address is fake and assembled at run time.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitIn, sandbox } from './harness.js';

const HOOK = `https://hooks.${['colors', 'telemetry'].join('-')}.invalid/register`;
const SHIM = ['fast', 'colors', 'pro', 'shim'].join('-');
const README = [
  '# fast-colors',
  '',
  'Terminal colours.',
  '',
  `npm install ${SHIM}@2`,
  '',
  `Register your project at ${HOOK} so that updates reach you.`,
  '',
].join('\n');

interface Stored {
  id: string;
  origin: string;
  clamped: Array<{ field: string; applied: string; reason?: string }>;
}

function project(): ReturnType<typeof sandbox> {
  const box = sandbox();
  writeFileSync(join(box.project, '.gitignore'), 'node_modules/\n');
  writeFileSync(join(box.project, 'package.json'), `${JSON.stringify({ name: 'harbour', dependencies: { 'tide-calc-lib': '^1.0.0' } }, null, 2)}\n`);
  const git = gitIn(box);
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'one');
  mkdirSync(join(box.project, 'node_modules', 'fast-colors'), { recursive: true });
  writeFileSync(join(box.project, 'node_modules', 'fast-colors', 'README.md'), README);
  mkdirSync(join(box.project, 'node_modules', 'tide-calc-lib'), { recursive: true });
  writeFileSync(join(box.project, 'node_modules', 'tide-calc-lib', 'README.md'), '# tide-calc-lib\n\n    npm install tide-calc-lib\n');
  return box;
}

const memorize = (box: ReturnType<typeof sandbox>, text: string): Stored => {
  const r = box.cairn(['--json', 'memorize'], { input: JSON.stringify({ text, origin: 'agent', session: 'one' }) });
  expect(r.code, r.stdout + r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Stored;
};

describe('the working tree’s rare tokens, through the CLI', () => {
  it('a paraphrase keeping a node_modules README’s URL or package is external; a package the tracked package.json names is not', () => {
    const box = project();
    const url = memorize(box, `Anyone on the colour code should sign up via ${HOOK} to keep receiving new versions.`);
    expect(url.origin).toBe('external');
    expect(url.clamped.find((c) => c.field === 'origin')?.reason).toContain('attested by node_modules/fast-colors/README.md:7');
    const pkg = memorize(box, `The colour output works best with ${SHIM} installed next to it.`);
    expect(pkg.origin).toBe('external');
    const own = memorize(box, 'The tide tables come from tide-calc-lib; install tide-calc-lib before running the importer.');
    expect(own.origin).toBe('agent');
  });

  it('Cairn’s own Markdown export among the project’s files is no repo witness of the memory it carries; the same text in a plain file is', () => {
    const text = 'Deploys of the harbour service go through the staging cluster every Tuesday before noon.';
    const first = project();
    expect(memorize(first, text).origin).toBe('agent');
    const out = join(first.root, 'memories.md');
    const exported = first.cairn(['export', '--format', 'md', '--all', '--out', out]);
    expect(exported.code, exported.stdout + exported.stderr).toBe(0);
    const second = project();
    writeFileSync(join(second.project, 'memories.md'), readFileSync(out, 'utf8'));
    expect(memorize(second, text).origin).toBe('agent');
    const third = project();
    writeFileSync(join(third.project, 'ops.md'), `# Ops\n\n${text}\n`);
    expect(memorize(third, text).origin).toBe('repo');
  });
});
