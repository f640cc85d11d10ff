import type { ProjectMessage } from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/** Project messages as staff read and write them on the dashboard. */
export const staffMessageKeys = {
  thread: (estimateNumber: string) => ['/api/project-messages', estimateNumber] as const,
};

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
  return useQuery({
    queryKey: staffMessageKeys.thread(estimateNumber),
    queryFn: () => getProjectMessages(estimateNumber),
    enabled: open,
    refetchInterval: open ? MESSAGE_POLL_MS : false,
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
