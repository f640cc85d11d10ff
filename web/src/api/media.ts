import type { SitePhoto, SitePhotoPatch, SitePhotos } from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from './client.ts';
import { uploadWithProgress } from './documents.ts';

const keys = { staff: ['/api/media'] as const, site: ['/api/media/site'] as const };

/** Every site photo, for the Site Photos page. */
export const useSitePhotos = () =>
  useQuery({ queryKey: keys.staff, queryFn: () => apiJson<SitePhoto[]>('GET', '/api/media') });

/** The photos chosen for the landing page; none chosen (or none reachable) means the illustrations. */
export const useChosenSitePhotos = () =>
  useQuery({
    queryKey: keys.site,
    queryFn: () => apiJson<SitePhotos>('GET', '/api/media/site'),
    staleTime: 5 * 60_000,
    retry: false,
  });

function useMediaMutation<T, R>(call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved: R) => {
      // A changed photo shows at once; the refetch below then settles order and the rest.
      if (saved && typeof saved === 'object' && 'id' in saved) {
        const photo = saved as unknown as SitePhoto;
        queries.setQueryData<SitePhoto[]>(keys.staff, (list) =>
          list?.some((p) => p.id === photo.id)
            ? list.map((p) => (p.id === photo.id ? photo : p))
            : list,
        );
      }
      void queries.invalidateQueries({ queryKey: keys.staff });
      void queries.invalidateQueries({ queryKey: keys.site });
    },
  });
}

export const useUploadSitePhoto = () =>
  useMediaMutation(({ form, onProgress }: { form: FormData; onProgress: (p: number) => void }) =>
    uploadWithProgress<SitePhoto>('/api/media', form, onProgress),
  );
export const useUpdateSitePhoto = () =>
  useMediaMutation(({ id, patch }: { id: number; patch: SitePhotoPatch }) =>
    apiJson<SitePhoto>('PATCH', `/api/media/${id}`, patch),
  );
export const useRemoveSitePhoto = () =>
  useMediaMutation((id: number) => apiRequest('DELETE', `/api/media/${id}`));
