// biome-ignore-all lint/style/useTemplate: prefixes are concatenated on purpose so no whole token literal exists in source
/**
 * Completeness of redaction (issue #19): one poisoned value — a fake GitHub token, a
 * context-named password, and a base64-encoded token — walks every door (each memorize field,
 * the recall query, the project path, the field names of a bad request, the session, hook
 * payloads, imported files, MCP memorize and recall) on core, the built CLI and the built MCP server, and every byte under the home and every byte printed is scanned for it.
 * A door that let it through fails here; a project whose path holds it is refused.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInMemoryStore, isCoreError, memorize } from '@cairn/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { initProject } from '@cairn/store-fs';
import { describe, expect, it } from 'vitest';
import { measureRedactionCli, measureRedactionCore, type RedactionDoor, type RedactionMeasureCase } from '../src/measureRedaction.js';
import { filesUnder, installedBin } from '../src/targets/workspace.js';
import { hookSession } from './hookDriver.js';

const token = 'gh' + 'p_' + 'FAKEdoorQ' + randomBytes(14).toString('hex').slice(0, 27);
const password = 'Door-' + randomBytes(6).toString('hex') + '!x';
const encoded = btoa(token);

const DOORS: readonly RedactionDoor[] = ['text', 'title', 'summary', 'tags', 'tripwires', 'filesEdited', 'source', 'query', 'projectPath'];

/** The poisoned values, each as its door would carry it. */
function poisoned(): RedactionMeasureCase[] {
  return DOORS.flatMap((door): RedactionMeasureCase[] => [
    {
      expect: 'secret',
      placement: door,
      basis: 'vendor',
      door,
      build: () => (door === 'projectPath' ? `/work/deploy-${token}/app` : `deploy with ${token} today`),
      secrets: () => [token],
    },
    {
      expect: 'secret',
      placement: door,
      basis: 'context',
      door,
      build: () => (door === 'projectPath' ? `/srv/password=${password}/app` : `db_password=${password}`),
      secrets: () => [password],
    },
    {
      expect: 'secret',
      placement: door,
      basis: 'transformed',
      door,
      build: () => (door === 'projectPath' ? `/tmp/${encoded}/x` : `blob ${encoded}`),
      secrets: () => [encoded, token],
    },
  ]);
}

