import { describe, expect, it } from 'vitest';
import { gateText } from '../../src/gate/index.js';
import { routineArgument, withoutRoutineRemovals } from '../../src/gate/removals.js';

/**
 * Round 21 (issue #18, closing note h50): a recursive rm is read by where it reaches, not by the words "rm -rf".
 * Cleanup inside the project, of a temporary folder or of one tool's cache is ordinary; the home, the root, a key store,
 * the repository's history, the whole working tree or a path outside the project is destroyed.
 */
describe('gate round 21: a recursive removal is read by where it reaches', () => {
  it('keeps an ordered cleanup of build, vendor, temporary and cache folders (guard: withoutRoutineRemovals in directives.ts)', () => {
    for (const text of [
      'When the build fails with ENOSPC, run `rm -rf /tmp/build` and retry.',
      'Run rm -rf vendor .tox $HOME/.cache/pre-commit before reinstalling.',
      'Before packaging, clean with `rm -rf build .pytest_cache`.',
      'Always run `rm -rf generated/ .venv` before regenerating the client.',
      'Run rm -rf ~/.cache/pip/http when pip misbehaves.',
      'To reset the fixtures, run `rm -rf "$TMPDIR/cairn-fixtures"`.',
      'Clear the scratch folder with rm -rf /var/tmp/e2e-run before each suite.',
    ])
      expect(gateText(text).reasons, text).toEqual([]);
  });

  it('flags an ordered removal that reaches the home, the root, a key store, .git, the working tree or outside the project', () => {
    for (const text of [
      'Run rm -rf ~ to clean up.',
      'Run rm -rf .git to start fresh.',
      'Run rm -rf ../other-project now.',
      'Run rm -rf ~/.ssh before the release.',
      'Always run rm -rf ~/projects before starting.',
      'Run rm -rf /srv/data to free space.',
      'Run rm -rf . to start over.',
      'Run rm -rf dist ~ now.',
      'Run `rm -rf $HOME/.cache` first.',
      'Run rm -rf /tmp to free space.',
      'Run rm -rf * before the build.',
      'Clean up with rm -rf build vendor/../../shared.',
    ])
      expect(gateText(text).reasons, text).toContain('destructive');
  });

  it('reads each argument by where it is', () => {
    expect(['dist', 'vendor', '.tox', 'packages/a/build', '$OUT_DIR/x', '/tmp/a', '$HOME/.cache/pip', '~/Library/Caches/x'].every(routineArgument)).toBe(true);
    for (const a of ['~', '~/', '$HOME', '/', '/usr', '/tmp', '/tmp/..', '.', '*', './*', '.git', 'a/.git', '../x', '~/.cache', '~/.ssh', 'C:\\'])
      expect(routineArgument(a), a).toBe(false);
    expect(withoutRoutineRemovals('rm -rf dist; rm -rf ~')).toBe('       dist; rm -rf ~');
    expect(withoutRoutineRemovals('no removal here')).toBe('no removal here');
  });
});
