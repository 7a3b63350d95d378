import { CoreError, ErrorCode, isTeamStoreUrl, openTeam, type TeamSession } from '@cairn/session';
import type { Command } from 'commander';
import { type GlobalOptions, openSession, sessionOptions } from '../context.js';
import { EXIT } from '../exitCodes.js';
import type { Output } from '../output.js';
import type { Runner } from '../run.js';
import { personAct } from '../personActMark.js';
import { readLine } from '../person/terminal.js';

/** A person's role name as PostgreSQL and `cairn.enrol` accept it (an agent role is never granted by itself). */
const PERSON = /^[a-z][a-z0-9_]{0,40}$/;

function checkPerson(person: string): string {
  if (!PERSON.test(person) || person.endsWith('_agent')) {
    throw new CoreError(
      ErrorCode.INVALID_INPUT,
      `"${person.slice(0, 60)}" is not a person's role name: lower-case letters, digits and _, not ending in _agent (granting a person grants their agent role too).`,
    );
  }
  return person;
}

/** Runs `body` with the team operations of this checkout on `store` (default: the resolved store), closing them however it ends. */
async function withTeam<T>(g: GlobalOptions, out: Output, store: string | undefined, body: (team: TeamSession) => Promise<T>): Promise<T> {
  const team = await openTeam(await sessionOptions(g, out, store));
  try {
    return await body(team);
  } finally {
    await team.close();
  }
}

/**
 * `cairn migrate` on a team store (DESIGN.md §12): the database's schema through its numbered
 * migrations, a person's act signed through the person port. Returns undefined when this run's
 * store is not a team store (the file store's `migrate` rewrites records instead).
 */
export async function migrateTeamStore(g: GlobalOptions, out: Output): Promise<number | undefined> {
  const probe = await openSession(g, out);
  const url = probe.location.storeUrl;
  await probe.close();
  if (!isTeamStoreUrl(url)) return undefined;
  return withTeam(g, out, undefined, async (team) => {
    const r = await team.migrate();
    if (r.declined) {
      out.note('Nothing was migrated: the person declined.');
      return EXIT.declined;
    }
    const m = r.result;
    if (out.json) out.printJson({ store: team.store.url, ...m });
    else if (m.applied.length === 0) out.print(`The team store's schema at ${team.store.server} is at version ${m.to}, this Cairn's: nothing to migrate.`);
    else out.print(`Migrated the team store's schema at ${team.store.server} from version ${m.from} to ${m.to}: ${m.applied.join('; ')}.`);
    return EXIT.ok;
  });
}

