import { randomBytes } from 'node:crypto';
import { messagingService } from '@roofing/messaging';
import type { Identity } from '@roofing/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import {
  headersFor,
  knownEstimate,
  portal,
  postedEventOf,
  postMessage,
  STAFF,
} from './support/conversation.ts';
import {
  craftJpeg,
  craftNoisePng,
  craftPng,
  craftWebp,
  SECRET,
  secretsIn,
} from './support/crafted-images.ts';

/** Message images: real uploads judged by content, stored without metadata, served scoped. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(messagingService);
});
afterAll(async () => {
  await svc?.close();
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, built by hand so every byte is the test's choice. */
function multipart(parts: Part[]) {
  const boundary = `----roofing${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(identity: Identity | null, parts: Part[]) {
  const body = multipart(parts);
  return svc.app.inject({
    method: 'POST',
    url: '/api/project-messages/images',
    headers: { ...body.headers, ...headersFor(svc, identity) },
    payload: body.payload,
  });
}

const file = (value: Buffer, filename: string, contentType: string): Part => ({
  name: 'file',
  value,
  filename,
  contentType,
});

const fetchImage = (imageUrl: string, identity: Identity | null) =>
  svc.app.inject({ url: imageUrl, headers: headersFor(svc, identity) });

describe('POST /api/project-messages/images', () => {
  it('stores a PNG without its text, EXIF and time chunks, and serves it to that estimate', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const original = craftPng();
    expect(secretsIn(original).length).toBeGreaterThan(0);
    const response = await upload(portal(estimateNumber), [
      file(original, 'roof.png', 'image/png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/api\/project-messages\/images\/[0-9a-f-]{36}$/);

    const served = await fetchImage(imageUrl, portal(estimateNumber));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    // Re-encoded: the same pixels, none of the original's other chunks.
    const [stored, clean] = await Promise.all(
      [served.rawPayload, craftPng({ metadata: false })].map((bytes) =>
        sharp(bytes).raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    expect(stored?.data).toEqual(clean?.data);
    expect(stored?.info.width).toBe(clean?.info.width);
    expect(secretsIn(served.rawPayload)).toEqual([]);
    expect((await fetchImage(imageUrl, STAFF)).statusCode).toBe(200);
  });

  it('stores a JPEG without EXIF, XMP, IPTC or comments, turned upright', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const original = craftJpeg({ orientation: 6 });
    expect(secretsIn(original)).toContain(SECRET.gps);
    // The declared type and the name do not matter: the bytes do.
    const response = await upload(portal(estimateNumber), [
      file(original, 'IMG_2041.HEIC', 'application/octet-stream'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const served = await fetchImage(response.json().imageUrl, portal(estimateNumber));
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = served.rawPayload;
    expect(secretsIn(stored)).toEqual([]);
    // Re-encoded with its rotation applied to the pixels: no EXIF block is left at all.
    expect(stored.indexOf(Buffer.from('Exif\0\0', 'latin1'))).toBe(-1);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('answers 415 "Please select an image file." to a text file named .png', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const response = await upload(portal(estimateNumber), [
      file(Buffer.from('shopping list: nails, flashing, sealant\n'), 'photo.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please select an image file.',
    });
    const svg = await upload(portal(estimateNumber), [
      file(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.png',
        'image/svg+xml',
      ),
    ]);
    expect(svg.statusCode).toBe(415);
  });

  it('answers 413 to a file over 10 MB, and takes one well over the 100 KiB JSON limit', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const huge = Buffer.concat([craftPng(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(portal(estimateNumber), [file(huge, 'huge.png', 'image/png')]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    // A real 512×512 PNG of noise: about 770 KiB, far over the 100 KiB JSON body limit.
    const big = craftNoisePng(512);
    expect(big.length).toBeGreaterThan(700 * 1024);
    const accepted = await upload(portal(estimateNumber), [file(big, 'noise.png', 'image/png')]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const served = await fetchImage(accepted.json().imageUrl, STAFF);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });

  it('refuses callers without a session (401), other estimates (403), staff without the token (403)', async () => {
    const mine = await knownEstimate(svc);
    const theirs = await knownEstimate(svc);
    const png = file(craftPng(), 'roof.png', 'image/png');
    expect((await upload(null, [png])).statusCode).toBe(401);
    const intrusion = await upload(portal(mine.estimateNumber), [
      { name: 'estimateNumber', value: theirs.estimateNumber },
      png,
    ]);
    expect(intrusion.statusCode).toBe(403);
    expect((await upload({ ...STAFF, csrf: false }, [png])).statusCode).toBe(403);
    // Staff name the estimate the image is for.
    expect((await upload(STAFF, [png])).statusCode).toBe(400);
    const staffUpload = await upload(STAFF, [
      png,
      { name: 'estimateNumber', value: theirs.estimateNumber.toLowerCase() },
    ]);
    expect(staffUpload.statusCode, staffUpload.body).toBe(201);
    const { imageUrl } = staffUpload.json();
    expect((await fetchImage(imageUrl, portal(theirs.estimateNumber))).statusCode).toBe(200);
    expect((await fetchImage(imageUrl, portal(mine.estimateNumber))).statusCode).toBe(403);
    expect((await fetchImage(imageUrl, null)).statusCode).toBe(401);
    expect(
      (await fetchImage('/api/project-messages/images/0b7e5c1e-2f1a-4c3b-9d8e-7f6a5b4c3d2e', STAFF))
        .statusCode,
    ).toBe(404);
    expect((await upload(portal(mine.estimateNumber), [])).statusCode).toBe(400);
    const two = await upload(portal(mine.estimateNumber), [
      png,
      file(craftWebp(), 'b.webp', 'image/webp'),
    ]);
    expect(two.statusCode).toBe(400);
    const json = await svc.app.inject({
      method: 'POST',
      url: '/api/project-messages/images',
      headers: headersFor(svc, portal(mine.estimateNumber)),
      payload: { file: 'iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/project-messages/images/:id/thumbnail', () => {
  it('serves a small upright WebP of the picture to those who may see the image', async () => {
    const mine = await knownEstimate(svc);
    const theirs = await knownEstimate(svc);
    const uploaded = await upload(portal(mine.estimateNumber), [
      file(craftNoisePng(512), 'noise.png', 'image/png'),
    ]);
    const thumbnailUrl = `${uploaded.json().imageUrl}/thumbnail`;
    const served = await fetchImage(thumbnailUrl, portal(mine.estimateNumber));
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      320,
      320,
      undefined,
    ]);
    expect((await fetchImage(thumbnailUrl, STAFF)).statusCode).toBe(200);
    expect((await fetchImage(thumbnailUrl, portal(theirs.estimateNumber))).statusCode).toBe(403);
    expect((await fetchImage(thumbnailUrl, null)).statusCode).toBe(401);
  });
});

describe('image messages', () => {
  it("attach an image of the same estimate, and refuse another estimate's image", async () => {
    const mine = await knownEstimate(svc);
    const theirs = await knownEstimate(svc);
    const png = file(craftWebp(), 'porch.webp', 'image/webp');
    const { imageUrl } = (await upload(portal(mine.estimateNumber), [png])).json();
    const message = await postMessage(svc, portal(mine.estimateNumber), {
      estimateNumber: mine.estimateNumber,
      messageContent: 'Here is the leak',
      imageUrl,
    });
    expect(message.statusCode, message.body).toBe(201);
    expect(message.json()).toMatchObject({ messageType: 'image', imageUrl });
    const event = await postedEventOf(svc, message.json());
    expect(event.data.hasImage).toBe(true);

    const borrowed = await postMessage(svc, portal(theirs.estimateNumber), {
      estimateNumber: theirs.estimateNumber,
      messageContent: 'Look at this',
      imageUrl,
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error.fields).toHaveProperty('imageUrl');
  });
});
