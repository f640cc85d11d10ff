import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a message (the signed contract's PDF). */
export interface MailAttachment {
  /** The name the recipient's mail client shows and saves it under. */
  filename: string;
  content: Buffer;
  /** Its MIME type, e.g. `application/pdf`. */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Stable id of this message, so a retried send can be traced and recognised. */
  messageId?: string;
  /** The request that led to this e-mail (sent as X-Correlation-ID, and in the logs). */
  correlationId?: string;
  /** Files sent with it (the message becomes multipart/mixed); none when absent or empty. */
  attachments?: readonly MailAttachment[];
}

/** What nodemailer gets for one message: the stable Message-ID and the correlation header. */
function envelopeOf(message: MailMessage, from: string) {
  const { correlationId, attachments, ...rest } = message;
  return {
    ...rest,
    from,
    messageId: messageIdFor(message),
    headers: correlationId ? { 'X-Correlation-ID': correlationId } : undefined,
    // Base64 in the message, as every mail client expects for a binary file.
    attachments: attachments?.length
      ? attachments.map(({ filename, content, contentType }) => ({
          filename,
          content,
          contentType,
          contentTransferEncoding: 'base64' as const,
        }))
      : undefined,
  };
}

export interface Mailer {
  readonly kind: 'file' | 'smtp';
  /** Resolves once the message is accepted (written to disk, or accepted by the SMTP server). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  /** The SMTP connection pool (SMTP_POOL_CONNECTIONS, SMTP_POOL_MESSAGES); 5 and 500 by default. */
  pool?: SmtpPool;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from, options.pool)
    : createFileMailer(join(options.dataDir, 'mail'), options.from);
}

function messageIdFor(message: MailMessage): string {
  const local = (message.messageId ?? randomUUID()).replace(
    /[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g,
    '.',
  );
  return `<${local}@shorefrontroofing.mail>`;
}

/** Writes each message as an RFC 822 `.eml` file; any mail client opens them. */
export function createFileMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(message) {
      const envelope = envelopeOf(message, from);
      const messageId = envelope.messageId;
      const info = await transport.sendMail(envelope);
      // Written aside, then renamed in: the mail folder only ever holds complete messages.
      const incoming = join(dir, '.incoming');
      await mkdir(incoming, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const recipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const name = `${stamp}-${recipient}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(incoming, name), info.message as Buffer);
      await rename(join(incoming, name), join(dir, name));
      return { messageId };
    },
    async ping() {
      return true;
    },
    async close() {},
  };
}

/**
 * SMTP connections kept open and shared by the sends of one process: a new connection (and TLS
 * handshake) per message held a worker to about 30 messages a second.
 */
export interface SmtpPool {
  maxConnections: number;
  maxMessages: number;
}
const SMTP_POOL: SmtpPool = { maxConnections: 5, maxMessages: 500 };

/**
 * The SMTP URL with the pool's options in its query, which is how nodemailer reads them: given
 * `{ url, pool: true, maxConnections }`, it builds its options from the URL alone and drops the
 * rest, so every send opened a connection of its own.
 */
function pooledUrl(url: string, pool: SmtpPool): string {
  const parsed = new URL(url);
  parsed.searchParams.set('pool', 'true');
  parsed.searchParams.set('maxConnections', String(pool.maxConnections));
  parsed.searchParams.set('maxMessages', String(pool.maxMessages));
  return parsed.toString();
}

export function createSmtpMailer(url: string, from: string, pool: SmtpPool = SMTP_POOL): Mailer {
  const transport = nodemailer.createTransport(pooledUrl(url, pool));
  let closed = false;
  return {
    kind: 'smtp',
    async send(message) {
      // A closed pool would hold the send forever: fail it, so the job is retried elsewhere.
      if (closed) throw new Error('the SMTP mailer is closed');
      const envelope = envelopeOf(message, from);
      const messageId = envelope.messageId;
      await transport.sendMail(envelope);
      return { messageId };
    },
    async ping() {
      try {
        return await transport.verify();
      } catch {
        return false;
      }
    },
    async close() {
      closed = true;
      transport.close();
    },
  };
}
