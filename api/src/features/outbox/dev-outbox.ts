// Development-only views of the outbox (ARCHITECTURE §3: "in development a page lists them").
// Browser tests read confirmation codes from /api/dev/outbox.json. Not mounted in production.
// With SMTP_* / SMS_* set, the delivery worker also sends them (api/src/features/outbox/worker.ts): the
// page shows each message's delivery status; without, they stay `pending` here.
// Attachments (a booking's .ics) are listed by name and size; the JSON carries their text.
// POST /api/dev/outbox/deliver/?now=<ISO> runs one delivery pass as of that moment, with this
// page as the mailbox (e2e: the day-before reminder of a booking, clock injected).
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { getDevOutboxPage, listDevOutbox, runDevDelivery } from '@donor/shared/endpoints/dev';
import { outbox } from '../../schema.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { queryText } from '../../lib/http.ts';
import { fieldError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { OutboxWorker } from './worker.ts';
import type { Adapter } from './adapter.ts';

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

const STATUS = { pending: 'ожидает', sent: 'отправлено', dead: 'не доставлено' } as const;

function deliveryOf(r: { status: keyof typeof STATUS; attempts: number; lastError: string | null }): string {
  const tries = r.attempts > 0 ? `, попыток: ${r.attempts}` : '';
  return `${STATUS[r.status] ?? r.status}${tries}${r.lastError ? ` — ${r.lastError}` : ''}`;
}

const filesOf = (r: { attachments: { filename: string; content: string }[] | null }): string =>
  (r.attachments ?? []).map((a) => `📎 ${a.filename} (${Buffer.byteLength(a.content)} Б)`).join(', ');

/** The dev mailbox: accepts everything (the page above is where it "arrives"). */
const devMailbox: Adapter = { async send() {} };

export function registerDevRoutes(app: Hono<ApiEnv>): void {
  route(app, runDevDelivery, async (c, io) => {
    const raw = c.req.query('now');
    const at = raw ? new Date(raw) : c.get('deps').now();
    if (Number.isNaN(at.getTime())) throw fieldError('now', 'Укажите время в формате ISO 8601.');
    const worker = new OutboxWorker({ db: c.get('deps').db, adapters: { email: devMailbox, sms: devMailbox }, now: () => at, log: { info() {}, warn() {}, error() {} } });
    return io.ok(await worker.runOnce());
  });

  route(app, listDevOutbox, async (c, io) => {
    const rows = await latest(c);
    c.header('Cache-Control', 'no-store');
    return io.ok(
      rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        target: r.target,
        subject: r.subject,
        body: r.body,
        created_at: r.createdAt.toISOString(),
        status: r.status,
        attempts: r.attempts,
        sent_at: r.sentAt?.toISOString() ?? null,
        last_error: r.lastError,
        attachments: r.attachments ?? [],
      })),
    );
  });

  route(app, getDevOutboxPage, async (c, io) => {
    const rows = await latest(c);
    const cells = (r: (typeof rows)[number]) =>
      [r.createdAt.toISOString(), r.channel, r.target, r.subject, r.body, filesOf(r), deliveryOf(r)].map((v) => `<td>${escapeHtml(v)}</td>`).join('');
    const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Исходящие сообщения</title>
<style>body{font:14px system-ui;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}</style></head>
<body><h1>Исходящие сообщения (последние 50)</h1><table><thead><tr><th>Время</th><th>Канал</th><th>Кому</th><th>Тема</th><th>Текст</th><th>Вложения</th><th>Доставка</th></tr></thead>
<tbody>${rows.map((r) => `<tr>${cells(r)}</tr>`).join('\n')}</tbody></table></body></html>`;
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return io.send(c.html(html));
  });
}
