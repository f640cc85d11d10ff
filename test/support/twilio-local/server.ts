import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Callback, callbackSender } from './callbacks.ts';
import {
  API_VERSION,
  DELIVERY_ERRORS,
  type DeliveryErrorCode,
  isE164,
  type LocalMessage,
  newMessage,
  optOutType,
  rfc2822,
  TwilioLocalError,
} from './resources.ts';

export type { Callback } from './callbacks.ts';
export type { DeliveryErrorCode, LocalMessage } from './resources.ts';
export { isTwilioSignature, twilioSignature } from './signature.ts';

/**
 * A Twilio-compatible server for tests and local runs: the part of Twilio's Programmable
 * Messaging API the product uses, spoken as Twilio speaks it (form-encoded bodies, HTTP Basic
 * with the account SID and auth token, Twilio's JSON errors and codes), status callbacks and
 * inbound-SMS webhooks signed exactly as Twilio signs them (X-Twilio-Signature), and Advanced
 * Opt-Out's STOP/START. No network, no carrier, no cost.
 *
 *   const twilio = await startTwilioLocal({ accountSid: 'AC…', authToken: 'local-token' });
 *   startService(messagingService, twilio.env);        // TWILIO_ACCOUNT_SID … TWILIO_FROM_NUMBER
 *   twilio.failDeliveriesTo('+19045550199');          // its texts end "undelivered" (30003)
 *   await twilio.sendInbound({ from: '+19045550123', body: 'STOP', url: `${app.url}/api/sms/inbound` });
 *   await twilio.settled();                           // every callback answered
 *   twilio.sent()                                     // outbound messages, oldest first
 *   await twilio.stop();
 *
 * Test controls (not Twilio's API) under /_test/: GET messages, GET callbacks, POST inbound
 * {from, to?, body, url}, POST fail-deliveries {number, errorCode?}.
 */
export interface TwilioLocalOptions {
  accountSid: string;
  authToken: string;
  /** 0 or unset: a free port. */
  port?: number;
  host?: string;
  /** The account's number texts come from (default +19045550100). */
  fromNumber?: string;
  /** Other numbers the account owns (From must be one of them, or a Messaging Service). */
  numbers?: string[];
  /** Time between status changes after a send (default 10 ms). */
  deliveryDelayMs?: number;
}

export interface SendInbound {
  from: string;
  /** Default: the account's number. */
  to?: string;
  body: string;
  /** The product's inbound webhook, e.g. `${app.url}/api/sms/inbound`. */
  url: string;
}

export interface TwilioLocal {
  /** The API base (Twilio's is https://api.twilio.com): put it in TWILIO_API_URL. */
  url: string;
  env: Record<
    'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_API_URL' | 'TWILIO_FROM_NUMBER',
    string
  >;
  /** Every message, outbound and inbound, by SID. */
  messages: Map<string, LocalMessage>;
  /** Outbound messages, oldest first (as they are now: status follows the callbacks). */
  sent(): LocalMessage[];
  /** Every signed POST made (status callbacks and inbound webhooks), oldest first. */
  callbacks: Callback[];
  /** Numbers that texted STOP (and not START since). */
  optedOut: Set<string>;
  /** Texts a message to the product's webhook as Twilio would; resolves with its answer. */
  sendInbound(message: SendInbound): Promise<Callback>;
  /** Texts to `number` end "undelivered" with this error from now on (default 30003). */
  failDeliveriesTo(number: string, errorCode?: DeliveryErrorCode): void;
  /** Resolves when no status change or callback is under way. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages(?:\/([^/]+))?\.json$/;

export async function startTwilioLocal(options: TwilioLocalOptions): Promise<TwilioLocal> {
  const { accountSid, authToken } = options;
  const fromNumber = options.fromNumber ?? '+19045550100';
  const owned = new Set([fromNumber, ...(options.numbers ?? [])]);
  const delay = options.deliveryDelayMs ?? 10;
  const messages = new Map<string, LocalMessage>();
  const optedOut = new Set<string>();
  const failing = new Map<string, DeliveryErrorCode>();
  const sender = callbackSender(authToken);
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  function authorise(request: IncomingMessage, pathAccount: string) {
    const header = request.headers.authorization ?? '';
    const [user, ...rest] = header.startsWith('Basic ')
      ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')
      : [];
    if (user !== accountSid || rest.join(':') !== authToken || pathAccount !== accountSid) {
      throw new TwilioLocalError(401, 20003, 'Authenticate');
    }
  }

  /** sent, then delivered (or undelivered), each announced to the StatusCallback. */
  async function deliver(message: LocalMessage, statusCallback: string | undefined) {
    const change = async (status: LocalMessage['status'], errorCode?: DeliveryErrorCode) => {
      await wait(delay);
      message.status = status;
      message.date_updated = rfc2822();
      if (status === 'sent') message.date_sent = message.date_updated;
      if (errorCode) {
        message.error_code = errorCode;
        message.error_message = DELIVERY_ERRORS[errorCode];
      }
      if (!statusCallback) return;
      await sender.post('status', statusCallback, {
        AccountSid: accountSid,
        ApiVersion: API_VERSION,
        From: message.from ?? '',
        To: message.to,
        MessageSid: message.sid,
        SmsSid: message.sid,
        MessageStatus: status,
        SmsStatus: status,
        ...(message.messaging_service_sid
          ? { MessagingServiceSid: message.messaging_service_sid }
          : {}),
        ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
      });
    };
    if (!message.from) message.from = fromNumber;
    await change('sent');
    const errorCode = failing.get(message.to);
    await change(errorCode ? 'undelivered' : 'delivered', errorCode);
  }

