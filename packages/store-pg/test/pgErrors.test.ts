import { describe, expect, it } from 'vitest';
import { toStoreError } from '../src/index.js';

const ctx = { doing: 'saving the memory', where: 'alice_agent@db:5432/cairn', role: 'alice_agent' };
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

// Each failure becomes one code and a message a person can act on (DESIGN.md §7).
describe('toStoreError', () => {
  it('maps a refused connection, a terminated backend and a lost connection to STORE_UNAVAILABLE, saying nothing was saved', () => {
    for (const e of [
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('57P01', 'terminating connection due to administrator command'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const out = toStoreError(e, ctx);
      expect(out.code).toBe('STORE_UNAVAILABLE');
      expect(out.message).toMatch(/Nothing of this write was saved/);
      expect(out.message).toMatch(/pg_isready/);
    }
  });

  it('a server never reached: names its host and port, why, and the pg_isready line to run (issue #14, walk-1 item 26)', () => {
    const refused = toStoreError(pgError('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.7:6543'), { ...ctx, where: 'alice_agent@10.0.0.7:6543/cairn' });
    expect(refused.code).toBe('STORE_UNAVAILABLE');
    expect(refused.message).toContain('at 10.0.0.7 port 6543');
    expect(refused.message).toContain('nothing listens on that port');
    expect(refused.message).toContain('`pg_isready -h 10.0.0.7 -p 6543`');
    const unknown = toStoreError(pgError('ENOTFOUND', 'getaddrinfo ENOTFOUND db.invalid'), { ...ctx, where: 'alice_agent@db.invalid/cairn' });
    expect(unknown.message).toContain('at db.invalid port 5432');
    expect(unknown.message).toContain('does not resolve');
  });

  it('says to check when the connection dropped while committing', () => {
    expect(toStoreError(new Error('Connection terminated unexpectedly'), { ...ctx, committing: true }).message).toMatch(
      /may or may not be saved: run `cairn list`/,
    );
  });

  it('maps a statement timeout to STORE_UNAVAILABLE and a lock timeout to STORE_LOCKED', () => {
    expect(toStoreError(pgError('57014', 'canceling statement due to statement timeout'), ctx)).toMatchObject({ code: 'STORE_UNAVAILABLE' });
    expect(toStoreError(pgError('55P03', 'canceling statement due to lock timeout'), ctx)).toMatchObject({ code: 'STORE_LOCKED' });
  });

  it('maps refused or missing credentials to STORE_UNAVAILABLE naming ~/.pgpass', () => {
    for (const e of [
      pgError('28P01', 'password authentication failed for user "alice_agent"'),
      new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string'),
    ]) {
      const out = toStoreError(e, ctx);
      expect(out.code).toBe('STORE_UNAVAILABLE');
      expect(out.message).toContain('~/.pgpass');
    }
  });

  it('maps a policy refusal to HUMAN_CHANNEL_REQUIRED and a missing schema to NOT_INITIALISED', () => {
    expect(toStoreError(pgError('42501', 'new row violates row-level security policy for table "events"'), ctx).code).toBe('HUMAN_CHANNEL_REQUIRED');
    expect(toStoreError(pgError('3F000', 'schema "cairn" does not exist'), ctx).message).toMatch(/cairn migrate/);
  });

  it('redacts what the server said', () => {
    const token = ['ghp', '_', 'b'.repeat(36)].join('');
    expect(toStoreError(pgError('22P02', `invalid input syntax: ${token}`), ctx).message).not.toContain(token);
  });
});
