/**
 * The SMTP sink in a process of its own, for benchmarks: the load generator that times requests
 * must not also be the mail server receiving thousands of messages (a real mail server runs
 * elsewhere). The child keeps the recipients; the parent asks how many distinct recipients
 * contain a piece of text.
 *
 *   const sink = await startSmtpSinkProcess();  // sink.url for SMTP_URL
 *   await sink.recipients('@storm.example');    // distinct recipients received so far
 *   await sink.arrivals('@mail.example');       // messages to them, first and last arrival
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SmtpSinkProcess {
  url: string;
  /** The sink's operating-system process id (for CPU readings). */
  pid: number | undefined;
  /** How many distinct recipients containing `text` the sink has received mail for. */
  recipients(text: string): Promise<number>;
  /**
   * Messages received with a recipient containing `text`, and when the first and the last of
   * them arrived (Date.now() in the sink process; undefined while none has).
   */
  arrivals(text: string): Promise<Arrivals>;
  close(): Promise<void>;
}

export interface Arrivals {
  messages: number;
  first?: number;
  last?: number;
}

type Reply = { id: number; count: number; arrivals?: Arrivals };

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
  const waiting = new Map<number, (reply: Reply) => void>();
  child.on('message', (message) => {
    const reply = message as Partial<Reply>;
    if (typeof reply.id !== 'number') return;
    waiting.get(reply.id)?.({ id: reply.id, count: reply.count ?? 0, arrivals: reply.arrivals });
    waiting.delete(reply.id);
  });
  const ask = (text: string, arrivals: boolean) => {
    const id = nextId++;
    return new Promise<Reply>((resolve) => {
      waiting.set(id, resolve);
      child.send({ id, text, arrivals });
    });
  };
  return {
    url,
    pid: child.pid,
    async recipients(text) {
      return (await ask(text, false)).count;
    },
    async arrivals(text) {
      return (await ask(text, true)).arrivals ?? { messages: 0 };
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
  // When each message arrived, by its place in sink.messages (the sink only appends).
  const arrivedAt: number[] = [];
  const append = sink.messages.push.bind(sink.messages);
  sink.messages.push = (...mails) => {
    for (const _ of mails) arrivedAt.push(Date.now());
    return append(...mails);
  };
  process.on('message', (message) => {
    const { id, text, arrivals } = message as { id: number; text: string; arrivals?: boolean };
    const seen = new Set(
      sink.messages.flatMap((mail) => mail.to).filter((to) => to.includes(text)),
    );
    if (!arrivals) {
      process.send?.({ id, count: seen.size });
      return;
    }
    const times = sink.messages.flatMap((mail, index) =>
      mail.to.some((to) => to.includes(text)) ? [arrivedAt[index] as number] : [],
    );
    process.send?.({
      id,
      count: seen.size,
      arrivals: { messages: times.length, first: times[0], last: times.at(-1) },
    });
  });
  process.once('SIGTERM', () => void sink.close().then(() => process.exit(0)));
  process.send({ url: sink.url });
}
