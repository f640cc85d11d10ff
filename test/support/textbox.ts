import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TextFile } from '@roofing/platform';

/** One text the embedded app wrote, with the file it is in. */
export interface Text extends TextFile {
  file: string;
}

/**
 * The embedded app's outgoing texts (`${dataDir}/sms/*.json`, named after the time and the
 * recipient), oldest first. Reads only complete files: the sender writes aside and renames in.
 */
export function textbox(dataDir: string) {
  const dir = join(dataDir, 'sms');
  async function read(match: (name: string) => boolean): Promise<Text[]> {
    const names = await readdir(dir).catch(() => [] as string[]);
    return Promise.all(
      names
        .filter((name) => name.endsWith('.json') && match(name))
        .sort()
        .map(async (file) => ({
          ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as TextFile),
          file,
        })),
    );
  }
  return {
    /** Every text to this number (E.164), oldest first. */
    to: (number: string) => read((name) => name.includes(`-${number}-`)),
    all: () => read(() => true),
  };
}
