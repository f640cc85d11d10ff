import { createHash, randomBytes, randomInt } from 'node:crypto';
import { portalCodeRequested } from '@roofing/contracts';
import { AppError, PORTAL_SESSION_HOURS, type ServiceContext } from '@roofing/platform';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  portalCodes,
  portalLinkUses,
  portalSessions,
  type QuoteRow,
  quotes,
} from '../store/schema.ts';

/** A code lives this long, takes this many tries, and at most this many are sent an hour. */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
export const CODES_PER_HOUR = 3;

/**
 * What a code is for. Each purpose has its own codes (and its own three an hour): a code sent to
 * open the portal never signs a contract, and a signing code never opens the portal.
 */
export type PortalCodePurpose = 'portal' | 'sign-contract';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const codeHash = (salt: string, estimateNumber: string, code: string) =>
  sha256(`${salt}:${estimateNumber}:${code}`);

export const WRONG_CODE = 'That code is not right. Check the 6 digits in the e-mail and try again.';
export const DEAD_CODE =
  'That code has expired or has been used. Ask for a new code and enter the newest one.';
export const DEAD_LINK =
  'This link has expired or has already been used. Enter your estimate number to continue.';

/**
 * Sends a one-time code for the estimate to the e-mail on file (through the messaging service),
 * unless three of this purpose were sent in the last hour (then nothing is sent). Unknown numbers
 * send nothing either: the caller answers the same 202 in every case. Only a salted hash of the
 * code is stored.
 */
export async function sendPortalCode(
  ctx: ServiceContext,
  row: QuoteRow,
  correlationId: string,
  purpose: PortalCodePurpose = 'portal',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // One sender at a time per estimate, so three is three under parallel requests.
    await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, row.id)).for('update');
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(portalCodes)
      .where(
        and(
          eq(portalCodes.estimateNumber, row.estimateNumber),
          eq(portalCodes.purpose, purpose),
          gt(portalCodes.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.count ?? 0) >= CODES_PER_HOUR) {
      // The answer stays the same 202 (the contract: known and unknown alike); the
      // customer is told in the dialog that codes are limited and the newest one counts.
      ctx.logger.info({ quote: row.id, purpose }, 'portal code not sent: three already this hour');
      return;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const [stored] = await tx
      .insert(portalCodes)
      .values({
        estimateNumber: row.estimateNumber,
        salt,
        codeHash: codeHash(salt, row.estimateNumber, code),
        purpose,
        expiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
      })
      .returning({ expiresAt: portalCodes.expiresAt });
    await ctx.publish(
      tx,
      portalCodeRequested,
      {
        estimateNumber: row.estimateNumber,
        firstName: row.firstName,
        email: row.email,
        code,
        expiresAt: (stored?.expiresAt ?? new Date()).toISOString(),
        purpose,
        language: row.language,
      },
      correlationId,
    );
  });
}

/**
 * Checks a code against the newest one sent for the estimate and purpose: right, unused,
 * unexpired and under 5 tries, it is spent by a conditional update (once, whatever runs in
 * parallel); wrong, the try is counted. Unknown numbers answer as a dead code.
 */
export async function checkPortalCode(
  ctx: ServiceContext,
  estimateNumber: string,
  code: string,
  purpose: PortalCodePurpose = 'portal',
): Promise<void> {
  const [latest] = await ctx.db
    .select()
    .from(portalCodes)
    .where(and(eq(portalCodes.estimateNumber, estimateNumber), eq(portalCodes.purpose, purpose)))
    .orderBy(desc(portalCodes.createdAt), desc(portalCodes.id))
    .limit(1);
  const fields = (message: string) => new AppError('VALIDATION_FAILED', message, { code: message });
  if (!latest) throw fields(DEAD_CODE);
  const live = and(
    eq(portalCodes.id, latest.id),
    isNull(portalCodes.usedAt),
    lt(portalCodes.tries, CODE_TRIES),
    gt(portalCodes.expiresAt, sql`now()`),
  );
  if (codeHash(latest.salt, estimateNumber, code) === latest.codeHash) {
    const spent = await ctx.db
      .update(portalCodes)
      .set({ usedAt: sql`now()` })
      .where(live)
      .returning({ id: portalCodes.id });
    if (spent.length === 1) return;
    throw fields(DEAD_CODE);
  }
  const counted = await ctx.db
    .update(portalCodes)
    .set({ tries: sql`${portalCodes.tries} + 1` })
    .where(live)
    .returning({ tries: portalCodes.tries });
  const tries = counted[0]?.tries;
  if (tries === undefined) throw fields(DEAD_CODE);
  const left = CODE_TRIES - tries;
  throw fields(
    left > 0
      ? `${WRONG_CODE} ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and it has had its 5 tries. Ask for a new code.',
  );
}

/** Opens a verified session for the estimate: its random id goes in the cookie, its hash here. */
export async function openPortalSession(
  ctx: ServiceContext,
  estimateNumber: string,
  openedBy: 'code' | 'link',
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await ctx.db.insert(portalSessions).values({
    idHash: sha256(id),
    estimateNumber,
    openedBy,
    expiresAt: sql`now() + make_interval(hours => ${PORTAL_SESSION_HOURS})`,
  });
  // Old rows are kept a day past their end (for the record), then dropped now and then.
  if (Math.random() < 0.05) {
    await ctx.db
      .delete(portalSessions)
      .where(lt(portalSessions.expiresAt, sql`now() - interval '1 day'`));
  }
  return id;
}

/** The estimate of an open verified session, or null (unknown, ended by sign-out, or expired). */
export async function activePortalSession(
  ctx: ServiceContext,
  sessionId: string,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ estimateNumber: portalSessions.estimateNumber })
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.idHash, sha256(sessionId)),
        isNull(portalSessions.endedAt),
        gt(portalSessions.expiresAt, sql`now()`),
      ),
    );
  return row?.estimateNumber ?? null;
}

/** Sign-out: the session ends on the server (its cookie opens nothing after this). */
export async function endPortalSession(ctx: ServiceContext, sessionId: string): Promise<void> {
  await ctx.db
    .update(portalSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(portalSessions.idHash, sha256(sessionId)), isNull(portalSessions.endedAt)));
}

/**
 * Redeems the token of an e-mailed link: it must be ours, unexpired, and unused; its hash is
 * recorded in the same statement that checks it was not (a primary key: once, under any race).
 * The estimate it names, or a 400 that sends the customer to enter the number.
 */
export async function redeemPortalLink(ctx: ServiceContext, token: string): Promise<string> {
  const claim = ctx.openPortalLink(token);
  const dead = () => new AppError('VALIDATION_FAILED', DEAD_LINK, { token: DEAD_LINK });
  if (!claim || claim.expiresAt <= Date.now()) throw dead();
  const used = await ctx.db
    .insert(portalLinkUses)
    .values({
      tokenHash: sha256(token),
      estimateNumber: claim.estimateNumber,
      expiresAt: new Date(claim.expiresAt),
    })
    .onConflictDoNothing()
    .returning({ tokenHash: portalLinkUses.tokenHash });
  if (used.length !== 1) throw dead();
  return claim.estimateNumber;
}
