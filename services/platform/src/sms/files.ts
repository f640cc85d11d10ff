import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkRecipient, type SmsMessage, type SmsSender } from './types.ts';

/** One text as the embedded default writes it (`<DATA_DIR>/sms/*.json`). */
export interface TextFile extends SmsMessage {
  providerId: string;
  /** ISO time it was written. */
  sentAt: string;
}

/**
 * The embedded default, with no provider configured: each text is a small JSON file under `dir`
 * (`<DATA_DIR>/sms`), named after the time and the recipient, as the mailer writes `.eml` files
 * under `<DATA_DIR>/mail`. Written aside and renamed in, so the folder only holds complete texts.
 */
export function createFileSmsSender(dir: string): SmsSender {
  return {
    kind: 'file',
    async send(message) {
      checkRecipient(message.to);
      const providerId = `local-${randomUUID()}`;
      const text: TextFile = { ...message, providerId, sentAt: new Date().toISOString() };
      const incoming = join(dir, '.incoming');
      await mkdir(incoming, { recursive: true });
      const stamp = text.sentAt.replace(/[:.]/g, '-');
      const name = `${stamp}-${message.to.replace(/[^0-9+]/g, '_')}-${providerId.slice(6, 14)}.json`;
      await writeFile(join(incoming, name), `${JSON.stringify(text, null, 2)}\n`);
      await rename(join(incoming, name), join(dir, name));
      return { providerId, status: 'sent' };
    },
  };
}
