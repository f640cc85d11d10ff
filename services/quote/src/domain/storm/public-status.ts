import {
  CALLBACK_MIN_SAMPLE,
  CALLBACK_WINDOW_DAYS,
  type PublicStatus,
} from '@roofing/contracts/http/storm';
import type { StormStore } from '../../store/storm.ts';
import { toPublicBanner, toStormBanner } from './storm-banner.ts';

type Figures = Omit<PublicStatus, 'banner'>;

/**
 * The public status page's answer: the banner read fresh (one row) and the figures counted from
 * the stored requests, kept for a few seconds so a storm's crowd of visitors costs one count.
 */
export function publicStatusReader(
  store: StormStore,
  keepSeconds: number,
  now: () => number = Date.now,
) {
  let cached: { figures: Figures; until: number } | undefined;

  async function figures(): Promise<Figures> {
    if (cached && cached.until > now()) return cached.figures;
    const counted = await store.figures(CALLBACK_WINDOW_DAYS);
    const enough = counted.sample >= CALLBACK_MIN_SAMPLE && counted.medianSeconds !== null;
    const fresh: Figures = {
      waiting: {
        quotes: counted.quotes,
        serviceRequests: counted.serviceRequests,
        inspectionRequests: counted.inspectionRequests,
        total: counted.quotes + counted.serviceRequests + counted.inspectionRequests,
      },
      callback: {
        medianMinutes: enough ? Math.round((counted.medianSeconds ?? 0) / 60) : null,
        sample: counted.sample,
        windowDays: CALLBACK_WINDOW_DAYS,
      },
      computedAt: new Date(now()).toISOString(),
    };
    cached = { figures: fresh, until: now() + keepSeconds * 1000 };
    return fresh;
  }

  return {
    async read(): Promise<PublicStatus> {
      const [latest, counted] = await Promise.all([store.latest(), figures()]);
      return { banner: toPublicBanner(toStormBanner(latest)), ...counted };
    },
  };
}
