import { Mp3Encoder } from '@breezystack/lamejs';
import { findExecutable, runCommand } from './run-command.ts';
import type { PcmAudio } from './wav.ts';

/** Speech needs little: mono 48 kbit/s keeps a 10-second answer near 60 KB. */
const BITRATE_KBPS = 48;
const ENCODE_TIMEOUT_MS = 20_000;

/** True when the bytes open like an MP3: an ID3 tag or an MPEG audio frame sync. */
export function looksLikeMp3(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  return id3 || frameSync;
}

/** Mixes interleaved channels down to one: speech is mono. */
function mono(audio: PcmAudio): Int16Array {
  if (audio.channels === 1) return audio.samples;
  const frames = Math.floor(audio.samples.length / audio.channels);
  const out = new Int16Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < audio.channels; channel++) {
      sum += audio.samples[frame * audio.channels + channel] ?? 0;
    }
    out[frame] = Math.round(sum / audio.channels);
  }
  return out;
}

/** Pure JavaScript: works wherever Node does, at a few times the CPU cost of `lame`. */
function encodeWithLamejs(samples: Int16Array, sampleRate: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, BITRATE_KBPS);
  const parts: Buffer[] = [];
  // lamejs answers Int8Arrays (typed as Uint8Array): take their bytes as they are.
  const keep = (chunk: ArrayBufferView) =>
    parts.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  // lamejs wants blocks that are a multiple of 576 samples.
  const block = 1152 * 8;
  for (let start = 0; start < samples.length; start += block) {
    keep(encoder.encodeBuffer(samples.subarray(start, start + block)));
  }
  keep(encoder.flush());
  return Buffer.concat(parts);
}

/** Debian's LAME reading raw little-endian PCM from stdin, writing the MP3 to stdout. */
async function encodeWithLame(lame: string, samples: Int16Array, sampleRate: number) {
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const args = ['--quiet', '-r', '-s', String(sampleRate / 1000), '--bitwidth', '16'];
  args.push('--signed', '--little-endian', '-m', 'm', '-b', String(BITRATE_KBPS), '-', '-');
  return runCommand(lame, args, pcm, ENCODE_TIMEOUT_MS);
}

export type Mp3EncoderChoice = 'auto' | 'lame' | 'lamejs';

/** PCM to MP3 with `lame` when installed (or demanded), else lamejs. */
export async function encodeMp3(audio: PcmAudio, choice: Mp3EncoderChoice): Promise<Buffer> {
  const samples = mono(audio);
  const lame = choice === 'lamejs' ? null : await findExecutable('lame');
  if (choice === 'lame' && !lame) throw new Error('TTS_MP3_ENCODER=lame but lame is not on PATH');
  const mp3 = lame
    ? await encodeWithLame(lame, samples, audio.sampleRate)
    : encodeWithLamejs(samples, audio.sampleRate);
  if (!looksLikeMp3(mp3)) throw new Error('the MP3 encoder produced no MP3');
  return mp3;
}
