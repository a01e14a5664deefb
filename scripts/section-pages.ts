// How a section's build reads its page table, src/app/pages.ts (docs/ARCHITECTURE.md
// «Checklists»): the one table the section's router renders from is also where the build learns
// which module each page loads on demand (route-chunks.ts → the host's preload hints) and which
// pages have a first paint (section-first-paint.ts). The table is read from its source, not run:
// a row's import() names its module, so nothing is declared twice.
import { posix } from 'node:path';
import { parseAst } from 'vite';

/** Where every section keeps its page table, from the section's root. */
export const PAGES_MODULE = 'src/app/pages.ts';

export interface PageRowFacts {
  routeId: string;
  /** The module the row imports on demand, from the section's root ('src/bonuses/bonuses.pages.ts'). */
  module: string | null;
  /** The row has a `firstPaint`. */
  firstPaint: boolean;
}

interface Node { type: string; [key: string]: unknown }
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

function unwrap(node: Node): Node {
  let n = node;
  while (['TSSatisfiesExpression', 'TSAsExpression', 'ParenthesizedExpression'].includes(n.type) && isNode(n.expression)) n = n.expression;
  return n;
}

/** Every node under `node` (itself included). */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

function keyName(property: Node): string {
  const key = property.key as Node;
  if (property.computed !== true && key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  throw new Error(`${PAGES_MODULE}: ключ строки — id маршрута, написанный явно`);
}

/** The rows of `export const PAGES = { … }` in a page table's source. */
export function readPageTable(source: string): PageRowFacts[] {
  const program = parseAst(source, { lang: 'ts' }) as unknown as Node;
  const declarator = [...walk(program)].find((n) => n.type === 'VariableDeclarator' && (n.id as Node).type === 'Identifier' && (n.id as Node).name === 'PAGES');
  const table = declarator && isNode(declarator.init) ? unwrap(declarator.init) : null;
  if (!table || table.type !== 'ObjectExpression') throw new Error(`${PAGES_MODULE}: нет \`export const PAGES = { … }\``);
  return (table.properties as Node[]).map((property) => {
    if (property.type !== 'Property') throw new Error(`${PAGES_MODULE}: строки таблицы пишутся явно, без «...»`);
    const routeId = keyName(property);
    const row = unwrap(property.value as Node);
    const sources = new Set<string>();
    for (const n of walk(row)) {
      if (n.type !== 'ImportExpression') continue;
      const spec = n.source as Node;
      if (spec.type !== 'Literal' || typeof spec.value !== 'string') throw new Error(`${PAGES_MODULE}: «${routeId}»: import() только со строкой`);
      sources.add(spec.value);
    }
    if (sources.size > 1) throw new Error(`${PAGES_MODULE}: «${routeId}» загружает несколько модулей (${[...sources].join(', ')}), нужен один`);
    const [spec] = sources;
    const firstPaint = row.type === 'ObjectExpression' && (row.properties as Node[]).some((p) => p.type === 'Property' && keyName(p) === 'firstPaint');
    return { routeId, module: spec ? posix.normalize(posix.join(posix.dirname(PAGES_MODULE), spec)) : null, firstPaint };
  });
}
