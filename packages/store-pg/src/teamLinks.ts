import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CoreError, ErrorCode } from '@cairn/core';
import writeFileAtomic from 'write-file-atomic';
import type { PgStoreUrl } from './storeUrl.js';

/** The home's file of team links: which local checkout is which team project, per server. */
export const TEAM_LINKS_FILE = 'team-links.json';

/**
 * One machine's link from a checkout to a team project (DESIGN.md §6: "a team store keys a
 * project by a team id that each machine links to its checkout"). Kept in the person's home,
 * never in the repository.
 */
export interface TeamLink {
  /** `host:port/database` — the role is not part of it (a person and their agents share links). */
  server: string;
  /** The checkout's canonical path on this machine. */
  path: string;
  /** The team project's id (12 hex) and name. */
  id: string;
  name: string;
  /**
   * The store URL (a role, never a password) that commands in this checkout use when neither
   * `--store` nor `CAIRN_STORE` names one — set by `cairn team link <url>`: the home's
   * configuration of which store this project's memory is in (DESIGN.md §12). At most one link
   * of a checkout carries it.
   */
  url?: string;
}

interface LinksFile {
  version: 1;
  links: TeamLink[];
}

/** The server part of a store URL, as links key it. */
export function serverOf(url: PgStoreUrl): string {
  return `${url.host}:${url.port}/${url.database}`;
}

/** Every link in `home` (none when the file is missing). @throws CoreError `STORE_CORRUPT` for an unreadable file */
export async function readTeamLinks(home: string): Promise<TeamLink[]> {
  let text: string;
  try {
    text = await readFile(join(home, TEAM_LINKS_FILE), 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw new CoreError(
      ErrorCode.STORE_IO,
      `Cannot read ${TEAM_LINKS_FILE} in the Cairn home: ${(error as { code?: string }).code ?? 'error'}. Check its owner and mode (0600).`,
    );
  }
  try {
    const parsed = JSON.parse(text) as LinksFile;
    if (parsed.version !== 1 || !Array.isArray(parsed.links)) throw new Error('shape');
    return parsed.links.filter(
      (l) =>
        typeof l.server === 'string' &&
        typeof l.path === 'string' &&
        typeof l.id === 'string' &&
        typeof l.name === 'string' &&
        (l.url === undefined || typeof l.url === 'string'),
    );
  } catch {
    throw new CoreError(
      ErrorCode.STORE_CORRUPT,
      `${TEAM_LINKS_FILE} in the Cairn home is not valid; move it aside and link each checkout again with \`cairn team link <name>\`.`,
    );
  }
}

/** The link of this checkout on this server, if any. */
export async function findTeamLink(home: string, url: PgStoreUrl, path: string): Promise<TeamLink | undefined> {
  const server = serverOf(url);
  return (await readTeamLinks(home)).find((l) => l.server === server && l.path === path);
}

/**
 * The store URL the home's configuration selects for a checkout (`cairn team link <url>`), if any.
 * A URL that no longer parses (edited by hand to hold a password) is refused by whoever opens it.
 */
export async function selectedStoreUrl(home: string, path: string): Promise<string | undefined> {
  return (await readTeamLinks(home)).find((l) => l.path === path && l.url !== undefined)?.url;
}

/**
 * Links (or relinks) a checkout to a team project; replaces the file atomically (0600, fsynced).
 * A link with a `url` becomes the checkout's selected store: any other link of the same
 * checkout loses its `url`. A link without one keeps the `url` the same server's link had.
 *
 * @returns the link before, when the checkout was linked to another project
 */
export async function writeTeamLink(home: string, link: TeamLink): Promise<TeamLink | undefined> {
  const links = await readTeamLinks(home);
  const i = links.findIndex((l) => l.server === link.server && l.path === link.path);
  const before = i >= 0 ? links[i] : undefined;
  if (link.url === undefined && before?.url !== undefined) link = { ...link, url: before.url };
  if (link.url !== undefined) {
    for (const [j, l] of links.entries()) {
      if (l.path === link.path && l.url !== undefined) {
        const { url: _dropped, ...rest } = l;
        links[j] = rest;
      }
    }
  }
  if (i >= 0) links[i] = link;
  else links.push(link);
  const body: LinksFile = { version: 1, links };
  await writeFileAtomic(join(home, TEAM_LINKS_FILE), `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600, fsync: true });
  return before;
}

/** Removes links; returns how many went. */
export async function removeTeamLinks(home: string, keep: (l: TeamLink) => boolean): Promise<number> {
  const links = await readTeamLinks(home);
  const kept = links.filter(keep);
  if (kept.length === links.length) return 0;
  await writeFileAtomic(join(home, TEAM_LINKS_FILE), `${JSON.stringify({ version: 1, links: kept }, null, 2)}\n`, { mode: 0o600, fsync: true });
  return links.length - kept.length;
}
