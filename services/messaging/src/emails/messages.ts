import {
  BUSINESS_HOURS,
  type CustomerStateInput,
  customerState,
  type Locale,
  optionLabel,
  PROMISES,
} from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/**
 * The words every customer e-mail shares (issue 24): the layout's header and greeting, the labels
 * and buttons several e-mails repeat, the project's state in the customer's words, what a site
 * visit involves, and the contract facts and right to cancel. Each notification folder has its
 * own catalogue (`messages.ts` beside its emails.tsx) for the rest. Office alerts stay English.
 */
export const sharedMessages = defineCatalogue(
  'emails.shared',
  {
    headerMeta: '{phone} · Florida license {license} · Fully licensed and insured',
    greetingNamed: 'Hi {name},',
    greetingAnonymous: 'Hello,',
    estimateNumber: 'Estimate number',
    status: 'Status',
    trackEstimate: 'Track your estimate',
    seeProgress: "See your project's progress",
    openPortal: 'Open your client portal',
    callUs: 'Questions? Call us at {phone}.',
    stormTitle: 'Storm update from our office',
    // While the storm banner is on, acknowledgements promise no hours the banner contradicts.
    stormStepCall:
      'We call you to book a time as soon as we can. During the storm we answer emergencies first, so it may take longer than usual: the notice above says how long.',
    stormPreview: 'We have your request. Inside, our storm update: when to expect our call.',
    // BUSINESS_HOURS (contracts/src/company.ts); English prints them as they are.
    officeHours: 'Mon-Fri: 7AM-6PM · Sat: 8AM-4PM · Emergency service: 24/7',
    workingOn:
      'You receive this e-mail because {company} is working on your estimate {estimateNumber}.',
    // The project's state (contracts/src/status.ts customerState), as the track page names it.
    'state.quote_requested': 'Quote Requested',
    'state.site_visit_scheduled': 'Site Visit Scheduled',
    'state.estimate_prepared': 'Estimate Ready',
    'state.estimate_expired': 'Estimate Expired',
    'state.accepted': 'Accepted',
    'state.declined': 'Declined',
    'state.need_revision': 'Changes Requested',
    'state.in_progress': 'Work in Progress',
    'state.completed': 'Completed',
    'state.cancelled': 'Cancelled',
    'state.received': 'Received',
    // What the site visit involves.
    visitTitle: 'What to expect',
    visitInspector:
      'A certified inspector checks the roof covering, flashing, vents and gutters, and takes dated photos.',
    visitAttic:
      'If you can, clear the way to the attic access: the underside of the roof deck shows leaks the outside does not.',
    visitDuration: 'The visit usually takes about an hour. There is no obligation and no charge.',
    // The contract's facts and the right to cancel (billing.tsx).
    contractVersion: 'Contract version',
    contractPrice: 'Contract price',
    depositDue: 'Deposit due on signing',
    depositShare: '({share} of the price)',
    cancelUntil:
      'You may cancel this contract without any penalty or obligation until midnight at the end of {day}.',
    cancelAfterSigning:
      'After you sign, you may cancel without any penalty or obligation until midnight of the third business day (Monday to Friday, not counting federal holidays) after the day you sign.',
    cancelHow:
      'To cancel, use "Cancel contract" on the contract in your client portal, or mail or deliver a signed, dated written notice saying you cancel to {legalName}, {address}, postmarked or delivered by that deadline.',
    cancelRefund:
      'If you cancel, we return everything you have paid within 10 days of receiving your notice, as Florida law requires, and no work is started.',
    // Payment methods (contracts PAYMENT_METHOD_LABELS).
    'method.card': 'Card (online)',
    'method.us_bank_account': 'Bank account (ACH, online)',
    'method.check': 'Check',
    'method.insurer_check': 'Insurance company check',
    'method.financing': 'Financing',
    'method.cash': 'Cash',
    'method.bank_transfer': 'Bank transfer',
    'method.card_by_phone': 'Card by phone',
    // The quote form's options (contracts/src/quote-options.ts).
    'service.new-roof': 'New Roof',
    'service.roof-replacement': 'Roof Replacement',
    'service.roof-repair': 'Roof Repair',
    'service.inspection': 'Inspection',
    'property.residential': 'Residential',
    'property.commercial': 'Commercial',
    'roof.shingles': 'Shingles',
    'roof.tile': 'Tile',
    'roof.metal': 'Metal',
    'roof.flat': 'Flat',
    'roof.other': 'Other',
    'time.morning': 'Morning (8am-12pm)',
    'time.afternoon': 'Afternoon (12pm-5pm)',
    'time.evening': 'Evening (5pm-7pm)',
  },
  {
    headerMeta: '{phone} · Licencia de Florida {license} · Con licencia y seguro completos',
    greetingNamed: 'Hola, {name}:',
    greetingAnonymous: 'Hola:',
    estimateNumber: 'Número de estimado',
    status: 'Estado',
    trackEstimate: 'Consulte su estimado',
    seeProgress: 'Vea el avance de su proyecto',
    openPortal: 'Abra su portal del cliente',
    callUs: '¿Preguntas? Llámenos al {phone}.',
    stormTitle: 'Aviso de nuestra oficina por la tormenta',
    stormStepCall:
      'Le llamamos para acordar una hora lo antes posible. Durante la tormenta atendemos primero las emergencias, así que puede tardar más de lo normal: el aviso de arriba indica cuánto.',
    stormPreview:
      'Recibimos su solicitud. Adentro, nuestro aviso por la tormenta: cuándo esperar nuestra llamada.',
    officeHours:
      'De lunes a viernes: 7 a.m. a 6 p.m. · Sábados: 8 a.m. a 4 p.m. · Servicio de emergencia: 24/7',
    workingOn:
      'Usted recibe este correo porque {company} está trabajando en su estimado {estimateNumber}.',
    'state.quote_requested': 'Cotización solicitada',
    'state.site_visit_scheduled': 'Visita programada',
    'state.estimate_prepared': 'Estimado listo',
    'state.estimate_expired': 'Estimado vencido',
    'state.accepted': 'Aceptado',
    'state.declined': 'Rechazado',
    'state.need_revision': 'Cambios solicitados',
    'state.in_progress': 'Trabajo en curso',
    'state.completed': 'Terminado',
    'state.cancelled': 'Cancelado',
    'state.received': 'Recibido',
    visitTitle: 'Qué esperar',
    visitInspector:
      'Un inspector certificado revisa la cubierta del techo, los tapajuntas, los respiraderos y las canaletas, y toma fotos con fecha.',
    visitAttic:
      'Si puede, despeje el acceso al ático: la parte de abajo de la plataforma del techo muestra filtraciones que no se ven desde afuera.',
    visitDuration:
      'La visita suele durar alrededor de una hora. No tiene ningún compromiso ni costo.',
    contractVersion: 'Versión del contrato',
    contractPrice: 'Precio del contrato',
    depositDue: 'Depósito a pagar al firmar',
    depositShare: '({share} del precio)',
    cancelUntil:
      'Usted puede cancelar este contrato sin ninguna penalidad ni obligación hasta la medianoche del {day}.',
    cancelAfterSigning:
      'Después de firmar, usted puede cancelar sin ninguna penalidad ni obligación hasta la medianoche del tercer día hábil (de lunes a viernes, sin contar los feriados federales) después del día en que firme.',
    cancelHow:
      'Para cancelar, use "Cancelar el contrato" en el contrato dentro de su portal del cliente, o envíe por correo o entregue un aviso por escrito, firmado y fechado, en el que diga que cancela, a {legalName}, {address}, con matasellos o entregado dentro de ese plazo.',
    cancelRefund:
      'Si cancela, le devolvemos todo lo que haya pagado dentro de los 10 días siguientes a recibir su aviso, como lo exige la ley de Florida, y no se comienza ningún trabajo.',
    'method.card': 'Tarjeta (en línea)',
    'method.us_bank_account': 'Cuenta bancaria (ACH, en línea)',
    'method.check': 'Cheque',
    'method.insurer_check': 'Cheque de la compañía de seguros',
    'method.financing': 'Financiamiento',
    'method.cash': 'Efectivo',
    'method.bank_transfer': 'Transferencia bancaria',
    'method.card_by_phone': 'Tarjeta por teléfono',
    'service.new-roof': 'Techo nuevo',
    'service.roof-replacement': 'Reemplazo de techo',
    'service.roof-repair': 'Reparación de techo',
    'service.inspection': 'Inspección',
    'property.residential': 'Residencial',
    'property.commercial': 'Comercial',
    'roof.shingles': 'Tejas asfálticas',
    'roof.tile': 'Tejas',
    'roof.metal': 'Metal',
    'roof.flat': 'Techo plano',
    'roof.other': 'Otro',
    'time.morning': 'Mañana (8 a.m. a 12 p.m.)',
    'time.afternoon': 'Tarde (12 p.m. a 5 p.m.)',
    'time.evening': 'Noche (5 p.m. a 7 p.m.)',
  },
);

