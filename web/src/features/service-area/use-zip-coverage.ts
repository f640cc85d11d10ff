import { ServiceAreaCheckRequestSchema } from '@roofing/contracts';
import { useQuery } from '@tanstack/react-query';
import { checkServiceArea } from '../../api/service-area.ts';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

/** Query keys of the coverage check; the first element is the path it posts to. */
export const zipCoverageKeys = {
  check: (zipCode: string) => ['/api/validate-service-area', zipCode] as const,
};

/** The 5-digit ZIP of a complete ZIP or ZIP+4 as the contract reads it; null otherwise. */
export function completeZip(value: string): string | null {
  const parsed = ServiceAreaCheckRequestSchema.safeParse({ zipCode: value });
  return parsed.success ? parsed.data.zipCode.slice(0, 5) : null;
}

/**
 * Whether the ZIP typed so far is one the service area check says we do not serve. It asks
 * POST /api/validate-service-area once the ZIP is complete (each ZIP once: the answer is kept),
 * and says false while it does not know (incomplete ZIP, answer pending, check failed): the
 * warning is a hint, never a gate.
 */
export function useOutsideServiceArea(value: string): boolean {
  const zipCode = completeZip(value);
  const check = useQuery({
    queryKey: zipCoverageKeys.check(zipCode ?? ''),
    queryFn: () => checkServiceArea({ zipCode: zipCode ?? '' }),
    enabled: zipCode !== null,
  });
  return zipCode !== null && check.data?.isServiceable === false;
}

/**
 * What the quote wizard says under a ZIP we do not serve, in the page's language ('' while there
 * is nothing to say: see FormField's `warning`); it never stops the request.
 */
export function useOutsideServiceAreaWarning(value: string): string {
  const t = useT(messages);
  return useOutsideServiceArea(value) ? t('outsideWarning') : '';
}
