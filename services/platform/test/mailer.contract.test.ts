import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { createFileMailer, createSmtpMailer, type Mailer } from '../src/mailer/index.ts';

/**
 * The mailer port: `.eml` files (embedded) and SMTP (distributed) must both deliver exactly one
 * complete message per `send`, and `send` resolves only once the message is accepted.
 */
const FROM = 'Shorefront Roofing <office@shorefrontroofing.com>';

interface MailerUnderTest {
  mailer: Mailer;
  /** Every message delivered so far, as raw RFC 822 text. */
  delivered(): Promise<string[]>;
  dispose(): Promise<void>;
}

function describeMailerContract(name: string, open: () => Promise<MailerUnderTest>) {
  describe(`mailer contract: ${name}`, () => {
    let subject: MailerUnderTest;

    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject?.dispose();
    });

    it('answers ping with true', async () => {
      await expect(subject.mailer.ping()).resolves.toBe(true);
    });

    it('delivers one complete message per send', async () => {
      const before = (await subject.delivered()).length;

      const { messageId } = await subject.mailer.send({
        to: 'dana.whitfield@example.com',
        subject: 'Your estimate SFR-ABCD2345',
        text: 'Thank you for your request. We will call you tomorrow.',
        replyTo: 'office@shorefrontroofing.com',
        messageId: 'quote-42:received',
      });

      const delivered = await waitFor(
        async () => {
          const all = await subject.delivered();
          return all.length > before ? all : undefined;
        },
        5000,
        'the message to be delivered',
      );
      expect(delivered).toHaveLength(before + 1);
      const raw = delivered[before] ?? '';
      expect(raw).toMatch(/^To: dana\.whitfield@example\.com\r?$/m);
      expect(raw).toMatch(/^From: Shorefront Roofing <office@shorefrontroofing\.com>\r?$/m);
      expect(raw).toMatch(/^Subject: Your estimate SFR-ABCD2345\r?$/m);
      expect(raw).toMatch(/^Reply-To: office@shorefrontroofing\.com\r?$/m);
      expect(raw).toContain('Thank you for your request. We will call you tomorrow.');
      // The stable id is kept (made header-safe) so a retried send can be recognised.
      expect(messageId).toMatch(/^<quote-42\.received@[^>]+>$/);
      expect(raw).toContain(`Message-ID: ${messageId}`);
    });

    it('carries an attachment whole, as base64 beside the text and HTML parts', async () => {
      const before = (await subject.delivered()).length;
      const pdf = Buffer.from('%PDF-1.7\n% signed contract\n%%EOF\n');
      await subject.mailer.send({
        to: 'dana.whitfield@example.com',
        subject: 'Your signed contract',
        text: 'Attached.',
        html: '<p>Attached.</p>',
        attachments: [
          {
            filename: 'Shorefront-contract-SFR-1-v1.pdf',
            content: pdf,
            contentType: 'application/pdf',
          },
        ],
      });
      const raw = await waitFor(
        async () => (await subject.delivered())[before],
        5000,
        'the message with an attachment',
      );
      expect(raw).toMatch(/^Content-Type: multipart\/mixed/m);
      expect(raw).toMatch(/^Content-Type: text\/plain/m);
      expect(raw).toMatch(/^Content-Type: text\/html/m);
      expect(raw).toMatch(
        /^Content-Type: application\/pdf; name=Shorefront-contract-SFR-1-v1\.pdf/m,
      );
      expect(raw).toMatch(
        /^Content-Disposition: attachment; filename=Shorefront-contract-SFR-1-v1\.pdf/m,
      );
      expect(raw).toMatch(/^Content-Transfer-Encoding: base64/m);
      const part = raw.split(/filename=Shorefront-contract-SFR-1-v1\.pdf\r?\n\r?\n/)[1] ?? '';
      const body = part.split(/\r?\n--/)[0]?.replace(/\s+/g, '') ?? '';
      expect(Buffer.from(body, 'base64').equals(pdf)).toBe(true);
    });

    it('sends a message without attachments as before (no multipart/mixed)', async () => {
      const before = (await subject.delivered()).length;
      await subject.mailer.send({
        to: 'a@example.com',
        subject: 'Plain',
        text: 'x',
        attachments: [],
      });
      const raw = await waitFor(async () => (await subject.delivered())[before], 5000, 'plain');
      expect(raw).not.toMatch(/multipart\/mixed/);
    });
  });
}

