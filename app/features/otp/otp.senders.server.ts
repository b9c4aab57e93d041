import { createTransport } from 'nodemailer';
import type { Db } from '../../../server/db/client.ts';
import type { OtpChannel } from './otp.schemas.ts';
import { outbox } from './otp.table.server.ts';

/** A message to one phone number or e-mail address. */
export interface OutgoingMessage {
  channel: OtpChannel;
  /** International phone number, or e-mail address. */
  to: string;
  purpose: string;
  /** E-mail subject (e-mail only). */
  subject?: string;
  text: string;
  /** The code the message carries, kept beside the text in the development outbox. */
  code?: string;
}

/** Delivers messages of one channel. Throws when the message could not be handed over. */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** Where SMS go. No SMS gateway is reachable from this product yet, so the outbox is the only implementation. */
export type SmsSender = MessageSender;
export type EmailSender = MessageSender;

export interface Senders {
  sms: SmsSender;
  email: EmailSender;
}

/**
 * The development outbox: a message is a row of `outbox`, read back with `GET /ops/outbox?to=` or
 * `npm run ops -- outbox <to>`.
 */
export function createOutboxSender(db: Db): MessageSender {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(outbox).values({
        to: message.to,
        channel: message.channel,
        purpose: message.purpose,
        subject: message.subject ?? null,
        text: message.text,
        code: message.code ?? null,
      });
    },
  };
}

/**
 * E-mail over SMTP (`smtp://user:pass@host:587` with STARTTLS when offered, `smtps://…:465` for TLS from the
 * start). `from` defaults to no-reply at the URL's host.
 */
export function createSmtpSender(smtpUrl: string, options: { from?: string; timeoutMs?: number } = {}): EmailSender {
  const url = new URL(smtpUrl);
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: options.timeoutMs ?? 10_000,
    greetingTimeout: options.timeoutMs ?? 10_000,
    socketTimeout: options.timeoutMs ?? 20_000,
  });
  const from = options.from ?? url.searchParams.get('from') ?? `no-reply@${url.hostname}`;
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.text });
    },
  };
}

/** SMS to the outbox; e-mail over SMTP when SMTP_URL is set, else to the outbox too. */
export function createSenders(deps: { db: Db; smtpUrl?: string; mailFrom?: string }): Senders {
  const box = createOutboxSender(deps.db);
  return {
    sms: box,
    email: deps.smtpUrl ? createSmtpSender(deps.smtpUrl, { from: deps.mailFrom }) : box,
  };
}
