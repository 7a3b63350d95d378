// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: placeholders such as ${DB_PASSWORD} are the data under test
/**
 * Context rules and decoded views (issue #19), on cases written from the issue's own list (never
 * from the blind set): a value named by its key, flag or command is a credential whatever its
 * shape; placeholders and plainly-not-secret values stay; encoded and chunked tokens are found.
 */
import { describe, expect, test } from 'vitest';
import { redactSecrets } from '../../src/redact/index.js';
import { expectNoLeak } from './expectations.js';
import { fake, hex } from './fixtures.js';

const pw = 'Tr0ub4dor-' + fake(8, 3);
const ghp = 'gh' + 'p_' + fake(36, 11);

describe('credentials named by their context are redacted, whatever their shape', () => {
  test.each([
    ['PGPASSWORD before psql', `PGPASSWORD=${pw} psql -h db -U app`],
    ['--password with a blank', `pg_dump --password ${pw} --host db`],
    ['--db-password=', `./migrate --db-password=${pw}`],
    ["mysql's attached -p", `mysql -u root -p${pw} shop`],
    ["mysql's quoted -p", `mysqldump -uroot -p'${pw}' shop > dump.sql`],
    ['password: in chat, then a remark', `the staging password: ${pw} (rotated monthly)`],
    ['password is …', `fyi the db password is ${pw}`],
    ['netrc line', `machine api.example.com login deploy password ${pw}`],
    ['netrc over lines', `machine api.example.com\n  login deploy\n  password ${pw}\n`],
    ['Docker config auth', `{"auths": {"https://index.docker.io/v1/": {"auth": "${btoa('deploy:' + pw)}"}}}`],
    ['kubeconfig token', `users:\n- name: ci\n  user:\n    token: ${pw}\n`],
    ['NEO4J_AUTH pair', `NEO4J_AUTH=neo4j/${pw}`],
    ['sshpass -p', `sshpass -p ${pw} ssh deploy@host`],
    ['docker login -p', `docker login -u deploy -p ${pw} registry.example.com`],
    ['redis-cli -a', `redis-cli -h cache -p 6379 -a ${pw} ping`],
    ['XML element', `<server><id>nexus</id><password>${pw}</password></server>`],
    ['properties file', `spring.datasource.password ${pw}`],
    ['.pgpass line', `db.example.com:5432:shop:app:${pw}`],
    ['echo into --password-stdin', `echo "${pw}" | docker login -u deploy --password-stdin`],
    ['glued name PGPASS-style', `MYSQLPASSWORD=${pw}`],
    ['X-Api-Key header', `X-Api-Key: ${pw}`],
    ['openssl pass:', `openssl pkcs12 -export -passout pass:${pw} -out cert.p12`],
  ])('%s', (_name, text) => {
    const result = redactSecrets(text);
    expect(result.kinds.length, JSON.stringify(result)).toBeGreaterThan(0);
    expectNoLeak(result.text, pw.length > 0 && text.includes(pw) ? pw : btoa('deploy:' + pw));
    expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
  });

  test('the secret that follows a Twilio key SID goes, the SID stays readable as a token kind', () => {
    const sid = 'S' + 'K' + hex(32, 5);
    const secret = fake(32, 9);
    expectNoLeak(redactSecrets(`${sid}:${secret}`).text, secret);
  });
});

