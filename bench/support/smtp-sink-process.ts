/**
 * The SMTP sink in a process of its own, for benchmarks: the load generator that times requests
 * must not also be the mail server receiving thousands of messages (a real mail server runs
 * elsewhere). The child keeps the recipients; the parent asks how many distinct recipients
 * contain a piece of text.
 *
 *   const sink = await startSmtpSinkProcess();  // sink.url for SMTP_URL
 *   await sink.recipients('@storm.example');    // distinct recipients received so far
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SmtpSinkProcess {
  url: string;
  /** How many distinct recipients containing `text` the sink has received mail for. */
  recipients(text: string): Promise<number>;
  close(): Promise<void>;
}

type Reply = { id: number; count: number };

export async function startSmtpSinkProcess(): Promise<SmtpSinkProcess> {
  const child = fork(fileURLToPath(import.meta.url), ['--child'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the SMTP sink process exited (${code})`)));
  });
  let nextId = 0;
  const waiting = new Map<number, (count: number) => void>();
  child.on('message', (message) => {
    const reply = message as Partial<Reply>;
    if (typeof reply.id === 'number') waiting.get(reply.id)?.(reply.count ?? 0);
    if (typeof reply.id === 'number') waiting.delete(reply.id);
  });
  return {
    url,
    recipients(text) {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        child.send({ id, text });
      });
    },
    close() {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

if (process.argv.includes('--child') && process.send) {
  const { startSmtpSink } = await import('../../test/support/smtp-sink.ts');
  const sink = await startSmtpSink();
  process.on('message', (message) => {
    const { id, text } = message as { id: number; text: string };
    const seen = new Set(
      sink.messages.flatMap((mail) => mail.to).filter((to) => to.includes(text)),
    );
    process.send?.({ id, count: seen.size });
  });
  process.once('SIGTERM', () => void sink.close().then(() => process.exit(0)));
  process.send({ url: sink.url });
}
