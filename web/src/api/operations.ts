import type { OperationsQueues } from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/*
 * /api/admin/queues (issue 26, admins): the job queues with their dead letters, and the event
 * backlog. The same answer embedded and distributed; distributed, it names bull-board's path.
 */

export const operationsKeys = { queues: ['/api/admin/queues'] as const };

/** Read again every 10 s while the page is open (a dashboard, not a record). */
export const useOperationsQueues = () =>
  useQuery({
    queryKey: operationsKeys.queues,
    queryFn: () => apiJson<OperationsQueues>('GET', '/api/admin/queues'),
    refetchInterval: 10_000,
  });

/** Runs one dead letter again (its attempts reset); the dashboard is read again after. */
export function useRetryJob() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id }: { queue: string; id: string }) =>
      apiJson<{ retried: true }>(
        'POST',
        `/api/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(id)}/retry`,
      ),
    onSettled: () => void queries.invalidateQueries({ queryKey: operationsKeys.queues }),
  });
}