describe('plainly-not-secret values and placeholders stay byte for byte', () => {
  test.each([
    ['max_tokens', 'max_tokens: 4096'],
    ['auth required', 'auth: required'],
    ['auth none', 'NEO4J_AUTH=none'],
    ['password_min_length', 'password_min_length: 12'],
    ['psql -p port', 'psql -h db -p 5432 -U app shop'],
    ['pg_dump -p port', 'pg_dump -p 5433 shop > shop.sql'],
    ['redis-cli -p port', 'redis-cli -p 6379 ping'],
    ['mysql -p alone prompts', 'mysql -u root -p shop'],
    ['token type', 'token_type: bearer'],
    ['auth scheme word', 'auth: oauth2'],
    ['your-…-here', 'API_KEY=your-api-key-here'],
    ['changeme', 'password: changeme'],
    ['angle placeholder', 'TOKEN=<token>'],
    ['xxx', 'password=xxx'],
    ['${VAR}', 'DB_PASSWORD=${DB_PASSWORD}'],
    ['$VAR', 'export GITHUB_TOKEN=$GH_TOKEN'],
    ['prose after a label', 'The auth token: expires after 1h, then the secret: rotates.'],
    ['--password-stdin alone', 'cat pw.txt | docker login -u deploy --password-stdin'],
    ['pg_dump --no-password', 'pg_dump --no-password shop'],
    ['a git SHA after token:', `token: ${'3f9a1c2b7d'.repeat(4)}`.replace('token', 'commit')],
    ['passwordless', 'passwordless: true'],
    ['a secret file path', 'password_file: /run/secrets/db\nsecret: ./secrets/app.json'],
  ])('%s', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('decoded views: encoded and chunked tokens', () => {
  test('a GitHub token base64-encoded is cut out whole', () => {
    const encoded = btoa(ghp);
    const result = redactSecrets(`creds: ${encoded} (from the vault)`.replace('creds', 'note'));
    expect(result.text).not.toContain(encoded);
    expect(result.kinds).toEqual(['github-token']);
  });

  test('a GitHub token hex-encoded is cut out whole', () => {
    const encoded = [...ghp].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
    expect(redactSecrets(`blob ${encoded} end`).text).toBe('blob [REDACTED:github-token] end');
  });

  test('a base64 kubeconfig client-key-data that decodes to a private key is cut out', () => {
    const pem = '-----BEGIN RSA ' + 'PRIVATE KEY-----\n' + btoa(fake(48, 2)) + '\n-----END RSA ' + 'PRIVATE KEY-----\n';
    const data = btoa(pem);
    expect(redactSecrets(`    client-key-data: ${data}`).text).not.toContain(data.slice(8, 40));
  });

  test.each([
    ['4-character chunks', (t: string) => t.match(/.{1,4}/g)?.join(' ') ?? t],
    ['8-character chunks', (t: string) => t.match(/.{1,8}/g)?.join(' ') ?? t],
    [
      'prefix then chunks',
      (t: string) =>
        `${t.slice(0, 4)} ${t
          .slice(4)
          .match(/.{1,6}/g)
          ?.join(' ')}`,
    ],
    ['one chunk per line', (t: string) => t.match(/.{1,10}/g)?.join('\n') ?? t],
  ])('a GitHub token in %s is rejoined and cut out, the words after it kept', (_name, split) => {
    const text = `token ${split(ghp)} then we deploy`;
    const result = redactSecrets(text);
    expect(result.text).toMatch(/^token \[REDACTED:github-token\] then we deploy$/);
  });

  test('zero-width characters inside a token do not hide it', () => {
    const hidden = [...ghp].join('\u200B');
    expect(redactSecrets(`x ${hidden} y`).text).toBe('x [REDACTED:github-token] y');
  });

  test('a base64 blob that decodes to prose stays', () => {
    const blob = btoa('The deploy job runs every night and posts a summary to the team channel.');
    expect(redactSecrets(`data: ${blob}`)).toEqual({ text: `data: ${blob}`, kinds: [] });
  });
});

describe('credentials in code, commands and headers', () => {
  const secret = 'Hx9-' + fake(12, 21);
  test.each([
    ['a default of a credential-named variable', `url: \${DB_PASSWORD:-${secret}}`],
    ['an environment lookup with a literal fallback', `password = os.getenv("DB_PASSWORD", "${secret}")`],
    ['process.env fallback', `const token = process.env.API_TOKEN || '${secret}';`],
    ['a literal JWT signing key', `jwt.sign({ sub: user.id }, '${secret}', { expiresIn: '1h' })`],
    ['an HMAC key', `crypto.createHmac('sha256', '${secret}').update(body)`],
    ['a setter', `client.setPassword("${secret}");`],
    ['a requests auth pair', `requests.get(url, auth=("deploy", "${secret}"))`],
    ['an Oracle logon', `sqlplus scott/${secret}@orcl`],
    ['a Redis AUTH', `127.0.0.1:6379> AUTH default ${secret}`],
    ['a session cookie', `Cookie: theme=dark; sessionid=${secret}abcdef`],
    ['an API key in a query', `GET https://maps.example.com/api/geocode?address=x&key=${secret}`],
    ['an X-Api-Key header in curl', `curl -H "X-Api-Key: ${secret}" https://api.example.com`],
    ['password for … is', `the password for prod is ${secret}`],
    ['echo into sudo -S', `echo '${secret}' | sudo -S apt-get update`],
    ['openssl -k', `openssl enc -aes-256-cbc -k ${secret} -in a -out b`],
  ])('%s', (_name, text) => {
    const result = redactSecrets(text);
    expectNoLeak(result.text, secret);
    expect(redactSecrets(result.text)).toEqual({ text: result.text, kinds: [] });
  });

  test.each([
    ['a variable without a default', 'url: ${DB_PASSWORD}'],
    ['a lookup without a fallback', 'password = os.getenv("DB_PASSWORD")'],
    ['a getter with a name', 'token = getToken("github")'],
    ['AUTH in prose', 'AUTH failed for user deploy'],
    ['a theme cookie', 'Cookie: theme=dark; lang=en-GB'],
    ['a key parameter that is a word', 'https://example.com/search?key=weather'],
  ])('%s stays', (_name, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});
