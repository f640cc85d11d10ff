import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  craftGif,
  craftJpeg,
  craftPng,
  craftWebp,
  PNG_PIXELS,
  SECRET,
  secretsIn,
} from '../../test/support/crafted-images.ts';
import { cleanImage, detectImageType, exifOrientation } from './image-content.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function pngChunks(png: Buffer) {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let pos = 8; pos < png.length; ) {
    const length = png.readUInt32BE(pos);
    chunks.push({
      type: png.toString('latin1', pos + 4, pos + 8),
      data: png.subarray(pos + 8, pos + 8 + length),
    });
    pos += 12 + length;
  }
  return chunks;
}

function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  for (let pos = 2; pos < jpeg.length; ) {
    const marker = jpeg[pos + 1] as number;
    markers.push(marker);
    if (marker === 0xd9) break;
    pos += 2 + jpeg.readUInt16BE(pos + 2);
    if (marker === 0xda) while (!(jpeg[pos] === 0xff && jpeg[pos + 1] !== 0)) pos++;
  }
  return markers;
}

describe('detectImageType', () => {
  it('knows the four formats by their first bytes, whatever the file is called', () => {
    expect(detectImageType(craftJpeg())).toBe('image/jpeg');
    expect(detectImageType(craftPng())).toBe('image/png');
    expect(detectImageType(craftGif())).toBe('image/gif');
    expect(detectImageType(craftWebp())).toBe('image/webp');
    expect(detectImageType(latin1('just some notes, saved as photo.png'))).toBeNull();
    expect(detectImageType(latin1('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('cleanImage', () => {
  it('keeps a PNG picture and drops its text, EXIF and time chunks', () => {
    const original = craftPng();
    expect(secretsIn(original).length).toBeGreaterThan(0);
    const clean = cleanImage(original);
    expect(clean?.contentType).toBe('image/png');
    const chunks = pngChunks(clean?.data as Buffer);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(chunks[1]?.data as Buffer)).toEqual(PNG_PIXELS);
    expect(secretsIn(clean?.data as Buffer)).toEqual([]);
    // A clean PNG comes back byte for byte.
    expect(cleanImage(craftPng({ metadata: false }))?.data).toEqual(craftPng({ metadata: false }));
  });

  it('keeps a JPEG picture and its rotation, and drops EXIF, XMP, IPTC, comments and trailers', () => {
    const original = craftJpeg({ orientation: 6 });
    expect(secretsIn(original)).toEqual(expect.arrayContaining([SECRET.gps, SECRET.camera]));
    const clean = cleanImage(original)?.data as Buffer;
    expect(secretsIn(clean)).toEqual([]);
    // SOI, JFIF, the rotation alone, then exactly the drawing segments of the original.
    expect(jpegMarkers(clean)).toEqual([0xe0, 0xe1, 0xdb, 0xc0, 0xc4, 0xc4, 0xda, 0xd9]);
    const exif = clean.indexOf(latin1('Exif\0\0'));
    expect(exifOrientation(clean.subarray(exif + 6))).toBe(6);
    expect(clean.subarray(-3)).toEqual(Buffer.from([0x3f, 0xff, 0xd9]));
    // Without a rotation to keep, no EXIF at all; an untouched JPEG comes back byte for byte.
    const upright = cleanImage(craftJpeg({ orientation: 1 }))?.data as Buffer;
    expect(upright.includes(latin1('Exif'))).toBe(false);
    expect(upright).toEqual(craftJpeg({ metadata: false }));
  });

  it('keeps a GIF animation loop and drops its comment and XMP', () => {
    const clean = cleanImage(craftGif())?.data as Buffer;
    expect(secretsIn(clean)).toEqual([]);
    expect(clean.includes(latin1('NETSCAPE2.0'))).toBe(true);
    expect(clean).toEqual(craftGif({ metadata: false }));
  });

  it('drops the EXIF and XMP chunks of a WebP and their flags', () => {
    const clean = cleanImage(craftWebp())?.data as Buffer;
    expect(secretsIn(clean)).toEqual([]);
    expect(clean).toEqual(craftWebp({ metadata: false }));
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
  });

  it('refuses files that only start like an image', () => {
    const png = craftPng();
    const jpeg = craftJpeg();
    expect(cleanImage(png.subarray(0, 40))).toBeNull(); // cut short
    expect(cleanImage(Buffer.concat([png.subarray(0, 8), latin1('not chunks at all')]))).toBeNull();
    expect(cleanImage(jpeg.subarray(0, 30))).toBeNull();
    expect(
      cleanImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), latin1('hello')])),
    ).toBeNull();
    expect(cleanImage(craftGif().subarray(0, 20))).toBeNull();
    expect(cleanImage(latin1('RIFF\x04\0\0\0WEBP'))).toBeNull();
  });
});
