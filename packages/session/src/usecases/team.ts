import { CoreError, ErrorCode, type SignedAct, type StoreProvider, type StoreTarget, toCoreError } from '@cairn/core';
import type { PgMigrateOutcome, PgStoreProvider, PgTeamOperations, TeamProject } from '@cairn/store-pg';
import { parseStoreUrl, serverOf, type TeamLink, withRole } from '@cairn/store-pg/url';
import {
  chainFingerprint,
  loadKeyring,
  normalizeFingerprint,
  ownChainRoot,
  type PublicChain,
  publicChainOf,
  publicChainProblem,
  readRoster,
  type RosterEntry,
  type RosterState,
  rosterPlan,
  rosterStoreMark,
  writeRoster,
} from '@cairn/person';
import { openProject, type OpenProjectOptions } from '../openProject.js';
import type { ActOutcome, ProjectSession } from '../ProjectSession.js';
import { createStoreRegistry } from '../stores/registry.js';

/** A team store's project as `cairn team` shows it. */
export type { TeamLink, TeamProject, PgMigrateOutcome as TeamMigrateOutcome };

/** What `cairn team link` did. */
export interface TeamLinkOutcome extends TeamLink {
  /** The store URL every command in this checkout now uses when none is named (no password). */
  url: string;
  /** The project this checkout was linked to before, on the same server, when it was another. */
  before?: TeamLink;
  /**
   * The person's public key chain published to the store as their own role on link (so a
   * teammate can trust it: `cairn team trust`), or why it could not be and the command that does
   * it. Without a published chain no teammate's home reads this person's acts as theirs.
   */
  publish: { published: boolean; fingerprint: string; role: string } | { failed: string; command: string };
}

/**
 * The team operations of one checkout on one team store (DESIGN.md §12), with the person's
 * acts signed through the session's person port: `link` changes the home's configuration
 * (which store this project's memory is in: act `home`), `grant` and `revoke` change who may
 * read and write the team project (act `team`), `migrate` the database's schema (act
 * `migrate`). The database checks each again: it refuses a grant by anyone but the project's
 * owner, a migration by a role that may not create, any of them by an agent role.
 */
export interface TeamSession {
  /** The session this runs in: home, project, store URL, person port. */
  readonly session: ProjectSession;
  /** The team store's URL (a role, never a password) and its server (`host:port/database`). */
  readonly store: { url: string; server: string; role: string };
  /**
   * Links this checkout to a team project on the store's server and selects the store URL for
   * every command in it that names none (the home's configuration, `team-links.json`).
   * Without `name`: the project named after the checkout's folder, else the only one granted.
   *
   * @throws CoreError `NOT_FOUND` (no such project granted to the URL's role), `STORE_UNAVAILABLE`
   */
  link(name?: string): Promise<ActOutcome<TeamLinkOutcome>>;
  /** The team project this checkout is linked to on the store's server, if any. */
  linked(): Promise<TeamLink | undefined>;
  /**
   * Grants a person (and their `<person>_agent` role) the linked project: the owner's act.
   *
   * @throws CoreError `NOT_INITIALISED` (not linked), `HUMAN_CHANNEL_REQUIRED` (the database refused: not the owner, an agent role), `INVALID_INPUT` (not a person's role name)
   */
  grant(person: string): Promise<ActOutcome<{ project: TeamLink; person: string }>>;
  /** Withdraws a person's (and their agent role's) access; what they wrote stays. As {@link grant}. */
  revoke(person: string): Promise<ActOutcome<{ project: TeamLink; person: string }>>;
  /** The linked project and the people granted it. */
  members(): Promise<{ project: TeamLink; members: string[] }>;
  /** The team projects the URL's role is granted. */
  projects(): Promise<TeamProject[]>;
  /**
   * Brings the database's Cairn schema to this code's version through its numbered migrations
   * (the administrator's role; `cairn migrate` on a team store).
   *
   * @throws CoreError `MIGRATION_FAILED` (the server's schema is newer than this code), `STORE_UNAVAILABLE`
   */
  migrate(): Promise<ActOutcome<PgMigrateOutcome>>;
  /**
   * Publishes the person's public key chain to the team store (`cairn team publish`): one row in
   * `cairn.person_keys`, as the person's own role (the database refuses an agent role). Not a
   * signed act of its own: the chain is self-endorsed, and no home trusts it before its person
   * compared its fingerprint. `published` false when the store already had this chain.
   *
   * @throws CoreError `PERSON_REQUIRED` (no person key in this home, or it is in doubt), `HUMAN_CHANNEL_REQUIRED` (the database refused: an agent role)
   */
  publish(): Promise<{ published: boolean; fingerprint: string; role: string }>;
  /**
   * A teammate's published chain and its root's fingerprint (for the person to compare out of
   * band before {@link trust}).
   *
   * @throws CoreError `NOT_FOUND` (they published none), `STORE_CORRUPT` (it does not hold together)
   */
  teammate(person: string): Promise<{ person: string; fingerprint: string; chain: PublicChain; keys: number }>;
  /**
   * Adds a teammate to the person's roster (`cairn team trust <person>`): a person's act signed
   * over the whole roster as it becomes, kept in the home. `expected` is the fingerprint the
   * person typed or gave (`--fingerprint`); it must be the published chain's, else nothing changes.
   *
   * @throws CoreError `INVALID_INPUT` (the fingerprint differs: nothing trusted), as {@link teammate}
   */
  trust(person: string, expected: string): Promise<ActOutcome<{ person: string; fingerprint: string; roster: string[] }>>;
  /** Removes a teammate from the roster (`cairn team untrust`), signed the same way. `already` when they were not in it. */
  untrust(person: string): Promise<ActOutcome<{ person: string; roster: string[] }>>;
  /** The roster as this home reads it (the entries that count and, when the file is ignored, why). */
  roster(): Promise<RosterState>;
  close(): Promise<void>;
}

