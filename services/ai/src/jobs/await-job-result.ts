/**
 * How the web tier waits for a worker's result: it reads the result row until `check` answers
 * something, the deadline passes, or the client goes away. Polling the row (rather than a queue
 * event) works the same with the embedded queue and BullMQ, and across processes.
 */
export async function awaitJobResult<T>(
  check: () => Promise<T | undefined>,
  options: { timeoutMs: number; intervalMs: number; signal?: AbortSignal },
): Promise<T | undefined> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    const left = deadline - Date.now();
    if (left <= 0 || options.signal?.aborted) return undefined;
    await new Promise((resolve) => setTimeout(resolve, Math.min(options.intervalMs, left)));
  }
}

/** An AbortSignal that fires when the HTTP client disconnects before its answer is ready. */
export function clientGone(reply: {
  raw: NodeJS.EventEmitter & { writableEnded: boolean };
}): AbortSignal {
  const controller = new AbortController();
  // The response closes before it ended only when the connection went away.
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}