/** The office hours: English from BUSINESS_HOURS as always, Spanish from the catalogue. */
export const officeHoursIn = (locale: Locale): string =>
  locale === 'en'
    ? BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(' · ')
    : shared(locale)('officeHours');

/** The emergency call-back promise: "2-4 hours" (PROMISES) / "2-4 horas", the same figure. */
export const emergencyResponseIn = (locale: Locale): string =>
  locale === 'en'
    ? PROMISES.emergencyResponse
    : PROMISES.emergencyResponse.replace(/\bhours?\b/, 'horas');

export type SharedKey = keyof typeof sharedMessages.en;

/** The shared words in one language: `shared(locale)('estimateNumber')`. */
export const shared = (locale: Locale) => translator(sharedMessages, locale);

/** The project's state in the customer's words (English: customerState's label, unchanged). */
export function stateLabel(input: CustomerStateInput, locale: Locale): string {
  if (locale === 'en') return customerState(input).label;
  const t = shared(locale);
  const { status, customerResponse, expired } = input;
  if (status === 'estimate_prepared' && expired) return t('state.estimate_expired');
  if (status === 'estimate_prepared' && customerResponse === 'changes')
    return t('state.need_revision');
  const key = `state.${status}`;
  return key in sharedMessages.en ? t(key as SharedKey) : t('state.received');
}

/** A quote form option (service, property, roof, time) in the customer's words; unknown values as they are. */
export function optionIn(
  kind: 'service' | 'property' | 'roof' | 'time',
  options: readonly { readonly value: string; readonly label: string }[],
  value: string | null | undefined,
  locale: Locale,
): string {
  if (locale === 'en' || !value) return optionLabel(options, value);
  const key = `${kind}.${value}`;
  return key in sharedMessages.en ? shared(locale)(key as SharedKey) : optionLabel(options, value);
}
