import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { leadService } from '../src/service.ts';

/** The lead service on its own. */
let app: ServiceHarness;
beforeAll(async () => {
  app = await startService(leadService);
});
afterAll(async () => {
  await app?.close();
});

const check = (body: unknown) =>
  fetch(`${app.url}/api/validate-service-area`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/validate-service-area', () => {
  it('says a served ZIP is serviceable and names the place', async () => {
    const response = await check({ zipCode: '32250' });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ isServiceable: true, area: 'Jacksonville Beach' });
    expect(answer.message).toContain('Jacksonville Beach');
  });

  it('accepts ZIP+4 and surrounding spaces', async () => {
    const answer = await (await check({ zipCode: ' 32084-4410 ' })).json();
    expect(answer).toMatchObject({ isServiceable: true, area: 'St. Augustine' });
  });

  it('answers a helpful message for a ZIP we do not serve', async () => {
    const response = await check({ zipCode: '33101' });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.isServiceable).toBe(false);
    expect(answer.area).toBeNull();
    expect(answer.message).toContain('33101');
    expect(answer.message).toContain('(904) 555-0142');
  });

  it('rejects a malformed or missing ZIP with 400', async () => {
    for (const body of [{ zipCode: '3225' }, { zipCode: 'abcde' }, { zipCode: '' }, {}]) {
      const response = await check(body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields.zipCode).toBeTruthy();
    }
  });
});
