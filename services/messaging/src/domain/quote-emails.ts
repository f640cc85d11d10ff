import {
  COMPANY,
  optionLabel,
  PREFERRED_TIMES,
  PROMISES,
  PROPERTY_TYPES,
  type QuoteRequestedData,
  ROOF_MATERIALS,
  SERVICE_TYPES,
} from '@roofing/contracts';

export interface EmailContent {
  subject: string;
  text: string;
}

function trackingLink(publicUrl: string, estimateNumber: string): string {
  const url = new URL('/estimate-tracker', publicUrl);
  url.searchParams.set('number', estimateNumber);
  return url.toString();
}

function discounts(quote: QuoteRequestedData): string[] {
  const lines: string[] = [];
  if (quote.isVeteran)
    lines.push(`Veteran / active military discount: ${COMPANY.discounts.veterans}%`);
  if (quote.isSenior) lines.push(`Senior (65+) discount: ${COMPANY.discounts.seniors}%`);
  return lines;
}

/** The confirmation a homeowner receives right after asking for a quote. */
export function quoteConfirmationEmail(quote: QuoteRequestedData, publicUrl: string): EmailContent {
  const visit = [quote.preferredDate, optionLabel(PREFERRED_TIMES, quote.preferredTime)]
    .filter(Boolean)
    .join(', ');
  const savings = discounts(quote);
  const text = [
    `Hi ${quote.firstName},`,
    '',
    `Thank you for asking ${COMPANY.name} for a free roofing estimate. We have your request and it is in our queue.`,
    '',
    `Your estimate number: ${quote.estimateNumber}`,
    'Keep this number: you need it to track your estimate online or when you call us.',
    '',
    'What happens next',
    `1. Within ${PROMISES.contactWithinHours} hours we call or e-mail you to confirm a time for your free inspection${visit ? ` (you asked for ${visit})` : ''}.`,
    '2. A certified inspector visits the property, checks the roof, attic ventilation and flashing, and takes photos.',
    `3. You receive a written estimate within ${PROMISES.writtenEstimateWithinHours} hours of the visit.`,
    '4. There is no obligation: the consultation and the estimate are free.',
    '',
    `Track your estimate: ${trackingLink(publicUrl, quote.estimateNumber)}`,
    '',
    'What you asked for',
    `Service: ${optionLabel(SERVICE_TYPES, quote.serviceType)}`,
    `Property: ${optionLabel(PROPERTY_TYPES, quote.propertyType)}, ${quote.streetAddress}, ${quote.city}, ${quote.state} ${quote.zipCode}`,
    ...(quote.currentRoofMaterial
      ? [`Current roof: ${optionLabel(ROOF_MATERIALS, quote.currentRoofMaterial)}`]
      : []),
    ...savings,
    '',
    `Storm damage or an active leak? Call us any time at ${COMPANY.phone}: emergency service runs 24/7.`,
    '',
    `${COMPANY.name}`,
    `${COMPANY.phone} · ${COMPANY.email} · ${COMPANY.website}`,
    `Florida license ${COMPANY.license} · Fully licensed and insured`,
  ].join('\n');
  return { subject: `We received your quote request (${quote.estimateNumber})`, text };
}

/** The alert the office receives for every new quote request. */
export function officeQuoteAlertEmail(quote: QuoteRequestedData, publicUrl: string): EmailContent {
  const text = [
    `New quote request ${quote.estimateNumber}`,
    '',
    `Customer: ${quote.firstName} ${quote.lastName}`,
    `Phone: ${quote.phone}`,
    `E-mail: ${quote.email}`,
    `Address: ${quote.streetAddress}, ${quote.city}, ${quote.state} ${quote.zipCode}`,
    '',
    `Service: ${optionLabel(SERVICE_TYPES, quote.serviceType)}`,
    `Property: ${optionLabel(PROPERTY_TYPES, quote.propertyType)}`,
    `Current roof: ${optionLabel(ROOF_MATERIALS, quote.currentRoofMaterial) || 'not given'}`,
    `Roof age: ${quote.roofAge === null ? 'not given' : `${quote.roofAge} years`}`,
    `Preferred visit: ${[quote.preferredDate, optionLabel(PREFERRED_TIMES, quote.preferredTime)].filter(Boolean).join(', ') || 'no preference'}`,
    ...discounts(quote),
    '',
    `Project description: ${quote.projectDescription ?? '—'}`,
    `Special instructions: ${quote.specialInstructions ?? '—'}`,
    '',
    `Promise to the customer: contact within ${PROMISES.contactWithinHours} hours, written estimate within ${PROMISES.writtenEstimateWithinHours} hours of the visit.`,
    `Estimate page: ${trackingLink(publicUrl, quote.estimateNumber)}`,
  ].join('\n');
  return {
    subject: `New quote request ${quote.estimateNumber}: ${quote.firstName} ${quote.lastName}, ${quote.city}`,
    text,
  };
}
