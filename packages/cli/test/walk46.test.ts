import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandbox } from './harness.js';
import { onPty, ptyEnv } from './pty.js';
import { AGENTS, ORDER } from './plantedOrder.js';

/** What the forty-sixth newcomer walk found. Built CLI, child processes. */

/** The planted order of {@link AGENTS}, then padding up to just over 1 MiB. */
const padded = (): string => {
  // Long paragraphs: a scan's time grows with their number, and a megabyte of short ones takes half a minute.
  const pad = `${'The harbour service publishes the tide tables for every station every morning. '.repeat(25)}\n\n`;
  return `${AGENTS}\n${pad.repeat(Math.ceil((1024 * 1024 + 100) / pad.length))}`;
};

describe('cairn scan of an agent file over the 1 MiB limit (walk 46 item 1)', () => {
  it('scans its head: the planted order is HIGH, exit 1, and the rest not scanned is said with exact bytes', () => {
    const box = sandbox();
    const text = padded();
    writeFileSync(join(box.project, 'AGENTS.md'), text);
    const size = Buffer.byteLength(text);
    const r = box.cairn(['scan', 'AGENTS.md']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/AGENTS\.md:5 +HIGH/u);
    expect(r.stdout).toContain('1 file scanned: ');
    const said = r.stdout.replace(/\s+/gu, ' ');
    expect(said).toContain(`AGENTS.md is ${size.toLocaleString('en-US')} bytes, over the limit of 1,048,576 bytes for an agent-memory file: only its first `);
    expect(said).not.toContain('1.0 MiB');

    const sarif = box.cairn(['scan', '--format', 'sarif', 'AGENTS.md']);
    expect(sarif.code).toBe(1);
    const results = (JSON.parse(sarif.stdout) as { runs: { results: { level: string; message: { text: string } }[] }[] }).runs[0]?.results ?? [];
    expect(results.some((x) => x.level === 'error')).toBe(true);
    expect(results.some((x) => /only its first [\d,]+ bytes were scanned/u.test(x.message.text))).toBe(true);
  });

  it('an import still skips it whole, said in exact bytes', () => {
    const box = sandbox();
    const text = padded();
    writeFileSync(join(box.project, 'AGENTS.md'), text);
    const r = box.cairn(['import', '--dry-run', 'AGENTS.md']);
    expect(r.code).toBe(2);
    expect(r.stdout.replace(/\s+/gu, ' ')).toContain(
      `AGENTS.md is ${Buffer.byteLength(text).toLocaleString('en-US')} bytes, over the limit of 1,048,576 bytes for an agent-memory file`,
    );
  });
});

describe('memorize advice (walk 46 items 4 and 5)', () => {
  it("a person's own flagged text is active: the advice is forget, not a confirm that has nothing to confirm", () => {
    const box = sandbox();
    const r = box.person(['memorize', '--text', ORDER]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const said = r.stdout.replace(/\s+/gu, ' ');
    expect(said).toContain('so it is active');
    expect(said).not.toContain('cairn confirm');
    const id = /mem_[0-9a-f]{16}/u.exec(said)?.[0] ?? '';
    expect(said).toContain(`\`cairn forget ${id}\` takes it out`);
  });

  it('the clamp message says --input reads a JSON request, not the text', () => {
    const box = sandbox();
    const r = box.cairn(['memorize', '--text', 'Deploy keys are rotated by ops.']);
    const said = r.stdout.replace(/\s+/gu, ' ');
    expect(said).toContain('a JSON request read from a file with --input');
    expect(said).not.toContain('the text typed, or read from a file with --input');
  });
});

describe('cairn hook on a terminal (walk 46 item 3)', () => {
  it('the example it suggests is an event the hook takes, not "missing session_id"', async () => {
    const box = sandbox();
    const r = await onPty(['hook'], { cwd: box.project, env: ptyEnv(box) });
    expect(r.code).toBe(0);
    const example = /echo '(\{[^']*\})' \| cairn hook/u.exec(r.output.replace(/\r?\n/gu, ''))?.[1];
    expect(example, r.output).toBeDefined();
    const piped = box.cairn(['hook'], { input: example ?? '', cwd: box.project });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
  }, 60_000);
});

