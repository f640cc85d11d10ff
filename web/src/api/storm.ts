import type {
  PublicStatus,
  PublicStormBanner,
  StormBanner,
  StormBannerUpdate,
} from '@roofing/contracts/http/storm';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/** Storm mode's queries (issue 26). */
export const stormKeys = {
  banner: ['/api/storm-banner'] as const,
  status: ['/api/status'] as const,
  staff: ['/api/storm-banner/current'] as const,
};

/** The banner every public page shows while the office has it on (null: off). */
export const usePublicStormBanner = () =>
  useQuery({
    queryKey: stormKeys.banner,
    queryFn: async () =>
      (await apiJson<{ banner: PublicStormBanner }>('GET', '/api/storm-banner')).banner,
    staleTime: 60_000,
    retry: false,
  });

/** The status page's figures, refreshed each minute while the page is open. */
export const usePublicStatus = () =>
  useQuery({
    queryKey: stormKeys.status,
    queryFn: () => apiJson<PublicStatus>('GET', '/api/status'),
    refetchInterval: 60_000,
  });

/** The switch as stored, with who flipped it (staff). */
export const useStaffStormBanner = () =>
  useQuery({
    queryKey: stormKeys.staff,
    queryFn: () => apiJson<StormBanner>('GET', '/api/storm-banner/current'),
  });

/** Switches the banner (admin; the CSRF token goes with it like every staff write). */
export function useSwitchStormBanner() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (update: StormBannerUpdate) =>
      apiJson<StormBanner>('PUT', '/api/storm-banner', update),
    onSuccess: (saved) => {
      queries.setQueryData(stormKeys.staff, saved);
      void queries.invalidateQueries({ queryKey: stormKeys.banner });
      void queries.invalidateQueries({ queryKey: stormKeys.status });
    },
  });
}
