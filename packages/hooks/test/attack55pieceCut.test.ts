import { createHmac } from 'node:crypto';
import { boundedRedactor, createShingler } from '@cairn/session';
import { describe, expect, it } from 'vitest';
import { readOutput } from '../src/toolEvents.js';

/**
 * Attack h55 G6 (a guessable password's keyed print in the home; D7/C7's class through the piece
 * cut): readOutput walks a JSON output key then value, each a part "joined by line breaks", so
 * `{"password": "<value>"}` reaches the redactor as `password:` / `<value>` — core's next-line rule
 * (h54b F7's fix) redacts it. But past SHINGLE_TEXT_CAP (32 KiB) core's createShingler cuts the
 * parts into pieces of 64 Ki at a line break (cutAt) and gives each piece ALONE to the hook's
 * redactor (boundedRedactor). A `password:` key line that ends a piece leaves its value first in the
 * next piece with no label: not redacted, fingerprinted as written (a keyed shingle of a weak
 * password beside the home's key: an offline-guessable verifier). An MCP tool or a `cat` returning
 * a users list as JSON (> 64 KiB: a few hundred rows) hits it at every cut that falls after a key
 * line. Test: the real readOutput → createShingler → boundedRedactor chain over such a JSON; the
 * pieces the redactor hands back are what is fingerprinted. Control: the same rows under 32 KiB.
 */
const key = (s: string): string => createHmac('sha256', 'h55-key').update(s).digest('hex');
const PASSWORD = /summer[0-9]+harbour/u;

/** The pieces the hook's redactor hands back (what is fingerprinted) when readOutput reads `output` into a shingler. */
function redactedPieces(output: unknown): string[] {
  const bounded = boundedRedactor();
  const seen: string[] = [];
  const shingler = createShingler(key, {
    redact: (piece) => {
      const out = bounded(piece);
      seen.push(out);
      return out;
    },
  });
  readOutput(output, shingler);
  shingler.finish();
  return seen;
}

function piecesRead(rows: number): string[] {
  const users = Array.from({ length: rows }, (_, i) => ({ name: `user${i}`, email: `user${i}@example.org`, password: `summer${i}harbour` }));
  return redactedPieces({ content: [{ type: 'text', text: JSON.stringify(users) }] });
}

describe('attack h55 G6: a JSON password whose key ends a 64 Ki piece is fingerprinted as written', () => {
  it('control: a users list under 32 KiB is redacted whole (no password read as written)', () => {
    const seen = piecesRead(200);
    expect(seen.join('\n')).toContain('[REDACTED');
    expect(seen.join('\n')).not.toMatch(PASSWORD);
  });

  it('a users list of 3,000 rows: no piece the redactor hands back holds a password', () => {
    const seen = piecesRead(3000);
    expect(seen.length).toBeGreaterThan(1);
    // Failed before h55-fixG: a piece starting with the value of the previous piece's last `password:` line keeps it.
    expect(seen.find((p) => PASSWORD.test(p))?.match(PASSWORD)?.[0]).toBeUndefined();
  });
});

/**
 * G6b: the same through cutAt's fallback for a long line (no line break in a piece's last quarter: a
 * cut at the last blank). A minified JSON that does not parse whole (`module.exports = [...]`, or a
 * `head -c` of a dump) is one line whose only blanks follow each key's colon (`"password": "…"`): a
 * cut after `"password": ` leaves the next piece starting with the bare quoted value.
 */
describe('attack h55 G6b: a one-line minified users list cut at a blank after "password":', () => {
  function linePieces(rows: number): string[] {
    // Names of varied length, as real rows have (a fixed row length puts every cut after the same key).
    const users = Array.from({ length: rows }, (_, i) => ({
      name: `user${i}${'n'.repeat((i * 7919) % 13)}`,
      email: `user${i}@example.org`,
      password: `summer${i}harbour`,
    }));
    const text = `module.exports = ${JSON.stringify(users).replaceAll('":"', '": "')};`;
    return redactedPieces({ type: 'text', file: { filePath: '/p/users.js', content: text, numLines: 1, startLine: 1, totalLines: 1 } });
  }

  it('control: the same line under 32 KiB is redacted whole', () => {
    const seen = linePieces(200);
    expect(seen.join('\n')).toContain('[REDACTED');
    expect(seen.join('\n')).not.toMatch(PASSWORD);
  });

  it('3,000 rows on one line: no piece the redactor hands back holds a password', () => {
    const seen = linePieces(3000);
    expect(seen.length).toBeGreaterThan(1);
    // Failed before h55-fixG: a piece starting with `"summer…harbour"` (its label ended the previous piece) keeps it.
    expect(seen.find((p) => PASSWORD.test(p))?.match(PASSWORD)?.[0]).toBeUndefined();
  });
});