/** True for the team store's provider (one with team operations). */
function isTeamProvider(p: StoreProvider): p is PgStoreProvider {
  return typeof (p as Partial<PgStoreProvider>).team === 'object';
}

/** The person a role belongs to: `alice_agent` → `alice`. */
const personOf = (role: string): string => role.replace(/_agent$/, '');

/** Whether a store URL is a team store's (`postgres:` or `postgresql:`), by its scheme alone. */
export function isTeamStoreUrl(url: string): boolean {
  return /^postgres(?:ql)?:/i.test(url.trim());
}

/**
 * Opens the team operations for the project `options` resolve to, on the store URL given (for
 * `cairn team link <url>`) or resolved (`--store`, `CAIRN_STORE`, the home's configuration).
 *
 * @throws CoreError `INVALID_INPUT` when the store is not a team store (a `file:` store has no
 *   team), for a URL with a password (where credentials go), or a malformed one
 */
export async function openTeam(options: OpenProjectOptions): Promise<TeamSession> {
  const session = await openProject(options);
  try {
    const { location } = session;
    if (!isTeamStoreUrl(location.storeUrl)) {
      throw new CoreError(
        ErrorCode.INVALID_INPUT,
        `Team commands need a team store: name it with --store postgres://<role>@<host>:<port>/<database> (or CAIRN_STORE), or link this project to one first with \`cairn team link postgres://<you>_agent@<host>/<database>\`. This project's store is ${location.storeSource === 'home' ? `the file store in ${location.home}` : location.storeUrl}.`,
      );
    }
    const url = parseStoreUrl(location.storeUrl);
    const registry = options.stores ?? createStoreRegistry();
    const provider = registry.providerFor(location.storeUrl);
    if (!isTeamProvider(provider)) throw new CoreError(ErrorCode.INTERNAL, `The store provider for ${url.display} has no team operations.`);
    const team: PgTeamOperations = provider.team;
    const target: StoreTarget = { url: location.storeUrl, home: location.home, projectPath: location.project.path };
    // On a checkout linked with an agent role's URL (the home's configuration), the person's acts
    // (grant, revoke, migrate) connect as the person's own role, as every person's act does.
    const personUrl = location.storeSource === 'config' ? registry.personUrl(location.storeUrl) : undefined;
    const actUrl = personUrl !== undefined ? parseStoreUrl(personUrl) : url;
    const actTarget: StoreTarget = { ...target, url: actUrl.url };
    const run = async <T>(body: () => Promise<T>): Promise<T> => {
      try {
        return await body();
      } catch (error) {
        throw toCoreError(error);
      }
    };
    const mustLink = async (): Promise<TeamLink> => {
      const link = await team.linked(target);
      if (!link) {
        throw new CoreError(
          ErrorCode.NOT_INITIALISED,
          `This checkout (${location.project.path}) is not linked to a team project on ${serverOf(url)}. Link it with \`cairn team link ${url.url} <name>\`, or create one with \`cairn --store ${withRole(url, personOf(url.user)).url} init\`.`,
        );
      }
      return link;
    };
    const grantOrRevoke = (verb: 'grant' | 'revoke') => (person: string) =>
      run(async () => {
        const link = await mustLink();
        const sql = `INSERT INTO cairn.team_acts (project_id, act, person) VALUES ('${link.id}', '${verb}', '${person.replace(/'/g, "''")}')`;
        const signed = await session.signAct(
          'team',
          `${verb === 'grant' ? 'Grant' : 'Revoke'} ${person} (and ${person}_agent) ${verb === 'grant' ? 'access to' : 'access from'} the team project ${link.name} (${link.id}) on ${link.server}, as role ${actUrl.user}. The SQL it runs:\n  ${sql}`,
          verb === 'grant'
            ? `Let ${person} and their agents read and write the team project ${link.name}?`
            : `Take ${person}'s and their agents' access to the team project ${link.name} away?`,
        );
        if (signed.declined) return { declined: true } as const;
        try {
          await (verb === 'grant' ? team.grant(actTarget, person) : team.revoke(actTarget, person));
        } catch (error) {
          const e = toCoreError(error);
          if (e.code !== ErrorCode.HUMAN_CHANNEL_REQUIRED) throw e;
          // The database's refusal (42501), said for this act: who may, and as which role.
          const owner = (await team.projects(target).catch(() => [])).find((p) => p.id === link.id)?.owner;
          throw new CoreError(
            ErrorCode.HUMAN_CHANNEL_REQUIRED,
            `The team store refused to let role ${actUrl.user} ${verb} access to the team project ${link.name}: only its owner${owner ? ` (${owner})` : ''} ${verb}s, connected as their own role${owner ? ` (--store ${withRole(url, owner).url})` : ', not an agent role'}. Nothing changed.`,
            { sqlstate: '42501' },
          );
        }
        return { declined: false, result: { project: link, person } } as const;
      });

    /** The fingerprint of the person's own chain root: which home's roster a store mark is of. Undefined without a key. */
    const ownRoot = async (): Promise<string | undefined> => {
      return ownChainRoot((await loadKeyring(location.home)).identity);
    };
    /**
     * The roster as the person's own keys read it (never a composite keyring), judged against
     * the higher of the home's mark and the team store's (so the next change is numbered past both).
     */
    const ownRoster = async (): Promise<RosterState> => {
      const { keyring } = await loadKeyring(location.home);
      const root = await ownRoot();
      return readRoster(location.home, keyring, root === undefined ? undefined : await team.rosterMarks(target, root));
    };
    /**
     * Writes a signed roster change: first its mark in the team store, as the person's own role
     * (where the agent cannot write or delete it: migration 3), then the roster and the home's
     * mark. A refused or failed mark leaves the home unchanged.
     */
    const saveRoster = async (entries: RosterEntry[], act: SignedAct, seq: number): Promise<void> => {
      const root = await ownRoot();
      if (root === undefined) throw new CoreError(ErrorCode.PERSON_REQUIRED, `No person has a Cairn key in ${location.home} yet.`);
      const own = withRole(url, personOf(url.user));
      try {
        await team.markRoster({ ...target, url: own.url }, root, rosterStoreMark(entries, seq, act));
      } catch (error) {
        const e = toCoreError(error);
        if (e.code !== ErrorCode.HUMAN_CHANNEL_REQUIRED) throw e;
        throw new CoreError(
          ErrorCode.HUMAN_CHANNEL_REQUIRED,
          `The team store refused to let role ${own.user} mark your roster change: only your own role writes it, never an agent role. Your roster is unchanged.`,
          { sqlstate: '42501' },
        );
      }
      await writeRoster(location.home, entries, act, seq);
    };
    const teammate = async (person: string): Promise<{ person: string; fingerprint: string; chain: PublicChain; keys: number }> => {
      const raw = (await team.chains(target, [person])).get(person);
      if (raw === undefined)
        throw new CoreError(
          ErrorCode.NOT_FOUND,
          `${person} has published no key chain on ${serverOf(url)}. They run \`cairn team publish\` (or \`cairn team link\`) as their own role, then tell you its fingerprint.`,
        );
      const broken = publicChainProblem(raw);
      if (broken !== undefined)
        throw new CoreError(
          ErrorCode.STORE_CORRUPT,
          `${person}'s published key chain on ${serverOf(url)} does not hold together (${broken}); it cannot be trusted. Nothing changed.`,
        );
      const chain = raw as PublicChain;
      return { person, fingerprint: chainFingerprint(chain), chain, keys: chain.keys.length };
    };

    /** Publishes the person's public key chain to `at` as `role` (see {@link TeamSession.publish}). */
    const publishTo = (at: StoreTarget, role: string): Promise<{ published: boolean; fingerprint: string; role: string }> =>
      run(async () => {
        const { identity, keyring } = await loadKeyring(location.home);
        if (identity === undefined)
          throw new CoreError(
            ErrorCode.PERSON_REQUIRED,
            `No person has a Cairn key in ${location.home} yet. The person runs \`cairn person setup\` in a terminal first.`,
          );
        if (keyring.doubt !== undefined)
          throw new CoreError(ErrorCode.PERSON_REQUIRED, `Your key chain is not published: ${keyring.doubt}. Run \`cairn doctor\`.`);
        const chain = publicChainOf(identity);
        try {
          const published = await team.publish(at, chain);
          return { published, fingerprint: chainFingerprint(chain), role };
        } catch (error) {
          const e = toCoreError(error);
          if (e.code !== ErrorCode.HUMAN_CHANNEL_REQUIRED) throw e;
          throw new CoreError(
            ErrorCode.HUMAN_CHANNEL_REQUIRED,
            `The team store refused to let role ${role} publish a key chain: only a person's own role publishes theirs (--store ${withRole(url, personOf(url.user)).url}), never an agent role. Nothing changed.`,
            { sqlstate: '42501' },
          );
        }
      });

    return {
      session,
      store: { url: url.url, server: serverOf(url), role: url.user },
      link: (name) =>
        run(async () => {
          const signed = await session.signAct(
            'home',
            `Keep this project's memory (${location.project.path}) in the team store ${url.display}${name !== undefined ? `, project ${name}` : ''}: every command in this checkout that names no store uses it, as role ${url.user}.`,
            `Use the team store ${url.display} for this project's memory?`,
          );
          if (signed.declined) return { declined: true } as const;
          const r = await team.link(target, name, { select: true });
          // The person's key chain goes with the link, as their own role (never the agent's): a
          // teammate trusts it by its fingerprint. When that role cannot connect here, say what does it.
          // Only with the password file's credential for that role: linking never asks for a password
          // (a person role's is typed on the terminal, for `cairn team publish`, never stored).
          const own = withRole(url, personOf(url.user));
          const command = `cairn team publish --store ${own.url}`;
          const { passwordFromFile } = await import('@cairn/store-pg');
          const stored = own.user === url.user ? 'same role' : await passwordFromFile(own).catch(() => undefined);
          const publish =
            typeof stored === 'string' && stored !== ''
              ? await publishTo({ ...target, url: own.url }, own.user).catch((error: unknown) => ({ failed: toCoreError(error).message, command }))
              : { failed: `the password file holds no password for your role ${own.user} (it is typed on the terminal, never stored).`, command };
          return { declined: false, result: { ...r, url: url.url, publish } } as const;
        }),
      linked: () => run(() => team.linked(target)),
      grant: grantOrRevoke('grant'),
      revoke: grantOrRevoke('revoke'),
      members: () =>
        run(async () => {
          const project = await mustLink();
          return { project, members: await team.members(target) };
        }),
      projects: () => run(() => team.projects(target)),
      migrate: () =>
        run(async () => {
          const signed = await session.signAct(
            'migrate',
            `Bring the Cairn schema of the database ${actUrl.display} to this Cairn's version through its numbered migrations, as role ${actUrl.user}.`,
            `Migrate the team store's schema at ${actUrl.display}?`,
          );
          if (signed.declined) return { declined: true } as const;
          return { declined: false, result: await team.migrate(actTarget) } as const;
        }),
      publish: () => run(() => publishTo(actTarget, actUrl.user)),
      teammate: (person) => run(() => teammate(person)),
      trust: (person, expected) =>
        run(async () => {
          const found = await teammate(person);
          const typed = normalizeFingerprint(expected);
          if (typed !== found.fingerprint)
            throw new CoreError(
              ErrorCode.INVALID_INPUT,
              `That is not the fingerprint of ${person}'s published key chain (${found.fingerprint}). Compare it with ${person} over another channel (in person, a call): a different one means the chain in the team store is not theirs. Nothing was trusted.`,
            );
          const now = await ownRoster();
          const kept = now.entries.filter((e) => e.person !== person);
          const entries: RosterEntry[] = [...kept, { person, fingerprint: found.fingerprint, chain: found.chain }];
          const signed = await session.signAct(
            'team',
            rosterPlan(entries, now.next),
            `Trust ${person}'s key chain (fingerprint ${found.fingerprint}): their signed acts in team stores then count as ${person}'s, not your agent's?`,
          );
          if (signed.declined) return { declined: true } as const;
          await saveRoster(entries, signed.result.acts[0] as SignedAct, now.next);
          return { declined: false, result: { person, fingerprint: found.fingerprint, roster: entries.map((e) => e.person).sort() } } as const;
        }),
      untrust: (person) =>
        run(async () => {
          const now = await ownRoster();
          const before = now.entries;
          if (!before.some((e) => e.person === person))
            return { declined: false, already: true, result: { person, roster: before.map((e) => e.person).sort() } } as const;
          const entries = before.filter((e) => e.person !== person);
          const signed = await session.signAct(
            'team',
            rosterPlan(entries, now.next),
            `Stop trusting ${person}'s key chain: their acts then read as their agent's in this home?`,
          );
          if (signed.declined) return { declined: true } as const;
          await saveRoster(entries, signed.result.acts[0] as SignedAct, now.next);
          return { declined: false, result: { person, roster: entries.map((e) => e.person).sort() } } as const;
        }),
      roster: () => run(() => ownRoster()),
      close: () => session.close(),
    };
  } catch (error) {
    await session.close();
    throw toCoreError(error);
  }
}
