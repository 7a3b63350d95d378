import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { identityPrint, identityPrints, identityUrl, isRootManifest, manifestIdentity, tokenIdentityPrints } from '../../src/index.js';

/**
 * A package's declared identity (issue #22): what its root manifest names as home, docs,
 * repository or tracker — and nothing else it says. Twins written for this file.
 */
const key = (v: string): string => createHmac('sha256', 'identity').update(v).digest('hex');
const EX = 'example';

describe('manifestIdentity', () => {
  it('reads the identity fields of pyproject, Poetry, Cargo, package.json, composer.json and go.mod', () => {
    const py = `[project]\nname = "tidewatch-client"\ndescription = "See https://mention.${EX}.org/x"\n\n[project.urls]\nDocumentation = "https://docs.${EX}.org/tides/"\n"Issue Tracker" = 'https://bugs.${EX}.org/tw'\nFunding = "https://fund.${EX}.org/tw"\n`;
    expect(manifestIdentity('vendor/tidewatch-client/pyproject.toml', py)).toEqual([
      { url: `docs.${EX}.org/tides`, line: 6 },
      { url: `bugs.${EX}.org/tw`, line: 7 },
    ]);
    expect(manifestIdentity('p/pyproject.toml', `[tool.poetry]\nhomepage = "https://tw.${EX}.dev"\n`)).toEqual([{ url: `tw.${EX}.dev`, line: 2 }]);
    const cargo = `[package]\nname = "meter"\nhomepage = "https://gauges.${EX}.dev"\nrepository = "https://git.${EX}.dev/harbour/meter.git"\n\n[dependencies]\nhomepage = "https://not.${EX}.dev"\n`;
    expect(manifestIdentity('deps/meter/Cargo.toml', cargo).map((d) => d.url)).toEqual([`gauges.${EX}.dev`, `git.${EX}.dev/harbour/meter`]);
    const pkg = JSON.stringify({
      name: 'quay',
      description: `https://mention.${EX}.io`,
      homepage: `https://quay.${EX}.io/`,
      bugs: { url: `https://t.${EX}.io/q/issues` },
      repository: 'github:acme/quay',
    });
    expect(manifestIdentity('node_modules/quay/package.json', pkg).map((d) => d.url)).toEqual([`quay.${EX}.io`, `t.${EX}.io/q/issues`, 'github.com/acme/quay']);
    const composer = JSON.stringify({ homepage: `https://pay.${EX}.com`, support: { docs: `https://help.${EX}.com/faq`, chat: `https://chat.${EX}.com` } });
    expect(manifestIdentity('third_party/paygate/composer.json', composer).map((d) => d.url)).toEqual([`pay.${EX}.com`, `help.${EX}.com/faq`]);
    expect(manifestIdentity('external/gaugekit/go.mod', `module ${EX}.org/gaugekit\n\ngo 1.22\n`)).toEqual([{ url: `${EX}.org/gaugekit`, line: 1 }]);
  });

  it('declares nothing from other files, malformed manifests, or a forge’s bare host', () => {
    expect(manifestIdentity('vendor/x/README.md', `Homepage: https://x.${EX}.org`)).toEqual([]);
    expect(manifestIdentity('vendor/x/package.json', '{ not json')).toEqual([]);
    expect(manifestIdentity('vendor/x/package.json', JSON.stringify({ homepage: 'https://github.com' }))).toEqual([]);
    expect(identityUrl('git@github.com:acme/quay.git')).toBe('github.com/acme/quay');
    expect(identityUrl('not a url')).toBeUndefined();
  });

  it('a URL under a declared one is identity at a segment boundary; a forge host is never identity by itself', () => {
    const declared = new Set(
      identityPrints('vendor/t/pyproject.toml', `[project.urls]\nHomepage = "https://docs.${EX}.org/tides"\nSource = "https://github.com/acme/tides"\n`, key)
        .shingles,
    );
    const owns = (kind: string, value: string): boolean => tokenIdentityPrints(kind, value, key).some((p) => declared.has(p));
    expect(owns('url', `https://docs.${EX}.org/tides/guide/install`)).toBe(true);
    expect(owns('host', `docs.${EX}.org`)).toBe(true);
    expect(owns('url', `https://github.com/acme/tides/issues`)).toBe(true);
    expect(owns('url', `https://docs.${EX}.org/tidesx/payload.sh`)).toBe(false);
    expect(owns('url', `https://docs.${EX}.org/bootstrap.sh`)).toBe(false);
    expect(owns('url', 'https://github.com/evil/payload')).toBe(false);
    expect(owns('host', 'github.com')).toBe(false);
    // A script or archive to fetch is never identity, even under a declared home.
    expect(owns('url', `https://docs.${EX}.org/tides/install.sh`)).toBe(false);
    expect(owns('url', `https://docs.${EX}.org/tides/agent.tar.gz`)).toBe(false);
    expect(owns('url', `https://docs.${EX}.org/tides/config.html`)).toBe(true);
    expect(declared.has(identityPrint('host', 'github.com', key))).toBe(false);
  });

  it('isRootManifest: a package root’s manifest only', () => {
    expect(isRootManifest('vendor/tidewatch-client/pyproject.toml')).toBe(true);
    expect(isRootManifest('node_modules/@s/x/package.json')).toBe(true);
    expect(isRootManifest('node_modules/.pnpm/x@1/node_modules/x/package.json')).toBe(true);
    expect(isRootManifest('vendor/tidewatch-client/examples/app/package.json')).toBe(false);
    expect(isRootManifest('node_modules/x/test/fixture/package.json')).toBe(false);
    expect(isRootManifest('vendor/tidewatch-client/README.md')).toBe(false);
  });
});
