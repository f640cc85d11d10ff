import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/** Fields that must never reach a log line: secrets, credentials and e-mail bodies. */
const REDACT = [
  'password',
  '*.password',
  'token',
  '*.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'html',
  'text',
  '*.html',
  '*.text',
  'mail.text',
  'mail.html',
];

export function createLogger(options: {
  level: string;
  name?: string;
  /** Where lines go (standard output when absent). */
  destination?: DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      name: options.name,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        // Errors are logged without query text or parameters, wherever they are logged.
        err: (error: unknown) => safeError(error),
        // Requests (logged at debug) by method and path only: a query string can carry a home
        // address (`/api/geocode?q=…`), and the client's address is personal data.
        req: (request: { method?: string; url?: string }) => ({
          method: request.method,
          url: request.url?.split('?')[0],
        }),
      },
      base: { service: options.name },
    },
    options.destination,
  );
}

/**
 * An error as it may be logged: name, message, code and stack, with no query text or parameters
 * (a failed insert carries the customer's name, phone and gate code in `params`) and no values
 * from a driver's `detail`. Causes are reduced the same way; long messages are cut.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object' || depth > 3) {
    return error === undefined ? undefined : { message: String(error).slice(0, 500) };
  }
  const source = error as Record<string, unknown>;
  const message = String(source.message ?? '');
  // drizzle's message is "Failed query: <sql>\nparams: <values>": keep only that a query failed.
  const isQuery =
    typeof source.query === 'string' ||
    Array.isArray(source.params) ||
    message.startsWith('Failed query');
  return {
    type: String(source.name ?? 'Error'),
    message: isQuery ? 'database query failed' : message.slice(0, 2000),
    code: source.code,
    // Only the frames: the stack's leading lines repeat the message (and a query's parameters).
    stack:
      typeof source.stack === 'string'
        ? source.stack
            .split('\n')
            .filter((line) => /^\s+at /.test(line))
            .slice(0, 8)
            .join('\n')
        : undefined,
    cause: safeError(source.cause, depth + 1),
  };
}
