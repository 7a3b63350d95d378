import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';
import { observationsOf } from './hostSessions.js';

/**
 * Attack h54 E3 (an honest session loses its trust; the hook fails on ordinary output): hooks
 * folderOutput `lineFiles` looks up, for each line of a Grep over a folder, the prefix before each
 * of its first 32 `:`/`-` with `statSync(…, { throwIfNoEntry: false })` — which returns undefined for
 * ENOENT only and THROWS for ENAMETOOLONG (a path component over 255 bytes) and ENOTDIR (a prefix
 * passing through a file: `README.md/x`). A content-mode Grep of the project whose matched line is
 * a paragraph (markdown prose, a long comment, minified code) with a `-` or `:` more than 255
 * characters in makes the hook fail: one line on stderr, NO observation of the call. The call was
 * registered (PreToolUse), so it is a gap, and every later agent write of the session is `tool` —
 * never promoting, whatever the session's protection — for a search any agent runs. Fail-closed,
 * so no raise; but the hook's error is ordinary output, and the Grep's text is never compared.
 * Fix: a lookup error of any code is "no such file" (catch around statSync, or `fs.existsSync` +
 * `lstat` guarded); a line whose prefixes name no file makes the output `external`, as documented.
 * Built bundle: PreToolUse and PostToolUse through `cairn hook`, the write through `cairn mcp`.
 */
const OWN = 'The berth scheduler rebuilds its weekly plan every Sunday night from the harbour calendar.';

/** A first-party doc whose matched line is one long paragraph: 300 characters, then a hyphenated word. */
const PARAGRAPH = `Berth planning ${'follows the tide tables published by the harbour office and the pilots rota '.repeat(4)}with a twenty-minute margin.`;

function grep(w: World, session: string, line: string): { code: number | null; stderr: string } {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: session })).code).toBe(0);
  const input = { pattern: 'margin', path: w.project, output_mode: 'content', '-n': true };
  const pre = w.hook({
    ...w.fixture('claude-code', 'PreToolUse-Read', { session_id: session }),
    tool_name: 'Grep',
    tool_input: input,
    tool_use_id: 'toolu_grep_e3',
  });
  expect(pre.code).toBe(0);
  return w.hook({
    ...w.fixture('claude-code', 'PostToolUse-Read', { session_id: session }),
    tool_name: 'Grep',
    tool_input: input,
    tool_response: { mode: 'content', numFiles: 1, filenames: [], content: line, numLines: 1 },
    tool_use_id: 'toolu_grep_e3',
  });
}

function docs(w: World, text: string): string {
  mkdirSync(join(w.project, 'docs'), { recursive: true });
  const file = join(w.project, 'docs', 'berths.md');
  writeFileSync(file, `# Berths\n\n${text}\n`);
  return file;
}

describe('attack h54 E3: a Grep line with a long paragraph makes the hook fail and gaps the session', () => {
  it('control: a short matched line is observed (repo) and the agent’s own conclusion stays agent', async () => {
    const w = world();
    const file = docs(w, 'Berth planning keeps a twenty-minute margin.');
    const r = grep(w, 'sess-e3', `${file}:3:Berth planning keeps a twenty-minute margin.`);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(
      observationsOf(w, 'Grep')
        .filter((o) => o.event === 'tool')
        .map((o) => o.origin),
    ).toEqual(['repo']);
    expect((await memorizeOverMcp(w, 'sess-e3', OWN)).origin).toBe('agent');
  });

  it('a matched paragraph over 255 characters before its hyphen is observed too, and the session keeps its trust', async () => {
    const w = world();
    const file = docs(w, PARAGRAPH);
    const r = grep(w, 'sess-e3', `${file}:3:${PARAGRAPH}`);
    expect(r.code).toBe(0);
    // Failed before the fix: statSync threw ENAMETOOLONG on the prefix before the paragraph's hyphen; the hook said so and observed nothing.
    expect(r.stderr).toBe('');
    expect(observationsOf(w, 'Grep').filter((o) => o.event === 'tool').length).toBe(1);
    expect((await memorizeOverMcp(w, 'sess-e3', OWN)).origin).toBe('agent');
  });

  it('a Read the host refused because its path runs through a file (README.md/x.md: ENOTDIR) is observed, and the session keeps its trust', async () => {
    const w = world();
    expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: 'sess-e3b' })).code).toBe(0);
    const input = { file_path: join(w.project, 'README.md', 'x.md') };
    expect(w.hook({ ...w.fixture('claude-code', 'PreToolUse-Read', { session_id: 'sess-e3b' }), tool_input: input, tool_use_id: 'toolu_read_e3b' }).code).toBe(
      0,
    );
    const r = w.hook({
      ...w.fixture('claude-code', 'PostToolUseFailure', { session_id: 'sess-e3b' }),
      tool_name: 'Read',
      tool_input: input,
      tool_use_id: 'toolu_read_e3b',
      error: `ENOTDIR: not a directory, open '${input.file_path}'`,
    });
    expect(r.code).toBe(0);
    // Failed before the fix: pathFacts' statSync threw ENOTDIR (throwIfNoEntry covers ENOENT only); nothing recorded.
    expect(r.stderr).toBe('');
    expect((await memorizeOverMcp(w, 'sess-e3b', OWN)).origin).toBe('agent');
  });
});
