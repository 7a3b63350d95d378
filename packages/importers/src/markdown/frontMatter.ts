import { parse } from 'yaml';

/** Longest tag kept from a front-matter value (characters); longer values are cut with `…`. */
const MAX_TAG_CHARS = 300;

function scalarText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(scalarText).filter((v): v is string => v !== undefined);
    return items.length > 0 ? items.join(',') : undefined;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * Reads front matter leniently: YAML first; when that fails (Cursor writes `globs: **\/*.ts`,
 * which YAML reads as an alias), one `key: value` a line.
 */
export function readFrontMatter(raw: string): Record<string, unknown> {
  try {
    const data = parse(raw, { strict: false, uniqueKeys: false }) as unknown;
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  } catch {
    // fall through to the line reader
  }
  const data: Record<string, unknown> = {};
  for (const line of raw.split('\n')) {
    const m = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (m?.[1] !== undefined) data[m[1]] = m[2] ?? '';
  }
  return data;
}

/**
 * Turns front matter (a `.mdc` rule's description, globs, alwaysApply…) into tags
 * `key:value`, so the metadata of a rule is kept with every memory cut from it.
 * Empty values are left out; values longer than 300 characters are cut.
 *
 * @param raw - the YAML between the `---` lines
 * @returns tags in the order of the keys
 */
export function frontMatterTags(raw: string): string[] {
  const tags: string[] = [];
  for (const [key, value] of Object.entries(readFrontMatter(raw))) {
    const text = scalarText(value);
    if (text === undefined) continue;
    const tag = `${key}:${text.replace(/\s+/g, ' ')}`;
    const chars = Array.from(tag);
    tags.push(chars.length > MAX_TAG_CHARS ? `${chars.slice(0, MAX_TAG_CHARS - 1).join('')}…` : tag);
  }
  return tags;
}
