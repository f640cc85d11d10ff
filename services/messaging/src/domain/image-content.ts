/**
 * Uploaded message images are judged by their bytes, never by their name or declared type, and
 * stored without the metadata a phone or camera writes into them (GPS position, device, owner,
 * editing history, embedded thumbnails of the unedited picture). Only JPEG, PNG, GIF and WebP
 * are images here; anything else, or one of those whose structure does not hold together, is not.
 */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export interface CleanImage {
  contentType: ImageContentType;
  data: Buffer;
}

/** The file's structure does not hold together: it is not an image we accept. */
class NotAnImage extends Error {}

const ascii = (bytes: Buffer, start: number, length: number) =>
  bytes.toString('latin1', start, start + length);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the bytes begin with (magic bytes), or null. */
export function detectImageType(bytes: Buffer): ImageContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return 'image/webp';
  return null;
}

/** The image without its metadata, or null when the bytes are not an image we accept. */
export function cleanImage(bytes: Buffer): CleanImage | null {
  const contentType = detectImageType(bytes);
  if (!contentType) return null;
  try {
    return { contentType, data: STRIPPERS[contentType](bytes) };
  } catch (error) {
    if (error instanceof NotAnImage || error instanceof RangeError) return null;
    throw error;
  }
}

const STRIPPERS: Record<ImageContentType, (bytes: Buffer) => Buffer> = {
  'image/jpeg': stripJpeg,
  'image/png': stripPng,
  'image/gif': stripGif,
  'image/webp': stripWebp,
};

function need(condition: boolean): asserts condition {
  if (!condition) throw new NotAnImage();
}

// JPEG ---------------------------------------------------------------------------------------

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const SOS = 0xda;

/**
 * Keeps what draws the picture and drops the rest: APP0 only as JFIF (not a JFXX thumbnail),
 * APP2 only as an ICC colour profile, APP14 only as Adobe's colour transform; every other
 * application segment (APP1 EXIF and XMP, APP13 Photoshop/IPTC, vendor segments) and every
 * comment goes. Whatever follows the end-of-image marker (a second picture, a trailer) goes too.
 */
function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker < 0xe0 || marker > 0xef) return true; // tables, frames, scans, restart interval
  if (marker === 0xe0) return ascii(payload, 0, 5) === 'JFIF\0';
  if (marker === 0xe2) return ascii(payload, 0, 12) === 'ICC_PROFILE\0';
  if (marker === 0xee) return ascii(payload, 0, 5) === 'Adobe';
  return false;
}

function stripJpeg(input: Buffer): Buffer {
  const kept: Buffer[] = [];
  let orientation = 1;
  let sawFrame = false;
  let sawScan = false;
  let pos = 2;
  for (;;) {
    need(pos < input.length && input[pos] === 0xff);
    while (input[pos] === 0xff) pos++; // fill bytes before a marker
    need(pos < input.length);
    const marker = input[pos++] as number;
    if (marker === 0xd9) break; // EOI
    need(marker !== 0x00 && marker !== 0xd8);
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      kept.push(Buffer.from([0xff, marker]));
      continue;
    }
    need(pos + 2 <= input.length);
    const length = input.readUInt16BE(pos);
    need(length >= 2 && pos + length <= input.length);
    const payload = input.subarray(pos + 2, pos + length);
    if (keepJpegSegment(marker, payload)) {
      kept.push(Buffer.from([0xff, marker]), input.subarray(pos, pos + length));
    } else if (marker === 0xe1 && ascii(payload, 0, 6) === 'Exif\0\0') {
      orientation = exifOrientation(payload.subarray(6)) ?? orientation;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      sawFrame = true;
    pos += length;
    if (marker === SOS) {
      sawScan = true;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF nor a restart.
      const start = pos;
      while (pos < input.length) {
        if (input[pos] === 0xff) {
          const next = input[pos + 1];
          if (next === undefined) break;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
            pos += 2;
            continue;
          }
          break;
        }
        pos++;
      }
      kept.push(input.subarray(start, pos));
      if (pos >= input.length - 1) break; // cut short after the scan: end it properly
    }
  }
  need(sawFrame && sawScan);
  // A camera's rotation lives in EXIF: keep it (and nothing else), or portraits lie on their side.
  const rotation = orientation === 1 ? [] : [orientationSegment(orientation)];
  const first = kept[0];
  const firstIsJfif = first?.[1] === 0xe0;
  const head = firstIsJfif ? kept.slice(0, 2) : [];
  const rest = firstIsJfif ? kept.slice(2) : kept;
  return Buffer.concat([SOI, ...head, ...rotation, ...rest, EOI]);
}

