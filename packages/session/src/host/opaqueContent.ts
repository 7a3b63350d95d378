/**
 * Which kind of content Cairn cannot compare with a write a tool's output holds, from the host's
 * own structure (attack note A5, 2026-12-06): the model reads the words in an image or a PDF, the
 * observer fingerprints text only. Found in the shapes the hosts document and send:
 * - Claude Code's Read (2.1.332, its program's Read tool results as PostToolUse `tool_response`):
 *   `{type: "image", file: {base64, type, originalSize}}`, `{type: "pdf", file: {filePath, base64,
 *   originalSize}}`, `{type: "parts", file: {filePath, outputDir, count}}` (a PDF's pages as
 *   images); a text file is `{type: "text", file: {content}}`, a notebook `{type: "notebook"}`
 *   whose cell outputs may carry images;
 * - content blocks of the Messages API and of MCP tool results (the transcript's `tool_result`
 *   content, an MCP tool's `tool_response`): `{type: "image" | "document" | "audio", source | data}`,
 *   `{type: "resource", resource: {blob}}` (a binary resource);
 * - any object carrying a `base64`, `image_data` or `blob` string, or `source: {type: "base64"}`;
 * - Claude Code's Bash result of a command that printed an image (2.1.332's program, h51 attack
 *   A3): `{stdout: "data:image/png;base64,…", isImage: true}` — the host sends the model the
 *   image, not the text; `isImage`, or a `stdout` that opens with an image data URL, is `image`.
 * Only the structure is walked (strings are never parsed here): a tool's printed text that spells
 * `"type":"image"` is text, and fingerprinted as text. At most {@link MAX_NODES} values are
 * visited; past that the output counts as opaque (`binary`), fail closed.
 *
 * @param value - the host's `tool_response` (or `error`), or a transcript tool result's `content`
 * @returns `image`, `pdf`, `document`, `audio` or `binary`; undefined when all of it is text
 */
export function opaqueContent(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  let visited = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (++visited > MAX_NODES) return 'binary';
    if (Array.isArray(v)) {
      for (const item of v) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    const o = v as Record<string, unknown>;
    const kind = typeof o.type === 'string' ? OPAQUE_TYPES.get(o.type) : undefined;
    if (kind !== undefined) return kind;
    // Claude Code's Bash result when the command printed an image (h51 attack A3): `isImage: true`,
    // the image a data URL in `stdout`, which the host hands the model as an image.
    if (o.isImage === true || (typeof o.stdout === 'string' && DATA_IMAGE.test(o.stdout))) return 'image';
    if (['base64', 'image_data', 'blob'].some((k) => typeof o[k] === 'string' && (o[k] as string).length > 0)) return o.blob !== undefined ? 'binary' : 'image';
    const source = o.source as Record<string, unknown> | undefined;
    if (typeof source === 'object' && source !== null && source.type === 'base64') return 'binary';
    for (const k of Object.keys(o)) {
      const child = o[k];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return undefined;
}

/** A data URL of an image at the start of a command's stdout, as Claude Code's Bash tool recognises one. */
const DATA_IMAGE = /^\s*data:image\/[a-z0-9.+-]{1,40};base64,/iu;

/** Most objects and arrays {@link opaqueContent} visits before it calls the output opaque. */
export const MAX_NODES = 100_000;

/** Content-block and Read result `type`s whose content is not text, and the kind each names. */
const OPAQUE_TYPES: ReadonlyMap<string, string> = new Map([
  ['image', 'image'],
  ['pdf', 'pdf'],
  ['parts', 'pdf'],
  ['document', 'document'],
  ['audio', 'audio'],
]);
