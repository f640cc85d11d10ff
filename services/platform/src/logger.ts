import { type Logger, pino } from 'pino';

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

export function createLogger(options: { level: string; name?: string }): Logger {
  return pino({
    level: options.level,
    name: options.name,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: { service: options.name },
  });
}
