/**
 * The report's chart: an SVG drawn here (grouped bars, Cairn beside the peer at each size)
 * and rendered to PNG with resvg (a prebuilt binary from the npm registry; no download step).
 */
import { Resvg } from '@resvg/resvg-js';

const COLOURS = { cairn: '#1b7f79', peer: '#d9822b' };
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const ratioText = (x) => (x >= 10 ? `${Math.round(x)}×` : `${x.toFixed(1)}×`);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * Formats a number for a bar label: 3 significant digits, thousands as k/M.
 *
 * @param {number} x
 * @param {string} unit
 */
function label(x, unit) {
  if (!Number.isFinite(x)) return '—';
  if (unit === 'B') {
    if (x >= 1e6) return `${(x / 1e6).toPrecision(3)} MB`;
    if (x >= 1e3) return `${(x / 1e3).toPrecision(3)} kB`;
    return `${Math.round(x)} B`;
  }
  if (unit === 'ms') return x >= 100 ? `${Math.round(x)} ms` : `${x.toPrecision(2)} ms`;
  return x.toFixed(2);
}

/**
 * One panel of grouped bars.
 *
 * @param {{ x: number, y: number, w: number, h: number, title: string, subtitle?: string, unit: string, log: boolean,
 *   groups: Array<{ name: string, cairn: number, peer: number, note?: string }> }} p
 * @returns {string} SVG elements
 */
function panel({ x, y, w, h, title, subtitle, unit, log, groups }) {
  const values = groups.flatMap((g) => [g.cairn, g.peer]).filter((v) => Number.isFinite(v) && v > 0);
  const lo = log ? 10 ** Math.floor(Math.log10(Math.min(...values))) : 0;
  const hi = log ? 10 ** Math.ceil(Math.log10(Math.max(...values) * 1.5)) : 1;
  const scale = (v) => (log ? (Math.log10(Math.max(v, lo)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo)) : v / hi);
  const top = y + 76;
  const bottom = y + h - 34;
  const left = x + 74;
  const right = x + w - 10;
  const out = [`<text x="${x + w / 2}" y="${y + 22}" text-anchor="middle" font-size="17" font-weight="bold">${esc(title)}</text>`];
  if (subtitle) out.push(`<text x="${x + w / 2}" y="${y + 40}" text-anchor="middle" font-size="12" fill="#555">${esc(subtitle)}</text>`);
  const ticks = log ? Array.from({ length: Math.round(Math.log10(hi / lo)) + 1 }, (_, i) => lo * 10 ** i) : [0, 0.25, 0.5, 0.75, 1];
  for (const t of ticks) {
    const ty = bottom - scale(t) * (bottom - top);
    out.push(`<line x1="${left}" x2="${right}" y1="${ty}" y2="${ty}" stroke="#ddd"/>`);
    out.push(`<text x="${left - 6}" y="${ty + 4}" text-anchor="end" font-size="12" fill="#555">${esc(log ? label(t, unit).replace(/\.0+ /, ' ') : t)}</text>`);
  }
  const slot = (right - left) / groups.length;
  const bar = Math.min(46, slot / 3);
  groups.forEach((g, i) => {
    const cx = left + slot * (i + 0.5);
    for (const [k, who] of /** @type {const} */ ([
      [-1, 'cairn'],
      [0, 'peer'],
    ])) {
      const v = g[who];
      const bx = cx + k * bar + (k === 0 ? 2 : -2);
      if (Number.isFinite(v)) {
        const bh = Math.max(1, scale(v) * (bottom - top));
        out.push(`<rect x="${bx}" y="${bottom - bh}" width="${bar}" height="${bh}" fill="${COLOURS[who]}"/>`);
        out.push(`<text x="${bx + bar / 2}" y="${bottom - bh - 5}" text-anchor="middle" font-size="11">${esc(label(v, unit))}</text>`);
      }
    }
    out.push(`<text x="${cx}" y="${bottom + 18}" text-anchor="middle" font-size="13">${esc(g.name)}</text>`);
    if (g.note)
      out.push(`<text x="${cx}" y="${top - 14}" text-anchor="middle" font-size="13" font-weight="bold" fill="${COLOURS.cairn}">${esc(g.note)}</text>`);
  });
  out.push(`<line x1="${left}" x2="${right}" y1="${bottom}" y2="${bottom}" stroke="#333"/>`);
  return out.join('\n');
}

/**
 * The chart as SVG: recall latency (log), mean response size (log) and multi-word hit@5, Cairn
 * beside the peer at each measured size.
 *
 * @param {Array<{ size: string, recall: Record<string, any> }>} sizes - per size, `compareRecall`'s figures
 * @param {string} caption - one line under the panels (machine and date)
 * @returns {string}
 */
export function chartSvg(sizes, caption) {
  const W = 1260;
  const H = 470;
  const pw = W / 3;
  const body = [
    panel({
      x: 0,
      y: 10,
      w: pw,
      h: H - 60,
      title: 'Recall over MCP: median latency',
      subtitle: 'above each size: peer ÷ Cairn, median of pair ratios',
      unit: 'ms',
      log: true,
      groups: sizes.map((s) => ({
        name: s.size,
        cairn: s.recall.all.cairn.p50,
        peer: s.recall.all.peer.p50,
        note: ratioText(s.recall.all.ratio),
      })),
    }),
    panel({
      x: pw,
      y: 10,
      w: pw,
      h: H - 60,
      title: 'Response size',
      subtitle: 'mean bytes per answer, all queries',
      unit: 'B',
      log: true,
      groups: sizes.map((s) => ({ name: s.size, cairn: s.recall.all.cairn.meanBytes, peer: s.recall.all.peer.meanBytes })),
    }),
    panel({
      x: 2 * pw,
      y: 10,
      w: pw,
      h: H - 60,
      title: 'Multi-word queries: hit@5',
      subtitle: 'a relevant memory among the first five',
      unit: '',
      log: false,
      groups: sizes.map((s) => ({ name: s.size, cairn: s.recall['multi-word'].cairn.hit5, peer: s.recall['multi-word'].peer.hit5 })),
    }),
  ];
  const legend = [
    `<rect x="${W / 2 - 190}" y="${H - 40}" width="14" height="14" fill="${COLOURS.cairn}"/><text x="${W / 2 - 170}" y="${H - 28}" font-size="13">Cairn (recall)</text>`,
    `<rect x="${W / 2 - 40}" y="${H - 40}" width="14" height="14" fill="${COLOURS.peer}"/><text x="${W / 2 - 20}" y="${H - 28}" font-size="13">MCP reference memory server (search_nodes)</text>`,
    `<text x="${W / 2}" y="${H - 8}" text-anchor="middle" font-size="11" fill="#555">${esc(caption)}</text>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}"><rect width="100%" height="100%" fill="#fff"/>${body.join('\n')}${legend.join('\n')}</svg>`;
}

/**
 * Renders SVG to PNG with the system fonts.
 *
 * @param {string} svg
 * @returns {Buffer} PNG bytes
 */
export function renderPng(svg) {
  return new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }, background: '#ffffff' }).render().asPng();
}
