// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * The project-path door (issue #19): a folder path that holds a credential is refused with a
 * message naming the kind and its gitleaks rule, never the path itself.
 */
import { describe, expect, it } from 'vitest';
import { CoreError, ErrorCode } from '../../src/errors/CoreError.js';
import { assertProjectPathClean, credentialInPath } from '../../src/redact/index.js';
import { fake } from './fixtures.js';

const github = (): string => 'gh' + 'p_' + fake(36);
const anthropic = (): string => 'sk-' + 'ant-api03-' + fake(40);

describe('credentialInPath', () => {
  it.each(['/home/ana/work/tide-tables', 'C:\\Users\\ana\\src\\app', './relative/app', '/srv/ghp_/short', ''])(
    'finds nothing in an ordinary path: %s',
    (path) => {
      expect(credentialInPath(path)).toBeUndefined();
      // Asked again (answered from the cache), still nothing.
      expect(credentialInPath(path)).toBeUndefined();
    },
  );

  it('names the kind and the first gitleaks rule of a token in the path', () => {
    expect(credentialInPath(`/home/ana/${github()}/app`)).toBe('github-token (gitleaks:github-pat)');
  });

  it('names every kind (sorted), each with its rule, joined by a comma', () => {
    expect(credentialInPath(`/home/${github()}/x/${anthropic()}/app`)).toBe(
      'anthropic-api-key (gitleaks:anthropic-api-key), github-token (gitleaks:github-pat)',
    );
  });

  it('names the kind alone when its shape cites no gitleaks rule', () => {
    // url-password cites RFC 3986 only.
    expect(credentialInPath('/mnt/https://alice:Hunter2Fake@example.com/app')).toBe('url-password');
  });

  it('gives the same answer for a path asked about twice, and for hundreds of other paths in between', () => {
    const dirty = `/home/ana/${github()}/repo`;
    expect(credentialInPath(dirty)).toBe('github-token (gitleaks:github-pat)');
    for (let i = 0; i < 300; i++) expect(credentialInPath(`/home/ana/project-${i}`)).toBeUndefined();
    expect(credentialInPath(dirty)).toBe('github-token (gitleaks:github-pat)');
    expect(credentialInPath('/home/ana/project-7')).toBeUndefined();
  });
});

describe('assertProjectPathClean', () => {
  it('accepts a path without a credential', () => {
    expect(() => assertProjectPathClean('/home/ana/work/tide-tables')).not.toThrow();
  });

  it('refuses a path holding a token, naming its kind and never the path or the token', () => {
    const token = github();
    const path = `/home/ana/${token}/app`;
    let error: unknown;
    try {
      assertProjectPathClean(path);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CoreError);
    expect((error as CoreError).code).toBe(ErrorCode.INVALID_INPUT);
    const message = (error as CoreError).message;
    expect(message).toContain('github-token (gitleaks:github-pat)');
    expect(message).toContain('Nothing was stored');
    expect(message).not.toContain(token);
    expect(message).not.toContain(fake(36));
    expect(message).not.toContain('/home/ana');
  });
});
