import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A small OpenAI-compatible server for tests, started by the test itself on a free port: the AI
 * service's OpenAI adapter talks to it exactly as to the real API, vLLM or Ollama.
 *
 *   const model = await startOpenAiCompatibleServer();
 *   startService(aiService, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: model.baseUrl });
 *   model.replyWith('Metal roofs last 40 years or more.');   // or an object (JSON mode), or
 *   model.replyWith((request) => ...);                       // a function of the request body
 *   model.behave('fail');     // 500 to everything | 'hang': never answers | 'refuse' | 'reply'
 *   model.requests            // every request received: { path, body, headers }, oldest first
 *   model.chatRequests()      // the /v1/chat/completions bodies only
 *   await model.close();
 *
 * Endpoints:
 * - POST /v1/chat/completions: the scripted reply (default: a short roofing answer), streamed as
 *   server-sent events when `stream` is true (in chunks of a few words, then a `usage` chunk when
 *   `stream_options.include_usage`, then `[DONE]`), else one JSON completion. Token counts are
 *   characters / 4, rounded up, of the messages and of the reply.
 * - POST /v1/audio/speech: a short valid MP3 (espeak-ng + lame, fixtures/speech-sample.mp3) as
 *   audio/mpeg, whatever the voice and format asked for.
 * Anything else answers 404 with an OpenAI-style error body.
 */

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}
export type Behaviour = 'reply' | 'fail' | 'hang' | 'refuse';
type ChatBody = {
  messages?: Array<{ role: string; content: string }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
};
type Script = string | object | ((body: ChatBody) => string | object);

export interface OpenAiCompatibleServer {
  /** Put this in OPENAI_BASE_URL (it ends in /v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  chatRequests(): ChatBody[];
  replyWith(script: Script): void;
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY =
  'A standing-seam metal roof typically lasts 40 years or more on the North Florida coast. Call us for a free inspection.';
const SPEECH = readFileSync(new URL('./fixtures/speech-sample.mp3', import.meta.url));
const tokens = (text: string) => Math.ceil(text.length / 4);

export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const requests: RecordedRequest[] = [];
  let script: Script = DEFAULT_REPLY;
  let behaviour: Behaviour = 'reply';

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return sendError(response, 400, 'invalid JSON body');
    }
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ path, body, headers: request.headers });
    if (behaviour === 'hang') return; // the socket stays open until the client gives up
    if (behaviour === 'fail') return sendError(response, 500, 'The server had an error');
    if (request.method === 'POST' && path === '/v1/audio/speech') {
      response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': SPEECH.length });
      return response.end(SPEECH);
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      const chat = body as ChatBody;
      const scripted = typeof script === 'function' ? script(chat) : script;
      const text = typeof scripted === 'string' ? scripted : JSON.stringify(scripted);
      const promptText = (chat.messages ?? []).map((message) => message.content).join('\n');
      const usage = {
        prompt_tokens: tokens(promptText),
        completion_tokens: tokens(text),
        total_tokens: tokens(promptText) + tokens(text),
      };
      const refusal = behaviour === 'refuse' ? 'I can’t help with that.' : null;
      return chat.stream
        ? streamChat(response, text, refusal, chat.stream_options?.include_usage ? usage : null)
        : sendJson(response, 200, completion(text, refusal, usage));
    }
    return sendError(response, 404, `Unknown path ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () =>
      requests.filter((entry) => entry.path === '/v1/chat/completions').map((r) => r.body),
    replyWith(next) {
      script = next;
    },
    behave(next) {
      behaviour = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const base = () => ({
  id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
  created: Math.floor(Date.now() / 1000),
  model: 'local-test-model',
});

function completion(text: string, refusal: string | null, usage: object) {
  return {
    ...base(),
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: refusal ? null : text, refusal },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage,
  };
}

function streamChat(
  response: ServerResponse,
  text: string,
  refusal: string | null,
  usage: object | null,
) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const common = { ...base(), object: 'chat.completion.chunk' };
  const send = (data: object | string) =>
    response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  send({ ...common, choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] });
  if (refusal) {
    send({ ...common, choices: [{ index: 0, delta: { refusal } }] });
  } else {
    // A few words per chunk, as a real server streams tokens.
    for (const piece of text.match(/(?:\S+\s*){1,4}/g) ?? []) {
      send({ ...common, choices: [{ index: 0, delta: { content: piece } }] });
    }
  }
  send({ ...common, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  if (usage) send({ ...common, choices: [], usage });
  send('[DONE]');
  response.end();
}

function sendJson(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, message: string) {
  sendJson(response, status, { error: { message, type: 'server_error', code: null } });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
