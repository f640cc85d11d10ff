import { COMPANY, PROMISES, type ServiceAreaCheckResponse } from '@roofing/contracts';

/** A helpful answer either way: what happens next when served, what to do when not. */
export function serviceAreaAnswer(zip: string, area: string | null): ServiceAreaCheckResponse {
  if (area) {
    return {
      isServiceable: true,
      area,
      message: `Good news: we serve ${area} (${zip}). Request your free estimate and we'll contact you within ${PROMISES.contactWithinHours} hours.`,
    };
  }
  return {
    isServiceable: false,
    area: null,
    message: `We don't serve ${zip} yet. We work along North Florida's coast from Fernandina Beach to St. Augustine, plus Jacksonville, Orange Park and Gainesville. Call ${COMPANY.phone}: for larger or commercial projects we may still help, or refer a licensed roofer near you.`,
  };
}
