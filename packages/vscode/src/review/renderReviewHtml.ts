import type { ReviewModel } from './reviewModel.js';

/** What the webview needs from the host to render safely. */
export interface HtmlContext {
  /** A fresh random value per render: the only script allowed to run carries it. */
  nonce: string;
  /** The webview's `cspSource` (VS Code: `webview.cspSource`). */
  cspSource: string;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => ESCAPES[c] as string);
}

/**
 * The page's Content-Security-Policy: nothing loads from anywhere (no images, frames, fonts or
 * connections, so a memory cannot beacon out), styles and the one script only with the nonce.
 */
function csp(ctx: HtmlContext): string {
  return `default-src 'none'; style-src 'nonce-${ctx.nonce}'; script-src 'nonce-${ctx.nonce}'; img-src 'none'; font-src ${ctx.cspSource}; form-action 'none'; base-uri 'none'`;
}

const STYLE = `
body { font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); color: var(--vscode-foreground); padding: 0 16px 24px; max-width: 980px; line-height: 1.45; }
h1 { font-size: 1.35em; margin: 16px 0 6px; }
h2 { font-size: 1em; margin: 18px 0 6px; text-transform: uppercase; letter-spacing: .04em; opacity: .85; }
.state { border-left: 4px solid var(--vscode-focusBorder); padding: 2px 0 2px 10px; }
.state.attention { border-color: var(--vscode-editorWarning-foreground); }
.state.attention h1 { color: var(--vscode-editorWarning-foreground); }
.notice { padding: 6px 10px; background: var(--vscode-textBlockQuote-background); border-left: 3px solid var(--vscode-textLink-foreground); }
ul.reasons { margin: 4px 0; padding-left: 20px; }
ul.reasons li { font-weight: 600; }
code { font-family: var(--vscode-editor-font-family); font-size: .92em; opacity: .8; }
pre.text { font-family: var(--vscode-editor-font-family); font-size: var(--vscode-editor-font-size); white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; padding: 10px 12px; background: var(--vscode-textCodeBlock-background); border: 1px solid var(--vscode-panel-border); }
.compare { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media (max-width: 560px) { .compare { grid-template-columns: 1fr; } }
.compare h3 { font-size: .95em; margin: 0 0 4px; }
.compare .proposed pre.text { border-color: var(--vscode-editorWarning-foreground); }
.hidden { color: var(--vscode-editorWarning-foreground); font-weight: 600; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; }
dl.facts dt { opacity: .8; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
dl.effects dt { font-weight: 600; margin-top: 6px; }
dl.effects dd { margin: 0 0 0 12px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 18px 0 6px; }
button { font-family: inherit; font-size: inherit; padding: 5px 14px; border: 1px solid var(--vscode-button-border, transparent); cursor: pointer; color: var(--vscode-button-secondaryForeground); background: var(--vscode-button-secondaryBackground); }
button.primary { color: var(--vscode-button-foreground); background: var(--vscode-button-background); }
button:focus-visible, button:focus { outline: 2px solid var(--vscode-focusBorder); outline-offset: 2px; }
button:disabled { opacity: .45; cursor: not-allowed; }
button.confirm { border-color: var(--vscode-editorWarning-foreground); }
button.source { background: none; border: none; padding: 0; color: var(--vscode-textLink-foreground); text-decoration: underline; }
label.deliberate { display: flex; gap: 6px; align-items: flex-start; flex-basis: 100%; }
details { margin-top: 14px; }
`;

const SCRIPT = `
const vscode = acquireVsCodeApi();
const ack = document.getElementById('deliberate');
const confirmButton = document.querySelector('button[data-action="confirm"]');
const all = () => document.querySelectorAll('button');
for (const b of document.querySelectorAll('button[data-action]')) {
  b.addEventListener('click', () => {
    if (b.disabled) return;
    for (const x of all()) x.disabled = true;
    vscode.postMessage({ type: 'action', action: b.dataset.action, deliberate: ack ? ack.checked : false });
  });
}
for (const b of document.querySelectorAll('button[data-source]')) {
  b.addEventListener('click', () => vscode.postMessage({ type: 'openSource', index: Number(b.dataset.source) }));
}
if (ack && confirmButton) ack.addEventListener('change', () => { confirmButton.disabled = !ack.checked; });
// Focus without scrolling (issue #17): in a narrow window the reasons and the text stay at the top, in view.
const focusDefault = () => { const d = document.getElementById('default'); if (d && !d.disabled) d.focus({ preventScroll: true }); };
focusDefault();
window.addEventListener('load', () => { focusDefault(); window.scrollTo(0, 0); });
window.addEventListener('focus', () => { if (document.activeElement === document.body) focusDefault(); });
vscode.postMessage({ type: 'ready' });
`;

function side(heading: string, origin: string, text: string, cls: string): string {
  return `<div class="${cls}"><h3>${escapeHtml(heading)}</h3><pre class="text">${escapeHtml(text)}</pre><div><small>From ${escapeHtml(origin)}</small></div></div>`;
}

/**
 * The review panel's HTML. Every string from the model is escaped, so memory text renders as
 * text: no link, image or markup in it becomes live (issue #17: "links not clickable"). The
 * default, focused button is the first action — keep the memory as it is — so Enter never
 * confirms; Confirm stays disabled until the deliberate step is ticked. Pure.
 */
