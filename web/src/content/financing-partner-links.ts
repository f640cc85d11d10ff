import type { FinancingPartnerKind } from './types.ts';

/**
 * The five lenders' names and home pages, the same in both languages: the financing page's cards
 * (English and Spanish copy) and the not-found page's shortcut list read them from here, so neither
 * the Spanish copy nor the not-found page pulls in the English card text.
 */
export const FINANCING_PARTNER_LINKS = [
  { kind: 'online-home-improvement', name: 'Hearth', url: 'https://www.gethearth.com' },
  { kind: 'promotional-0-apr', name: 'GreenSky', url: 'https://www.greensky.com' },
  { kind: 'roofing-specific', name: 'Service Finance Company', url: 'https://svcfin.com' },
  { kind: 'all-credit-installment', name: 'Acorn Finance', url: 'https://www.acornfinance.com' },
  { kind: 'florida-pace', name: 'Florida PACE Funding Agency', url: 'https://www.floridapace.gov' },
] as const satisfies readonly { kind: FinancingPartnerKind; name: string; url: string }[];

/** One lender's kind, name and address, for its card. */
export function financingPartnerLink(kind: FinancingPartnerKind) {
  const found = FINANCING_PARTNER_LINKS.find((entry) => entry.kind === kind);
  if (!found) throw new Error(`no financing partner ${kind}`);
  return found;
}
