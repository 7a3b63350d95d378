// The editor's keyring follows the home: the session's live keyring (issue #16), shared with the MCP server.
export { createLiveKeyring, type LiveKeyring } from '@cairn/session';
