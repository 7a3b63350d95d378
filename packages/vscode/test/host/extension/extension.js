// Test-only extension: on activation, asserts from INSIDE the real extension host that the
// Cairn extension works, then writes the results to $CAIRN_HOST_RESULTS (read by drive.mjs).
// The seed (ids per group, texts, folders) comes from the JSON file at $CAIRN_HOST_SEED.
const vscode = require('vscode');
const { spawn } = require('node:child_process');
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const assert = require('node:assert/strict');

const COMMANDS = ['confirm', 'pin', 'unpin', 'forget', 'showProvenance', 'refresh', 'enable', 'openDigest'].map((c) => `cairn.${c}`);

/** Starts the MCP server as the editor would, and asks it for its tools. */
function mcpToolNames(definition) {
  return new Promise((resolve, reject) => {
    const child = spawn(definition.command, definition.args, { cwd: definition.cwd?.fsPath, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`no tools/list answer in 20 s; stderr: ${err}`));
    }, 20_000);
    child.stdout.on('data', (d) => {
      out += d;
      for (const line of out.split('\n')) {
        if (!line.includes('"id":2')) continue;
        clearTimeout(timer);
        child.stdin.end();
        child.kill();
        try {
          resolve(JSON.parse(line).result.tools.map((t) => t.name));
        } catch (e) {
          reject(e);
        }
        return;
      }
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    const send = (m) => child.stdin.write(`${JSON.stringify(m)}\n`);
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'cairn-host-test', version: '0' } },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
  });
}

async function run() {
  const seed = JSON.parse(readFileSync(process.env.CAIRN_HOST_SEED, 'utf8'));
  const checks = [];
  const check = async (name, fn) => {
    const started = Date.now();
    try {
      await fn();
      checks.push({ name, ok: true, ms: Date.now() - started });
    } catch (error) {
      checks.push({ name, ok: false, ms: Date.now() - started, error: String(error?.stack ?? error) });
    }
  };

  let api;
  await check('host: the Cairn extension is installed and activates', async () => {
    const ext = vscode.extensions.getExtension('cairn.cairn-vscode');
    assert.ok(ext, 'extension cairn.cairn-vscode not found');
    api = await ext.activate();
    assert.equal(ext.isActive, true);
    assert.equal(typeof api?.snapshot, 'function', 'activate() returned no API');
  });

  await check('host: every Cairn command is registered', async () => {
    const all = new Set(await vscode.commands.getCommands(true));
    const missing = COMMANDS.filter((c) => !all.has(c));
    assert.deepEqual(missing, []);
  });

  await check("host: executeCommand('cairn.refresh') lists the seeded memories in the right groups", async () => {
    const snapshot = await vscode.commands.executeCommand('cairn.refresh');
    assert.equal(snapshot.folders.length, 1);
    const folder = snapshot.folders[0];
    assert.equal(folder.state, 'ready', folder.error);
    const groups = Object.fromEntries(folder.groups.map((g) => [g.id, g.items.map((i) => i.id).sort()]));
    assert.deepEqual(groups, {
      active: [seed.ids.active, seed.ids.contradicted, seed.ids.replacement].sort(),
      candidates: [seed.ids.candidate],
      needsConfirmation: [seed.ids.flagged, seed.ids.contradicting].sort(),
      superseded: [seed.ids.superseded],
    });
    const flagged = folder.groups.find((g) => g.id === 'needsConfirmation').items.find((i) => i.id === seed.ids.flagged);
    assert.equal(flagged.dimmed, true);
    assert.equal(flagged.icon, 'warning');
    assert.ok(flagged.reasons.length > 0, 'no gate reasons');
    const superseded = folder.groups.find((g) => g.id === 'superseded').items[0];
    assert.equal(superseded.replacedBy.id, seed.ids.replacement);
    assert.equal(snapshot.needsConfirmation, 2);
  });

  await check("host: executeCommand('cairn.openDigest') returns the digest, without the unconfirmed flagged memory", async () => {
    const digest = await vscode.commands.executeCommand('cairn.openDigest');
    assert.equal(typeof digest, 'string');
    assert.ok(digest.includes(seed.texts.active), 'active memory missing from the digest');
    assert.ok(!digest.includes(seed.texts.flagged), 'the unconfirmed flagged memory is in the digest');
  });

  await check("host: executeCommand('cairn.showProvenance') returns the provenance with the audit history", async () => {
    const md = await vscode.commands.executeCommand('cairn.showProvenance', { folder: seed.workspace, id: seed.ids.candidate });
    assert.ok(md.includes(`# Provenance of ${seed.ids.candidate}`));
    assert.ok(md.includes('README.md:10-12'), 'source missing');
    assert.ok(/memorize · channel cli/.test(md), 'audit history missing');
  });

  await check("host: cairn.home comes from the machine settings, not the repository's .vscode/settings.json", async () => {
    assert.equal(process.env.CAIRN_HOME, undefined, 'CAIRN_HOME leaked into the extension host');
    const inspected = vscode.workspace.getConfiguration('cairn').inspect('home');
    assert.equal(api.home(), seed.home, `home ${api.home()}; inspect: ${JSON.stringify(inspected)}`);
    assert.equal(inspected.globalValue, seed.home, `inspect: ${JSON.stringify(inspected)}`);
  });

  let definitions = [];
  await check('host: the MCP server definition provider is registered and provides the server', async () => {
    assert.equal(typeof vscode.lm?.registerMcpServerDefinitionProvider, 'function', 'no MCP API in this editor');
    assert.equal(api.mcpRegistered, true);
    definitions = api.mcpServerDefinitions();
    assert.equal(definitions.length, 1);
    const [d] = definitions;
    assert.ok(d instanceof vscode.McpStdioServerDefinition, 'not an McpStdioServerDefinition');
    assert.equal(d.command, 'node', 'cairn.nodePath from the workspace settings was used');
    assert.match(d.args[0], /dist[\\/]mcp\.js$/);
    assert.deepEqual(d.args.slice(1), ['--home', seed.home, '--project', seed.workspace]);
  });

  await check('host: the provided MCP server starts from the installed extension and lists memorize and recall', async () => {
    const names = await mcpToolNames(definitions[0]);
    assert.ok(names.includes('memorize') && names.includes('recall'), `tools: ${names.join(', ')}`);
  });

  // The digest and provenance documents opened above: close them, so the workbench shows the view.
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  const out = process.env.CAIRN_HOST_RESULTS;
  writeFileSync(`${out}.tmp`, JSON.stringify({ vscodeVersion: vscode.version, checks }, null, 2));
  renameSync(`${out}.tmp`, out);
}

exports.activate = () => {
  // Let activation finish first; the checks run on their own.
  setTimeout(() => {
    run().catch((error) => {
      writeFileSync(
        process.env.CAIRN_HOST_RESULTS,
        JSON.stringify({ checks: [{ name: 'host: the test extension ran', ok: false, error: String(error?.stack ?? error) }] }),
      );
    });
  }, 0);
};
exports.deactivate = () => {};
