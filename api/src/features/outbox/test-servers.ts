// Real local stand-ins for the providers the outbox delivers to (tests only): an SMTP server
// (smtp-server, the library behind many test relays) and an HTTP server playing the SMS provider.
// Both listen on 127.0.0.1:0, capture what they receive, and can be told to refuse the next k.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  /** The text body, decoded (quoted-printable or base64). */
  text: string;
  /** The message as received, for a real MIME parser (newsletter-issues.test.ts). */
  raw: Buffer;
}

export interface LocalSmtp {
  url: string;
  mails: CapturedMail[];
  /** Answer the next `k` messages with a temporary failure (451). */
  failNext(k: number): void;
  close(): Promise<void>;
}

const decodeQp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** Enough of RFC 5322 for the single-part plain-text messages nodemailer builds for us. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text = enc === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : enc === 'quoted-printable' ? decodeQp(body) : body;
  return { headers, text: text.replace(/\r\n$/, '') };
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const mails: CapturedMail[] = [];
  let failing = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback with any credentials: the relay, not its security, is under test.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      cb(null, { user: auth.username });
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failing > 0) {
          failing--;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          cb(err);
          return;
        }
        const raw = Buffer.concat(chunks);
        const { headers, text } = parseMail(raw.toString('latin1'));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), headers, text, raw });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://outbox:secret@127.0.0.1:${port}`,
    mails,
    failNext(k) {
      failing = k;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SmsRequest {
  authorization: string | undefined;
  body: { to?: unknown; text?: unknown };
  status: number;
}

export interface LocalSms {
  url: string;
  key: string;
  /** Every request received, failed ones too. */
  requests: SmsRequest[];
  /** Those answered 2xx. */
  delivered(): SmsRequest[];
  /** Answer the next `k` requests 503. */
  failNext(k: number): void;
  /** Delay every answer (to make two workers overlap). */
  delayMs: number;
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<SmsRequest['body']> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as SmsRequest['body'];
  } catch {
    return {};
  }
};

export async function startLocalSms(key = 'sms-test-key'): Promise<LocalSms> {
  const requests: SmsRequest[] = [];
  let failing = 0;
  const state = { delayMs: 0 };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      let status = 200;
      if (req.method !== 'POST' || req.headers.authorization !== `Bearer ${key}`) status = 401;
      else if (failing > 0) {
        failing--;
        status = 503;
      }
      requests.push({ authorization: req.headers.authorization, body, status });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { id: `sms-${requests.length}` } : { error: 'unavailable' }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/send`,
    key,
    requests,
    delivered: () => requests.filter((r) => r.status === 200),
    failNext(k) {
      failing = k;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(v: number) {
      state.delayMs = v;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
