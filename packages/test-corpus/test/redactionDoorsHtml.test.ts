// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * A credential whose prefix is written as HTML character references (h45 attack, issue #19):
 * `&#103;&#104;&#112;&#95;<body>`, `g&#104;p_<body>` and `&#x67;hp_<body>` reached events.jsonl and
 * view.sqlite through memorize, import and the hook journal, and an AGENTS.md import kept the first
 * whole. Each form walks the built CLI's memorize doors, `cairn import` of an AGENTS.md and the
 * hooks' journal; every byte under the home and every byte printed is scanned for the token's body.
 * Ordinary HTML with references is stored byte for byte.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initProject } from '@cairn/store-fs';
import { describe, expect, it } from 'vitest';
import { measureRedactionCli, measureRedactionCore, type RedactionDoor, type RedactionMeasureCase } from '../src/measureRedaction.js';
import { filesUnder, installedBin } from '../src/targets/workspace.js';
import { hookSession } from './hookDriver.js';

/** The token's body: what must reach no byte (the prefix alone is no secret). */
const body = 'FAKEhtml' + randomBytes(14).toString('hex').slice(0, 28);
const forms = ['&#103;&#104;&#112;&#95;' + body, 'g&#104;p_' + body, '&#x67;hp_' + body];
const values = [`token: ${forms[0]}`, `deploy with ${forms[1]} today`, `<p>key ${forms[2]}</p>`];
const nearMisses = ['&lt;div&gt;hello&lt;/div&gt;', 'Tom &amp; Jerry', '&#169; 2026 Example Corp.'];

const DOORS: readonly RedactionDoor[] = ['text', 'title', 'summary', 'tags', 'query'];

function cases(): RedactionMeasureCase[] {
  return [
    ...DOORS.flatMap((door) =>
      values.map((v): RedactionMeasureCase => ({ expect: 'secret', placement: door, basis: 'transformed', door, build: () => v, secrets: () => [body] })),
    ),
    ...nearMisses.map((t): RedactionMeasureCase => ({ expect: 'near-miss', placement: 'html', basis: 'near-miss', build: () => t, secrets: () => [] })),
  ];
}

/** True when some byte buffer holds `text`. */
const holds = (bytes: readonly Buffer[], text: string): boolean => bytes.some((b) => b.includes(Buffer.from(text, 'utf8')));

describe('a token written with HTML references reaches no byte through any door', () => {
  it('core and the built CLI: memorize fields and the recall query; HTML near-misses stored byte for byte', async () => {
    for (const m of [await measureRedactionCore(cases()), await measureRedactionCli(cases())]) {
      expect(m.secrets.passed, JSON.stringify(m.byDoor)).toBe(m.secrets.total);
      expect(m.nearMisses.passed).toBe(nearMisses.length);
    }
  }, 300_000);

  it('cairn import of an AGENTS.md, and the hook journal (prompt, tool output, Stop, SessionEnd transcript)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cairn-doors-html-'));
    try {
      const home = join(root, 'home');
      const project = join(root, 'project');
      const userHome = join(root, 'user');
      mkdirSync(project, { recursive: true });
      mkdirSync(userHome, { recursive: true });
      await initProject({ home, projectPath: project, actor: { channel: 'cli', interactive: false } });
      const printed: string[] = [];

      writeFileSync(join(project, 'AGENTS.md'), `# Deploy\n\n${[...forms, ...values].map((v) => `- ${v}`).join('\n')}\n`);
      const env = { PATH: process.env.PATH ?? '', HOME: userHome, CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' };
      for (const json of [[], ['--json']]) {
        const r = spawnSync(process.execPath, [installedBin('cairn'), '--project', project, ...json, 'import', join(project, 'AGENTS.md')], {
          env,
          encoding: 'utf8',
          timeout: 120_000,
        });
        printed.push(r.stdout, r.stderr);
        expect(r.status, r.stderr).toBe(0);
      }

      const { session, payload, hook } = hookSession({ home, userHome, project, values, printed, prefix: 'html' });
      await hook(payload('SessionStart', {}));
      for (const v of values) {
        await hook(payload('UserPromptSubmit', { prompt: `remember: ${v}` }));
        await hook(payload('PostToolUse-Bash', { tool_input: { command: 'env', description: 'env' }, tool_response: { stdout: v, stderr: v } }));
        await hook(payload('Stop', { last_assistant_message: `Finished. ${v}` }));
      }
      await hook(payload('SessionEnd', {}));

      const bytes = [...(await filesUnder(home)), Buffer.from(printed.join('\n'), 'utf8')];
      expect(holds(bytes, body), 'an import or hook door let the body through').toBe(false);
      expect(holds(bytes, body.slice(8))).toBe(false);
      // The doors did write: the import stored its memories redacted, and the hooks recorded the session.
      expect(holds(bytes, '[REDACTED:github-token]')).toBe(true);
      expect(holds(bytes, session)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 300_000);
});
