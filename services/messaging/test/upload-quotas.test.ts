import { randomBytes } from 'node:crypto';
import { messagingService } from '@roofing/messaging';
import type { Identity } from '@roofing/platform';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { headersFor, knownEstimate, portal, STAFF } from './support/conversation.ts';
import { craftNoisePng, SECRET, secretsIn } from './support/crafted-images.ts';

/**
 * Upload quotas through the service's HTTP API, each request from the client address the test
 * chooses (what the gateway forwards): per address whatever estimate it uploads to, site-wide,
 * under parallel requests, refusals in the one error shape and at /metrics.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(messagingService, {
    UPLOAD_CLIENT_FILES_PER_DAY: '3',
    UPLOAD_CLIENT_BYTES_PER_DAY: String(1024 * 1024),
    UPLOAD_STAFF_FILES_PER_DAY: '3',
    UPLOAD_SITE_FILES_PER_DAY: '13',
  });
});
afterAll(async () => {
  await svc?.close();
});

function multipart(image: Buffer, estimateNumber?: string) {
  const boundary = `----roofing${randomBytes(8).toString('hex')}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roof.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from('\r\n'),
  ];
  if (estimateNumber) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="estimateNumber"\r\n\r\n${estimateNumber}\r\n`,
      ),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(from: string, identity: Identity, image: Buffer, estimateNumber?: string) {
  const body = multipart(image, estimateNumber);
  return svc.app.inject({
    method: 'POST',
    url: '/api/project-messages/images',
    remoteAddress: from,
    headers: { ...body.headers, ...headersFor(svc, identity) },
    payload: body.payload,
  });
}

/** A fresh estimate and its portal session: what a client gets by asking for another quote. */
async function freshPortal() {
  const { estimateNumber } = await knownEstimate(svc);
  return portal(estimateNumber);
}

async function metric(line: string): Promise<number | undefined> {
  const text = await svc.runtime.metrics.scrape();
  const row = text.split('\n').find((row) => row.startsWith(line));
  return row === undefined ? undefined : Number(row.split(' ').at(-1));
}

describe('upload quotas', () => {
  it('caps one address per day whatever estimate it uploads to (429), not its neighbours', async () => {
    const from = '198.51.100.7';
    // Three uploads, each to an estimate made for it: a new estimate is no new quota.
    for (let n = 0; n < 3; n++) {
      const response = await upload(from, await freshPortal(), craftNoisePng(16));
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await upload(from, await freshPortal(), craftNoisePng(16));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: expect.objectContaining({
        code: 'RATE_LIMITED',
        message:
          'You have uploaded a lot of files today. Please try again tomorrow, or e-mail them to us.',
      }),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    // The same /64 is the same client; another address is not.
    expect(
      (await upload('2001:db8:7:7::1', await freshPortal(), craftNoisePng(16))).statusCode,
    ).toBe(201);
    expect((await upload('198.51.100.8', await freshPortal(), craftNoisePng(16))).statusCode).toBe(
      201,
    );
    expect(await metric('uploads_refused_total{reason="client_files"}')).toBeGreaterThanOrEqual(1);
    expect(await metric('uploads_stored_bytes_total{service="messaging"}')).toBeGreaterThan(0);
  });

  it('counts IPv6 clients by their /64', async () => {
    for (let n = 1; n <= 2; n++) {
      const response = await upload(
        `2001:db8:7:7::${n + 1}`,
        await freshPortal(),
        craftNoisePng(16),
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(
      (await upload('2001:db8:7:7:ffff::9', await freshPortal(), craftNoisePng(16))).statusCode,
    ).toBe(429);
  });

  it('caps the bytes an address stores per day (1 MiB here): the upload that would pass is refused', async () => {
    const from = '198.51.100.20';
    // About 770 KiB each (noise does not compress): the first fits, the second would pass 1 MiB.
    const first = await upload(from, await freshPortal(), craftNoisePng(512));
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(from, await freshPortal(), craftNoisePng(512));
    expect(second.statusCode).toBe(429);
    expect(await metric('uploads_refused_total{reason="client_bytes"}')).toBe(1);
    // A small one still fits the bytes left.
    expect((await upload(from, await freshPortal(), craftNoisePng(16))).statusCode).toBe(201);
  });

  it('parallel uploads from one address cannot pass its cap together', async () => {
    const from = '198.51.100.30';
    const sessions = await Promise.all(Array.from({ length: 8 }, () => freshPortal()));
    const responses = await Promise.all(
      sessions.map((session) => upload(from, session, craftNoisePng(16))),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it('answers 507 once the site has taken its daily total, to every address and to staff', async () => {
    // 5 + 2 + 2 + 3 stored above: 12 of 13. One more fits, then the site is full.
    const last = await upload('203.0.113.1', await freshPortal(), craftNoisePng(16));
    expect(last.statusCode, last.body).toBe(201);
    const full = await upload('203.0.113.2', await freshPortal(), craftNoisePng(16));
    expect(full.statusCode).toBe(507);
    expect(full.json().error).toMatchObject({
      code: 'INSUFFICIENT_STORAGE',
      message:
        'We cannot take more uploads today. Please try again tomorrow, or e-mail the files to us.',
    });
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    const { estimateNumber } = await knownEstimate(svc);
    expect((await upload('203.0.113.3', STAFF, craftNoisePng(16), estimateNumber)).statusCode).toBe(
      507,
    );
    expect(await metric('uploads_refused_total{reason="site_files"}')).toBe(2);
  });
});

describe('stored images', () => {
  it('are re-encoded within 2560 px, at quality 82, without EXIF or GPS', async () => {
    const local = await startService(messagingService);
    try {
      const photo = await sharp({
        create: { width: 6000, height: 4000, channels: 3, background: '#6d8fb3' },
      })
        .composite([
          {
            input: await sharp({
              create: {
                width: 3000,
                height: 2000,
                channels: 3,
                background: '#808080',
                noise: { type: 'gaussian', mean: 128, sigma: 40 },
              },
            })
              .png()
              .toBuffer(),
          },
        ])
        .jpeg({ quality: 100 })
        .withExif({ IFD0: { Make: SECRET.camera }, IFD3: { GPSLatitudeRef: 'N' } })
        .toBuffer();
      expect(secretsIn(photo)).toContain(SECRET.camera);
      const { estimateNumber } = await knownEstimate(local);
      const body = multipart(photo);
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/project-messages/images',
        headers: { ...body.headers, ...headersFor(local, portal(estimateNumber)) },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      const served = await local.app.inject({
        url: response.json().imageUrl,
        headers: headersFor(local, portal(estimateNumber)),
      });
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2560, 1707]);
      expect(meta.exif).toBeUndefined();
      expect(secretsIn(served.rawPayload)).toEqual([]);
      expect(served.rawPayload.length).toBeLessThan(photo.length / 2);
    } finally {
      await local.close();
    }
  });
});
