import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Stable id of this message, so a retried send can be traced and recognised. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'file' | 'smtp';
  /** Resolves once the message is accepted (written to disk, or accepted by the SMTP server). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; dataDir: string; from: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
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
      const messageId = messageIdFor(message);
      const info = await transport.sendMail({ ...message, from, messageId });
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

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      const messageId = messageIdFor(message);
      await transport.sendMail({ ...message, from, messageId });
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
      transport.close();
    },
  };
}
