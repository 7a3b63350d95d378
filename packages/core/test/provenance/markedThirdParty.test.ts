import { describe, expect, it } from 'vitest';
import { isMarkedThirdParty, isThirdPartyPath } from '../../src/index.js';

/** A project's files as `has` answers them (core reads no disk). */
const holding =
  (...files: string[]) =>
  (rel: string): boolean =>
    files.includes(rel);

/**
 * Third-party folders an ecosystem's marker file shows, whatever their name or depth (h59-attest:
 * a mix sub-project's `alerts/deps/<dep>/` and a virtualenv not named `.venv` were the project's).
 */
describe('isMarkedThirdParty and isThirdPartyPath with marker files', () => {
  it('a deps/ or _build/ folder beside mix.exs or rebar.config is third-party at any depth; without the marker it stays the project’s', () => {
    const mix = holding('alerts/mix.exs');
    expect(isThirdPartyPath('alerts/deps/tesla/README.md', mix)).toBe(true);
    expect(isThirdPartyPath('alerts/_build/dev/lib/tesla/ebin/x.app', mix)).toBe(true);
    expect(isThirdPartyPath('apps/web/deps/plug/lib/plug.ex', holding('apps/web/rebar.config'))).toBe(true);
    // A top-level marker: the folder's parent is the project's root.
    expect(isMarkedThirdParty('deps/cowboy/README.md', holding('rebar.config'))).toBe(true);
    expect(isMarkedThirdParty('_build/default/lib/cowboy/README.md', holding('mix.exs'))).toBe(true);
    // The marker must sit beside the folder: not in another sub-project, not inside the folder.
    expect(isThirdPartyPath('alerts/deps/tesla/README.md', holding('other/mix.exs'))).toBe(false);
    expect(isThirdPartyPath('alerts/deps/tesla/README.md', holding('alerts/deps/mix.exs'))).toBe(false);
    expect(isThirdPartyPath('alerts/deps/tesla/README.md', holding())).toBe(false);
    // Only those names beside it: the sub-project's own lib/ stays the project's.
    expect(isThirdPartyPath('alerts/lib/alerts.ex', mix)).toBe(false);
    // The names are read in any letter case, as on a case-insensitive disk.
    expect(isMarkedThirdParty('alerts/Deps/tesla/README.md', mix)).toBe(true);
  });

  it('a folder holding pyvenv.cfg or .cargo-checksum.json is third-party, whatever its name', () => {
    expect(isThirdPartyPath('api/env311/lib/python3.11/site-pkgs/x/NOTES.md', holding('api/env311/pyvenv.cfg'))).toBe(true);
    expect(isThirdPartyPath('third/rust/serde/src/lib.rs', holding('third/rust/serde/.cargo-checksum.json'))).toBe(true);
    // The marker must be in a folder of the path, not beside it; the project's root itself is never
    // made third-party by one.
    expect(isThirdPartyPath('api/env311/x.py', holding('api/other/pyvenv.cfg', 'pyvenv.cfg', '.cargo-checksum.json'))).toBe(false);
    expect(isThirdPartyPath('third/rust/serde/src/lib.rs', holding('third/rust/tokio/.cargo-checksum.json', 'third/rust/serde/src/lib.rs/pyvenv.cfg'))).toBe(
      false,
    );
    // The file itself is never a folder: a path ending in the marker's folder name asks nothing of it.
    expect(isMarkedThirdParty('tools/pyvenv.cfg', holding('tools/pyvenv.cfg/pyvenv.cfg'))).toBe(false);
  });

  it('names alone without `has`; names first with it (asks nothing of the disk for node_modules)', () => {
    expect(isThirdPartyPath('alerts/deps/tesla/README.md')).toBe(false);
    const asked: string[] = [];
    expect(
      isThirdPartyPath('node_modules/x/README.md', (r) => {
        asked.push(r);
        return false;
      }),
    ).toBe(true);
    expect(asked).toEqual([]);
    // A project's own file asks of each folder on its path, never of the file as a folder.
    isThirdPartyPath('src/app/main.ts', (r) => {
      asked.push(r);
      return false;
    });
    expect(asked).toEqual(['src/pyvenv.cfg', 'src/.cargo-checksum.json', 'src/app/pyvenv.cfg', 'src/app/.cargo-checksum.json']);
  });

  it('the ecosystems whose folder names already say it are third-party by name, with no marker asked', () => {
    const none = (): boolean => false;
    for (const path of [
      'svc/vendor/github.com/acme/tide/client.go',
      'vendor/bundle/ruby/3.3.0/gems/rack-3.0.0/README.md',
      'crates/vendor/serde/src/lib.rs',
      'ios/Pods/Quaykit/README.md',
      'pkg/.build/checkouts/swift-nio/README.md',
      'forecast/.venv/lib/python3.12/site-packages/httpx/NOTES.md',
      'env/lib/python3.12/site-packages/httpx/NOTES.md',
    ]) {
      expect(isThirdPartyPath(path), path).toBe(true);
      expect(isThirdPartyPath(path, none), path).toBe(true);
    }
  });
});
