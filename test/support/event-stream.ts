/** One event read from a text/event-stream answer. */
export interface ReceivedEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/** An open event stream, parsed as it arrives (the same framing EventSource reads). */
export interface EventStream {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** Comment lines (`: …`), the heartbeats among them. */
  comments: string[];
  /** The reconnection delay the server asked for (`retry:`), once sent. */
  retry?: number;
  /** Whether the server has ended the answer (the gateway stopped, or it was closed). */
  ended: boolean;
  close(): void;
}

/** Opens `url` as EventSource would (with `last-event-id` when given in headers). */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const stream: EventStream = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: [],
    ended: false,
    close: () => controller.abort(),
  };
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    stream.ended = true;
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const fields: Record<string, string> = {};
          for (const line of text.slice(0, end).split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line);
            const colon = line.indexOf(': ');
            if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
          }
          text = text.slice(end + 2);
          if (fields.retry) stream.retry = Number(fields.retry);
          if (fields.event) {
            stream.events.push({
              id: fields.id ?? '',
              event: fields.event,
              data: JSON.parse(fields.data ?? '{}'),
            });
          }
          end = text.indexOf('\n\n');
        }
      }
    } catch {
      // aborted, or the server went away mid-read
    } finally {
      stream.ended = true;
    }
  })();
  return stream;
}

/** The generation part of a live id (`<generation>-<position>`). */
export const generationOf = (id: string) => id.slice(0, id.lastIndexOf('-'));
