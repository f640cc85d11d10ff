import { type Locale, pathInLocale } from '@roofing/contracts';
import { type ServiceContext, type SmsSender, smsSenderOf } from '@roofing/platform';
import { messagingSettings } from './settings.ts';

const senders = new WeakMap<ServiceContext['config'], SmsSender>();

/** The provider texts go through: Twilio when configured, else files under `<DATA_DIR>/sms`. */
export function smsSender(ctx: ServiceContext): SmsSender {
  let sender = senders.get(ctx.config);
  if (!sender) {
    sender = smsSenderOf(messagingSettings.of(ctx), { dataDir: ctx.config.DATA_DIR });
    senders.set(ctx.config, sender);
  }
  return sender;
}

/** Where the provider reports delivery (`?text=<id>`: the callback finds its text at once). */
export function statusCallbackUrl(ctx: ServiceContext, textId: number): string {
  const url = new URL('/api/sms/status', ctx.config.PUBLIC_URL);
  url.searchParams.set('text', String(textId));
  return url.toString();
}

/**
 * The client portal opened on one estimate in the customer's language, with a sealed single-use
 * token (`/client-portal?t=…`, `/es/client-portal?t=…`): never the estimate number.
 */
export function portalTextLink(ctx: ServiceContext, estimateNumber: string, locale: Locale) {
  const url = new URL(pathInLocale('/client-portal', locale), ctx.config.PUBLIC_URL);
  url.searchParams.set('t', ctx.portalLink(estimateNumber));
  return url.toString();
}