describe('wording (walk 46 item 8)', () => {
  it('`cairn version` points at --version', () => {
    const box = sandbox();
    const r = box.cairn(['version']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown command 'version'\n(Did you mean cairn --version?)");
    expect(r.stderr).not.toContain('Did you mean person?');
    const j = box.cairn(['--json', 'version']);
    expect(j.code).toBe(2);
    expect((JSON.parse(j.stdout) as { error: { message: string } }).error.message).toContain('Did you mean cairn --version?');
  });

  it('one refused line of a batch is "1 of 3 lines was refused"', () => {
    const box = sandbox();
    const lines = [
      { text: 'Releases are cut on Tuesdays.', origin: 'agent' },
      { text: '', origin: 'agent' },
      { text: 'Logs rotate daily.', origin: 'agent' },
    ];
    const r = box.cairn(['memorize', '--batch'], { input: `${lines.map((l) => JSON.stringify(l)).join('\n')}\n` });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('1 of 3 lines was refused (see above).');
  });

  it('an --out it cannot create names the path given, not a temporary file, and does not blame the Cairn home', () => {
    const box = sandbox();
    expect(box.cairn(['memorize', '--text', 'Logs rotate daily.', '--origin', 'agent']).code).toBe(0);
    const r = box.cairn(['export', '--out', '/proc/x']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('/proc/x');
    expect(r.stderr).not.toMatch(/\.tmp\b/u);
    expect(r.stderr).not.toContain('Cairn home');
  });
});

describe('doctor in a moved project (walk 46 item 6)', () => {
  it('gives the relink, naming the old folder, not "`cairn init` … is the next step"', () => {
    const box = sandbox();
    expect(box.person(['memorize', '--text', 'We deploy on Tuesdays.']).code).toBe(0);
    mkdirSync(join(box.root, 'elsewhere'));
    const moved = join(box.root, 'elsewhere', 'tide-renamed');
    renameSync(box.project, moved);
    const r = box.cairn(['doctor'], { cwd: moved });
    const said = r.stdout.replace(/\s+/gu, ' ');
    expect(said).toContain(`cairn init --relink --from ${box.project}`);
    expect(said).not.toContain('is the next step');
    const j = box.cairn(['--json', 'doctor'], { cwd: moved });
    expect((JSON.parse(j.stdout) as { next: string }).next).toContain(`cairn init --relink --from ${box.project}`);
  }, 60_000);
});

describe('memorize: field options with a JSON request (walk 46 item 2)', () => {
  it('are refused (exit 2), named, shown as the request fields; nothing is stored', () => {
    const box = sandbox();
    const request = JSON.stringify({ text: 'The queue uses PostgreSQL advisory locks.', origin: 'agent' });
    const r = box.cairn(['--json', 'memorize', '--kind', 'decision', '--tag', 'perf', '--source', 'src/db.js:1'], { input: request });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    const message = (JSON.parse(r.stdout) as { error: { message: string } }).error.message;
    expect(message).toContain('--kind, --source and --tag go with --text only');
    expect(message).toContain('{"text":"…","kind":"decision","source":"src/db.js:1","tags":["perf"]}');
    expect(message).toContain('Nothing was stored.');
    expect(box.json<unknown[]>(['list']).value).toEqual([]);
  });

  it('--input with --pin is refused too; --help says the rule', () => {
    const box = sandbox();
    const file = join(box.project, 'req.json');
    writeFileSync(file, JSON.stringify({ text: 'Releases are cut on Tuesdays.' }));
    const r = box.cairn(['memorize', '--input', file, '--pin']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"pinned":true');
    expect(box.cairn(['memorize', '--help']).stdout).toContain('The field options (--origin to --supersedes) go with --text only');
  });
});
