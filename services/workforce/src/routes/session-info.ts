import type { StaffSessionInfo } from '@roofing/contracts';
import { tokenDigest } from '../domain/tokens.ts';
import type { StaffSessionRow } from '../store/schema.ts';

/** A session as its owner or an admin sees it: where and when, never its token. */
export function sessionInfo(
  row: { session: StaffSessionRow; username: string },
  callerToken: string,
): StaffSessionInfo {
  const { session } = row;
  return {
    id: session.id,
    userId: session.userId,
    username: row.username,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    ipAddress: session.ipAddress,
    userAgent: session.userAgent,
    current: session.id === tokenDigest(callerToken),
    mfaPending: session.mfaPending,
  };
}
