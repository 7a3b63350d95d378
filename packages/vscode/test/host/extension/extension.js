// Test-only extension: on activation, asserts from INSIDE the real extension host that the
// Cairn extension works, then writes the results to $CAIRN_HOST_RESULTS (read by drive.mjs).
// The seed (ids per group, texts, folders) comes from the JSON file at $CAIRN_HOST_SEED.
const vscode = require('vscode');
const { spawn } = require('node:child_process');
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const assert = require('node:assert/strict');

const COMMANDS = [
  'review',
  'confirm',
  'reject',
  'pin',
  'unpin',
  'forget',
  'showProvenance',
  'refresh',
  'enable',
  'openDigest',
  'reviewInTerminal',
  'setupKey',
].map((c) => `cairn.${c}`);

/** Polls `fn` until it returns a truthy value (the workbench tells the extension host about tabs asynchronously). */
async function eventually(fn, what, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every open tab's input, in every editor group. */
const tabInputs = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs.map((t) => t.input));

/**
 * What the editor's chat can attach as context: text documents (their URIs). Memory text must
 * reach none: the review and the digest are webviews, which have no document URI.
 */
function assertNoMemoryTextInDocuments(texts) {
  const docs = vscode.workspace.textDocuments.filter((d) => texts.some((t) => d.getText().includes(t)));
  assert.deepEqual(
    docs.map((d) => d.uri.toString()),
    [],
    'a text document (which chat can attach) holds memory text',
  );
  const textTabs = tabInputs().filter((i) => i instanceof vscode.TabInputText || i instanceof vscode.TabInputTextDiff);
  assert.deepEqual(
    textTabs.map((i) => String(i.uri ?? i.modified)),
    [],
    'a text editor tab is open',
  );
}

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

  await check("host: executeCommand('cairn.refresh'): Needs attention is the first group, each row says why in words", async () => {
    const snapshot = await vscode.commands.executeCommand('cairn.refresh');
    assert.equal(snapshot.folders.length, 1);
    const folder = snapshot.folders[0];
    assert.equal(folder.state, 'ready', folder.error);
    assert.deepEqual(
      folder.groups.map((g) => g.label),
      ['Needs attention', 'Active', 'Candidates', 'Superseded'],
    );
    const groups = Object.fromEntries(folder.groups.map((g) => [g.id, g.items.map((i) => i.id)]));
    assert.deepEqual(groups.needsAttention, [seed.ids.flagged, seed.ids.contradicting], 'most urgent first');
    assert.deepEqual(groups.active.sort(), [seed.ids.active, seed.ids.contradicted, seed.ids.replacement].sort());
    assert.deepEqual(groups.candidates, [seed.ids.candidate]);
    assert.deepEqual(groups.superseded, [seed.ids.superseded]);
    const [flagged, contradicting] = folder.groups[0].items;
    assert.equal(flagged.warning, true);
    assert.equal(flagged.description, 'tells the agent to run a script from the internet');
    assert.ok(
      flagged.reasons.some((r) => r.code === 'shell-pipe'),
      `codes: ${flagged.reasons.map((r) => r.code)}`,
    );
    assert.match(flagged.tooltip, /`shell-pipe`/, 'the internal code is in the tooltip');
    assert.match(contradicting.description, /^would replace your memory: /);
    assert.equal(snapshot.needsAttention, 2);
    // The session `cairn hook` recorded (no sandbox settings): unprotected, with why.
    assert.equal(folder.lastSession?.host, 'claude-code', JSON.stringify(folder.lastSession));
    assert.equal(folder.lastSession.protected, false);
    assert.ok(folder.lastSession.reasons.length > 0, 'no reasons');
    await api.snapshot(); // the view, title and status bar as drawn
    const chrome = api.chrome();
    assert.equal(chrome.status, '$(warning) Cairn: 2 need attention');
    assert.equal(chrome.badge, 2);
    assert.equal(chrome.description, '2 need attention');
    assert.match(chrome.message ?? '', /Why: tells the agent to run a script from the internet; would replace your memory\./);
  });

  await check("host: executeCommand('cairn.openDigest') shows the digest in a webview, without the unconfirmed flagged memory", async () => {
    const digest = await vscode.commands.executeCommand('cairn.openDigest');
    assert.equal(typeof digest, 'string');
    assert.ok(digest.includes(seed.texts.active), 'active memory missing from the digest');
    assert.ok(!digest.includes(seed.texts.flagged), 'the unconfirmed flagged memory is in the digest');
    await eventually(() => tabInputs().some((i) => i instanceof vscode.TabInputWebview && i.viewType.endsWith('cairn.text')), 'the digest in a webview tab');
    assertNoMemoryTextInDocuments([seed.texts.active]);
  });

  await check('host: Show Provenance opens the review panel (a webview: no document URI chat could attach) with source and history', async () => {
    const text = await vscode.commands.executeCommand('cairn.showProvenance', { folder: seed.workspace, id: seed.ids.flagged });
    assert.ok(text.includes('Source: https://docs.example.com/install'), `review: ${text}`);
    assert.ok(text.includes('tells the agent to run a script from the internet (shell-pipe)'), `review: ${text}`);
    const panel = api.reviewPanel();
    assert.ok(panel, 'no review panel');
    assert.equal(panel.model.id, seed.ids.flagged);
    assert.ok(
      panel.model.history.some((h) => /memorize/.test(h)),
      `history: ${panel.model.history}`,
    );
    // The URL is text, not a link: no anchor in the page.
    assert.ok(!/<a\s/i.test(panel.html), 'the review page holds a link');
    const active = await eventually(() => {
      const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
      return input instanceof vscode.TabInputWebview && input.viewType.endsWith('cairn.review') ? input : undefined;
    }, 'the review panel as the active tab, a webview');
    assert.ok(active instanceof vscode.TabInputWebview);
    assertNoMemoryTextInDocuments([seed.texts.flagged]);
  });

  await check('host: the review of a contradicting memory shows both texts and what confirming replaces', async () => {
    await vscode.commands.executeCommand('cairn.review', { folder: seed.workspace, id: seed.ids.contradicting });
    const panel = api.reviewPanel();
    assert.ok(panel, 'no review panel');
    assert.equal(panel.model.compare?.current.text, seed.texts.contradicted);
    assert.equal(panel.model.compare?.proposed.text, seed.texts.contradicting);
    assert.ok(panel.html.includes(seed.texts.contradicted) && panel.html.includes(seed.texts.contradicting));
    assert.equal(panel.model.actions[0].id, 'keep', 'the default action is not Keep');
    assert.ok(panel.html.includes('id="default" data-action="keep"'), 'Keep is not the focused button');
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

  // The digest and review panels opened above: close them, so the workbench shows the view.
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
