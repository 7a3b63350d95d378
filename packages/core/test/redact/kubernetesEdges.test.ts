/**
 * Edges of the Kubernetes Secret rule (issue #19, gitleaks:kubernetes-secret-yaml; Kubernetes docs
 * "Secrets"): where a `data:` / `stringData:` block starts and ends (list items, blank lines,
 * CRLF files, nested maps), where a document ends (`---` lines), and the JSON forms (compact,
 * cut short, or beside a ConfigMap). Values inside a Secret's block go; everything else stays.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { fake } from './fixtures.js';

const MARK = '[REDACTED:secret-assignment]';
const first = `FAKE-${fake(12, 5)}`;
const second = `FAKE-${fake(12, 21)}`;

describe('a YAML block ends where its indentation does', () => {
  test('a data: opening a list item ends at the item keys after it', () => {
    const text = `kind: List\nitems:\n  - data:\n      host: ${first}\n    kind: Secret\n    metadata:\n      name: app-users\n`;
    expect(redactSecrets(text).text).toBe(`kind: List\nitems:\n  - data:\n      host: ${MARK}\n    kind: Secret\n    metadata:\n      name: app-users\n`);
  });

  test('a top-level list item data: ends at its sibling keys', () => {
    const text = `- data:\n    host: ${first}\n  kind: Secret\n  metadata:\n    name: app-users\n`;
    expect(redactSecrets(text).text).toBe(`- data:\n    host: ${MARK}\n  kind: Secret\n  metadata:\n    name: app-users\n`);
  });

  test('a blank line inside the block does not end it', () => {
    const text = `kind: Secret\ndata:\n  a: ${first}\n\n  b: ${second}\nmetadata:\n  name: app-users\n`;
    expect(redactSecrets(text).text).toBe(`kind: Secret\ndata:\n  a: ${MARK}\n\n  b: ${MARK}\nmetadata:\n  name: app-users\n`);
  });

  test('nor does a blank line of a CRLF file', () => {
    const text = `kind: Secret\r\ndata:\r\n  a: ${first}\r\n\r\n  b: ${second}\r\nmetadata:\r\n  name: app-users\r\n`;
    expect(redactSecrets(text).text).toBe(`kind: Secret\r\ndata:\r\n  a: ${MARK}\r\n\r\n  b: ${MARK}\r\nmetadata:\r\n  name: app-users\r\n`);
  });

  test('a map nested in stringData:, and the entries after it', () => {
    const text = `kind: Secret\nstringData:\n  data:\n    inner: ${first}\n  outer: ${second}\nmetadata:\n  name: app-users\n`;
    expect(redactSecrets(text).text).toBe(`kind: Secret\nstringData:\n  data:\n    inner: ${MARK}\n  outer: ${MARK}\nmetadata:\n  name: app-users\n`);
  });

  test('a block that runs to the end of the text', () => {
    const text = `kind: Secret\ndata:\n  a: ${first}`;
    expect(redactSecrets(text).text).toBe(`kind: Secret\ndata:\n  a: ${MARK}`);
  });
});

describe('documents end at --- lines, and only there', () => {
  test('a --- line with trailing blanks ends the ConfigMap before a Secret', () => {
    const text = `kind: ConfigMap\ndata:\n  mode: ${first}\n--- \nkind: Secret\ndata:\n  host: ${second}\n`;
    expect(redactSecrets(text).text).toBe(`kind: ConfigMap\ndata:\n  mode: ${first}\n--- \nkind: Secret\ndata:\n  host: ${MARK}\n`);
  });

  test('a line ending in --- does not end the Secret', () => {
    const text = `kind: Secret\nmetadata:\n  annotations:\n    note: see---\ndata:\n  host: ${first}\n`;
    const result = redactSecrets(text);
    expectNoLeak(result.text, first);
    expect(result.text).toContain('note: see---');
  });
});

describe('the JSON a Secret prints', () => {
  test('compact JSON (kubectl … -o json | jq -c): only the data values go', () => {
    const text = `{"kind":"Secret","a":"b","data":{"host":"${first}","user":"${second}"},"type":"Opaque"}`;
    expect(redactSecrets(text).text).toBe(`{"kind":"Secret","a":"b","data":{"host":"${MARK}","user":"${MARK}"},"type":"Opaque"}`);
  });

  test('JSON cut short before its closing brace', () => {
    const text = `{"kind": "Secret", "data": {"host": "${first}", "user": "${second}"`;
    const result = redactSecrets(text);
    expectNoLeak(result.text, first);
    expectNoLeak(result.text, second);
  });

  test('a JSON Secret before a YAML one, in one paste', () => {
    const text = `{"kind": "Secret", "data": {"host": "${first}"}}\n---\nkind: Secret\ndata:\n  host: ${second}\n`;
    const result = redactSecrets(text);
    expectNoLeak(result.text, first);
    expectNoLeak(result.text, second);
  });

  test('a JSON ConfigMap that names a secret keeps its data', () => {
    const text = `{"kind": "ConfigMap", "metadata": {"name": "app-secret-names"}, "data": {"mode": "${first}"}}`;
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
