import { describe, expect, it } from 'vitest';
import { isThirdPartyPath, packageOf } from '../../src/index.js';

/**
 * Which package a third-party file belongs to (issue #22): its package's name, home and tracker
 * are its own tokens (never a payload's), and a token is weighed by how many packages hold it —
 * so a vendored package's README, manifest and entry files must be one package.
 */
describe('packageOf and isThirdPartyPath', () => {
  it('node_modules as before; a vendored folder’s package is the folder below it; an entry folder is its package’s', () => {
    expect(packageOf('node_modules/@s/x/lib/index.js')).toBe('@s/x');
    expect(packageOf('node_modules/.pnpm/x@1/node_modules/x/README.md')).toBe('x');
    expect(packageOf('node_modules/foo/vendor/bar/README.md')).toBe('foo');
    expect(packageOf('vendor/acme-relay/src/acme_relay/__init__.py')).toBe('vendor/acme-relay');
    expect(packageOf('vendor/acme-relay/pyproject.toml')).toBe('vendor/acme-relay');
    expect(packageOf('third_party/zlib/README')).toBe('third_party/zlib');
    expect(packageOf('deps/tidewire/src/lib.rs')).toBe('deps/tidewire');
    // A submodule (no vendored folder in its path): the file's folder, above an entry folder.
    expect(packageOf('libs/zlibish/lib/index.js')).toBe('libs/zlibish');
    expect(packageOf('libs/zlibish/README.md')).toBe('libs/zlibish');
    expect(packageOf('dist/CHANGELOG.md')).toBe('dist');
  });

  it('external/ and deps/ are third-party at the top level only; vendor/ anywhere', () => {
    expect(isThirdPartyPath('external/gaugekit/go.mod')).toBe(true);
    expect(isThirdPartyPath('deps/tidewire/src/lib.rs')).toBe(true);
    expect(isThirdPartyPath('src/external/stripe.ts')).toBe(false);
    expect(isThirdPartyPath('lib/deps/graph.ts')).toBe(false);
    expect(isThirdPartyPath('packages/x/vendor/y.js')).toBe(true);
    expect(isThirdPartyPath('src/index.ts')).toBe(false);
  });
});