  function create(form: URLSearchParams, answered: Promise<void>): LocalMessage {
    const to = form.get('To')?.trim() ?? '';
    const from = form.get('From')?.trim() || null;
    const service = form.get('MessagingServiceSid')?.trim() || null;
    const body = form.get('Body') ?? '';
    const statusCallback = form.get('StatusCallback') || undefined;
    if (!to) throw new TwilioLocalError(400, 21604, "A 'To' phone number is required.");
    if (!isE164(to)) {
      throw new TwilioLocalError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (!from && !service) {
      throw new TwilioLocalError(400, 21603, "A 'From' phone number is required.");
    }
    if (from && !owned.has(from)) {
      throw new TwilioLocalError(
        400,
        21606,
        `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }
    if (service && !/^MG[0-9a-f]{32}$/.test(service)) {
      throw new TwilioLocalError(400, 21701, 'The Messaging Service Sid is invalid.');
    }
    if (!body.trim()) throw new TwilioLocalError(400, 21602, 'Message body is required.');
    if (body.length > 1600) {
      throw new TwilioLocalError(
        400,
        21617,
        'The concatenated message body exceeds the 1600 character limit.',
      );
    }
    if (statusCallback && !/^https?:\/\//.test(statusCallback)) {
      throw new TwilioLocalError(400, 21609, 'Invalid StatusCallback');
    }
    if (optedOut.has(to)) {
      throw new TwilioLocalError(400, 21610, 'Attempt to send to unsubscribed recipient');
    }
    const message = newMessage({
      accountSid,
      to,
      from,
      body,
      messagingServiceSid: service,
      direction: 'outbound-api',
    });
    messages.set(message.sid, message);
    // As Twilio: the 201 first, then the status changes.
    sender.track(answered.then(() => deliver(message, statusCallback)));
    return message;
  }

  function list(query: URLSearchParams, path: string) {
    const pageSize = Math.min(Number(query.get('PageSize') ?? 50) || 50, 1000);
    const to = query.get('To');
    const from = query.get('From');
    const all = [...messages.values()]
      .filter((message) => (!to || message.to === to) && (!from || message.from === from))
      .reverse()
      .slice(0, pageSize);
    const uri = `${path}?PageSize=${pageSize}&Page=0`;
    return {
      messages: all,
      start: 0,
      end: Math.max(0, all.length - 1),
      page: 0,
      page_size: pageSize,
      uri,
      first_page_uri: uri,
      next_page_uri: null,
      previous_page_uri: null,
    };
  }

  async function sendInbound(inbound: SendInbound): Promise<Callback> {
    const to = inbound.to ?? fromNumber;
    const message = newMessage({
      accountSid,
      to,
      from: inbound.from,
      body: inbound.body,
      messagingServiceSid: null,
      direction: 'inbound',
    });
    messages.set(message.sid, message);
    // Advanced Opt-Out records the keyword before the webhook goes out.
    const keyword = optOutType(inbound.body);
    if (keyword === 'STOP') optedOut.add(inbound.from);
    if (keyword === 'START') optedOut.delete(inbound.from);
    const country = (number: string) => (number.startsWith('+1') ? 'US' : '');
    return sender.track(
      sender.post('inbound', inbound.url, {
        ToCountry: country(to),
        ToState: '',
        ToCity: '',
        ToZip: '',
        FromCountry: country(inbound.from),
        FromState: '',
        FromCity: '',
        FromZip: '',
        SmsMessageSid: message.sid,
        SmsSid: message.sid,
        MessageSid: message.sid,
        SmsStatus: 'received',
        AccountSid: accountSid,
        From: inbound.from,
        To: to,
        Body: inbound.body,
        NumMedia: '0',
        NumSegments: message.num_segments,
        ApiVersion: API_VERSION,
        ...(keyword ? { OptOutType: keyword } : {}),
      }),
    );
  }

  function failDeliveriesTo(number: string, errorCode: DeliveryErrorCode = 30003) {
    failing.set(number, errorCode);
  }

  const sent = () => [...messages.values()].filter((m) => m.direction === 'outbound-api');

  async function testControl(method: string, path: string, raw: string): Promise<object> {
    const json = () => (raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
    if (method === 'GET' && path === '/_test/messages') return { messages: sent() };
    if (method === 'GET' && path === '/_test/callbacks') return { callbacks: sender.callbacks };
    if (method === 'POST' && path === '/_test/inbound') {
      const { from, to, body, url } = json();
      if (typeof from !== 'string' || typeof body !== 'string' || typeof url !== 'string') {
        throw new TwilioLocalError(400, 21000, 'from, body and url are required');
      }
      return sendInbound({ from, body, url, to: typeof to === 'string' ? to : undefined });
    }
    if (method === 'POST' && path === '/_test/fail-deliveries') {
      const { number, errorCode } = json();
      if (typeof number !== 'string') throw new TwilioLocalError(400, 21000, 'number is required');
      const code = errorCode === 30005 ? 30005 : 30003;
      failDeliveriesTo(number, code);
      return { number, errorCode: code };
    }
    throw new TwilioLocalError(404, 20404, `The requested resource ${path} was not found`);
  }

  async function route(
    request: IncomingMessage,
    response: ServerResponse,
    answered: Promise<void>,
  ) {
    const url = new URL(request.url ?? '/', 'http://local');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    if (url.pathname.startsWith('/_test/')) return testControl(method, url.pathname, raw);
    const match = MESSAGES.exec(url.pathname);
    const notFound = new TwilioLocalError(
      404,
      20404,
      `The requested resource ${url.pathname} was not found`,
    );
    if (!url.pathname.startsWith(`/${API_VERSION}/Accounts/`)) throw notFound;
    authorise(request, url.pathname.split('/')[3] ?? '');
    if (!match) throw notFound;
    const sid = match[2];
    if (sid) {
      if (method !== 'GET') throw new TwilioLocalError(405, 20004, 'Method not allowed');
      const message = messages.get(sid);
      if (!message) throw notFound;
      return message;
    }
    if (method === 'GET') return list(url.searchParams, url.pathname);
    if (method !== 'POST') throw new TwilioLocalError(405, 20004, 'Method not allowed');
    response.statusCode = 201;
    return create(new URLSearchParams(raw), answered);
  }

  const server = createServer(async (request, response) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    response.on('finish', () => answer());
    response.on('close', () => answer());
    let status = 200;
    let body: object;
    try {
      body = await route(request, response, answered);
      status = response.statusCode;
    } catch (error) {
      const known =
        error instanceof TwilioLocalError
          ? error
          : new TwilioLocalError(
              500,
              20500,
              error instanceof Error ? error.message : String(error),
            );
      status = known.status;
      body = known.body;
    }
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      ...(status === 401 ? { 'www-authenticate': 'Basic realm="Twilio API"' } : {}),
    });
    response.end(JSON.stringify(body));
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url,
    env: {
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_API_URL: url,
      TWILIO_FROM_NUMBER: fromNumber,
    },
    messages,
    sent,
    callbacks: sender.callbacks,
    optedOut,
    sendInbound,
    failDeliveriesTo,
    settled: sender.settled,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