export function renderReviewHtml(model: ReviewModel, ctx: HtmlContext): string {
  const e = escapeHtml;
  const parts: string[] = [];
  parts.push(`<header class="state ${model.state}"><h1>${e(model.heading)}</h1></header>`);
  if (model.notice !== undefined) parts.push(`<p class="notice" role="status">${e(model.notice)}</p>`);
  if (model.reasons.length > 0) {
    parts.push(
      `<ul class="reasons" aria-label="Why">${model.reasons
        .map((r) => `<li>This memory ${e(r.words)}${r.quote !== undefined ? `: “${e(r.quote)}”` : ''} <code>${e(r.code)}</code></li>`)
        .join('')}</ul>`,
    );
  }
  if (model.compare) {
    parts.push(
      `<h2>Compare</h2><div class="compare">${side(model.compare.current.heading, model.compare.current.origin, model.compare.current.text, 'current')}${side(model.compare.proposed.heading, model.compare.proposed.origin, model.compare.proposed.text, 'proposed')}</div>`,
    );
  } else {
    parts.push(`<h2>Text</h2><pre class="text" aria-label="Memory text">${e(model.text)}</pre>`);
  }
  if (model.markers > 0)
    parts.push(`<p class="hidden">The text holds characters you cannot see, shown here as ${model.markers} ⟨…⟩ marker${model.markers === 1 ? '' : 's'}.</p>`);
  for (const h of model.hidden) parts.push(`<p class="hidden">Hidden text, decoded: “${e(h)}”</p>`);

  const sources =
    model.sources.length === 0
      ? 'none given'
      : model.sources
          .map((s, i) =>
            s.file ? `<button class="source" data-source="${i}" title="Open ${e(s.label)}">${e(s.label)}</button>` : `<span>${e(s.label)}</span>`,
          )
          .join(', ');
  parts.push(
    `<dl class="facts"><dt>From</dt><dd>${e(model.origin)}</dd><dt>Kind</dt><dd>${e(model.kind)}</dd><dt>When</dt><dd>${e(model.seen)}</dd><dt>Source</dt><dd>${sources}</dd>${
      model.replacedBy !== undefined ? `<dt>Replaced by</dt><dd>“${e(model.replacedBy)}”</dd>` : ''
    }${model.supersedes !== undefined ? `<dt>You sign</dt><dd><code class="supersedes">${e(model.supersedes)}</code> (the memory it replaces)</dd>` : ''}</dl>`,
  );

  const effect = (label: string, lines: readonly string[] | undefined): string =>
    lines && lines.length > 0 ? `<dt>${e(label)}</dt>${lines.map((l) => `<dd>${e(l)}</dd>`).join('')}` : '';
  const labelOf = (id: string): string => model.actions.find((a) => a.id === id)?.label.replace(/…$/u, '') ?? id;
  if (model.effects.confirm) {
    parts.push(
      `<h2>What each choice does</h2><dl class="effects">${effect(labelOf('keep'), model.effects.keep)}${effect(labelOf('reject'), model.effects.reject)}${effect(labelOf('confirm'), model.effects.confirm)}</dl>`,
    );
  } else {
    parts.push(`<h2>What forgetting does</h2><dl class="effects">${effect('Forget', model.effects.forget)}</dl>`);
  }

  const buttons = model.actions.map((a, i) => {
    const cls = [i === 0 ? 'primary' : '', a.id === 'confirm' ? 'confirm' : ''].filter(Boolean).join(' ');
    return `<button type="button" ${i === 0 ? 'id="default" ' : ''}data-action="${a.id}"${cls ? ` class="${cls}"` : ''}${a.needsDeliberateStep ? ' disabled' : ''}>${e(a.label)}</button>`;
  });
  const step =
    model.deliberateStep !== undefined
      ? `<label class="deliberate"><input type="checkbox" id="deliberate"> <span>${e(model.deliberateStep)}</span></label>`
      : '';
  const confirmAt = model.actions.findIndex((a) => a.id === 'confirm');
  if (step !== '' && confirmAt >= 0) buttons.splice(confirmAt, 0, step);
  parts.push(`<div class="actions" role="group" aria-label="Choices">${buttons.join('')}</div>`);
  if (model.history.length > 0)
    parts.push(`<details><summary>History (audit log)</summary><ul>${model.history.map((h) => `<li>${e(h)}</li>`).join('')}</ul></details>`);

  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${e(csp(ctx))}"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Cairn review</title><style nonce="${e(ctx.nonce)}">${STYLE}</style></head><body>${parts.join('\n')}<script nonce="${e(ctx.nonce)}">${SCRIPT}</script></body></html>`;
}

/**
 * A read-only page of text (the digest): escaped, in a preformatted block, with the same
 * policy (no link is live, nothing loads). Pure.
 */
export function renderTextPageHtml(title: string, intro: string, text: string, ctx: HtmlContext): string {
  const e = escapeHtml;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${e(csp(ctx))}"><title>${e(title)}</title><style nonce="${e(ctx.nonce)}">${STYLE}</style></head><body><header class="state"><h1>${e(title)}</h1></header><p>${e(intro)}</p><pre class="text">${e(text)}</pre></body></html>`;
}
