import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '../api/client.ts';

/** Spec defaults (public-site §7): no retries, no background refetching, data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
