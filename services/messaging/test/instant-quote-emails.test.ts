import { randomUUID } from 'node:crypto';
import { type InstantQuoteGeneratedData, instantQuoteGenerated } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { createEnvelope } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { header, type Mail, mailbox } from '../../../test/support/mailbox.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { instantQuoteGeneratedNotification } from '../src/notifications/instant-quote-generated/notification.ts';
import { deliverAgain, settle, stepsSettled, subjectOf } from './support/mail-checks.ts';

/**
 * The instant quote's e-mails, fed as the instant-quote service's events into the messaging
 * service alone: the customer's copy (capped per address and day) and the office's alert, each
 * once even when the event is delivered again.
 */
let svc: ServiceHarness;
let mail: ReturnType<typeof mailbox>;
const PUBLIC_URL = 'https://www.shorefront.test';
const OFFICE = 'office@shorefrontroofing.com';
beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL });
  mail = mailbox(svc.dataDir);
});
afterAll(async () => {
  await svc?.close();
});

const STREET = '318 3rd Ave N';

function quote(overrides: Partial<InstantQuoteGeneratedData> = {}): InstantQuoteGeneratedData {
  const tag = randomUUID().slice(0, 8);
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return {
    estimateNumber: `IQ-${digits.slice(0, 6)}-${digits.slice(6)}`,
    customerName: 'Renata Alvarez',
    language: 'en',
    customerEmail: `renata.${tag}@example.com`,
    customerPhone: '(904) 555-0117',
    address: STREET,
    city: 'Jacksonville Beach',
    state: 'FL',
    zipCode: '32250',
    roofSquares: 36,
    pricePerSquare: 550,
    totalPrice: 19800,
    roofType: 'Shingle',
    material: 'shingle',
    measurement: {
      method: 'satellite',
      pitch: '6/12',
      faces: 1,
      planAreaSqFt: 3229,
      pitchFactor: 1.118,
      squares: 36,
      range: { low: 18210, high: 21390 },
      confidence: 'high',
      reviewReasons: [],
    },
    needsReview: false,
    generatedAt: '2026-06-02T14:05:00.000Z',
    ...overrides,
  };
}

const generated = (data: InstantQuoteGeneratedData) =>
  createEnvelope({
    type: instantQuoteGenerated.type,
    source: 'instant-quote',
    correlationId: randomUUID(),
    data,
  });

const officeAlertsAbout = async (number: string) =>
  (await mail.to(OFFICE)).filter((m) => m.text.includes(`New instant quote ${number}`));
const some = <T>(list: T[]) => (list.length > 0 ? list : undefined);
/** The quote's event, published as the instant-quote service does. */
const publish = (data: InstantQuoteGeneratedData) => svc.runtime.bus.publish(generated(data));
/** The customer's copy of the quote, once written (the first, if there are more). */
async function customerCopyOf(data: InstantQuoteGeneratedData) {
  const [copy] = await waitFor(async () => some(await mail.to(data.customerEmail)));
  return copy;
}
/** The office's alert about the quote, once written (the first, if there are more). */
async function officeAlertOf(data: InstantQuoteGeneratedData) {
  const [alert] = await waitFor(async () => some(await officeAlertsAbout(data.estimateNumber)));
  return alert;
}

describe('an instant quote from a satellite outline', () => {
  it('sends the customer the number, size, price, range, next steps and tracking link, once', async () => {
    const data = quote();
    const event = generated(data);
    await svc.runtime.bus.publish(event);
    const copy = await customerCopyOf(data);
    expect(subjectOf((copy as Mail).headers)).toBe(
      `Your instant roof quote ${data.estimateNumber}: $19,800`,
    );
    const text = copy?.text ?? '';
    expect(text).toContain('Hi Renata,');
    expect(text).toContain(`Quote number: ${data.estimateNumber}`);
    expect(text).toContain('Roof size: 36 squares (3,600 sq ft of roof)');
    // The price per square in the summary once, with the material (it had a line of its own too).
    expect(text).toContain('Roof material: Shingle, $550 per square');
    expect(text).not.toContain('Price: $550 per square');
    expect(text).toContain('Total: $19,800');
    expect(text).toContain('Likely range: $18,210 to $21,390');
    expect(text).toContain('a 3,229 sq ft footprint × 1.118 for a 6/12 pitch ≈ 36 squares');
    expect(text).toContain('What happens next');
    expect(text).toContain(`${PUBLIC_URL}/instant-quote?number=${data.estimateNumber}`);
    expect(text).not.toContain(STREET);
    expect(text).not.toContain('estimator reviews');

    await stepsSettled(svc, event.id, 2);
    await deliverAgain(svc, instantQuoteGeneratedNotification.consumer, event);
    await svc.service.ctx.enqueue(
      instantQuoteGeneratedNotification.job,
      { eventId: event.id, correlationId: 'retry', quote: data },
      { key: `${event.id}-retry` },
    );
    await settle();
    expect(await mail.to(data.customerEmail)).toHaveLength(1);
    expect(await officeAlertsAbout(data.estimateNumber)).toHaveLength(1);
  });

  it('alerts the office with every field, Reply-To the customer', async () => {
    const data = quote();
    await publish(data);
    const alert = await officeAlertOf(data);
    expect(header(alert as Mail, 'Reply-To')).toBe(data.customerEmail);
    expect(subjectOf((alert as Mail).headers)).toBe(
      `Instant quote ${data.estimateNumber}: 36 squares, $19,800, ${STREET}`,
    );
    for (const value of [
      data.customerName,
      data.customerEmail,
      '(904) 555-0117',
      `${STREET}, Jacksonville Beach, FL 32250`,
      '36 squares of shingle at $550 = $19,800',
      '$18,210 to $21,390 (high confidence)',
      'satellite outline, 1 face, 3,229 sq ft footprint, pitch 6/12 (× 1.118)',
      'Generated: Tuesday, June 2, 2026 at 10:05 AM EDT',
      `${PUBLIC_URL}/admin/dashboard`,
    ])
      expect(alert?.text).toContain(value);
  });
});