/** Registers `cairn team link|grant|revoke|members|list` (DESIGN.md §12). */
export function registerTeam(program: Command, run: Runner): void {
  const team = program
    .command('team')
    .description(
      personAct(
        'Share this project\'s memory with a team on PostgreSQL: link a checkout, grant and revoke people (see README, "Sharing memory with a team")',
        'link, grant, revoke, trust, untrust',
      ),
    );

  team
    .command('link')
    .description(
      personAct(
        "Keep this project's memory in a team store from now on: link the checkout to a team project and make the URL its store. No password in the URL: ~/.pgpass holds your agent role's",
      ),
    )
    .argument('<url>', 'postgres://<you>_agent@<host>:<port>/<database> — the role every command in this checkout connects as')
    .argument('[name]', 'the team project (default: the one named after this folder, else the only one you are granted)')
    .action(async (url: string, name: string | undefined, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        if (!isTeamStoreUrl(url))
          throw new CoreError(ErrorCode.INVALID_INPUT, 'cairn team link takes a postgres:// URL (postgres://<you>_agent@<host>:<port>/<database>).');
        return withTeam(g, out, url, async (t) => {
          const r = await t.link(name);
          if (r.declined) {
            out.note('Nothing was linked: the person declined.');
            return EXIT.declined;
          }
          const l = r.result;
          if (out.json)
            out.printJson({
              linked: true,
              project: t.session.location.project.path,
              team: { id: l.id, name: l.name },
              store: l.url,
              ...(l.before ? { before: { id: l.before.id, name: l.before.name } } : {}),
              publish: l.publish,
            });
          else {
            out.print(
              `Linked ${l.path} to the team project ${l.name} (${l.id}) on ${l.server}${l.before ? ` (it was linked to ${l.before.name})` : ''}. Every command here now uses ${l.url} unless --store or CAIRN_STORE names another store.`,
            );
            out.print(
              'failed' in l.publish
                ? `Your key chain is NOT published: ${l.publish.failed} Until you run \`${l.publish.command}\`, no teammate can trust your signed acts (they read as an agent's).`
                : `Your key chain is published as role ${l.publish.role} (fingerprint ${l.publish.fingerprint}): tell your teammates this fingerprint over another channel; each runs \`cairn team trust ${l.publish.role}\`.`,
            );
          }
          return EXIT.ok;
        });
      });
    });

  for (const verb of ['grant', 'revoke'] as const) {
    team
      .command(verb)
      .description(
        verb === 'grant'
          ? "Let a person and their agents (<person>_agent) read and write the linked team project (the project owner's act: on a linked checkout it connects as your own role, <you> for the link's <you>_agent)"
          : "Take a person's and their agents' access to the linked team project away; what they wrote stays (the project owner's act)",
      )
      .argument('<person>', "the person's role name (their agent role follows)")
      .action(async (person: string, _o: unknown, cmd: Command) => {
        await run(cmd, async (g, out) => {
          checkPerson(person);
          return withTeam(g, out, undefined, async (t) => {
            const r = await t[verb](person);
            if (r.declined) {
              out.note(`Nothing was ${verb === 'grant' ? 'granted' : 'revoked'}: the person declined.`);
              return EXIT.declined;
            }
            const { project } = r.result;
            if (out.json)
              out.printJson({ [verb === 'grant' ? 'granted' : 'revoked']: person, team: { id: project.id, name: project.name }, server: project.server });
            else
              out.print(
                verb === 'grant'
                  ? `Granted ${person} and ${person}_agent the team project ${project.name} on ${project.server}.`
                  : `Revoked ${person}'s and ${person}_agent's access to the team project ${project.name} on ${project.server}; what they wrote stays, attributed to them.`,
              );
            return EXIT.ok;
          });
        });
      });
  }

  team
    .command('publish')
    .description(
      "Publish your public key chain to the team store (as your own role, never an agent's), and print its fingerprint: a teammate who compares it with you runs `cairn team trust <you>`",
    )
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) =>
        withTeam(g, out, undefined, async (t) => {
          const r = await t.publish();
          if (out.json) out.printJson({ published: r.published, role: r.role, fingerprint: r.fingerprint, server: t.store.server });
          else
            out.print(
              `${r.published ? 'Published' : 'Already published'} ${r.role}'s key chain on ${t.store.server}. Its fingerprint: ${r.fingerprint}\nTell it to your teammates over another channel (in person, a call); each runs \`cairn team trust ${r.role}\` and compares it.`,
            );
          return EXIT.ok;
        }),
      );
    });

  team
    .command('trust')
    .description(
      personAct(
        "Count a teammate's signed acts (confirm, pin, forget…) in team stores as theirs, not as your agent's: shows the fingerprint of their published key chain, which you compare with them out of band and type (or give with --fingerprint)",
      ),
    )
    .argument('<person>', "the teammate's role name")
    .option('--fingerprint <fp>', 'the fingerprint your teammate told you (8 groups of 4 hex)')
    .action(async (person: string, o: { fingerprint?: string }, cmd: Command) => {
      await run(cmd, async (g, out) => {
        checkPerson(person);
        return withTeam(g, out, undefined, async (t) => {
          let expected = o.fingerprint;
          if (expected === undefined) {
            const found = await t.teammate(person);
            out.note(
              `${person}'s published key chain on ${t.store.server} (${found.keys} key${found.keys === 1 ? '' : 's'}) has the fingerprint\n  ${found.fingerprint}\nCompare it with the one ${person} tells you over another channel (in person, a call), not one the agent or the store shows you.`,
            );
            expected = await readLine(`Type the fingerprint ${person} told you: `);
          }
          const r = await t.trust(person, expected);
          if (r.declined) {
            out.note(`Nothing was trusted: the person declined.`);
            return EXIT.declined;
          }
          if (out.json) out.printJson({ trusted: person, fingerprint: r.result.fingerprint, roster: r.result.roster });
          else
            out.print(
              `Trusted ${person}'s key chain (${r.result.fingerprint}): their signed acts now read as ${person}'s. Your roster: ${r.result.roster.join(', ')}.`,
            );
          return EXIT.ok;
        });
      });
    });

  team
    .command('untrust')
    .description(personAct("Stop counting a teammate's signed acts as theirs: they read as their agent's again"))
    .argument('<person>', "the teammate's role name")
    .action(async (person: string, _o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) => {
        checkPerson(person);
        return withTeam(g, out, undefined, async (t) => {
          const r = await t.untrust(person);
          if (r.declined) {
            out.note('Nothing changed: the person declined.');
            return EXIT.declined;
          }
          if (out.json) out.printJson({ untrusted: person, already: r.already === true, roster: r.result.roster });
          else
            out.print(
              r.already === true
                ? `${person} is not in your team key roster: nothing to change.`
                : `${person}'s acts now read as their agent's in this home. Your roster: ${r.result.roster.length > 0 ? r.result.roster.join(', ') : 'nobody'}.`,
            );
          return EXIT.ok;
        });
      });
    });

  team
    .command('roster')
    .description('The teammates whose signed acts count as theirs in this home, with their fingerprints')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) =>
        withTeam(g, out, undefined, async (t) => {
          const r = await t.roster();
          const rows = r.entries.map((e) => ({ person: e.person, fingerprint: e.fingerprint }));
          if (out.json) out.printJson({ roster: rows, ...(r.problem !== undefined ? { problem: r.problem } : {}) });
          else {
            if (r.problem !== undefined) out.note(r.problem);
            if (rows.length === 0) out.print("Nobody: every teammate's act reads as their agent's here.");
            else
              out.printLaidOut(
                out.table(
                  ['person', 'fingerprint'],
                  rows.map((x) => [x.person, x.fingerprint]),
                ),
              );
          }
          return EXIT.ok;
        }),
      );
    });

  team
    .command('members')
    .description('The people granted the linked team project')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) =>
        withTeam(g, out, undefined, async (t) => {
          const { project, members } = await t.members();
          if (out.json) out.printJson({ team: { id: project.id, name: project.name }, server: project.server, members });
          else if (members.length === 0)
            out.print(
              `${project.name} on ${project.server}: role ${t.store.role} cannot see its grants (an agent role sees only its own); run it as your own role.`,
            );
          else out.print(`${project.name} on ${project.server}: ${members.join(', ')} (and each one's _agent role)`);
          return EXIT.ok;
        }),
      );
    });

  team
    .command('list')
    .description('The team projects your role is granted on the store, and the one this checkout is linked to')
    .action(async (_o: unknown, cmd: Command) => {
      await run(cmd, async (g, out) =>
        withTeam(g, out, undefined, async (t) => {
          const projects = await t.projects();
          const linked = await t.linked();
          if (out.json) out.printJson({ server: t.store.server, role: t.store.role, projects, ...(linked ? { linked: linked.id } : {}) });
          else if (projects.length === 0) out.print(`Role ${t.store.role} is granted no team project on ${t.store.server}.`);
          else
            out.printLaidOut(
              out.table(
                ['name', 'id', 'owner', 'here'],
                projects.map((p) => [p.name, p.id, p.owner, linked?.id === p.id ? 'linked' : '']),
              ),
            );
          return EXIT.ok;
        }),
      );
    });
}
