import { CoreError, ErrorCode, isCoreError, redactSecrets } from '@cairn/core';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** Redacts every string inside a JSON value (DESIGN.md §5: everything printed is redacted again on the way out). */
export function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redactSecrets(value).text as T;
  if (Array.isArray(value)) return value.map((v: unknown) => redactDeep(v)) as T;
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties, so a key named __proto__ stays data.
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v)])) as T;
  }
  return value;
}

/**
 * A successful tool result: the text a model reads plus the same data as structured content,
 * both redacted on the way out.
 */
export function toolSuccess(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: redactSecrets(text).text }], structuredContent: redactDeep(structured) };
}

/**
 * Turns any thrown value into core's error type; unknown errors become `INTERNAL` with a
 * redacted message (never a stack on the wire).
 */
export function toCoreError(error: unknown): CoreError {
  if (isCoreError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const path = redactSecrets(String((error as { path?: unknown } | null)?.path ?? 'a file')).text;
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    return new CoreError(ErrorCode.INVALID_INPUT, `A path does not exist: ${path}. Check --project and --home of the Cairn MCP server.`);
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return new CoreError(ErrorCode.STORE_IO, `Permission denied on ${path}; check the owner and mode of the Cairn home (\`cairn doctor\`).`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CoreError(ErrorCode.INTERNAL, `Unexpected error: ${redactSecrets(message).text}. This is a bug in Cairn; please report it.`);
}

/**
 * THE one table of this adapter (STYLE.md example 2): every core error code becomes a tool
 * error result, `isError: true`, carrying core's `{error: {code, message}}` as structured
 * content and the message as text, so the model can read it and tell the person.
 */
export function toolError(error: unknown): CallToolResult {
  const e = toCoreError(error);
  const body = redactDeep(e.toJSON());
  return { isError: true, content: [{ type: 'text', text: `${body.error.code}: ${body.error.message}` }], structuredContent: { ...body } };
}
