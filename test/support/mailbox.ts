import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One .eml file the embedded app wrote, with its body readable as plain text. */
export interface Mail {
  file: string;
  /** The header block as written (folded lines joined). */
  headers: string;
  /** Headers and body with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

/**
 * The embedded app's outgoing mail (`${dataDir}/mail/*.eml`, named after the recipient). Reads
 * only complete files: the mailer writes aside and renames in.
 */
export function mailbox(dataDir: string) {
  const dir = join(dataDir, 'mail');
  return {
    async to(recipient: string): Promise<Mail[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      return Promise.all(
        names
          .filter((name) => name.endsWith('.eml') && name.includes(recipient))
          .sort()
          .map(async (file) => parse(file, await readFile(join(dir, file), 'utf8'))),
      );
    },
  };
}

function parse(file: string, raw: string): Mail {
  const end = raw.indexOf('\n\n');
  const headers = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return { file, headers, text: decodeQuotedPrintable(raw) };
}

/** Enough of RFC 2045 to read a nodemailer message body in a test. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  // The escapes are UTF-8 bytes: turn the byte string back into text (an all-ASCII message only).
  const ascii = Array.from(raw).every((char) => char.charCodeAt(0) < 128);
  return ascii ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes;
}

/** The value of one header, e.g. header(mail, 'Reply-To'). */
export function header(mail: Mail, name: string): string | undefined {
  const match = new RegExp(`^${name}: (.*)$`, 'im').exec(mail.headers);
  return match?.[1]?.trim();
}
