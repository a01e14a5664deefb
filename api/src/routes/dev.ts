// Development-only views of the outbox (ARCHITECTURE §3: "in development a page lists them").
// Browser tests read confirmation codes from /api/dev/outbox.json. Not mounted in production.
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { outbox } from '../schema.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { queryText } from '../lib/http.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

async function latest(c: Ctx) {
  const target = queryText(c, 'target', 254);
  return c
    .get('deps')
    .db.select()
    .from(outbox)
    .where(target ? eq(outbox.target, target) : undefined)
    .orderBy(desc(outbox.id))
    .limit(50);
}

export function registerDevRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/dev/outbox.json', async (c) => {
    const rows = await latest(c);
    c.header('Cache-Control', 'no-store');
    return c.json(
      rows.map((r) => ({ id: r.id, channel: r.channel, target: r.target, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() })),
    );
  });

  app.get('/api/dev/outbox', async (c) => {
    const rows = await latest(c);
    const cells = (r: (typeof rows)[number]) =>
      [r.createdAt.toISOString(), r.channel, r.target, r.subject, r.body].map((v) => `<td>${escapeHtml(v)}</td>`).join('');
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Исходящие сообщения</title>
<style>body{font:14px system-ui;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}</style></head>
<body><h1>Исходящие сообщения (последние 50)</h1><table><thead><tr><th>Время</th><th>Канал</th><th>Кому</th><th>Тема</th><th>Текст</th></tr></thead>
<tbody>${rows.map((r) => `<tr>${cells(r)}</tr>`).join('\n')}</tbody></table></body></html>`;
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(html);
  });
}