describe('every door keeps a credential off disk and out of output', () => {
  it('core: every door, every poisoned value', async () => {
    const m = await measureRedactionCore(poisoned());
    expect(m.secrets.passed, JSON.stringify(m.byDoor)).toBe(m.secrets.total);
    expect(m.byDoor.projectPath?.refused).toBe(3);
  });

  it('built CLI: every door, every byte under the home and every byte printed', async () => {
    const m = await measureRedactionCli(poisoned());
    expect(m.secrets.passed, JSON.stringify(m.byDoor)).toBe(m.secrets.total);
    expect(m.byDoor.projectPath?.refused).toBe(3);
  }, 300_000);

  it('core: an unknown field named with a credential, and a session holding one, leave it in no error, record or audit line', async () => {
    const store = createInMemoryStore({ key: 'doors', path: '/work/doors' });
    const context = {
      store,
      channel: 'api' as const,
      now: () => new Date(),
      newId: () => `mem_${randomBytes(8).toString('hex')}`,
      digest: (t: string) => createHash('sha256').update(t).digest('hex'),
      client: `client ${token}`,
    };
    const outputs: string[] = [];
    for (const request of [
      { text: 'x', [`field_${token}`]: 1 },
      { text: 'fine', session: `s-${token}`, origin: 'agent' },
    ]) {
      try {
        outputs.push(JSON.stringify(await memorize(request, context)));
      } catch (error) {
        if (!isCoreError(error)) throw error;
        outputs.push(JSON.stringify(error.toJSON()), error.message);
      }
    }
    const bytes = [...outputs, JSON.stringify(await store.list()), JSON.stringify(store.auditLog)].join('\n');
    expect(bytes).not.toContain(token);
    expect(outputs.join('\n')).toContain('[REDACTED:github-token]');
  });

  it('a refused project path names the rule, never the path', async () => {
    const store = createInMemoryStore({ key: 'p', path: `/work/deploy-${token}/app` });
    const error = await memorize({ text: 'x' }, { store, channel: 'api', now: () => new Date(), newId: () => 'mem_1', digest: () => 'd' }).catch(
      (e: unknown) => e,
    );
    expect(isCoreError(error) && error.code).toBe('INVALID_INPUT');
    expect((error as Error).message).toMatch(/github-token \(gitleaks:github-pat\)/);
    expect((error as Error).message).not.toContain(token);
    expect(await store.list()).toEqual([]);
  });

  it('hook payloads: every Claude Code event that carries text, each poisoned value, leaves it in no byte under the home and in no answer', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cairn-doors-hooks-'));
    try {
      const home = join(root, 'home');
      const project = join(root, 'project');
      const userHome = join(root, 'user');
      mkdirSync(project, { recursive: true });
      mkdirSync(userHome, { recursive: true });
      await initProject({ home, projectPath: project, actor: { channel: 'cli', interactive: false } });
      const printed: string[] = [];
      const values = [`deploy with ${token}`, `db_password=${password}`, `blob ${encoded}`];
      const { session, payload, hook } = hookSession({ home, userHome, project, values, printed, prefix: 'doors' });
      await hook(payload('SessionStart', {}));
      for (const v of values) {
        await hook(payload('UserPromptSubmit', { prompt: `remember: ${v}` }));
        await hook(payload('PreToolUse-Bash', { tool_input: { command: `echo '${v}'`, description: v } }));
        await hook(payload('PostToolUse-Bash', { tool_input: { command: 'env', description: 'env' }, tool_response: { stdout: v, stderr: v } }));
        await hook(payload('PostToolUseFailure', { error: `Exit code 1\n${v}` }));
        await hook(payload('Stop', { last_assistant_message: `Finished. ${v}` }));
      }
      await hook(payload('SessionEnd', {}));
      await hook(payload('SessionStart', { source: 'resume' }));
      const bytes = [...(await filesUnder(home)), Buffer.from(printed.join(''), 'utf8')];
      for (const secret of [token, token.slice(4), password, encoded]) {
        expect(
          bytes.some((b) => b.includes(Buffer.from(secret, 'utf8'))),
          `a hook door let ${secret.slice(0, 6)}… through`,
        ).toBe(false);
      }
      // The hooks did record the session: the scan read real writes, not an empty home.
      expect(bytes.some((b) => b.includes(Buffer.from(session, 'utf8')))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 300_000);
  it('import files and MCP memorize: an agent memory file, a memory.jsonl and every memorize field over MCP, each poisoned value, leave it in no byte under the home and in no output', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cairn-doors-import-'));
    try {
      const home = join(root, 'home');
      const project = join(root, 'project');
      const userHome = join(root, 'user');
      mkdirSync(project, { recursive: true });
      mkdirSync(userHome, { recursive: true });
      await initProject({ home, projectPath: project, actor: { channel: 'cli', interactive: false } });
      const values = [`deploy with ${token}`, `db_password=${password}`, `blob ${encoded}`];
      writeFileSync(join(project, 'AGENTS.md'), `# Deploy\n\n${values.map((v) => `- ${v}`).join('\n')}\n`);
      const jsonl = join(root, 'memory.jsonl');
      writeFileSync(jsonl, `${JSON.stringify({ type: 'entity', name: `svc ${token}`, entityType: 'service', observations: values })}\n`);
      const printed: string[] = [];
      const env = { PATH: process.env.PATH ?? '', HOME: userHome, CAIRN_HOME: home, NO_COLOR: '1', LANG: 'C.UTF-8' };
      const cairn = (...args: string[]): number | null => {
        const r = spawnSync(process.execPath, [installedBin('cairn'), '--project', project, ...args], { env, encoding: 'utf8', timeout: 120_000 });
        printed.push(r.stdout, r.stderr);
        return r.status;
      };
      for (const json of [[], ['--json']]) {
        cairn(...json, 'import', '--dry-run', join(project, 'AGENTS.md'));
        expect(cairn(...json, 'import', join(project, 'AGENTS.md'))).toBe(0);
        expect(cairn(...json, 'import', jsonl)).toBe(0);
        cairn(...json, 'scan', join(project, 'AGENTS.md'));
        cairn(...json, 'list', '--status', 'candidate');
      }

      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [installedBin('cairn-mcp'), '--home', home, '--project', project],
        cwd: project,
        env: { ...env },
        stderr: 'pipe',
      });
      transport.stderr?.on('data', (b: Buffer) => void printed.push(b.toString('utf8')));
      const client = new Client({ name: 'doors', version: '1' });
      await client.connect(transport);
      try {
        for (const v of values) {
          for (const args of [
            { text: v, title: v, summary: v, tags: [v], source: v, session: v, origin: 'agent' },
            { text: 'outcome', kind: 'outcome', title: v, filesEdited: [v], origin: 'agent' },
            { text: 'decision', kind: 'decision', tripwires: [v], origin: 'agent' },
            { text: 'x', origin: v },
          ]) {
            printed.push(JSON.stringify(await client.callTool({ name: 'memorize', arguments: args })));
          }
          printed.push(JSON.stringify(await client.callTool({ name: 'recall', arguments: { query: v, includeCandidates: true } })));
        }
      } finally {
        await client.close();
      }
      const bytes = [...(await filesUnder(home)), Buffer.from(printed.join('\n'), 'utf8')];
      for (const secret of [token, token.slice(4), password, encoded]) {
        expect(
          bytes.some((b) => b.includes(Buffer.from(secret, 'utf8'))),
          `an import or MCP door let ${secret.slice(0, 6)}… through`,
        ).toBe(false);
      }
      // The doors did write: the imports and the MCP memories are in the home, redacted.
      expect(bytes.some((b) => b.includes(Buffer.from('[REDACTED:github-token]', 'utf8')))).toBe(true);
      expect(bytes.some((b) => b.includes(Buffer.from('[REDACTED:secret-assignment]', 'utf8')))).toBe(true);
      expect(printed.join('\n')).toContain('AGENTS.md');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 300_000);
});
