import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type RunningApp, startEmbeddedApp } from '../../../test/support/start-app.ts';

let app: RunningApp;
beforeAll(async () => {
  app = await startEmbeddedApp();
});
afterAll(async () => {
  await app?.close();
});

const post = (body: unknown) =>
  fetch(`${app.url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function mail(recipient: string): Promise<string[]> {
  const names = await readdir(join(app.dataDir, 'mail')).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.includes(recipient))
      .map((name) => readFile(join(app.dataDir, 'mail', name), 'utf8')),
  );
}

describe('POST /api/contacts', () => {
  it('stores the message, alerts the office and acknowledges the sender by e-mail', async () => {
    const response = await post({
      name: 'Priya Nand',
      phone: '904-555-0133',
      email: 'priya.nand@example.com',
      subject: 'repair',
      message: 'Water stain on the ceiling after Tuesday’s storm. Can someone look this week?',
    });
    expect(response.status).toBe(201);
    const contact = await response.json();
    expect(contact).toMatchObject({
      id: expect.any(Number),
      name: 'Priya Nand',
      subject: 'repair',
    });

    const office = await waitFor(
      async () => {
        const found = (await mail('office@')).filter((text) => text.includes('Priya Nand'));
        return found.length > 0 ? found : undefined;
      },
      3000,
      'the office alert',
    );
    expect(office).toHaveLength(1);
    expect(office[0]).toContain('Reply-To: priya.nand@example.com');
    const acknowledgement = await waitFor(
      async () => {
        const found = await mail('priya.nand@example.com');
        return found.length > 0 ? found : undefined;
      },
      3000,
      'the acknowledgement',
    );
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]).toContain('Hi Priya Nand,');
  });

  it('accepts a message without a subject', async () => {
    const response = await post({
      name: 'Sam Ortiz',
      phone: '(904) 555-0190',
      email: 'sam@example.com',
      subject: '',
      message: 'Do you install gutter guards?',
    });
    expect(response.status).toBe(201);
    expect((await response.json()).subject).toBeNull();
  });

  it('names each missing required field', async () => {
    const response = await post({ subject: 'general' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'message', 'name', 'phone']);
  });

  it('rejects an unknown subject and a bad e-mail', async () => {
    const response = await post({
      name: 'A',
      phone: '9045550100',
      email: 'nope',
      subject: 'sales',
      message: 'hi',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(['email', 'subject']);
  });
});
