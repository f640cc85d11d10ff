import { randomUUID } from 'node:crypto';
import type { JobPhoto, PhotoReport, PhotoReportSharedData } from '@roofing/contracts';
import { countPdfPages } from '@roofing/documents/pdf/print-pdf';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { photoReportSections } from '../src/domain/job-photos/photo-reports.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps } from './support/billing.ts';
import { signedAs } from './support/callers.ts';

/** Job photos and photo inspection reports, through the quote service's HTTP API. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});
const { staff, job } = billingSteps(() => svc);
const portal = (estimateNumber: string) =>
  signedAs(svc, { kind: 'portal', estimateNumber, verified: true });

/** A phone's photo: 3200 × 2400, lying on its side (orientation 6), with GPS and a date. */
async function phonePhoto(shade = '#5b7083') {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="3200" height="2400">
      <rect width="3200" height="2400" fill="${shade}"/>
      ${Array.from({ length: 12 }, (_, i) => `<rect x="0" y="${i * 200}" width="3200" height="90" fill="#8a6a4f"/>`).join('')}
    </svg>`,
  );
  return sharp(stripes)
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Shorefront Test Phone', Model: 'Roof Cam 12' },
      IFD2: { DateTimeOriginal: '2026:09:29 14:05:31', OffsetTimeOriginal: '-04:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 17/1 2/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '81/1 23/1 40/1',
      },
    })
    .toBuffer();
}

/** A multipart body as a browser sends it: the fields first, then the file. */
function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) {
  const boundary = `----roofing${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  quoteId: number,
  data: Buffer,
  fields: Partial<Record<'category' | 'caption' | 'uploadKey', string>> = {},
  name = 'IMG_2041.jpg',
) {
  const form = multipart(
    {
      category: 'damage',
      caption: 'Lifted shingles on the south slope',
      uploadKey: randomUUID(),
      ...fields,
    },
    { name, type: 'image/jpeg', data },
  );
  return svc.app.inject({
    method: 'POST',
    url: `/api/job-photos/quote/${quoteId}`,
    headers: { ...staff(), ...form.headers },
    payload: form.payload,
  });
}

const REPORT = {
  title: 'Roof inspection after Hurricane Milton',
  roofSummary:
    'Architectural asphalt shingles, about 14 years old, 6/12 pitch, one layer over plywood decking.\nOverall: fair, with storm damage on the south and west slopes.',
  findings:
    'Wind lifted and creased shingles along the south slope ridge.\nExposed nail heads at the west rake.\nNo soft decking felt underfoot.',
  recommendations:
    'Replace the south and west slopes, matching the existing shingle.\nReseal all pipe boots before the next storm.',
  inspectedOn: '2026-10-12',
};

describe('job photos', () => {
  it('stores an upload upright, at most 2560 px, without EXIF or GPS, dated from its EXIF', async () => {
    const { id } = await job();
    const answer = await upload(id, await phonePhoto());
    expect(answer.statusCode).toBe(201);
    const photo = answer.json() as JobPhoto;
    expect(photo).toMatchObject({
      quoteId: id,
      category: 'damage',
      caption: 'Lifted shingles on the south slope',
      marks: [],
      width: 2560,
      height: 1920,
      contentType: 'image/jpeg',
      takenAt: '2026-09-29T18:05:31.000Z',
      uploadedBy: 'Shorefront Office',
    });
    const image = await svc.app.inject({ url: photo.imageUrl, headers: staff() });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      2560,
      1920,
      undefined,
      undefined,
    ]);
    expect(image.rawPayload.includes(Buffer.from('Shorefront Test Phone'))).toBe(false);
    const thumb = await svc.app.inject({ url: photo.thumbnailUrl, headers: staff() });
    const small = await sharp(thumb.rawPayload).metadata();
    expect([small.format, Math.max(small.width ?? 0, small.height ?? 0)]).toEqual(['webp', 400]);
    const added = await svc.waitForEvent<{ photoId: number }>(
      'quote.job-photo.added',
      (event) => event.data.photoId === photo.id,
    );
    expect(added.data).toMatchObject({ quoteId: id, category: 'damage' });
  });

  it('refuses what is not a photo, whatever its name, and a bad category', async () => {
    const { id } = await job();
    const text = await upload(
      id,
      Buffer.from('Shingle order: 32 bundles, ridge cap x4'),
      {},
      'photo.jpg',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields.file).toContain('not a photo');
    const category = await upload(id, await phonePhoto(), { category: 'gutters' });
    expect(category.statusCode).toBe(400);
    expect(category.json().error.fields.category).toBe('Choose a category');
  });

  it('keeps one photo when the same upload is retried, and lists the newest first', async () => {
    const { id } = await job();
    const uploadKey = randomUUID();
    const data = await phonePhoto('#40566b');
    const first = await upload(id, data, { uploadKey });
    const retried = await upload(id, data, { uploadKey });
    expect([first.statusCode, retried.statusCode]).toEqual([201, 200]);
    expect(retried.json().id).toBe(first.json().id);
    const later = await upload(id, await phonePhoto('#22313f'), { category: 'before' });
    const list = await svc.app.inject({ url: `/api/job-photos/quote/${id}`, headers: staff() });
    expect((list.json() as JobPhoto[]).map((photo) => photo.id)).toEqual([
      later.json().id,
      first.json().id,
    ]);
    const before = await svc.app.inject({
      url: `/api/job-photos/quote/${id}?category=before`,
      headers: staff(),
    });
    expect((before.json() as JobPhoto[]).map((photo) => photo.id)).toEqual([later.json().id]);
  });

  it('saves marks that are on the photo, refuses those off it, and soft-deletes', async () => {
    const { id } = await job();
    const photo = (await upload(id, await phonePhoto())).json() as JobPhoto;
    const patch = (payload: Record<string, unknown>) =>
      svc.app.inject({
        method: 'PATCH',
        url: `/api/job-photos/${photo.id}`,
        headers: staff(),
        payload,
      });
    const marks = [
      { type: 'arrow', x1: 0.2, y1: 0.2, x2: 0.45, y2: 0.4, color: 'red' },
      { type: 'circle', cx: 0.5, cy: 0.45, r: 0.08 },
      { type: 'note', x: 0.55, y: 0.3, text: 'Creased shingle' },
    ];
    const saved = await patch({ marks });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      caption: 'Lifted shingles on the south slope',
      marks: [{ type: 'arrow' }, { type: 'circle', color: 'red' }, { color: 'yellow' }],
    });
    const off = await patch({ marks: [{ type: 'circle', cx: 1.4, cy: 0.5, r: 0.1 }] });
    expect(off.statusCode).toBe(400);
    const cleared = await patch({ caption: '' });
    expect(cleared.json()).toMatchObject({ caption: null, marks: [{ type: 'arrow' }, {}, {}] });

    const deleted = await svc.app.inject({
      method: 'DELETE',
      url: `/api/job-photos/${photo.id}`,
      headers: staff(),
    });
    expect(deleted.statusCode).toBe(204);
    const list = await svc.app.inject({ url: `/api/job-photos/quote/${id}`, headers: staff() });
    expect(list.json()).toEqual([]);
    expect((await svc.app.inject({ url: photo.imageUrl, headers: staff() })).statusCode).toBe(404);
  });
});

