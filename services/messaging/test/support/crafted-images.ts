import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny real images built byte by byte, with the metadata a phone writes into photos, so tests
 * can check what the upload keeps and what it drops. Each one decodes in a browser.
 */

export const SECRET = {
  gps: 'GPS 30.2947N 81.3931W',
  camera: 'PhoneCam 12 Pro',
  author: 'Dana Whitfield',
  comment: 'front porch, gate code 4412',
  xmp: 'xmp-creator-dana',
  iptc: 'iptc-byline-dana',
} as const;

const latin1 = (text: string) => Buffer.from(text, 'latin1');

// PNG ----------------------------------------------------------------------------------------

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([latin1(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The 2×2 RGB picture every crafted PNG draws: red, green / blue, white. */
export const PNG_PIXELS = Buffer.from([
  0,
  255,
  0,
  0,
  0,
  255,
  0, //  filter 0, red, green
  0,
  0,
  0,
  255,
  255,
  255,
  255, // filter 0, blue, white
]);

/** A 2×2 PNG; with `metadata`, also tEXt, zTXt, iTXt (XMP), eXIf and tIME chunks. */
export function craftPng({ metadata = true } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const time = Buffer.from([0x07, 0xea, 6, 1, 12, 0, 0]);
  const exif = Buffer.concat([latin1('MM\0*\0\0\0\x08\0\0\0\0\0\0'), latin1(SECRET.gps)]);
  return Buffer.concat([
    latin1('\x89PNG\r\n\x1a\n'),
    pngChunk('IHDR', header),
    ...(metadata
      ? [
          pngChunk('tEXt', latin1(`Author\0${SECRET.author}`)),
          pngChunk('zTXt', Buffer.concat([latin1('Comment\0\0'), deflateSync(SECRET.comment)])),
          pngChunk('iTXt', latin1(`XML:com.adobe.xmp\0\0\0\0\0<x>${SECRET.xmp}</x>`)),
          pngChunk('eXIf', exif),
          pngChunk('tIME', time),
        ]
      : []),
    pngChunk('IDAT', deflateSync(PNG_PIXELS)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A side×side RGB PNG of random noise: deflate cannot shrink it, so it is about 3×side² bytes. */
export function craftNoisePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: side }, () =>
    Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]),
  );
  return Buffer.concat([
    latin1('\x89PNG\r\n\x1a\n'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// JPEG ---------------------------------------------------------------------------------------

function segment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** An EXIF block (big-endian TIFF) with Orientation, Make, and a GPS-looking string. */
export function exifPayload(orientation: number): Buffer {
  const make = latin1(`${SECRET.camera}\0`);
  const gps = latin1(`${SECRET.gps}\0`);
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(3, 8);
  const dataStart = tiff.length;
  const entries: Array<[number, number, number, number]> = [
    [0x010f, 2, make.length, dataStart], // Make (ASCII, stored after the IFD)
    [0x0112, 3, 1, orientation << 16], // Orientation (SHORT, left-justified)
    [0x8825, 2, gps.length, dataStart + make.length], // stands in for the GPS IFD
  ];
  entries.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value >>> 0, at + 8);
  });
  return Buffer.concat([latin1('Exif\0\0'), tiff, make, gps]);
}

/**
 * An 8×8 grey baseline JPEG (one DC-only block: one Huffman code each for "no difference" and
 * "end of block"); with `metadata`, also EXIF (orientation 6), XMP, Photoshop/IPTC, a comment,
 * a JFXX thumbnail segment and bytes after the end-of-image marker.
 */
export function craftJpeg({ metadata = true, orientation = 6 } = {}): Buffer {
  const jfif = segment(0xe0, Buffer.from([...latin1('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const quantisation = segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const frame = segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]));
  const oneCode = (tableClass: number) =>
    segment(0xc4, Buffer.from([tableClass, 1, ...Array(15).fill(0), 0]));
  const scan = segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));
  const entropy = Buffer.from([0x3f]); // DC "0" + EOB "0", padded with ones
  const metadataSegments = metadata
    ? [
        segment(0xe1, exifPayload(orientation)),
        segment(0xe1, latin1(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SECRET.xmp}</x:xmpmeta>`)),
        segment(0xed, latin1(`Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x20${SECRET.iptc}`)),
        segment(0xe0, latin1('JFXX\0\x13thumbnail')),
        segment(0xfe, latin1(SECRET.comment)),
      ]
    : [];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jfif,
    ...metadataSegments,
    quantisation,
    frame,
    oneCode(0x00),
    oneCode(0x10),
    scan,
    entropy,
    Buffer.from([0xff, 0xd9]),
    ...(metadata ? [latin1(`trailer ${SECRET.author}`)] : []),
  ]);
}

// GIF ----------------------------------------------------------------------------------------

/** A 1×1 GIF with a loop (NETSCAPE2.0) extension; with `metadata`, a comment and XMP too. */
export function craftGif({ metadata = true } = {}): Buffer {
  const subBlocks = (data: Buffer) =>
    Buffer.concat([Buffer.from([data.length]), data, Buffer.from([0])]);
  return Buffer.concat([
    latin1('GIF89a'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1×1, global colour table of 2
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 11]),
    latin1('NETSCAPE2.0'),
    Buffer.from([3, 1, 0, 0, 0]),
    ...(metadata
      ? [
          Buffer.from([0x21, 0xfe]),
          subBlocks(latin1(SECRET.comment)),
          Buffer.from([0x21, 0xff, 11]),
          latin1('XMP DataXMP'),
          subBlocks(latin1(`<x>${SECRET.xmp}</x>`)),
        ]
      : []),
    Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]), // graphic control
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // image descriptor 1×1
    Buffer.from([2, 2, 0x44, 0x01, 0]), // LZW minimum code size 2, one data block
    Buffer.from([0x3b]),
  ]);
}

// WebP ---------------------------------------------------------------------------------------

/** A 1×1 lossless WebP bitstream (the one browsers' feature tests use). */
const VP8L_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64').subarray(
  12,
);

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** A 1×1 extended WebP; with `metadata`, EXIF and XMP chunks flagged in its VP8X header. */
export function craftWebp({ metadata = true } = {}): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = metadata ? 0x08 | 0x04 : 0; // EXIF and XMP present
  const chunks = Buffer.concat([
    riffChunk('VP8X', vp8x),
    VP8L_1X1,
    ...(metadata
      ? [
          riffChunk('EXIF', exifPayload(1).subarray(6)),
          riffChunk('XMP ', latin1(`<x>${SECRET.xmp}</x>`)),
        ]
      : []),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + chunks.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, chunks]);
}

/** Every secret string found in `bytes` (an empty list for a clean image). */
export function secretsIn(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  return Object.values(SECRET).filter((secret) => text.includes(secret));
}
