/** The session id as stored (session's {@link storedSessionId}): re-exported for the hooks' modules. */
export { storedSessionId } from '@cairn/session';
