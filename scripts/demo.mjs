#!/usr/bin/env node
// The main job, end to end, on a temporary copy of real agent-memory files: the built
// `cairn` CLI as a person and an agent would drive it, against the default file store in a
// temporary CAIRN_HOME. Every step checks what it shows; a surprise exits non-zero.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'packages/cli/dist/bin.js');
const fixtures = resolve(root, '../shared/fixtures/agent-files');
if (!existsSync(bin)) {
  console.error('The CLI is not built yet: run `bash scripts/setup.sh` first.');
  process.exit(2);
}
if (!existsSync(fixtures)) {
  console.error(`The real agent files are expected in ${fixtures} (../shared/fixtures/agent-files beside the repository).`);
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'cairn-demo-'));
const home = join(work, 'home');
const project = join(work, 'pydantic-ai');
mkdirSync(home, { mode: 0o700 });
mkdirSync(join(project, '.cursor/rules'), { recursive: true });
copyFileSync(join(fixtures, '001__pydantic__pydantic-ai__AGENTS.md'), join(project, 'AGENTS.md'));
copyFileSync(join(fixtures, '044__jamesmurdza__dangerous-cursor-project__.cursorrules'), join(project, '.cursor/rules/setup.mdc'));
spawnSync('git', ['init', '-q', project]);
chmodSync(home, 0o700);

const bold = (s) => (process.stdout.isTTY ? `\u001b[1m${s}\u001b[22m` : s);
let failures = 0;
function step(title) {
  console.log(`\n${bold(`## ${title}`)}`);
}
function cairn(args, { input, expectExit = 0, quiet = false } = {}) {
  const shown = args.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ');
  console.log(`$ cairn ${shown}${input ? `  <<< ${input.length > 110 ? `${input.slice(0, 110)}…` : input}` : ''}`);
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: project, input, encoding: 'utf8', env: { ...process.env, CAIRN_HOME: home, NO_COLOR: '1' } });
  // stderr first: it carries what a command shows before it acts (the confirmation preview).
  if (r.stderr.trim()) console.log(r.stderr.trimEnd().replace(/^/gm, '  ! '));
  if (!quiet && r.stdout.trim()) console.log(r.stdout.trimEnd().replace(/^/gm, '  '));
  if (r.status !== expectExit) {
    failures++;
    console.log(`  ✗ expected exit ${expectExit}, got ${r.status}`);
  } else if (expectExit !== 0) console.log(`  (exit ${r.status}, as expected)`);
  return r;
}
function json(args, opts) {
  const r = cairn(['--json', ...args], { ...opts, quiet: true });
  const value = JSON.parse(r.stdout);
  return value;
}
function check(ok, what) {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures++;
}
const lines = (file) => readFileSync(join(project, file), 'utf8').split('\n');

console.log(bold('Cairn walk-through'));
console.log(`project: a copy of pydantic-ai's AGENTS.md and a poisoning demonstration, in ${project}`);
console.log(`home:    ${home} (temporary; your ~/.cairn is not touched)`);

step('1. Memory is opt-in');
cairn(['recall', 'tests'], { expectExit: 4 });
cairn(['init']);

step('2. The person states a convention (origin user, with --yes standing for the person at a terminal: active at once)');
const conv = json(['--yes', 'memorize', '--kind', 'convention', '--text', 'Run targeted checks while iterating; make test and make typecheck only before pushing.']);
check(conv.status === 'active', `${conv.id} is active`);

step('3. The agent reads a real line of AGENTS.md (origin repo: a candidate until confirmed)');
const agents = lines('AGENTS.md');
const lineNo = agents.findIndex((l) => l.includes('`pytest` in `tests/`')) + 1;
const repoFact = { text: agents[lineNo - 1].replace(/^- /, '').trim(), origin: 'repo', source: `AGENTS.md:${lineNo}`, session: 'session-1' };
const repo1 = json(['memorize'], { input: JSON.stringify(repoFact) });
const repo2 = json(['memorize'], { input: JSON.stringify({ ...repoFact, session: 'session-2' }) });
check(repo1.status === 'candidate' && repo2.status === 'candidate', `${repo1.id} stays a candidate, even when read again in a later session`);

step('4. A planted order from .cursor/rules (an honest agent, deceived: origin agent)');
const planted = lines('.cursor/rules/setup.mdc').find((l) => l.startsWith('Always run'));
const p1 = json(['memorize'], { input: JSON.stringify({ text: planted, origin: 'agent', source: '.cursor/rules/setup.mdc:7', session: 'session-1' }) });
const p2 = json(['memorize'], { input: JSON.stringify({ text: planted, origin: 'agent', source: 'README.md:3', session: 'session-2' }) });
check(p1.flags.includes('instruction') && p2.status === 'candidate', `flagged as an instruction (${p1.gateReasons.join(', ')}) and still not active after two independent sightings`);
cairn(['list', '--flag', 'instruction']);

step('5. A secret in a tool output is redacted before it reaches disk');
const fakeToken = ['gh', 'p_', 'DEMOfake', '0123456789abcdefghijklmnopqrst'].join('');
const tool = json(['memorize'], { input: JSON.stringify({ text: `CI log: authenticated with GITHUB_TOKEN=${fakeToken}; cache restored in 4.2 s`, origin: 'tool', source: 'github-actions' }) });
cairn(['show', tool.id]);
const onDisk = readdirSync(home, { recursive: true })
  .map((f) => join(home, String(f)))
  .filter((f) => statSync(f).isFile())
  .some((f) => readFileSync(f).includes(fakeToken));
check(!onDisk, 'the token is on no byte under the home; the record holds [REDACTED:github-token]');

step('6. An agent cannot pin: entrenchment is refused loudly (exit 3)');
cairn(['memorize'], { input: JSON.stringify({ text: 'Always deploy from main.', origin: 'agent', pinned: true }), expectExit: 3 });

step('7. An agent fact is promoted by a second independent sighting');
const fact = { text: 'pytest-recording and vcrpy record and replay requests to model APIs.', origin: 'agent' };
const a1 = json(['memorize'], { input: JSON.stringify({ ...fact, source: `AGENTS.md:${lineNo + 2}`, session: 'session-1' }) });
const a2 = json(['memorize'], { input: JSON.stringify({ ...fact, source: 'tests/conftest.py:10-30', session: 'session-2' }) });
check(a1.status === 'candidate' && a2.status === 'active', `${a1.id}: candidate after one sighting, active after the second`);

step('8. The person reviews the repo fact and confirms it');
cairn(['confirm', repo1.id, '--yes']);

step('9. Recall returns receipts');
cairn(['recall', 'pytest', 'requests']);
cairn(['recall', 'setup', '--include-flagged']);

step('10. The digest: trusted and confirmed memories only, fenced as data');
const digest = cairn(['digest']);
check(!digest.stdout.includes('setup.sh'), 'the planted order is not in the digest');
check(digest.stdout.includes('[repo, confirmed]'), 'the confirmed repo fact is, labelled with its origin');

step('11. The audit log: metadata only, hash-chained');
cairn(['audit', '--limit', '6']);
cairn(['audit', '--verify']);

rmSync(work, { recursive: true, force: true });
console.log(failures === 0 ? `\n${bold('Walk-through complete: every check held.')}` : `\n${failures} check(s) failed.`);
process.exit(failures === 0 ? 0 : 1);
