import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A slow mail server that counts, from its own side, how many messages it is receiving at once:
 * each message is answered `holdMs` after it arrived, so a client that sends in parallel shows its
 * parallelism (a connection receives one message at a time, so this is also connections in use).
 */
export interface SlowSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Messages accepted so far. */
  accepted(): number;
  /** The most messages received at once since the last `resetMostAtOnce()`. */
  mostAtOnce(): number;
  resetMostAtOnce(): void;
  close(): Promise<void>;
}

export async function startSlowSmtpServer(holdMs: number): Promise<SlowSmtpServer> {
  let accepted = 0;
  let receiving = 0;
  let mostAtOnce = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Connections the client keeps open must not hold close() up for the default 30 s.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      receiving++;
      mostAtOnce = Math.max(mostAtOnce, receiving);
      stream.resume();
      stream.on('end', () => {
        setTimeout(() => {
          receiving--;
          accepted++;
          callback();
        }, holdMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    accepted: () => accepted,
    mostAtOnce: () => mostAtOnce,
    resetMostAtOnce() {
      mostAtOnce = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
