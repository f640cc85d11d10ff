import { crc32, deflateSync } from 'node:zlib';
import type { SitePhoto, SitePhotos } from '@roofing/contracts';
import { IDENTITY_HEADER, signIdentity } from '@roofing/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

/** A PNG whose header declares `width` × `height` grey pixels, with next to no pixel data. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

/** A real photo: a gradient `width` px wide, with EXIF (a GPS-like comment) that must not survive. */
const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .withExif({ IFD0: { ImageDescription: 'GPS 30.2882 -81.3931' } })
    .toFormat(format)
    .toBuffer();

function upload(files: Record<string, Buffer>, fields: Record<string, string>, as = OFFICE) {
  const boundary = '----photos';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...Object.entries(files).map(([name, data]) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]),
    ),
  ];
  return svc.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(as ? { [IDENTITY_HEADER]: signIdentity(as, svc.runtime.identitySecret) } : {}),
    },
  });
}
const captions = {
  title: 'Standing-seam metal re-roof',
  location: 'Ponte Vedra Beach, FL',
  year: '2026',
  altText: 'Light-grey standing-seam metal roof on a two-storey beach house',
};
const site = async () => (await svc.app.inject({ url: '/api/media/site' })).json() as SitePhotos;

describe('the site photos', () => {
  it('shows nothing on the public pages until staff choose photos', async () => {
    expect(await site()).toEqual({ gallery: [], hero: [] });
  });

  it('resizes an upload into WebP widths and a JPEG, without its metadata, served for a year', async () => {
    const answer = await upload(
      { photo: await photo(2400, 1600) },
      { ...captions, inGallery: 'true' },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = answer.json() as SitePhoto;
    expect(stored).toMatchObject({
      ...captions,
      year: 2026,
      inGallery: true,
      inHero: false,
      before: null,
    });
    expect(stored.image).toMatchObject({ width: 1600, height: 1067 });
    const widths = stored.image.srcset.split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['480w', '960w', '1600w']);

    const small = await svc.app.inject({ url: stored.image.srcset.split(' ')[0] as string });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
    const jpeg = await svc.app.inject({ url: stored.image.src });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(jpeg.rawPayload).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();

    expect((await site()).gallery.map((p) => p.title)).toEqual([captions.title]);
    expect((await site()).hero).toEqual([]);
  });

  it('keeps a before/after pair, never enlarges a smaller photo, and refuses what is not a photo', async () => {
    const pair = await upload(
      { photo: await photo(1200, 800, 'png'), before: await photo(1000, 750) },
      { ...captions, title: 'Storm repair, before and after', inHero: 'true' },
    );
    expect(pair.statusCode, pair.body).toBe(201);
    const stored = pair.json() as SitePhoto;
    expect(stored.image.width).toBe(1200);
    expect(stored.image.srcset).toMatch(/ 480w, .+ 960w, .+ 1200w$/);
    expect(stored.before).toMatchObject({ width: 1000, height: 750 });
    expect((await site()).hero.map((p) => p.title)).toEqual(['Storm repair, before and after']);

    const tiny = await upload({ photo: await photo(300, 200) }, captions);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().error.fields).toEqual({ photo: 'At least 480 px wide' });
    const text = await upload({ photo: Buffer.from('<svg onload=alert(1)>') }, captions);
    expect(text.statusCode).toBe(415);
    // 68 bytes that claim 10,000 × 10,000 pixels: refused from the header, never decoded.
    const bomb = await upload({ photo: pixelBomb(10_000, 10_000) }, captions);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error.fields).toEqual({ photo: 'At most 50 megapixels' });
    const missing = await upload({ photo: await photo(800, 600) }, { title: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(
      expect.arrayContaining(['location', 'year', 'altText']),
    );
    const noFile = await upload({}, captions);
    expect(noFile.json().error.fields).toEqual({ photo: 'Choose a photo' });
  });

  it('lets staff choose, reorder and remove, and refuses callers without a staff session', async () => {
    const photos = (await callAs(svc, OFFICE, 'GET', '/api/media')).json() as SitePhoto[];
    expect(photos.map((p) => p.position)).toEqual([1, 2]);
    const [first, second] = photos as [SitePhoto, SitePhoto];
    const moved = await callAs(svc, OFFICE, 'PATCH', `/api/media/${second.id}`, {
      position: 0,
      inGallery: true,
    });
    expect(moved.json()).toMatchObject({ position: 0, inGallery: true, inHero: true });
    expect((await site()).gallery.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await callAs(svc, OFFICE, 'PATCH', `/api/media/${first.id}`, {})).statusCode).toBe(400);
    expect(
      (await callAs(svc, OFFICE, 'PATCH', '/api/media/9999', { inHero: true })).statusCode,
    ).toBe(404);

    expect((await callAs(svc, null, 'GET', '/api/media')).statusCode).toBe(401);
    expect((await callAs(svc, null, 'DELETE', `/api/media/${first.id}`)).statusCode).toBe(401);
    expect(
      (await upload({ photo: await photo(800, 600) }, captions, null as never)).statusCode,
    ).toBe(401);

    const removed = await callAs(svc, OFFICE, 'DELETE', `/api/media/${first.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await svc.app.inject({ url: first.image.src })).statusCode).toBe(404);
    expect((await site()).gallery.map((p) => p.id)).toEqual([second.id]);
    expect((await svc.app.inject({ url: '/api/media/images/nope.png' })).statusCode).toBe(400);
  });

  it('keeps the Spanish captions given on upload and by PATCH, and shows them to staff and the site', async () => {
    const spanish = {
      titleEs: 'Techo de metal en Neptune Beach',
      altTextEs: 'Techo gris de metal con junta alzada en una casa de playa',
      descriptionEs: 'Tejas gastadas reemplazadas por metal de calibre 24.',
    };
    const answer = await upload(
      { photo: await photo(800, 600) },
      {
        ...captions,
        title: 'Metal roof in Neptune Beach',
        location: 'Neptune Beach, FL',
        ...spanish,
        inGallery: 'true',
      },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = answer.json() as SitePhoto;
    expect(stored).toMatchObject({ title: 'Metal roof in Neptune Beach', ...spanish });
    const staffList = async () =>
      ((await callAs(svc, OFFICE, 'GET', '/api/media')).json() as SitePhoto[]).find(
        (p) => p.id === stored.id,
      );
    const onSite = async () => (await site()).gallery.find((p) => p.id === stored.id);
    expect(await staffList()).toMatchObject(spanish);
    expect(await onSite()).toMatchObject({ title: 'Metal roof in Neptune Beach', ...spanish });
    // A photo uploaded without them has none: the Spanish site shows its English captions.
    const [english] = (await site()).gallery;
    expect(english).toMatchObject({ titleEs: null, altTextEs: null, descriptionEs: null });

    // PATCH changes one, clears one (empty means none), and leaves the one not sent alone.
    const changed = await callAs(svc, OFFICE, 'PATCH', `/api/media/${stored.id}`, {
      titleEs: '  Techo de metal con junta alzada en Neptune Beach ',
      descriptionEs: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = {
      titleEs: 'Techo de metal con junta alzada en Neptune Beach',
      altTextEs: spanish.altTextEs,
      descriptionEs: null,
    };
    expect(changed.json()).toMatchObject(after);
    expect(await staffList()).toMatchObject(after);
    expect(await onSite()).toMatchObject(after);
    await callAs(svc, OFFICE, 'PATCH', `/api/media/${stored.id}`, { position: 9 });
    expect(await onSite()).toMatchObject(after);

    // Checked as the English ones are, with the field named.
    const tooLong = await upload(
      { photo: await photo(800, 600) },
      { ...captions, titleEs: 'Techo '.repeat(25) },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({
      titleEs: 'Title (Spanish) must be at most 120 characters',
    });
    const patchTooLong = await callAs(svc, OFFICE, 'PATCH', `/api/media/${stored.id}`, {
      titleEs: 'Techo '.repeat(25),
    });
    expect(patchTooLong.statusCode).toBe(400);
    expect(patchTooLong.json().error.fields).toEqual({
      titleEs: 'Title (Spanish) must be at most 120 characters',
    });
    const hidden = await callAs(svc, OFFICE, 'PATCH', `/api/media/${stored.id}`, {
      altTextEs: 'Techo\u200b de metal',
    });
    expect(hidden.json().error.fields).toEqual({
      altTextEs: expect.stringMatching(/^Alt text \(Spanish\) contains invisible characters/),
    });
    expect((await staffList())?.titleEs).toBe(after.titleEs);
  });
});
