/** 16-bit PCM samples of one WAV file, as espeak-ng writes it. */
export interface PcmAudio {
  sampleRate: number;
  channels: number;
  samples: Int16Array;
}

/**
 * Reads a 16-bit PCM WAV. espeak-ng writing to stdout cannot seek back, so its RIFF and data sizes
 * are placeholders (0x7ffff000): the data chunk is taken as "the rest of the file" when its
 * declared size runs past the end.
 */
export function readWav(bytes: Uint8Array): PcmAudio {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 12 || view.toString('latin1', 0, 4) !== 'RIFF') {
    throw new Error('not a WAV file (no RIFF header)');
  }
  if (view.toString('latin1', 8, 12) !== 'WAVE') throw new Error('not a WAV file (no WAVE tag)');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number; code: number } | undefined;
  while (offset + 8 <= view.length) {
    const id = view.toString('latin1', offset, offset + 4);
    const size = view.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        code: view.readUInt16LE(body),
        channels: view.readUInt16LE(body + 2),
        sampleRate: view.readUInt32LE(body + 4),
        bits: view.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      if (format.code !== 1 || format.bits !== 16) {
        throw new Error(`unsupported WAV encoding (format ${format.code}, ${format.bits} bits)`);
      }
      const end = Math.min(view.length, body + size);
      const length = (end - body) >> 1;
      const samples = new Int16Array(length);
      for (let i = 0; i < length; i++) samples[i] = view.readInt16LE(body + i * 2);
      if (length === 0) throw new Error('the WAV file holds no audio');
      return { sampleRate: format.sampleRate, channels: format.channels, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without a data chunk');
}
