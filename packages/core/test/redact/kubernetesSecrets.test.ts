/**
 * The values of a Kubernetes Secret (issue #19, gitleaks:kubernetes-secret-yaml), written from the
 * Kubernetes docs "Secrets": under `data:` (base64) and `stringData:` (plain) of a `kind: Secret`,
 * every value is a credential whatever its key; the keys, the metadata and the other objects of
 * the text stay.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { kubernetesSecretBlocks } from '../../src/redact/kubernetesSecrets.js';
import { expectNoLeak } from './expectations.js';
import { fake } from './fixtures.js';

const b64 = (text: string): string => btoa(text);
const user = b64('FAKE-app-user');
const caBundle = b64(`FAKE-ca-${fake(24, 3)}`);
const plain = `FAKE-${fake(12, 7)}`;

const yaml = (body: string, kind = 'Secret'): string => `apiVersion: v1\nkind: ${kind}\nmetadata:\n  name: app\n  namespace: prod\ntype: Opaque\n${body}`;

describe('a Secret manifest loses its values, whatever their keys, and keeps its keys', () => {
  test('data: base64 values under any key', () => {
    const text = yaml(`data:\n  username: ${user}\n  ca.crt: ${caBundle}\n`);
    const result = redactSecrets(text);
    expect(result.text).toBe(yaml('data:\n  username: [REDACTED:secret-assignment]\n  ca.crt: [REDACTED:secret-assignment]\n'));
    expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
  });

  test('stringData: plain values, quoted or not, and a file given as a block', () => {
    const text = yaml(`stringData:\n  SMTP_HOST_ALIAS: "${plain}"\n  config.ini: |\n    region = eu\n    session = ${plain}x\n`);
    const result = redactSecrets(text);
    expectNoLeak(result.text, plain);
    expect(result.text).toContain('SMTP_HOST_ALIAS: "[REDACTED:secret-assignment]"');
    expect(result.text).toContain('config.ini: |');
  });

  test('the second document of a stream, and a List item', () => {
    const stream = `${yaml('data:\n  a: b\n', 'ConfigMap')}---\n${yaml(`data:\n  tls.key: ${caBundle}\n`)}`;
    expectNoLeak(redactSecrets(stream).text, caBundle);
    expect(redactSecrets(stream).text).toContain('data:\n  a: b\n');
    const list = `apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Secret\n  data:\n    token: ${caBundle}\n`;
    expectNoLeak(redactSecrets(list).text, caBundle);
  });

  test('kubectl get secret -o json', () => {
    const text = JSON.stringify({ apiVersion: 'v1', data: { 'tls.crt': caBundle, username: user }, kind: 'Secret', metadata: { name: 'app' } }, null, 2);
    const result = redactSecrets(text);
    expectNoLeak(result.text, caBundle);
    expectNoLeak(result.text, user);
    expect(result.text).toContain('"name": "app"');
  });
});

describe('kept byte for byte', () => {
  test.each([
    ['a ConfigMap', yaml(`data:\n  LOG_LEVEL: debug\n  region: ${b64('eu-west-1')}\n`, 'ConfigMap')],
    ['a Secret with no data, then a ConfigMap', `${yaml('immutable: true\n')}---\n${yaml('data:\n  mode: fast\n', 'ConfigMap')}`],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Helm template's literal ${APP_USER}, not a template string
    ['a Helm template', yaml('data:\n  token: {{ .Values.token | b64enc }}\n  user: ${APP_USER}\n')],
    ['a placeholder', yaml('data:\n  token: <base64-encoded-token>\n')],
    ['the metadata of a Secret', yaml(`data:\n  token: ${caBundle}\n`).replace(/data:[\s\S]*$/, 'data: {}\n')],
    ['a SecretProviderClass', 'apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nspec:\n  parameters:\n    objects: db-creds\n'],
  ])('%s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });

  test('blocks: only the bodies of data: and stringData: of Secrets, sorted and disjoint', () => {
    const text = yaml('data:\n  a: b\nstringData:\n  c: d\n');
    const blocks = kubernetesSecretBlocks(text);
    expect(blocks.map(([s, e]) => text.slice(s, e))).toEqual(['\n  a: b', '\n  c: d\n']);
    expect(kubernetesSecretBlocks(yaml('data:\n  a: b\n', 'ConfigMap'))).toEqual([]);
  });
});
