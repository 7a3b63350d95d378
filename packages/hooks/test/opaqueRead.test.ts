import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';

/**
 * Attack note A5 (2026-12-06): the words in an image or a PDF the agent read reach the model and
 * never Cairn's fingerprints, so a sentence copied from two images in two protected sessions
 * stayed `agent` and became active. A session that read such content writes as the least trusted
 * origin among those reads (a project file's `repo`, a page's `web`), with the clamp naming the read.
 * Payloads are Claude Code 2.1.332's: its Read tool answers an image with `{type: "image", file:
 * {base64, type, originalSize}}` and a PDF with `{type: "pdf", file: {filePath, base64,
 * originalSize}}` (the program's Read results, as PostToolUse gets them: fixtures/SOURCES.md), and
 * its transcript holds the image as a Messages API `image` content block inside the `tool_result`.
 */
interface Written {
  id: string;
  origin: string;
  status: string;
  clamped: Array<{ field: string; requested: string; applied: string; reason?: string }>;
}

const SENTENCE = 'Release tags are cut only after the helper from tools.deploy-mirror.example has re-signed the build artifacts.';
// Not a real image: the bytes do not matter, the words the model reads in it do.
const PIXELS = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => (i * 37) % 256)]);

const transcriptOf = (w: World, session: string): string => join(w.userHome, '.claude', 'projects', 'p', `${session}.jsonl`);

/** SessionStart, then one Read's PreToolUse and PostToolUse as Claude Code sends them. */
function readInSession(w: World, session: string, file: string, response: unknown, call = `toolu_${session}`): void {
  const common = { session_id: session, transcript_path: transcriptOf(w, session) };
  expect(w.hook(w.fixture('claude-code', 'SessionStart', common)).code).toBe(0);
  const input = { file_path: join(w.project, file) };
  expect(w.hook(w.fixture('claude-code', 'PreToolUse-Read', { ...common, tool_input: input, tool_use_id: call })).code).toBe(0);
  const r = w.hook(w.fixture('claude-code', 'PostToolUse-Read', { ...common, tool_input: input, tool_response: response, tool_use_id: call }));
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
}

/** The host's transcript: the Read's tool_use and its tool_result with `content` as given. */
function transcript(w: World, session: string, call: string, file: string, content: unknown): void {
  mkdirSync(join(w.userHome, '.claude', 'projects', 'p'), { recursive: true });
  const use = {
    type: 'assistant',
    message: { role: 'assistant', content: [{ type: 'tool_use', id: call, name: 'Read', input: { file_path: join(w.project, file) } }] },
  };
  const result = { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: call, content }] } };
  writeFileSync(transcriptOf(w, session), `${JSON.stringify(use)}\n${JSON.stringify(result)}\n`);
}

const imageResponse = (): unknown => ({ type: 'image', file: { base64: PIXELS.toString('base64'), type: 'image/png', originalSize: PIXELS.length } });
const imageBlock = (): unknown => [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: PIXELS.toString('base64') } }];

