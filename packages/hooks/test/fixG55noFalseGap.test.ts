import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';

/**
 * Control for h55-fixG (attack h55 G1–G3): a span the redactor takes that holds three or more words
 * is counted unread (the session's agent writes lowered, as for a gap). A real password, token or
 * key holds no blank, so an agent that reads a `.env` and a config file full of real credentials
 * (a short one and one past SHINGLE_TEXT_CAP, read in pieces) keeps its own writes `agent`: no
 * false gap. Fixture credentials are assembled at run time and obviously fake.
 */
const OWN = 'The build runs pnpm workspaces with vitest in every package, and the CLI bundle is made by esbuild.';

function credentials(): string {
  const ghp = `ghp${'_'}${'Zq8Lm3Vx7Rt2Wp9Ks4Nd6Hf1Jc5Gb0Ty8U'}`;
  const aws = `${'AKIA'}${'X'.repeat(16)}`;
  const body = Array.from({ length: 6 }, () => 'Q'.repeat(64)).join('\n');
  return [
    'DB_PASSWORD=summer2024harbour',
    `GITHUB_TOKEN=${ghp}`,
    `AWS_ACCESS_KEY_ID=${aws}`,
    `AWS_SECRET_ACCESS_KEY=${'y'.repeat(40)}`,
    'REDIS_URL=redis://default:Harbour2024x@cache.internal:6379/0',
    'database:',
    '  password: "hunter2!Harbour"',
    '  secret: "s3cr3t-Berth-99"',
    'passphrase: CorrectHorse9Battery',
    `SSH_KEY="-----BEGIN OPENSSH PRIVATE KEY-----\n${body}\n-----END OPENSSH PRIVATE KEY-----"`,
    '-----BEGIN RSA PRIVATE KEY-----',
    'Proc-Type: 4,ENCRYPTED',
    'DEK-Info: AES-128-CBC,0123456789ABCDEF0123456789ABCDEF',
    '',
    body,
    '-----END RSA PRIVATE KEY-----',
  ].join('\n');
}

function catted(w: World, session: string, stdout: string): void {
  expect(w.hook(w.fixture('claude-code', 'SessionStart', { session_id: session })).code).toBe(0);
  const r = w.hook({
    ...w.fixture('claude-code', 'PostToolUse-Bash', { session_id: session }),
    tool_input: { command: 'cat .env config.yml', description: 'read the settings' },
    tool_response: { stdout, stderr: '', interrupted: false, isImage: false, noOutputExpected: false },
    tool_use_id: 'toolu_cat_env',
  });
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
}

describe('h55-fixG control: reading real credentials is no gap', () => {
  it('a .env and a config of real passwords, tokens and keys: the agent’s own write stays agent', async () => {
    const w = world();
    catted(w, 'sess-fixg-env', credentials());
    expect((await memorizeOverMcp<{ origin: string }>(w, 'sess-fixg-env', OWN)).origin).toBe('agent');
  });

  it('the same past SHINGLE_TEXT_CAP (read in pieces, each with the end of the one before): still agent', async () => {
    const w = world();
    catted(w, 'sess-fixg-env-long', Array.from({ length: 60 }, credentials).join('\n'));
    expect((await memorizeOverMcp<{ origin: string }>(w, 'sess-fixg-env-long', OWN)).origin).toBe('agent');
  });
});
