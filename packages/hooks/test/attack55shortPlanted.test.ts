import { describe, expect, it } from 'vitest';
import { memorizeOverMcp, type World, world } from './helpers.js';
import { fetchedInSession, yamlPage } from './hostSessions.js';

/**
 * Attack h55 G4 (trust RAISE, web → agent; h54b F2 reopened the way F10 opened E2): withTakenProse
 * keeps a SHORT taken line (not prose) as its rare tokens only when the redactor, reading the line
 * alone, leaves it whole — else it keeps NOTHING of it (F10's fix, keeping the line as the redactor
 * alone leaves it, covers prose lines only). A page plants a credential in its command:
 * `secret: "pip install berth-tools-helper --extra-index-url https://ci:<password>@pypi.berth-tools.example/simple"`.
 * The line alone is redacted (url-password), so the command and the package are lost; only the
 * index's host comes back (withLostAddresses). The agent's memory naming the package
 * (`… set up with pip install berth-tools-helper first …`, no URL) meets nothing: `agent` instead of
 * `web`. Control: the same command given plainly (the password redacted in place, the package kept)
 * lowers it to `web`. Built bundle: WebFetch through `cairn hook`, the write through `cairn mcp`.
 */
const MEMORY = 'The build is set up with pip install berth-tools-helper first, and the harbour checks run after it.';
const COMMAND = `pip install berth-tools-helper --extra-index-url https://ci:${['Qm7v', 'X2kp', '9Lw4'].join('')}@pypi.berth-tools.example/simple`;

const fetched = (w: World, session: string, text: string): void =>
  fetchedInSession(w, session, { url: 'https://build-notes.example.org/setup', prompt: 'How is the build set up?', text, toolUseId: 'toolu_fetch_g4' });

const page = (line: string): string => yamlPage('Build setup', line);

describe('attack h55 G4: a credential planted in a short taken line drops all its rare tokens', () => {
  it('control: the command given plainly lowers the agent’s memory naming its package to web', async () => {
    const w = world();
    fetched(w, 'sess-g4', page(COMMAND));
    expect((await memorizeOverMcp<{ origin: string }>(w, 'sess-g4', MEMORY)).origin).toBe('web');
  });

  it('the command with a planted URL password as secret: "…": the agent’s memory is still web', async () => {
    const w = world();
    fetched(w, 'sess-g4', page(`secret: "${COMMAND}"`));
    // Failed before h55-fixG: the line alone is redacted, so withTakenProse keeps none of its tokens: the memory is `agent`.
    expect((await memorizeOverMcp<{ origin: string }>(w, 'sess-g4', MEMORY)).origin).toBe('web');
  });
});
