/**
 * Issue #19, session 56: a terminal's colour codes (ANSI SGR `ESC[…m`, erase-line `ESC[K`) are read
 * as the terminal shows the text, never as part of a value: a dim `label: word` line keeps its
 * reset and stays, a coloured secret goes, and the codes around a secret stay where the text is
 * kept. Fixtures are fake and assembled at run time.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/index.js';

const ESC = String.fromCharCode(27);
const sgr = (code: string): string => `${ESC}[${code}m`;
const DIM = sgr('2');
const BOLD = sgr('1');
const RED = sgr('31');
const RESET = sgr('0');
const PW = `${'Xk9'}${'mQ2v'}${'LpZ'}`;
const TOKEN = `ghp_${'Ab1Cd2Ef3Gh4'}${'Ij5Kl6Mn7Op8'}${'Qr9St0Uv1Wx2'}`;
const out = (text: string): string => redactSecrets(text).text;

describe('a coloured line that holds no secret is kept byte for byte', () => {
  it.each([
    ['a dim "label: word" line and its reset', `${DIM}status: ok${RESET}\nnext line`],
    ['a dim "token: none" (a placeholder word)', `${DIM}token: none${RESET}\nnext`],
    ['a dim "password: required" (a setting)', `${DIM}password: required${RESET}\nok`],
    ['a coloured label and a coloured setting', `${sgr('90')}auth:${sgr('39')} ${BOLD}enabled${sgr('22')}`],
    ['an erase-line code after a value', `${DIM}secret: hidden${ESC}[K${RESET}`],
  ])('%s', (_what, text) => {
    expect(redactSecrets(text)).toEqual({ text, kinds: [] });
  });
});

describe('a coloured secret goes, the codes around it stay', () => {
  it('a bold label with its reset before the value: the reset is kept, only the value goes', () => {
    expect(out(`${BOLD}password:${RESET} ${PW}`)).toBe(`${BOLD}password:${RESET} [REDACTED:secret-assignment]`);
  });
  it('a red value: its colour and reset stay around the marker', () => {
    expect(out(`password: ${RED}${PW}${RESET}`)).toBe(`password: ${RED}[REDACTED:secret-assignment]${RESET}`);
  });
  it('a coloured assignment followed by text: the reset and the text stay', () => {
    expect(out(`${sgr('33')}token=${PW}${RESET} done`)).toBe(`${sgr('33')}token=[REDACTED:secret-assignment]${RESET} done`);
  });
  it('a token coloured inside (grep --color=always): the codes inside it go with it', () => {
    const text = `GITHUB_TOKEN=${sgr('01;31')}${ESC}[K${TOKEN.slice(0, 4)}${sgr('')}${ESC}[K${TOKEN.slice(4)}`;
    const redacted = out(text);
    expect(redacted).toBe(`GITHUB_TOKEN=${sgr('01;31')}${ESC}[K[REDACTED:github-token]`);
  });
  it('the output is settled: redacting it again changes nothing', () => {
    const once = out(`${DIM}db_password: ${RED}${PW}${RESET}\n${DIM}user: admin${RESET}`);
    expect(once).toContain(`${DIM}user: admin${RESET}`);
    expect(redactSecrets(once)).toEqual({ text: once, kinds: [] });
  });
});
