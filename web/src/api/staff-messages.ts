import type { ProjectMessage, UnreadCounts } from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiJson } from './client.ts';
import { useLiveOpen } from './live-updates.ts';

/** Project messages as staff read and write them on the dashboard. */
export const staffMessageKeys = {
  thread: (estimateNumber: string) => ['/api/project-messages', estimateNumber] as const,
  unreadCounts: ['/api/project-messages/unread-counts'] as const,
  unreadCountsOf: (estimateNumbers: readonly string[]) =>
    ['/api/project-messages/unread-counts', estimateNumbers] as const,
};

/** How often the Recent Quotes list reads its unread counts again. */
export const UNREAD_COUNTS_REFRESH_MS = 15_000;

/** GET /api/project-messages/unread-counts: unread customer messages of several estimates. */
export function getUnreadCounts(estimateNumbers: readonly string[]): Promise<UnreadCounts> {
  const params = new URLSearchParams({ estimateNumbers: estimateNumbers.join(',') });
  return apiJson<UnreadCounts>('GET', `/api/project-messages/unread-counts?${params}`);
}

/** The unread customer messages of one page of quotes, in one request, read again now and then. */
export function useUnreadCounts(estimateNumbers: readonly string[]) {
  // The live stream, while open, says when to read again: polling is the fallback.
  const live = useLiveOpen('staff');
  return useQuery({
    queryKey: staffMessageKeys.unreadCountsOf(estimateNumbers),
    queryFn: () => getUnreadCounts(estimateNumbers),
    enabled: estimateNumbers.length > 0,
    refetchInterval: live ? false : UNREAD_COUNTS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** How often an open conversation is read again (portal §9). */
export const MESSAGE_POLL_MS = 5000;

export function getProjectMessages(estimateNumber: string): Promise<ProjectMessage[]> {
  return apiJson<ProjectMessage[]>(
    'GET',
    `/api/project-messages/${encodeURIComponent(estimateNumber)}`,
  );
}

/** The thread of one estimate, read every 5 s while `open`. */
export function useProjectMessages(estimateNumber: string, open: boolean) {
  const live = useLiveOpen('staff');
  return useQuery({
    queryKey: staffMessageKeys.thread(estimateNumber),
    queryFn: () => getProjectMessages(estimateNumber),
    enabled: open,
    refetchInterval: open && !live ? MESSAGE_POLL_MS : false,
  });
}

/** POST /api/project-messages as staff: the server signs it with the team name. */
export function useSendTeamMessage(estimateNumber: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (messageContent: string) =>
      apiJson<ProjectMessage>('POST', '/api/project-messages', { estimateNumber, messageContent }),
    onSuccess: () =>
      queries.invalidateQueries({ queryKey: staffMessageKeys.thread(estimateNumber) }),
  });
}

export function markMessageRead(id: string): Promise<unknown> {
  return apiJson<unknown>('PUT', `/api/project-messages/${id}/read`);
}

/** Marks a customer message read as staff; the list's unread counts are read again. */
export function useMarkMessageRead() {
  const queries = useQueryClient();
  return useCallback(
    (id: string) =>
      markMessageRead(id).then(() =>
        queries.invalidateQueries({ queryKey: staffMessageKeys.unreadCounts }),
      ),
    [queries],
  );
}
