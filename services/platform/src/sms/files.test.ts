import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textbox } from '../../../../test/support/textbox.ts';
import { smsSenderOf } from './settings.ts';
import { SmsPermanentError } from './types.ts';

describe('the embedded SMS default: texts as files under <DATA_DIR>/sms', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sms-files-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is what smsSenderOf chooses with nothing configured; writes one file per text, read back', async () => {
    const sender = smsSenderOf({}, { dataDir });
    expect(sender.kind).toBe('file');

    const first = await sender.send({
      to: '+19045550100',
      body: 'Shorefront Roofing: we received your quote request. https://example.test/p/abc',
      statusCallbackUrl: 'https://example.test/api/sms/status',
      correlationId: 'req-1',
    });
    await sender.send({ to: '+19045550199', body: 'Crew on the way', correlationId: 'req-2' });

    expect(first.status).toBe('sent');
    expect(first.providerId).toMatch(/^local-[0-9a-f-]{36}$/);
    const texts = await textbox(dataDir).to('+19045550100');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      to: '+19045550100',
      body: 'Shorefront Roofing: we received your quote request. https://example.test/p/abc',
      statusCallbackUrl: 'https://example.test/api/sms/status',
      correlationId: 'req-1',
      providerId: first.providerId,
    });
    expect(Date.parse(texts[0]?.sentAt ?? '')).not.toBeNaN();
    expect(await textbox(dataDir).all()).toHaveLength(2);
    // Only complete files in the folder: the aside copy was renamed in.
    expect(await readdir(join(dataDir, 'sms', '.incoming'))).toEqual([]);
  });

  it('refuses a number that is not E.164, permanently, writing nothing', async () => {
    const sender = smsSenderOf({}, { dataDir });
    const sending = sender.send({ to: '904-555-0100', body: 'hi', correlationId: 'req-3' });
    await expect(sending).rejects.toBeInstanceOf(SmsPermanentError);
    await expect(sending).rejects.toMatchObject({ providerCode: 21211, reason: 'invalid-number' });
    expect(await textbox(dataDir).all()).toEqual([]);
  });
});