describe('an instant quote that needs a review', () => {
  it('flags the office subject and lists the reasons; the customer hears an estimator checks it', async () => {
    const data = quote({
      roofSquares: 48,
      totalPrice: 26400,
      needsReview: true,
      measurement: {
        ...(quote().measurement as NonNullable<InstantQuoteGeneratedData['measurement']>),
        pitch: '10/12',
        pitchFactor: 1.302,
        squares: 48,
        range: { low: 22960, high: 29840 },
        confidence: 'medium',
        reviewReasons: ['steep-pitch', 'self-intersecting-outline'],
      },
    });
    await publish(data);
    const alert = await officeAlertOf(data);
    expect(subjectOf((alert as Mail).headers)).toMatch(/^\[NEEDS REVIEW\] Instant quote /);
    expect(alert?.text).toContain('Needs review before calling');
    expect(alert?.text).toContain('Pitch 10/12 or steeper');
    expect(alert?.text).toContain('The traced outline crosses itself');
    const copy = await customerCopyOf(data);
    expect(copy?.text).toContain('an estimator reviews your outline before we call');
  });
});

describe('a tile roof traced as faces at their own pitches (issue 25)', () => {
  const tileQuote = (language: 'en' | 'es') =>
    quote({
      language,
      roofType: 'Tile',
      material: 'tile',
      roofSquares: 33,
      pricePerSquare: 1150,
      totalPrice: 37950,
      needsReview: true,
      measurement: {
        method: 'satellite',
        pitch: '8/12',
        faces: 2,
        faceAreas: [
          { pitch: '8/12', planAreaSqFt: 2067, surfaceSqFt: 2484 },
          { pitch: 'flat', planAreaSqFt: 775, surfaceSqFt: 775 },
        ],
        imageryDate: '2024-03-18',
        planAreaSqFt: 2842,
        pitchFactor: 1.147,
        squares: 33,
        range: { low: 34910, high: 40990 },
        confidence: 'medium',
        reviewReasons: ['mixed-pitches', 'tile-on-flat'],
      },
    });

  it('names the material and its price, and the faces, to the customer in English', async () => {
    const data = tileQuote('en');
    await publish(data);
    const copy = await customerCopyOf(data);
    const text = copy?.text ?? '';
    expect(text).toContain('Here is your instant quote for a new tile roof.');
    expect(text).toContain('Roof material: Tile, $1,150 per square');
    expect(text).toContain(
      'From your satellite outline of 2 roof faces, each at its own pitch (8/12, a flat roof): a 2,842 sq ft footprint and 3,259 sq ft of roof ≈ 33 squares.',
    );
    expect(text).toContain('The price is for tile roofing at $1,150 per roof square');
    const alert = await officeAlertOf(data);
    for (const value of [
      '33 squares of tile at $1,150 = $37,950',
      'steepest pitch 8/12 (× 1.147 overall), imagery captured 2024-03-18',
      'Face 1: 8/12, 2,067 sq ft footprint, 2,484 sq ft of roof',
      'Face 2: flat, 775 sq ft footprint, 775 sq ft of roof',
      'Flat and pitched faces on one roof',
      'Tile on a flat face',
    ])
      expect(alert?.text).toContain(value);
  });

  it('names the material in Spanish', async () => {
    const data = tileQuote('es');
    await publish(data);
    const copy = await customerCopyOf(data);
    const text = copy?.text ?? '';
    expect(text).toContain('para un techo nuevo de teja.');
    expect(text).toContain('Material del techo: Teja, $1,150 por cuadro');
    expect(text).toContain(
      'con 2 caras de techo, cada una con su pendiente (8/12, un techo plano)',
    );
  });

  it('names standing-seam metal and a flat membrane', async () => {
    for (const [material, words] of [
      ['metal', 'a new standing-seam metal roof'],
      ['flat', 'a new flat (TPO or modified bitumen) roof'],
    ] as const) {
      const data = quote({ material, measurement: null });
      await publish(data);
      const copy = await customerCopyOf(data);
      expect(copy?.text).toContain(words);
    }
  });
});

describe('an instant quote with the size entered by hand', () => {
  it('says the size was entered and gives no range', async () => {
    const data = quote({ measurement: null, roofSquares: 24, totalPrice: 13200 });
    await publish(data);
    const copy = await customerCopyOf(data);
    expect(copy?.text).toContain('You entered the roof size yourself: 24 squares.');
    expect(copy?.text).toContain('Total: $13,200');
    expect(copy?.text).not.toContain('Likely range');
    const alert = await officeAlertOf(data);
    expect(alert?.text).toContain('size entered by hand');
  });
});

describe('the cap', () => {
  it('sends one address at most 10 quotes a day, while the office gets every alert', async () => {
    const customerEmail = `cap.${randomUUID().slice(0, 8)}@example.com`;
    const quotes = Array.from({ length: 12 }, () => quote({ customerEmail }));
    await Promise.all(quotes.map((data) => publish(data)));
    await waitFor(
      async () => {
        const alerts = (await mail.to(OFFICE)).filter(
          (m) => header(m, 'Reply-To') === customerEmail,
        );
        return alerts.length === 12 ? alerts : undefined;
      },
      15_000,
      'twelve office alerts',
    );
    await settle();
    expect(await mail.to(customerEmail)).toHaveLength(10);
  });
});
