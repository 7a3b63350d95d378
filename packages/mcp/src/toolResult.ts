import { CoreError, describeIssues, ErrorCode, parseMemorizeRequest, redactDeep, redactedText, redactSecrets, toCoreError } from '@cairn/session';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TOOL_INPUTS, type ToolName } from './tools.js';

/**
 * A successful tool result: the text a model reads plus the same data as structured content,
 * both redacted on the way out (a string redaction left unchanged before is not scanned again:
 * the session's `redactedText`).
 */
export function toolSuccess(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: redactedText(text) }], structuredContent: redactDeep(structured) };
}

/**
 * A successful tool result whose every value was already redacted (`redactDeep`) and whose text
 * was written from those values and this adapter's own words only: nothing in it is scanned
 * again (issue #20: over MCP, scanning a recall's whole text again cost more than the recall).
 * As `redactDeep` redacts a document value by value, the text is redacted value by value; a
 * text that quotes anything else goes through {@link toolSuccess}.
 */
export function redactedSuccess(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/**
 * THE one table of this adapter (STYLE.md example 2): every error code becomes a tool error
 * result, `isError: true`, carrying core's `{error: {code, message}}` as structured content and
 * `CODE: message` as text, so the model can read it and tell the person. Anything that is not
 * a CoreError was already mapped once, by the session's `toCoreError`.
 */
export function toolError(error: unknown): CallToolResult {
  const body = redactDeep(toCoreError(error).toJSON());
  return { isError: true, content: [{ type: 'text', text: `${body.error.code}: ${body.error.message}` }], structuredContent: { ...body } };
}

/**
 * The error behind a tool error the SDK made itself (its input validation runs before our
 * handler and answers with a bare text result): the same strict schema is run again on the
 * raw arguments and its issues described the way core describes memorize's (field names
 * redacted, values never echoed), so every refusal has one shape and one wording
 * (DESIGN.md §7). Memorize's is core's own error, word for word.
 */
export function sdkRefusal(tool: ToolName, args: unknown, sdkText: string): CoreError {
  if (tool === 'memorize') {
    try {
      parseMemorizeRequest(args);
    } catch (error) {
      return toCoreError(error);
    }
  }
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    return new CoreError(ErrorCode.INVALID_INPUT, `Invalid ${tool} request: expected a JSON object of arguments.`);
  }
  const schema = TOOL_INPUTS[tool];
  const parsed = schema.safeParse(args ?? {});
  if (!parsed.success) {
    const described = describeIssues(parsed.error.issues, (args ?? {}) as Record<string, unknown>, Object.keys(schema.shape));
    return new CoreError(ErrorCode.INVALID_INPUT, `Invalid ${tool} request: ${described}.`);
  }
  return new CoreError(ErrorCode.INVALID_INPUT, `Invalid ${tool} request: ${redactSecrets(sdkText.replace(/^MCP error -?\d+: /, '')).text.slice(0, 300)}`);
}