/** The Orientation tag (1–8) of IFD0 of an EXIF TIFF block, if it has a valid one. */
export function exifOrientation(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 EXIF segment holding only the Orientation tag. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // the value, left-justified in the 4-byte field
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

// PNG ----------------------------------------------------------------------------------------

/** Text, EXIF and modification-time chunks; everything else draws the picture. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(input: Buffer): Buffer {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  let first = true;
  let sawData = false;
  for (;;) {
    need(pos + 12 <= input.length);
    const length = input.readUInt32BE(pos);
    const type = ascii(input, pos + 4, 4);
    need(/^[A-Za-z]{4}$/.test(type) && pos + 12 + length <= input.length);
    need(!first || type === 'IHDR');
    first = false;
    if (type === 'IDAT') sawData = true;
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(input.subarray(pos, pos + 12 + length));
    pos += 12 + length;
    if (type === 'IEND') break;
  }
  need(sawData);
  return Buffer.concat(kept);
}

// GIF ----------------------------------------------------------------------------------------

/** Application extensions that make a GIF animate (loop count); other ones carry metadata. */
const GIF_KEPT_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** The end of the data sub-blocks starting at `pos` (after their zero-length terminator). */
function gifSubBlocksEnd(input: Buffer, pos: number): number {
  for (;;) {
    need(pos < input.length);
    const size = input[pos] as number;
    pos += 1 + size;
    if (size === 0) return pos;
  }
}

function gifColorTableSize(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

function stripGif(input: Buffer): Buffer {
  need(input.length >= 13);
  let pos = 13 + gifColorTableSize(input[10] as number);
  need(pos <= input.length);
  const kept: Buffer[] = [input.subarray(0, pos)];
  let sawImage = false;
  for (;;) {
    need(pos < input.length);
    const block = input[pos];
    if (block === 0x3b) break; // trailer
    if (block === 0x2c) {
      need(pos + 10 <= input.length);
      const start = pos;
      pos += 10 + gifColorTableSize(input[pos + 9] as number) + 1; // + LZW minimum code size
      pos = gifSubBlocksEnd(input, pos);
      kept.push(input.subarray(start, pos));
      sawImage = true;
      continue;
    }
    need(block === 0x21 && pos + 2 < input.length);
    const label = input[pos + 1];
    const end = gifSubBlocksEnd(input, pos + 2);
    const keep =
      label === 0xfe // comment
        ? false
        : label === 0xff // application extension: its identifier is the first sub-block
          ? input[pos + 2] === 11 && GIF_KEPT_APPLICATIONS.has(ascii(input, pos + 3, 11))
          : true; // graphic control, plain text
    if (keep) kept.push(input.subarray(pos, end));
    pos = end;
  }
  need(sawImage);
  kept.push(Buffer.from([0x3b]));
  return Buffer.concat(kept);
}

// WebP ---------------------------------------------------------------------------------------

const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(input: Buffer): Buffer {
  const riffEnd = 8 + input.readUInt32LE(4);
  need(riffEnd <= input.length);
  const kept: Buffer[] = [];
  let sawBitstream = false;
  let pos = 12;
  while (pos + 8 <= riffEnd) {
    const fourcc = ascii(input, pos, 4);
    const size = input.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size & 1);
    need(pos + 8 + size <= riffEnd);
    if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') sawBitstream = true;
    if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      const chunk = Buffer.from(input.subarray(pos, Math.min(end, riffEnd)));
      if (fourcc === 'VP8X') {
        need(size >= 10);
        chunk[8] = (chunk[8] as number) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      }
      kept.push(chunk);
    }
    pos = end;
  }
  need(sawBitstream);
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
