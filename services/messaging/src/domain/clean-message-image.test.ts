import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  craftGif,
  craftJpeg,
  craftNoisePng,
  craftPng,
  craftWebp,
  SECRET,
  secretsIn,
} from '../../test/support/crafted-images.ts';
import {
  type CleanImage,
  cleanMessageImage,
  MESSAGE_IMAGE_MAX_DIMENSION,
  MESSAGE_THUMBNAIL_MAX_DIMENSION,
  messageImageThumbnail,
} from './clean-message-image.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** The decoded pixels of an image, so two encodings of one picture compare equal. */
const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer({ resolveWithObject: true });

describe('cleanMessageImage', () => {
  it('knows the four formats by their bytes, and nothing else is an image', async () => {
    expect((await cleanMessageImage(craftJpeg()))?.contentType).toBe('image/jpeg');
    expect((await cleanMessageImage(craftPng()))?.contentType).toBe('image/png');
    expect((await cleanMessageImage(craftGif()))?.contentType).toBe('image/gif');
    expect((await cleanMessageImage(craftWebp()))?.contentType).toBe('image/webp');
    expect(await cleanMessageImage(latin1('just some notes, saved as photo.png'))).toBeNull();
    expect(await cleanMessageImage(latin1('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await cleanMessageImage(Buffer.alloc(0))).toBeNull();
  });

  it('keeps a PNG picture and drops its text, EXIF and time chunks', async () => {
    const original = craftPng();
    expect(secretsIn(original).length).toBeGreaterThan(0);
    const clean = (await cleanMessageImage(original))?.data as Buffer;
    expect(secretsIn(clean)).toEqual([]);
    const [stored, expected] = await Promise.all(
      [clean, craftPng({ metadata: false })].map(pixels),
    );
    expect(stored?.data).toEqual(expected?.data);
  });

  it('turns a JPEG upright and drops EXIF, XMP, IPTC, comments and trailers', async () => {
    const original = craftJpeg({ orientation: 6 });
    expect(secretsIn(original)).toEqual(expect.arrayContaining([SECRET.gps, SECRET.camera]));
    const clean = (await cleanMessageImage(original))?.data as Buffer;
    expect(secretsIn(clean)).toEqual([]);
    const meta = await sharp(clean).metadata();
    expect([meta.format, meta.exif, meta.orientation]).toEqual(['jpeg', undefined, undefined]);
    expect(clean.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('drops the comment and XMP of a GIF, and keeps an animation its frames and loop', async () => {
    const clean = (await cleanMessageImage(craftGif()))?.data as Buffer;
    expect(secretsIn(clean)).toEqual([]);
    const frame = (background: string) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background } })
        .png()
        .toBuffer();
    const animation = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif({ loop: 3 })
      .toBuffer();
    const meta = await sharp((await cleanMessageImage(animation))?.data).metadata();
    expect([meta.format, meta.pages, meta.loop]).toEqual(['gif', 2, 3]);
  });

  it('drops the EXIF and XMP chunks of a WebP', async () => {
    const clean = (await cleanMessageImage(craftWebp()))?.data as Buffer;
    expect(secretsIn(clean)).toEqual([]);
    const meta = await sharp(clean).metadata();
    expect([meta.format, meta.exif, meta.xmp]).toEqual(['webp', undefined, undefined]);
  });

  it('scales a large picture down to the bound and never up', async () => {
    const large = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const meta = await sharp((await cleanMessageImage(large))?.data).metadata();
    expect([meta.width, meta.height]).toEqual([MESSAGE_IMAGE_MAX_DIMENSION, 1280]);
    const small = await sharp((await cleanMessageImage(craftNoisePng(64)))?.data).metadata();
    expect([small.width, small.height]).toEqual([64, 64]);
  });

  it('makes a thumbnail: upright, within the bound, the first frame, as WebP', async () => {
    const clean = await cleanMessageImage(craftNoisePng(512));
    const meta = await sharp(await messageImageThumbnail(clean as CleanImage)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      MESSAGE_THUMBNAIL_MAX_DIMENSION,
      MESSAGE_THUMBNAIL_MAX_DIMENSION,
    ]);
    const upright = await cleanMessageImage(craftJpeg({ orientation: 6 }));
    const small = await sharp(await messageImageThumbnail(upright as CleanImage)).metadata();
    expect([small.width, small.pages ?? 1, small.exif]).toEqual([8, 1, undefined]);
  });

  it('refuses files that only start like an image', async () => {
    const png = craftPng();
    const jpeg = craftJpeg();
    expect(await cleanMessageImage(png.subarray(0, 40))).toBeNull(); // cut short
    const notChunks = Buffer.concat([png.subarray(0, 8), latin1('not chunks at all')]);
    expect(await cleanMessageImage(notChunks)).toBeNull();
    expect(await cleanMessageImage(jpeg.subarray(0, 30))).toBeNull();
    const jpegHello = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), latin1('hello')]);
    expect(await cleanMessageImage(jpegHello)).toBeNull();
    expect(await cleanMessageImage(craftGif().subarray(0, 20))).toBeNull();
    expect(await cleanMessageImage(latin1('RIFF\x04\0\0\0WEBP'))).toBeNull();
  });
});
