import type { Incident } from '@roofing/contracts';
import { IDENTITY_HEADER, signIdentity } from '@roofing/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

/**
 * Staff uploads (incident photos here; the document library and site photos go through the same
 * quota) within the daily quotas per client address and site-wide, through the service's HTTP API
 * from the client address the test chooses; stored photos re-encoded within 2560 px.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService, {
    UPLOAD_STAFF_FILES_PER_DAY: '2',
    UPLOAD_SITE_FILES_PER_DAY: '3',
  });
});
afterAll(async () => {
  await svc?.close();
});

const incident = async () =>
  (
    await callAs(svc, OFFICE, 'POST', '/api/safety/incidents', {
      // A day already over in Eastern time, whatever the hour in UTC (a future day is refused).
      incidentDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
      incidentTime: '10:15',
      location: '77 Ocean Blvd, Atlantic Beach, FL 32233',
      employeeName: 'Luis Ortega',
      incidentType: 'Struck By',
      severity: 'minor',
      description: 'A hammer slid off the roof and grazed a helper at the eave.',
      reportedBy: 'Marcus Delgado',
      correctiveActions: ['Tool lanyards on steep roofs'],
    })
  ).json() as Incident;

const photo = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
    .toBuffer();

async function addPhoto(from: string, id: number, data: Buffer) {
  const boundary = '----quotasafety';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="eave.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return svc.app.inject({
    method: 'POST',
    url: `/api/safety/incidents/${id}/photos`,
    remoteAddress: from,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [IDENTITY_HEADER]: signIdentity(OFFICE, svc.runtime.identitySecret),
    },
  });
}

describe('staff upload quotas', () => {
  it('caps one address (429), then the site (507), and re-encodes what it stores', async () => {
    const { id } = await incident();
    const big = await addPhoto('192.0.2.10', id, await photo(4000, 3000));
    expect(big.statusCode, big.body).toBe(201);
    const stored = (big.json() as Incident).photos[0];
    const image = await callAs(svc, OFFICE, 'GET', stored?.url as string);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([2560, 1920, undefined]);

    expect((await addPhoto('192.0.2.10', id, await photo())).statusCode).toBe(201);
    const refused = await addPhoto('192.0.2.10', id, await photo());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');

    expect((await addPhoto('192.0.2.11', id, await photo())).statusCode).toBe(201);
    const full = await addPhoto('192.0.2.12', id, await photo());
    expect(full.statusCode).toBe(507);
    expect(full.json().error.code).toBe('INSUFFICIENT_STORAGE');
    // Nothing refused was stored.
    const after = (
      await callAs(svc, OFFICE, 'GET', `/api/safety/incidents/${id}`)
    ).json() as Incident;
    expect(after.photos).toHaveLength(3);
  });
});
