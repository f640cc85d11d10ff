import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaffContact } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { messagingService } from '../src/service.ts';
import { headersFor, STAFF } from './support/conversation.ts';

/** The messaging service on its own: it stores the message and sends both e-mails. */
let app: ServiceHarness;
beforeAll(async () => {
  app = await startService(messagingService);
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
    expect(acknowledgement[0]).toContain('Hi Priya,');
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

  const contact = (overrides: Record<string, unknown>) => ({
    name: 'Lena Brooks',
    phone: '904-555-0150',
    email: 'lena.brooks@example.com',
    subject: 'general',
    message: 'Do you offer annual roof inspections?',
    ...overrides,
  });

  it.each([
    ['name', 'Lena\u0000Brooks', 'Name'],
    ['name', 'Lena \u202eskoorB', 'Name'],
    ['name', 'Lena\r\nBcc: someone@example.com', 'Name'],
    ['phone', '904\u0000555\u00000150', 'Phone'],
    ['email', 'lena\u0000@example.com', 'Email'],
    ['message', 'Please call me\u0000 back', 'Message'],
    ['message', 'Please call \u2067me back', 'Message'],
  ])(
    'refuses a control or bidi character in %s with a 400 naming it',
    async (field, value, label) => {
      const response = await post(contact({ [field]: value }));
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({
        [field]: `${label} contains characters that are not allowed`,
      });
    },
  );

  it.each([
    ['empty', ''],
    ['spaces', '    '],
    ['line breaks and tabs', ' \n\r\n\t '],
  ])('refuses a message that is %s', async (_, message) => {
    const response = await post(contact({ message }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ message: 'Message is required' });
  });

  it('keeps the line breaks of a message and trims its ends', async () => {
    const response = await post(
      contact({ message: '  Hello,\r\n\nthe gutter leaks.\n\tThanks\n' }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe('Hello,\r\n\nthe gutter leaks.\n\tThanks');
  });
});

describe('the office list of contact messages (staff)', () => {
  const asStaff = (csrf = true) => headersFor(app, { ...STAFF, csrf }) as Record<string, string>;
  const listed = async (query = '') => {
    const response = await fetch(`${app.url}/api/contacts?pageSize=100${query}`, {
      headers: asStaff(),
    });
    expect(response.status).toBe(200);
    return {
      total: Number(response.headers.get('x-total-count')),
      rows: (await response.json()) as StaffContact[],
      etag: response.headers.get('etag'),
    };
  };
  const mark = (id: number, body: unknown, csrf = true) =>
    fetch(`${app.url}/api/contacts/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...asStaff(csrf) },
      body: JSON.stringify(body),
    });

  it('lists them newest first to staff only, and marks them answered and back', async () => {
    const anonymous = await fetch(`${app.url}/api/contacts`);
    expect(anonymous.status).toBe(401);

    const sent = await post({
      name: 'Rosa Delgado',
      phone: '904-555-0177',
      email: 'rosa.delgado@example.com',
      subject: 'inspection',
      message: 'Tenemos una gotera en la cocina desde el huracán.',
      language: 'es',
      textUpdates: true,
    });
    expect(sent.status).toBe(201);
    const { rows, total, etag } = await listed();
    expect(total).toBeGreaterThanOrEqual(1);
    const [newest] = rows;
    expect(newest).toMatchObject({
      name: 'Rosa Delgado',
      subject: 'inspection',
      language: 'es',
      textUpdates: true,
      answeredAt: null,
      answeredBy: null,
    });

    // Polled: nothing new, 304 without a body.
    const again = await fetch(`${app.url}/api/contacts?pageSize=100`, {
      headers: { ...asStaff(), 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);

    const id = newest?.id ?? 0;
    expect((await mark(id, { answered: true }, false)).status).toBe(403);
    expect((await mark(id, { answered: 'yes' })).status).toBe(400);
    expect((await mark(999_999, { answered: true })).status).toBe(404);
    const answered = await mark(id, { answered: true });
    expect(answered.status).toBe(200);
    const marked = (await answered.json()) as StaffContact;
    expect(marked.answeredBy).toBe(STAFF.displayName);
    expect(Date.parse(marked.answeredAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Marked again: the first answer stays.
    expect(((await (await mark(id, { answered: true })).json()) as StaffContact).answeredAt).toBe(
      marked.answeredAt,
    );
    // The list moved on: a new tag, and the message is among the answered ones only.
    const after = await fetch(`${app.url}/api/contacts?pageSize=100`, {
      headers: { ...asStaff(), 'if-none-match': etag ?? '' },
    });
    expect(after.status).toBe(200);
    expect((await listed('&state=answered')).rows.map((row) => row.id)).toContain(id);
    expect((await listed('&state=open')).rows.map((row) => row.id)).not.toContain(id);

    const reopened = (await (await mark(id, { answered: false })).json()) as StaffContact;
    expect(reopened).toMatchObject({ answeredAt: null, answeredBy: null });
    expect((await listed('&state=open')).rows.map((row) => row.id)).toContain(id);
  });
});
