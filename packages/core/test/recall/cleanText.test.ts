import { describe, expect, it, vi } from 'vitest';

// Counts core's redaction runs: the memo must spare a clean string's second scan, never a dirty one's.
const scans = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/redact/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/redact/index.js')>();
  return {
    ...actual,
    redactSecrets: (...args: Parameters<typeof actual.redactSecrets>) => {
      scans.count++;
      return actual.redactSecrets(...args);
    },
  };
});

const { CLEAN_MEMO_LIMITS, redactedText } = await import('../../src/recall/cleanText.js');

/** An obviously fake GitHub token, assembled at run time. */
const fakeToken = (): string => ['gh', 'p_', 'MEMOtestFAKE', '0123456789abcdefghijklmn'].join('');

describe('redactedText', () => {
  it('redacts a text holding a credential on every call, never remembering it as clean', () => {
    const dirty = `deploy with ${fakeToken()} from CI`;
    for (let i = 0; i < 3; i++) {
      const before = scans.count;
      const out = redactedText(dirty);
      expect(out).not.toContain(fakeToken());
      expect(out).toContain('[REDACTED:github-token]');
      expect(scans.count).toBe(before + 1);
    }
  });

  it('scans a clean text once and returns it unchanged after', () => {
    const text = `the build uses pnpm workspaces (memo ${Math.random()})`;
    const before = scans.count;
    expect(redactedText(text)).toBe(text);
    expect(redactedText(text)).toBe(text);
    expect(scans.count).toBe(before + 1);
  });

  it('forgets the oldest clean text past its limit, which is then scanned again', () => {
    const first = `first clean memo text ${Math.random()}`;
    redactedText(first);
    for (let i = 0; i < CLEAN_MEMO_LIMITS.strings; i++) redactedText(`filler clean memo text ${i}`);
    const before = scans.count;
    expect(redactedText(first)).toBe(first);
    expect(scans.count).toBe(before + 1);
  });
});