describe('photo reports', () => {
  it('prints a report, shares it to the portal of its own customer only, and announces it', async () => {
    const { id, estimateNumber } = await job();
    const other = await job();
    const photos: JobPhoto[] = [];
    for (const shade of ['#5b7083', '#6b5b83', '#83705b']) {
      photos.push((await upload(id, await phonePhoto(shade))).json() as JobPhoto);
    }
    await svc.app.inject({
      method: 'PATCH',
      url: `/api/job-photos/${photos[0]?.id}`,
      headers: staff(),
      payload: { marks: [{ type: 'circle', cx: 0.5, cy: 0.5, r: 0.1 }] },
    });
    const strange = await upload(other.id, await phonePhoto());
    const refused = await svc.app.inject({
      method: 'POST',
      url: `/api/job-photos/quote/${id}/reports`,
      headers: staff(),
      payload: { ...REPORT, photoIds: [photos[0]?.id, strange.json().id] },
    });
    expect(refused.statusCode).toBe(400);

    const created = await svc.app.inject({
      method: 'POST',
      url: `/api/job-photos/quote/${id}/reports`,
      headers: staff(),
      payload: { ...REPORT, photoIds: photos.map((photo) => photo.id) },
    });
    expect(created.statusCode).toBe(201);
    const report = created.json() as PhotoReport;
    expect(report).toMatchObject({ title: REPORT.title, photoCount: 3, sharedAt: null });
    expect(report.pageCount).toBeGreaterThanOrEqual(3);
    const pdf = await svc.app.inject({
      url: `/api/job-photos/reports/${report.id}/pdf`,
      headers: staff(),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(countPdfPages(pdf.rawPayload)).toBe(report.pageCount);

    // Not in the portal before it is shared.
    const before = await svc.app.inject({
      url: '/api/job-photos/portal/reports',
      headers: portal(estimateNumber),
    });
    expect(before.json()).toEqual([]);

    // Shared twice at once (a double click): one share, one announcement, one e-mail.
    const share = () =>
      svc.app.inject({
        method: 'POST',
        url: `/api/job-photos/reports/${report.id}/share`,
        headers: staff(),
        payload: { note: 'Here are the photos from Monday; call us with any question.' },
      });
    const [shared, twice] = await Promise.all([share(), share()]);
    expect([shared.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(shared.json().sharedAt).not.toBeNull();
    expect(twice.json().sharedAt).toBe(shared.json().sharedAt);
    const announced = (candidate: { type: string; data: unknown }) =>
      candidate.type === 'quote.photo-report.shared' &&
      (candidate.data as PhotoReportSharedData).reportId === report.id;
    const event = await svc.waitForEvent<PhotoReportSharedData>(
      'quote.photo-report.shared',
      announced,
    );
    expect(event.data).toMatchObject({ estimateNumber, title: REPORT.title, photoCount: 3 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(svc.published.filter(announced)).toHaveLength(1);

    const listed = await svc.app.inject({
      url: '/api/job-photos/portal/reports',
      headers: portal(estimateNumber),
    });
    expect((listed.json() as PhotoReport[]).map((row) => row.id)).toEqual([report.id]);
    const mine = await svc.app.inject({
      url: `/api/job-photos/portal/reports/${report.id}/pdf`,
      headers: portal(estimateNumber),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const documents = await svc.app.inject({
      url: '/api/contracts/portal/documents',
      headers: portal(estimateNumber),
    });
    expect(documents.json()).toContainEqual(
      expect.objectContaining({
        kind: 'photo-report',
        url: `/api/job-photos/portal/reports/${report.id}/pdf`,
      }),
    );

    // Another customer's session sees neither the list entry nor the file.
    const theirs = await svc.app.inject({
      url: '/api/job-photos/portal/reports',
      headers: portal(other.estimateNumber),
    });
    expect(theirs.json()).toEqual([]);
    const stolen = await svc.app.inject({
      url: `/api/job-photos/portal/reports/${report.id}/pdf`,
      headers: portal(other.estimateNumber),
    });
    expect(stolen.statusCode).toBe(404);
    const unverified = await svc.app.inject({
      url: '/api/job-photos/portal/reports',
      headers: signedAs(svc, { kind: 'portal', estimateNumber, verified: false }),
    });
    expect(unverified.statusCode).toBe(401);

    // The body without its cover, for a claim packet.
    const sections = renderToStaticMarkup(await photoReportSections(svc.service.ctx, report.id));
    expect(sections).toContain('Findings');
    expect(sections).toContain('Photos 1–2 of 3');
    expect(sections).not.toContain('Prepared for');
  });
});
