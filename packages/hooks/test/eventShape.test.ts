/**
 * Issue #20 (h57-speed): each adapter checks the host's common fields with a plain shape check
 * (`isClaudeCodeCommon`, `isCopilotCommon`) before its zod schema, so a `cairn hook` whose event
 * is well formed never builds the schema nor evaluates zod for it. The check must say exactly what
 * the schema says: over every payload one change away from the captured ones (each field at any
 * depth deleted, retyped, emptied or pushed past its bound, an unknown field added, a missing
 * common field set to each odd value), the check and the schema agree; a payload the check
 * declines gets the schema's words (`fieldProblems`), as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oneChangeAway } from '@cairn/core/testing';
import { describe, expect, it } from 'vitest';
import { ClaudeCodeCommonSchema, claudeCodeEvent, isClaudeCodeCommon } from '../src/claudeCode/event.js';
import { CopilotCommonSchema, copilotEvent, isCopilotCommon } from '../src/copilot/event.js';
import { MalformedEvent } from '../src/hookEvent.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');
/** The captured payloads of one host, placeholders filled with obviously fake values. */
function payloads(host: 'claude-code' | 'copilot'): { name: string; payload: Record<string, unknown> }[] {
  const events = host === 'claude-code' ? /^(Pre|Post|Session|Stop|UserPrompt)/u : /^[a-z]/u;
  return readdirSync(join(FIXTURES, host))
    .filter((f) => f.endsWith('.json') && events.test(f))
    .map((f) => {
      const text = readFileSync(join(FIXTURES, host, f), 'utf8').replace(/\{\{(\w+)\}\}/gu, (_, k: string) => `/tmp/fake-${k}`);
      return { name: f, payload: JSON.parse(text) as Record<string, unknown> };
    });
}

/** Values of the wrong type or at and past each common field's bounds. */
const ODD: unknown[] = [
  null,
  undefined,
  0,
  1,
  -1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  1704614700000,
  '',
  'x',
  'S'.repeat(64),
  'S'.repeat(65),
  's'.repeat(512),
  's'.repeat(513),
  '/'.repeat(4096),
  '/'.repeat(4097),
  [],
  ['x'],
  {},
  { cwd: '/tmp/fake' },
  true,
];
const MISSING = ['session_id', 'transcript_path', 'cwd', 'hook_event_name', 'timestamp'];

const cases = [
  { host: 'claude-code' as const, plain: isClaudeCodeCommon, schema: ClaudeCodeCommonSchema, event: (p: unknown) => claudeCodeEvent(p) },
  { host: 'copilot' as const, plain: isCopilotCommon, schema: CopilotCommonSchema, event: (p: unknown) => copilotEvent('postToolUse', p) },
];

describe.each(cases)('$host: the shape check of the common fields says what the schema says', ({ host, plain, schema, event }) => {
  const all = payloads(host);

  it('accepts every captured payload', () => {
    expect(all.length).toBeGreaterThan(4);
    for (const { name, payload } of all) expect([name, plain(payload)]).toEqual([name, true]);
  });

  it('agrees with the schema on every payload one change away', () => {
    let accepted = 0;
    let declined = 0;
    for (const { payload } of all) {
      for (const v of oneChangeAway(payload, ODD, MISSING)) {
        const said = plain(v);
        expect([said, v]).toEqual([schema.safeParse(v).success, v]);
        if (said) accepted++;
        else declined++;
      }
    }
    // Both answers occur many times: the comparison is not vacuous.
    expect(accepted).toBeGreaterThan(100);
    expect(declined).toBeGreaterThan(100);
  });

  it("refuses a payload the check declines with the schema's words, as before", () => {
    const [first] = all;
    if (first === undefined) throw new Error('no fixture');
    const { cwd: _cwd, ...noCwd } = first.payload;
    expect(() => event(noCwd)).toThrow(MalformedEvent);
    expect(() => event(noCwd)).toThrow(/missing cwd/u);
    expect(() => event({ ...first.payload, cwd: 7 })).toThrow(/cwd is not text/u);
    expect(() => event({ ...first.payload, cwd: '/'.repeat(4097) })).toThrow(/cwd is too long/u);
    expect(() => event({ ...first.payload, cwd: '' })).toThrow(/cwd is empty/u);
    expect(() => event([])).toThrow(/not a JSON object/u);
  });
});

describe('Claude Code: the translated event reads the same fields either way', () => {
  it('takes session, cwd, transcript and event name from the payload', () => {
    for (const { payload } of payloads('claude-code')) {
      const e = claudeCodeEvent(payload);
      expect(e.session).toBe(payload.session_id);
      expect(e.cwd).toBe(payload.cwd);
      expect(e.transcript).toBe(payload.transcript_path);
    }
    // A text field of another type reads as absent, as `z.string().optional()` read it.
    const start = payloads('claude-code').find((p) => p.name === 'SessionStart.json')?.payload;
    expect(claudeCodeEvent({ ...start, source: 3 })).toMatchObject({ kind: 'session-start', source: 'startup' });
    expect(() => claudeCodeEvent({ ...start, hook_event_name: 'PreToolUse', tool_name: ['Bash'] })).toThrow(/PreToolUse without a tool_name/u);
  });
});
