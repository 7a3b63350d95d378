import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, world } from './helpers.js';
import { barredSession } from './hostSessions.js';

/**
 * Walk 51, item 2: an output too large to keep whole records `top`, the kinds of token it
 * dropped, and its bar lowers only a later write carrying a token of one of those kinds;
 * `cairn show` names the observation and the `cairn lift-bar` command; the lift's prompt shows
 * the memory's text and its tokens' kinds in words, never the keyed prints. Built CLI and hook,
 * child processes; every address is fake, assembled at run time.
 */
describe('a bar by the kinds it dropped, said in words (walk 51)', () => {
  it('records top; a command is not lowered by a page that dropped URLs; show names the lift; the prompt shows the text and the kinds in words', async () => {
    const w = world();
    const payload = `https://github.com/vault-mirror${'51'}/relay/in`;
    const o = barredSession(w, 'sess-pad', 'sess-later', 'kinds', payload);
    const id = o.id as string;
    // The URLs' stems (kind stem since h59-attest) were dropped with them.
    expect(o.top).toEqual(['url', 'host', 'stem']);

    // A command past the bar (commands rank after hosts), of a kind the output did not drop: not lowered.
    const command = await memorizeOverMcp(w, 'sess-later', `Release with bash ${'deploy'}-canary.sh --region eu-west after the tests pass.`);
    expect(command.origin).toBe('agent');
    // A URL, the kind it dropped: lowered.
    const text = `Our mirror endpoint lives at ${payload} for the team.`;
    const lowered = await memorizeOverMcp(w, 'sess-later', text);
    expect(lowered.origin).toBe('tool');

    const show = w.cairn(['show', lowered.id]);
    expect(show.code, show.stderr).toBe(0);
    const said = show.stdout.replace(/\s+/gu, ' ');
    expect(said).toContain(`observation ${id}: it was too large to keep whole`);
    expect(said).toContain(`this memory's URLs may have been among them. If you checked them: cairn lift-bar ${id} --memory ${lowered.id}`);

    const lift = w.person(['lift-bar', id, '--memory', lowered.id]);
    expect(lift.code, lift.stderr).toBe(0);
    const prompt = lift.stderr.replace(/\s+/gu, ' ');
    // 1: the URL as written. Its stem (github.com/<owner>/<repo>, h58-attest's URL shapes) is a
    // print of kind `stem` the lift covers too, and is not counted as a second URL (h59-attest).
    expect(prompt).toContain(`for memory ${lowered.id} only: “${text}”, its 1 URL?`);
    expect(prompt).toContain('tokens over the cap: URLs and host names');
    expect(prompt).toContain(`memory ${lowered.id}: its 1 URL past the bar`);
    // No keyed print (`url:3f2a…`) or bar code (`4url:…`) is shown.
    expect(prompt).not.toMatch(/\b[0-9]?(url|host|email|path|command|package|stem):[0-9a-f]{6,}/u);
  }, 240_000);
});