describe('file mailer', () => {
  const open = async (): Promise<MailerUnderTest & { mailDir: string }> => {
    const dir = await mkdtemp(join(tmpdir(), 'platform-mail-'));
    const mailDir = join(dir, 'mail');
    const files = async () => (await readdir(mailDir).catch(() => [] as string[])).sort();
    return {
      mailDir,
      mailer: createFileMailer(mailDir, FROM),
      async delivered() {
        const names = (await files()).filter((file) => file.endsWith('.eml'));
        return Promise.all(names.map((file) => readFile(join(mailDir, file), 'utf8')));
      },
      async dispose() {
        // Nothing half-written is left beside the messages.
        expect((await files()).filter((file) => !file.endsWith('.eml'))).toEqual(['.incoming']);
        expect(await readdir(join(mailDir, '.incoming'))).toEqual([]);
        await rm(dir, { recursive: true, force: true });
      },
    };
  };

  describeMailerContract('.eml files', open);

  it('names each file .eml after the recipient, one file per message', async () => {
    const subject = await open();
    await subject.mailer.send({ to: 'a@example.com', subject: 'One', text: 'first' });
    await subject.mailer.send({ to: 'a@example.com', subject: 'Two', text: 'second' });
    const names = (await readdir(subject.mailDir)).filter((name) => name !== '.incoming');
    expect(names).toHaveLength(2);
    // Nothing is left half-written beside the finished messages.
    expect(await readdir(join(subject.mailDir, '.incoming'))).toEqual([]);
    for (const file of names) expect(file).toMatch(/a@example\.com-[0-9a-f]{8}\.eml$/);
    await subject.dispose();
  });
});

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The tests below have a mailer of their own: the contract's is closed after its tests.
    mailer = createSmtpMailer(sink.url, FROM);
  });
  afterAll(async () => {
    await mailer?.close();
    await sink?.close();
  });

  describeMailerContract('SMTP', async () => {
    const contractMailer = createSmtpMailer(sink.url, FROM);
    return {
      mailer: contractMailer,
      delivered: async () => sink.messages.map((message) => message.raw),
      dispose: () => contractMailer.close(),
    };
  });

  it('refuses to send once closed, instead of waiting on a closed pool', async () => {
    const closing = createSmtpMailer(sink.url, FROM);
    await closing.close();
    await expect(
      closing.send({ to: 'office@example.com', subject: 'After close', text: 'x' }),
    ).rejects.toThrow('the SMTP mailer is closed');
  });

  it('hands the SMTP server exactly one message with the envelope and subject', async () => {
    const before = sink.messages.length;
    await mailer.send({ to: 'Office@Example.com', subject: 'New quote request', text: 'x' });

    expect(sink.messages.slice(before)).toEqual([
      {
        from: 'office@shorefrontroofing.com',
        to: ['office@example.com'],
        subject: 'New quote request',
        raw: expect.stringContaining('New quote request'),
      },
    ]);
  });

  it('rejects send when the server refuses the message, and succeeds on the next try', async () => {
    const before = sink.messages.length;
    sink.failNext('refused@example.com');

    await expect(
      mailer.send({ to: 'refused@example.com', subject: 'Refused once', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 451 });
    expect(sink.messages).toHaveLength(before);
    expect(sink.rejected.map((mail) => mail.subject)).toEqual(['Refused once']);

    await mailer.send({ to: 'refused@example.com', subject: 'Refused once', text: 'x' });
    expect(sink.messages.slice(before).map((mail) => mail.to)).toEqual([['refused@example.com']]);
  });

  it('fails only deliveries to the matching recipient', async () => {
    const before = sink.messages.length;
    sink.failNext(/@blocked\.example$/);

    await mailer.send({ to: 'someone@allowed.example', subject: 'Allowed', text: 'x' });
    await expect(
      mailer.send({ to: 'someone@blocked.example', subject: 'Blocked', text: 'x' }),
    ).rejects.toThrow();

    expect(sink.messages.slice(before).map((mail) => mail.subject)).toEqual(['Allowed']);
  });

  it('answers ping with false when the server is gone', async () => {
    const gone = await startSmtpSink();
    await gone.close();
    const orphan = createSmtpMailer(gone.url, FROM);
    await expect(orphan.ping()).resolves.toBe(false);
    await orphan.close();
  });
});
