// Deterministic byte budgets (README «Бюджеты байтов»), for `npm test`: computed from the built
// files, never from timing, but following what a browser fetches on a first load:
// - `/`: index.html's script/modulepreload/stylesheet tags and their static imports, plus the
//   federation runtime chunk, which the shell imports on its first section load (the budget
//   counts it; bench/graph.mjs shellGraph). The mfe-donate slot is not part of it: the shell
//   fetches it only when #app-widget nears the viewport (shell/src/section-loader.ts); the
//   slot's own bytes are the mfe_donate row;
// - each section: remoteEntry.js + the sync assets of its mf-manifest.json exposes;
// - the widget: mfe-donate/dist-widget/donate.v1.js.
// Sizes: brotli 11 and gzip 9, as scripts/precompress.ts writes them (its .br/.gz files are
// read when present). Exit 1 when over.
// Dynamic imports (lazy pages, the share-scope stubs the runtime pulls at start) are not
// counted; `npm run bench` measures those in a real browser.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, brotliSize, gzipSize, kb, verdict, appDir, loadRoutes } from './bench/util.mjs';
import { classifyAll, FEDERATION } from './bench/classify.mjs';
import { shellGraph, sectionGraph } from './bench/graph.mjs';

const KB = 1024;
export const BUDGETS = { home: 100 * KB, section: 40 * KB, widget: 12 * KB };

/** Sizes of one graph: JS/CSS brotli and gzip, and the federation runtime's share of the JS. */
export function measureGraph(graph) {
  const js = new Map([...graph.files].filter(([, f]) => f.code != null).map(([name, f]) => [name, f.code]));
  const kinds = classifyAll(js);
  const sum = { jsBr: 0, jsGz: 0, cssBr: 0, cssGz: 0, fedBr: 0, files: [] };
  for (const [name, { abs, code }] of graph.files) {
    const buf = readFileSync(abs);
    const { br, gz } = compressedSizes(abs, buf);
    const kind = code == null ? 'css' : kinds.get(name);
    if (code == null) { sum.cssBr += br; sum.cssGz += gz; } else { sum.jsBr += br; sum.jsGz += gz; }
    if (FEDERATION.has(kind)) sum.fedBr += br;
    sum.files.push({ name, kind, raw: buf.length, br, gz });
  }
  // Lazy chunks the first-load graph can import(): not counted, but shown, so that a section
  // whose first route pulls a big lazy chunk at once (the bench's browser figure) shows here too.
  // `__prebuild__` chunks are excluded: they are a section's own React/nanostores fallback,
  // fetched only when the host provides no shared copy (never, with this shell).
  sum.lazyBr = graph.lazy.filter((f) => f.name.endsWith('.js') && !f.name.includes('__prebuild__')).reduce((acc, f) => acc + compressedSizes(f.abs, readFileSync(f.abs)).br, 0);
  return sum;
}

/**
 * brotli/gzip sizes of a built file. The build already wrote .br/.gz beside it with the same
 * settings (scripts/precompress.ts) — those are the bytes the host sends, and reading them
 * keeps the check well under 5 s on a busy 2-core machine; we compress ourselves only when a
 * sibling is missing (files < 512 B) or older than the file.
 */
function compressedSizes(abs, buf) {
  const fresh = (ext) => existsSync(abs + ext) && statSync(abs + ext).mtimeMs >= statSync(abs).mtimeMs;
  return {
    br: fresh('.br') ? statSync(abs + '.br').size : brotliSize(buf),
    gz: fresh('.gz') ? statSync(abs + '.gz').size : gzipSize(buf),
  };
}


export async function checkBudgets() {
  const routes = await loadRoutes();
  const rows = [];
  const shellDist = join(ROOT, 'shell', 'dist');
  if (!existsSync(join(shellDist, 'index.html'))) throw new Error('shell/dist/index.html не найден: сначала npm run build');
  const shell = measureGraph(shellGraph(shellDist));
  const sections = {};
  for (const app of routes.SECTION_APPS) {
    const dist = join(ROOT, appDir(app), 'dist');
    if (existsSync(join(dist, 'mf-manifest.json'))) sections[app] = measureGraph(sectionGraph(dist));
  }
  const home = shell;
  rows.push({ id: 'home', what: '/ первая загрузка + рантайм MF, JS', ...pick(home), budget: BUDGETS.home, value: home.jsBr });
  for (const [app, s] of Object.entries(sections)) {
    rows.push({ id: app, what: `${app}: собственные чанки, JS`, ...pick(s), budget: BUDGETS.section, value: s.jsBr });
  }
  const widget = join(ROOT, 'mfe-donate', 'dist-widget', 'donate.v1.js');
  if (existsSync(widget)) {
    const { br, gz } = compressedSizes(widget, readFileSync(widget));
    const w = { jsBr: br, jsGz: gz, cssBr: 0, cssGz: 0, fedBr: 0 };
    rows.push({ id: 'widget', what: 'виджет donate.v1.js', ...w, budget: BUDGETS.widget, value: w.jsBr });
  }
  for (const row of rows) row.ok = row.value <= row.budget;
  return { rows, detail: { shell, sections } };
}

const pick = (s) => ({ jsBr: s.jsBr, jsGz: s.jsGz, cssBr: s.cssBr, cssGz: s.cssGz, fedBr: s.fedBr, lazyBr: s.lazyBr });

export function formatTable(rows) {
  const head = ['что', 'JS br', 'JS gz', 'CSS br', 'CSS gz', 'рантайм MF br', 'ленивые br*', 'бюджет br', ''];
  const body = rows.map((r) => [r.what, kb(r.jsBr), kb(r.jsGz), kb(r.cssBr), kb(r.cssGz), r.fedBr ? `${kb(r.fedBr)} (${Math.round((100 * r.fedBr) / r.jsBr)}%)` : '—', r.lazyBr ? kb(r.lazyBr) : '—', `≤ ${kb(r.budget)}`, verdict(r.ok)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  try {
    const { rows, detail } = await checkBudgets();
    console.log('Бюджеты байтов (из собранных файлов, brotli 11 / gzip 9, KB = 1024 Б):');
    console.log(formatTable(rows));
    if (process.argv.includes('--files')) {
      for (const [name, s] of [['shell', detail.shell], ...Object.entries(detail.sections)]) {
        console.log(`\n${name}:`);
        for (const f of [...s.files].sort((a, b) => b.br - a.br)) console.log(`  ${kb(f.br).padStart(6)}  ${f.kind.padEnd(7)} ${f.name}`);
      }
    }
    console.log('* ленивые: чанки, которые граф может подгрузить через import(); в бюджет не входят (браузерная цифра — npm run bench).');
    const over = rows.filter((r) => !r.ok);
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} с; с --files — по файлам)`);
    if (over.length) {
      console.error(`✗ Превышен бюджет: ${over.map((r) => `${r.what} ${kb(r.value)} KB > ${kb(r.budget)} KB`).join('; ')}`);
      process.exit(1);
    }
    console.log('✓ Все бюджеты байтов соблюдены');
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}
