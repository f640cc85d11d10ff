import type { Locale, TextConsent, TextStatus } from '@roofing/contracts';
import type { Db, Tx } from '@roofing/platform';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { textSubscribers, texts, textVisits } from '../store/schema.ts';

export type TextRow = typeof texts.$inferSelect;
export type NewText = typeof texts.$inferInsert;
export type SubscriberRow = typeof textSubscribers.$inferSelect;

/** The statuses a text is still owed in (its job will send it). */
export const OWED: TextStatus[] = ['queued', 'held-quiet-hours'];

export async function findSubscriber(db: Db | Tx, phone: string) {
  const [row] = await db
    .select()
    .from(textSubscribers)
    .where(eq(textSubscribers.phone, phone))
    .limit(1);
  return row;
}

/** A number may be texted: a consent is recorded and no STOP since. */
export const mayText = (subscriber: SubscriberRow | undefined): subscriber is SubscriberRow =>
  Boolean(subscriber?.consentGivenAt) && !subscriber?.optedOutAt;

/**
 * Records a consent given on a form for `phone` (E.164). A newer consent replaces the record (its
 * proof and language); it does not undo a STOP: only START from the phone does (the carriers
 * block the number until then too).
 */
export async function recordConsent(
  tx: Tx,
  phone: string,
  consent: TextConsent,
  estimateNumber: string | null,
) {
  const values = {
    language: consent.language,
    consentGivenAt: new Date(consent.givenAt),
    consentIpAddress: consent.ipAddress.slice(0, 64),
    consentDisclosure: consent.disclosure,
    consentLanguage: consent.language,
    consentVersion: consent.version,
    consentSource: consent.source,
    consentPhone: consent.phone.slice(0, 30),
    estimateNumber,
    updatedAt: new Date(),
  };
  await tx
    .insert(textSubscribers)
    .values({ phone, ...values })
    .onConflictDoUpdate({ target: textSubscribers.phone, set: values });
}

/** STOP: the number gets nothing more; answers whether it was subscribed until now. */
export async function optOut(tx: Tx, phone: string, language: Locale): Promise<boolean> {
  const now = new Date();
  const [before] = await tx
    .select({ optedOutAt: textSubscribers.optedOutAt })
    .from(textSubscribers)
    .where(eq(textSubscribers.phone, phone))
    .for('update');
  if (!before) {
    await tx.insert(textSubscribers).values({ phone, language, optedOutAt: now });
    return true;
  }
  if (before.optedOutAt) return false;
  await tx
    .update(textSubscribers)
    .set({ optedOutAt: now, updatedAt: now })
    .where(eq(textSubscribers.phone, phone));
  // Whatever was still owed to the number is never sent.
  await tx
    .update(texts)
    .set({ status: 'refused-opted-out', updatedAt: now })
    .where(
      and(eq(texts.phone, phone), eq(texts.direction, 'outbound'), inArray(texts.status, OWED)),
    );
  return true;
}

/** START: texts resume (only where a consent is on record; answers whether they did). */
export async function resume(tx: Tx, phone: string): Promise<boolean> {
  const now = new Date();
  const rows = await tx
    .update(textSubscribers)
    .set({ optedOutAt: null, resumedAt: now, updatedAt: now })
    .where(and(eq(textSubscribers.phone, phone), isNotNull(textSubscribers.consentGivenAt)))
    .returning({ phone: textSubscribers.phone });
  return rows.length > 0;
}

/** Records a text; null when one with the same dedupe key exists (a redelivered event). */
export async function insertText(tx: Tx, text: NewText): Promise<TextRow | undefined> {
  const [row] = await tx.insert(texts).values(text).onConflictDoNothing().returning();
  return row;
}

export async function findText(db: Db | Tx, id: number) {
  const [row] = await db.select().from(texts).where(eq(texts.id, id)).limit(1);
  return row;
}

export async function updateText(db: Db | Tx, id: number, set: Partial<NewText>) {
  await db
    .update(texts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(texts.id, id));
}

/**
 * The job a reply from `phone` belongs to: the estimate of the latest text we sent the number
 * about one, else the one its consent was given with.
 */
export async function latestEstimateOf(db: Db | Tx, phone: string): Promise<string | null> {
  const [latest] = await db
    .select({ estimateNumber: texts.estimateNumber })
    .from(texts)
    .where(
      and(eq(texts.phone, phone), eq(texts.direction, 'outbound'), isNotNull(texts.estimateNumber)),
    )
    .orderBy(desc(texts.createdAt), desc(texts.id))
    .limit(1);
  if (latest?.estimateNumber) return latest.estimateNumber;
  const subscriber = await findSubscriber(db, phone);
  return subscriber?.estimateNumber?.startsWith('SFR-') ? subscriber.estimateNumber : null;
}

/** Where the texts carrying these team messages stand, by message id (the latest text of each). */
export async function textStatusesOf(
  db: Db,
  projectMessageIds: number[],
): Promise<Map<number, TextStatus>> {
  const statuses = new Map<number, TextStatus>();
  if (projectMessageIds.length === 0) return statuses;
  const rows = await db
    .select({ id: texts.projectMessageId, status: texts.status })
    .from(texts)
    .where(inArray(texts.projectMessageId, projectMessageIds))
    .orderBy(texts.id);
  for (const row of rows) if (row.id !== null) statuses.set(row.id, row.status as TextStatus);
  return statuses;
}

/** Remembers the visit an estimate has now (null: none), for the day-before reminder. */
export async function recordVisit(tx: Tx, estimateNumber: string, scheduledDate: string | null) {
  const values = {
    scheduledDate: scheduledDate ? new Date(scheduledDate) : null,
    updatedAt: new Date(),
  };
  await tx
    .insert(textVisits)
    .values({ estimateNumber, ...values })
    .onConflictDoUpdate({ target: textVisits.estimateNumber, set: values });
}

export async function currentVisit(db: Db | Tx, estimateNumber: string): Promise<Date | null> {
  const [row] = await db
    .select({ scheduledDate: textVisits.scheduledDate })
    .from(textVisits)
    .where(eq(textVisits.estimateNumber, estimateNumber))
    .limit(1);
  return row?.scheduledDate ?? null;
}

/** Used by the status callback: the text it names (by our id in its URL, else by the SID). */
export async function findTextForCallback(db: Db, id: number | null, sid: string) {
  if (id !== null) {
    const row = await findText(db, id);
    if (row && (!row.providerSid || row.providerSid === sid)) return row;
  }
  const [row] = await db.select().from(texts).where(eq(texts.providerSid, sid)).limit(1);
  return row;
}
