import { describe, expect, it } from 'vitest';
import { redactSecrets } from '@cairn/core';
import { redactDeep, UNCHANGED_KEYS } from '../src/redactDeep.js';

/** An obviously fake GitHub token, assembled at run time. */
const fakeToken = (): string => ['gh', 'p_', 'SESSIONtestFAKE', '0123456789abcdefghijk'].join('');

describe('redactDeep', () => {
  it('redacts every occurrence of a repeated string, as a key and as a value, at any depth', () => {
    const token = fakeToken();
    const out = redactDeep({
      hits: [
        { text: token, [token]: 'x' },
        { text: token, nested: [token, { [token]: token }] },
      ],
      when: new Date(0),
    });
    const json = JSON.stringify(out);
    expect(json).not.toContain(token);
    expect(json.match(/\[REDACTED:github-token\]/gu)?.length).toBe(6);
    expect(out.when).toBeInstanceOf(Date);
  });

  it('keeps a key named __proto__ as data and leaves other values as they are', () => {
    const out = redactDeep(JSON.parse('{"__proto__": {"a": 1}, "n": 2, "b": true, "z": null}') as Record<string, unknown>);
    expect(Object.keys(out)).toEqual(['__proto__', 'n', 'b', 'z']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out).toMatchObject({ n: 2, b: true, z: null });
  });
});

describe('UNCHANGED_KEYS', () => {
  it('holds only fixed points of redaction, so passing them by changes nothing', () => {
    for (const k of UNCHANGED_KEYS) expect(redactSecrets(k).text).toBe(k);
  });

  it('still redacts a key outside the set', () => {
    const token = fakeToken();
    expect(UNCHANGED_KEYS.has(token)).toBe(false);
    expect(Object.keys(redactDeep({ [token]: 1, projectKey: 2 }))).toEqual(['[REDACTED:github-token]', 'projectKey']);
  });
});
