import { createHash } from 'node:crypto';
import { SessionIdSchema } from '@cairn/session';

/** The session id as stored: the host's when it has a safe shape, else a hash of it. */
export function storedSessionId(raw: string): string {
  return SessionIdSchema.safeParse(raw).success ? raw : `h-${createHash('sha256').update(raw).digest('hex').slice(0, 32)}`;
}