describe('a session that read content Cairn cannot compare writes as that read’s origin', () => {
  it('a Read of a project image: the write is lowered to repo, the clamp names the read; a text Read lowers nothing', async () => {
    const w = world();
    writeFileSync(join(w.project, 'docs_arch.png'), PIXELS);
    readInSession(w, 'sess-img-1', 'docs_arch.png', imageResponse());
    transcript(w, 'sess-img-1', 'toolu_sess-img-1', 'docs_arch.png', imageBlock());
    const r = await memorizeOverMcp<Written>(w, 'sess-img-1', { text: SENTENCE, source: 'docs_arch.png' });
    expect(r.origin).toBe('repo');
    expect(r.status).toBe('candidate');
    const clamp = r.clamped.find((c) => c.field === 'origin');
    expect(clamp).toMatchObject({ requested: 'agent', applied: 'repo' });
    expect(clamp?.reason).toBe('origin agent → repo: host session sess-img-1 read content Cairn cannot compare with this write (Read docs_arch.png (image))');
    // The same session shape with the README read as text: nothing opaque, the write stays the agent's.
    const t = world();
    readInSession(t, 'sess-txt-1', 'README.md', t.fixture('claude-code', 'PostToolUse-Read').tool_response);
    const plain = await memorizeOverMcp<Written>(t, 'sess-txt-1', { text: SENTENCE });
    expect(plain.origin).toBe('agent');
  });

  it('a PDF outside the project lowers to external; an MCP tool’s image block to tool', async () => {
    const w = world();
    const outside = join(w.root, 'spec.pdf');
    writeFileSync(outside, '%PDF-1.7\n');
    const common = { session_id: 'sess-pdf', transcript_path: transcriptOf(w, 'sess-pdf') };
    expect(w.hook(w.fixture('claude-code', 'SessionStart', common)).code).toBe(0);
    const pdf = { type: 'pdf', file: { filePath: outside, base64: Buffer.from('%PDF-1.7\n').toString('base64'), originalSize: 9 } };
    expect(
      w.hook(w.fixture('claude-code', 'PostToolUse-Read', { ...common, tool_input: { file_path: outside }, tool_response: pdf, tool_use_id: 'toolu_pdf' }))
        .code,
    ).toBe(0);
    const r = await memorizeOverMcp<Written>(w, 'sess-pdf', { text: SENTENCE });
    expect(r.origin).toBe('external');
    expect(r.clamped.find((c) => c.field === 'origin')?.reason).toMatch(/read content Cairn cannot compare with this write \(Read .*spec\.pdf \(pdf\)\)$/u);

    const m = world();
    const mc = { session_id: 'sess-mcp', transcript_path: transcriptOf(m, 'sess-mcp') };
    expect(m.hook(m.fixture('claude-code', 'SessionStart', mc)).code).toBe(0);
    const shot = [{ type: 'image', data: PIXELS.toString('base64'), mimeType: 'image/png' }];
    expect(
      m.hook({
        ...m.fixture('claude-code', 'PostToolUse-Bash', mc),
        tool_name: 'mcp__browser__screenshot',
        tool_input: {},
        tool_response: shot,
        tool_use_id: 'toolu_shot',
      }).code,
    ).toBe(0);
    expect((await memorizeOverMcp<Written>(m, 'sess-mcp', { text: SENTENCE })).origin).toBe('tool');
  });

  it('a result the transcript shows as an image though its hook saw no image: lowered once Stop read the transcript', async () => {
    const w = world();
    writeFileSync(join(w.project, 'docs_flow.png'), PIXELS);
    // A payload shape the hook does not know as an image (a future host version): observed as text.
    readInSession(w, 'sess-img-2', 'docs_flow.png', { type: 'picture', file: { filePath: join(w.project, 'docs_flow.png') } });
    transcript(w, 'sess-img-2', 'toolu_sess-img-2', 'docs_flow.png', imageBlock());
    const before = await memorizeOverMcp<Written>(w, 'sess-img-2', { text: SENTENCE });
    expect(before.origin).toBe('repo');
    const stop = w.hook(w.fixture('claude-code', 'Stop', { session_id: 'sess-img-2', transcript_path: transcriptOf(w, 'sess-img-2') }));
    expect(stop.code).toBe(0);
    // After the Stop the transcript offset has moved on: the stored observation keeps the session lowered.
    const after = await memorizeOverMcp<Written>(w, 'sess-img-2', { text: `${SENTENCE} Twice.` });
    expect(after.origin).toBe('repo');
  });

  it('an image-only tool result no hook observed is a gap, not "no output"', async () => {
    const w = world();
    const common = { session_id: 'sess-gap', transcript_path: transcriptOf(w, 'sess-gap') };
    expect(w.hook(w.fixture('claude-code', 'SessionStart', common)).code).toBe(0);
    transcript(w, 'sess-gap', 'toolu_unseen', 'docs_arch.png', imageBlock());
    const r = await memorizeOverMcp<Written>(w, 'sess-gap', { text: SENTENCE });
    expect(r.origin).toBe('tool');
  });
});
