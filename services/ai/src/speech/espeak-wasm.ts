import { Worker } from 'node:worker_threads';

const THREAD_FILE = new URL('./espeak-wasm-thread.mjs', import.meta.url);
/** A clip that has not come back by then is given up and its thread replaced. */
const SYNTHESIS_TIMEOUT_MS = 30_000;

interface Task {
  text: string;
  args: string[];
  resolve(wav: Uint8Array): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  busy: boolean;
}

const threads: Thread[] = [];
const waiting: Task[] = [];
let nextId = 1;

function startThread(): Thread {
  const worker = new Worker(THREAD_FILE);
  // Idle threads must not keep a finished process (or a test run) alive.
  worker.unref();
  const thread: Thread = { worker, busy: false };
  threads.push(thread);
  return thread;
}

function retire(thread: Thread) {
  const index = threads.indexOf(thread);
  if (index >= 0) threads.splice(index, 1);
  void thread.worker.terminate();
}

function run(thread: Thread, task: Task) {
  thread.busy = true;
  const id = nextId++;
  const finish = (outcome: () => void) => {
    clearTimeout(timer);
    thread.worker.off('message', onMessage);
    thread.worker.off('error', onError);
    thread.busy = false;
    outcome();
    dispatch();
  };
  const onMessage = (message: { id: number; wav?: ArrayBuffer; error?: string }) => {
    if (message.id !== id) return;
    finish(() =>
      message.wav
        ? task.resolve(new Uint8Array(message.wav))
        : task.reject(new Error(message.error ?? 'espeak-ng (WASM) failed')),
    );
  };
  const onError = (error: Error) => {
    retire(thread);
    finish(() => task.reject(error));
  };
  const timer = setTimeout(() => {
    retire(thread);
    finish(() => task.reject(new Error('espeak-ng (WASM) took too long')));
  }, SYNTHESIS_TIMEOUT_MS);
  thread.worker.on('message', onMessage);
  thread.worker.on('error', onError);
  thread.worker.postMessage({ id, text: task.text, args: task.args });
}

let poolSize = 1;

function dispatch() {
  while (waiting.length > 0) {
    const thread =
      threads.find((candidate) => !candidate.busy) ??
      (threads.length < poolSize ? startThread() : undefined);
    if (!thread) return;
    run(thread, waiting.shift() as Task);
  }
}

/**
 * Speaks `text` with the espeak-ng npm package (WASM) in a pool of at most `threads` worker
 * threads (one per parallel job of this process) and answers the WAV bytes.
 */
export function synthesizeWithWasm(
  text: string,
  args: string[],
  options: { threads: number },
): Promise<Uint8Array> {
  poolSize = Math.max(1, options.threads);
  return new Promise((resolve, reject) => {
    waiting.push({ text, args, resolve, reject });
    dispatch();
  });
}

/** Stops the threads (a worker shutting down). */
export async function closeWasmSpeech() {
  const all = threads.splice(0);
  await Promise.all(all.map((thread) => thread.worker.terminate()));
}
