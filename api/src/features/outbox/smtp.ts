// E-mail over SMTP with nodemailer (docs/PRODUCTION.md «Исходящие сообщения»): SMTP_URL carries
// host, port and credentials (smtp://user:pass@host:587 upgrades with STARTTLS when offered,
// smtps:// is TLS from the start), SMTP_FROM the sender. Plain text only: our messages are
// codes and receipts; a booking confirmation adds its .ics as an attachment (nodemailer's own).
// A newsletter letter brings its List-* headers: nodemailer's `list` option writes them
// (angle brackets, folding), the rest (List-Unsubscribe-Post, Precedence) go as they are.
import nodemailer from 'nodemailer';
import type { OutboxMailHeaders } from '../../schema.ts';
import type { Adapter, OutgoingMessage } from './adapter.ts';

/** Long enough for a slow relay, short enough that a hung one cannot outlive the claim lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Our list headers → nodemailer's `list`: the unsubscribe URLs (https, maybe mailto) go in ONE
 * List-Unsubscribe header (RFC 2369; a nested array is nodemailer's way to say so).
 */
const listOption = (list: NonNullable<OutboxMailHeaders['list']>) => ({
  ...(list.unsubscribe?.length ? { unsubscribe: [list.unsubscribe] } : {}),
  ...(list.id ? { id: list.id } : {}),
});

export function smtpAdapter(url: string, from: string): Adapter {
  // `url` inside the options object: as a bare first argument the second one would be message
  // defaults, and the timeouts would be ignored.
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async send(msg: OutgoingMessage) {
      await transport.sendMail({
        from,
        to: msg.target,
        subject: msg.subject || 'Донор Рядом',
        text: msg.body,
        attachments: msg.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.content_type })),
        ...(msg.headers?.list ? { list: listOption(msg.headers.list) } : {}),
        // Lets a provider (or a test capture) tell our messages apart; a retry keeps the id.
        headers: { ...msg.headers?.extra, 'X-Outbox-Id': String(msg.id) },
      });
    },
    close() {
      transport.close();
    },
  };
}
