import type { ServiceAreaCheckRequest, ServiceAreaCheckResponse } from '@roofing/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/** POST /api/validate-service-area with the trimmed ZIP code (public-site §7). */
export function checkServiceArea(
  input: ServiceAreaCheckRequest,
): Promise<ServiceAreaCheckResponse> {
  return apiJson<ServiceAreaCheckResponse>('POST', '/api/validate-service-area', input);
}

export function useCheckServiceArea() {
  return useMutation({ mutationFn: checkServiceArea });
}
