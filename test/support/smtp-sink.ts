import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  /** The unfolded Subject header as sent (MIME-encoded words are left as they are). */
  subject: string;
  /** The whole message: headers and body, CRLF line endings. */
  raw: string;
}

/** Which delivery `failNext` fails: a recipient address, a pattern, or a test on each recipient. */
export type RecipientMatcher = string | RegExp | ((recipient: string) => boolean);

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Messages accepted, in order. A rejected delivery is not in here. */
  messages: ReceivedMail[];
  /** Deliveries refused by `failNext`, in order. */
  rejected: ReceivedMail[];
  /**
   * Refuses the next delivery that has a recipient matching, once, with a temporary 451, as a
   * real server does when its mailbox store is briefly unavailable. Calls queue up: two calls
   * fail the next two matching deliveries.
   */
  failNext(matcher: RecipientMatcher): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port that keeps what it receives in memory, so tests check mail
 * the way a mail server would see it (no STARTTLS, no authentication required).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const rejected: ReceivedMail[] = [];
  const failures: Array<(recipient: string) => boolean> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Connections the client keeps open must not hold close() up for the default 30 s.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      // Read the whole message before answering: the reply ends the DATA phase.
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: headerOf(raw, 'subject') ?? '',
          raw,
        };
        const failure = failures.findIndex((matches) => mail.to.some(matches));
        if (failure >= 0) {
          failures.splice(failure, 1);
          rejected.push(mail);
          const error = Object.assign(new Error('Mailbox temporarily unavailable, try again'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        messages.push(mail);
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // An error after start (a client that vanished mid-session) must not crash the test run.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejected,
    failNext(matcher) {
      failures.push(toPredicate(matcher));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function toPredicate(matcher: RecipientMatcher): (recipient: string) => boolean {
  if (typeof matcher === 'function') return matcher;
  if (matcher instanceof RegExp) {
    return (recipient) => {
      matcher.lastIndex = 0;
      return matcher.test(recipient);
    };
  }
  const address = matcher.toLowerCase();
  return (recipient) => recipient === address;
}

/** The value of one header, with folded continuation lines joined. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
