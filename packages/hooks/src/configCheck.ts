import { join } from 'node:path';
import { count, DEFAULT_DIGEST_BUDGET, OBSERVATION_CAP, OBSERVATION_RETENTION_DAYS } from '@cairn/session';
import { type HookConfig, readHookConfig } from './hostSettings.js';

/** The hook settings when the home's `config.json` sets none (what `cairn hook` uses). */
export const DEFAULT_HOOK_CONFIG: HookConfig = {
  digestBudget: DEFAULT_DIGEST_BUDGET,
  hookRecall: false,
  mcpServers: {},
  observationDays: OBSERVATION_RETENTION_DAYS,
  observationCap: OBSERVATION_CAP,
};

/**
 * The smallest SessionStart digest budget doctor calls useful, in characters: a tenth of the
 * default (core's `DEFAULT_DIGEST_BUDGET`, 8,000 ≈ 2,000 tokens), 800. The digest's own frame
 * (its heading, the note that it is remembered data, the fence, "N candidates await `cairn
 * review`") takes a few hundred of them, so a budget below this holds a memory line or two at
 * most, and the lowest `config.json` accepts (200) holds none: the agent starts with an empty
 * digest while every memory stays in the store.
 */
export const MIN_USEFUL_DIGEST_BUDGET = DEFAULT_DIGEST_BUDGET / 10;

/**
 * The smallest observation cap doctor calls useful: one day of the default's window (core's
 * `OBSERVATION_CAP` over `OBSERVATION_RETENTION_DAYS`: 100,000 observations are sized for 14 days
 * of a busy agent, so ≈ 7,142 a day). Below it the oldest observations of the day — what the
 * agent read this morning — are dropped at each SessionEnd, and a write that repeats them is no
 * longer lowered to their origin.
 */
export const MIN_USEFUL_OBSERVATION_CAP = Math.floor(OBSERVATION_CAP / OBSERVATION_RETENTION_DAYS);

/**
 * The fewest days of observations doctor calls useful: a week, half the default
 * (`OBSERVATION_RETENTION_DAYS`, 14). Attestation compares an agent's write with what the hooks
 * observed in that window, so a page read on Friday and written back on Monday (a task resumed
 * after a weekend, `claude --resume`) is lowered to its origin only while Friday's observations
 * are kept; with `observationDays: 1` (the lowest `config.json` accepts) it is stored as the
 * agent's own words the next day (h47-attack F10).
 */
export const MIN_USEFUL_OBSERVATION_DAYS = 7;

/**
 * `cairn doctor`'s check of the home's hook settings (`<home>/config.json`): failed when
 * `digestBudget` is below {@link MIN_USEFUL_DIGEST_BUDGET}, `observationCap` below
 * {@link MIN_USEFUL_OBSERVATION_CAP} or `observationDays` below {@link MIN_USEFUL_OBSERVATION_DAYS},
 * naming each value and what it costs. A value `config.json`
 * holds out of its accepted range is ignored by the hooks (the default applies) and so is not
 * reported.
 *
 * @param home - the Cairn home
 * @returns one check, `hook config`, in doctor's shape
 */
export async function hookConfigCheck(home: string): Promise<{ name: string; ok: boolean; detail: string; fix?: string }> {
  const config = await readHookConfig(home, DEFAULT_HOOK_CONFIG);
  const problems: string[] = [];
  if (config.digestBudget < MIN_USEFUL_DIGEST_BUDGET)
    problems.push(
      `digestBudget ${config.digestBudget} characters leaves the SessionStart digest little or no room for a memory (below ${MIN_USEFUL_DIGEST_BUDGET}; default ${DEFAULT_DIGEST_BUDGET.toLocaleString('en-US')})`,
    );
  if (config.observationCap < MIN_USEFUL_OBSERVATION_CAP)
    problems.push(
      `observationCap ${config.observationCap} keeps less than a day of what the agent read (below ${MIN_USEFUL_OBSERVATION_CAP.toLocaleString('en-US')}; default ${OBSERVATION_CAP.toLocaleString('en-US')}), so a write repeating it is not lowered`,
    );
  if (config.observationDays < MIN_USEFUL_OBSERVATION_DAYS)
    problems.push(
      `observationDays ${config.observationDays} keeps what the agent read for less than a week (below ${MIN_USEFUL_OBSERVATION_DAYS}; default ${OBSERVATION_RETENTION_DAYS}), so a write repeating a page read ${config.observationDays === 1 ? 'a day' : `${config.observationDays} days`} before is stored as the agent's own words`,
    );
  if (problems.length === 0)
    return {
      name: 'hook config',
      ok: true,
      detail: `digest budget ${config.digestBudget.toLocaleString('en-US')} characters, observations kept ${count(config.observationDays, 'day')}, at most ${config.observationCap.toLocaleString('en-US')}`,
    };
  return {
    name: 'hook config',
    ok: false,
    detail: `config.json: ${problems.join('; ')}`,
    fix: `edit or remove those settings in ${join(home, 'config.json')} (the defaults apply without them)`,
  };
}
