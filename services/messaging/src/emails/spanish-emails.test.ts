import { readdirSync, readFileSync } from 'node:fs';
import type {
  ColdshieldLeadCreatedData,
  ContactReceivedData,
  ContractSignedData,
  EstimatePreparedData,
  EstimateRespondedData,
  InspectionRecordedData,
  InspectionRequestedData,
  InstantQuoteGeneratedData,
  Locale,
  PermitIssuedData,
  PhotoReportSharedData,
  QuoteRequestedData,
  QuoteStatusChangedData,
  ServiceRequestOpenedData,
  VisitRescheduledData,
} from '@roofing/contracts';
import { INSPECTION_TYPES } from '@roofing/contracts';
import { CATALOGUES } from '@roofing/contracts/i18n';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { billingEvents, contractFacts } from '../../../../scripts/email-samples-billing.ts';
import { coldshieldFollowUpEmail } from '../notifications/coldshield-follow-up-triggered/emails.tsx';
import { coldshieldAcknowledgementEmail } from '../notifications/coldshield-lead-created/emails.tsx';
import { contactAcknowledgementEmail } from '../notifications/contact-received/emails.tsx';
import { contractCancelledEmail } from '../notifications/contract-cancelled/emails.tsx';
import { contractCountersignedEmail } from '../notifications/contract-countersigned/emails.tsx';
import { contractReadyEmail } from '../notifications/contract-issued/emails.tsx';
import { contractSignedEmail } from '../notifications/contract-signed/emails.tsx';
import {
  estimateReadyEmail,
  estimateReminderEmail,
} from '../notifications/estimate-prepared/emails.tsx';
import { customerAnswerEmail } from '../notifications/estimate-responded/emails.tsx';
import { inspectionRecordedEmail } from '../notifications/inspection-recorded/emails.tsx';
import { INSPECTION_COVERS } from '../notifications/inspection-requested/covers.ts';
import { inspectionConfirmationEmail } from '../notifications/inspection-requested/emails.tsx';
import { instantQuoteCustomerEmail } from '../notifications/instant-quote-generated/emails.tsx';
import {
  invoiceIssuedEmail,
  invoiceOverdueEmail,
} from '../notifications/invoice-issued/emails.tsx';
import { teamMessagesEmail } from '../notifications/message-posted/emails.tsx';
import { paymentReceiptEmail } from '../notifications/payment-received/emails.tsx';
import { paymentRefundedEmail } from '../notifications/payment-refunded/emails.tsx';
import { permitIssuedEmail } from '../notifications/permit-issued/emails.tsx';
import { photoReportSharedEmail } from '../notifications/photo-report-shared/emails.tsx';
import { portalCodeEmail } from '../notifications/portal-code-requested/emails.tsx';
import { quoteConfirmationEmail } from '../notifications/quote-requested/emails.tsx';
import {
  projectCompletedEmail,
  siteVisitScheduledEmail,
  workInProgressEmail,
} from '../notifications/quote-status-changed/emails.tsx';
import { serviceRequestAcknowledgementEmail } from '../notifications/service-request-opened/emails.tsx';
import { visitRescheduledEmail } from '../notifications/visit-rescheduled/emails.tsx';
import { useLinkTokens } from './format.ts';
import type { EmailContent } from './render.tsx';

/**
 * Every customer e-mail speaks the customer's language (issue 24): an event in Spanish renders a
 * Spanish subject and body, links to the Spanish pages, dates and money in Spanish, and no English
 * sentence of ours leaks into it; the same event in English reads as before.
 */

const PUBLIC_URL = 'https://www.shorefrontroofing.com';
// Links carry a sealed token, as when the service runs.
useLinkTokens(() => 'sealed-token');

const who = (language: Locale) => ({
  quoteId: 1042,
  language,
  estimateNumber: 'SFR-K7MQ4ZPX',
  firstName: 'María',
  lastName: 'Albright',
  email: 'maria.albright@example.com',
  phone: '(904) 555-0167',
  streetAddress: '318 Seaspray Ave',
  city: 'Atlantic Beach',
  state: 'FL',
  zipCode: '32233',
});

const quote = (language: Locale): QuoteRequestedData => ({
  ...who(language),
  textConsent: null,
  serviceType: 'roof-replacement',
  propertyType: 'residential',
  currentRoofMaterial: 'shingles',
  roofAge: 21,
  projectDescription: null,
  isVeteran: true,
  isSenior: false,
  preferredDate: '2026-06-19',
  preferredTime: 'morning',
  specialInstructions: null,
  requestedAt: '2026-06-15T13:20:00.000Z',
});

const change = (language: Locale, to: string, scheduledDate: string | null = null) =>
  ({
    ...who(language),
    from: 'quote_requested',
    to,
    scheduledDate,
    changedBy: 'Ana Whitaker',
    changedAt: '2026-06-15T16:20:00.000Z',
  }) satisfies QuoteStatusChangedData;

const visit = (language: Locale): VisitRescheduledData => ({
  ...who(language),
  status: 'site_visit_scheduled',
  previousDate: '2026-06-17T13:00:00.000Z',
  scheduledDate: '2026-06-19T18:30:00.000Z',
  changedBy: 'Ana Whitaker',
  changedAt: '2026-06-16T09:20:00.000Z',
});

const estimate = (language: Locale): EstimatePreparedData => ({
  ...who(language),
  estimateAmount: '16840.00',
  proposalNotes: 'Reemplazo completo con tejas asfálticas arquitectónicas y nuevo tapajuntas.',
  expiresAt: '2026-07-17T03:59:00.000Z',
  preparedBy: 'Ana Whitaker',
  preparedAt: '2026-06-17T13:20:00.000Z',
});

/**
 * The billing events of the e-mail screenshots (scripts/email-samples-billing.ts: an $18,400
 * re-roof with a 10 % deposit), told to María in `language`.
 */
const billing = (language: Locale) => billingEvents(who(language));
const contract = (language: Locale) => billing(language).issued;
const invoice = (language: Locale) => billing(language).invoice;
const payment = (language: Locale) => billing(language).payment;
const code = (language: Locale) => billing(language).code;
const countersigned = (language: Locale) => billing(language).countersigned;
const cancelled = (language: Locale) => billing(language).cancelled;
const refund = (language: Locale) => billing(language).refund;
/** Signed on Friday, June 19: the customer may cancel until Wednesday, June 24. */
const signed = (language: Locale): ContractSignedData => ({
  ...billing(language).signed,
  signedAt: '2026-06-19T15:00:00.000Z',
  cancelBy: '2026-06-24',
});

const teamMessage = {
  id: 1,
  senderName: 'Equipo de Shorefront Roofing',
  messageContent: 'Su permiso fue aprobado esta mañana.',
  imageUrl: null,
  createdAt: new Date('2026-11-20T14:05:00Z'),
};

const permitFacts = {
  jurisdiction: 'City of Atlantic Beach',
  permitNumber: 'RES-26-0412',
  permitId: 7,
};

const permit = (language: Locale): PermitIssuedData => ({
  ...who(language),
  ...permitFacts,
  issuedOn: '2026-07-01',
  expiresOn: '2026-12-28',
  workStartBy: '2026-09-29',
});

const inspection = (language: Locale, result: 'pass' | 'fail'): InspectionRecordedData => ({
  ...who(language),
  ...permitFacts,
  inspectionId: 3,
  kind: 'dry-in',
  label: 'Dry-in',
  result,
  resultOn: '2026-07-14',
  notes: result === 'fail' ? 'Agregar clavos en la cumbrera (cada 6 pulg.).' : null,
  inspector: 'R. Delgado',
});

const photoReport = (language: Locale): PhotoReportSharedData => ({
  ...who(language),
  reportId: 5,
  title: 'Roof inspection, June 2026',
  inspectedOn: '2026-06-17',
  photoCount: 14,
  note: null,
  sharedAt: '2026-06-18T14:00:00.000Z',
});

const answer = (
  language: Locale,
  response: EstimateRespondedData['response'],
): EstimateRespondedData => ({
  ...who(language),
  response,
  notes: null,
  status:
    response === 'accepted'
      ? 'accepted'
      : response === 'declined'
        ? 'declined'
        : 'estimate_prepared',
  estimateAmount: '16840.00',
  respondedAt: '2026-06-18T14:00:00.000Z',
  acceptance:
    response === 'accepted'
      ? {
          acceptedAt: '2026-06-18T14:00:00.000Z',
          ipAddress: '203.0.113.7',
          userAgent: null,
          estimateAmount: '16840.00',
          proposalNotes: 'Reemplazo completo con tejas asfálticas arquitectónicas.',
          estimateHash: contractFacts.documentHash,
          recordedBy: null,
        }
      : null,
});

const contact = (language: Locale): ContactReceivedData => ({
  name: 'María Albright',
  phone: '(904) 555-0167',
  email: 'maria.albright@example.com',
  subject: 'general',
  message: 'Hola',
  contactId: 9,
  receivedAt: '2026-06-15T13:20:00.000Z',
  language,
});

const lead = (language: Locale): ColdshieldLeadCreatedData => ({
  leadId: 4,
  name: 'Héctor Ruiz',
  email: 'hector@example.com',
  phone: '(904) 555-0131',
  address: '7420 Phillips Hwy, Jacksonville, FL 32256',
  message: null,
  requestedAt: '2026-06-15T13:20:00.000Z',
  language,
});

const instantQuote = (language: Locale, traced = true): InstantQuoteGeneratedData => ({
  estimateNumber: 'IQ-482913-207',
  customerName: 'María Albright',
  customerEmail: 'maria.albright@example.com',
  customerPhone: null,
  address: '318 Seaspray Ave',
  city: 'Atlantic Beach',
  state: 'FL',
  zipCode: '32233',
  roofSquares: 21,
  pricePerSquare: 550,
  totalPrice: 11550,
  roofType: 'Shingle',
  material: 'shingle',
  measurement: traced
    ? {
        method: 'satellite',
        pitch: '6/12',
        faces: 3,
        planAreaSqFt: 1850,
        pitchFactor: 1.118,
        squares: 21,
        range: { low: 10500, high: 12900 },
        confidence: 'medium',
        reviewReasons: ['many-faces'],
      }
    : null,
  needsReview: traced,
  language,
  generatedAt: '2026-06-15T13:20:00.000Z',
});

const serviceRequest = (
  language: Locale,
  requestType: ServiceRequestOpenedData['requestType'] = 'leak',
  priority: ServiceRequestOpenedData['priority'] = 'urgent',
): ServiceRequestOpenedData => ({
  ...who(language),
  serviceRequestId: 12,
  requestType,
  priority,
  description: 'Hay una gotera en la sala.',
  openedAt: '2026-09-14T13:05:00.000Z',
});

const inspectionRequest = (
  language: Locale,
  inspectionType: InspectionRequestedData['inspectionType'] = 'full-roof',
  urgencyLevel: InspectionRequestedData['urgencyLevel'] = 'routine',
): InspectionRequestedData => ({
  requestNumber: 'INS-K7M2QX',
  customerName: 'María Albright',
  customerEmail: 'maria.albright@example.com',
  customerPhone: '(904) 555-0167',
  propertyAddress: '318 Seaspray Ave, Atlantic Beach, FL 32233',
  inspectionType,
  urgencyLevel,
  description: 'Faltan tejas después de la tormenta.',
  preferredDate: '2026-06-01',
  requestedAt: '2026-05-28T14:00:00.000Z',
  language,
});

/** Each main customer e-mail, rendered from an event in `language`. */
const EMAILS = {
  'quote confirmation': (l) => quoteConfirmationEmail(quote(l), PUBLIC_URL),
  'visit scheduled': (l) =>
    siteVisitScheduledEmail({
      change: change(l, 'site_visit_scheduled', '2026-06-17T13:00:00.000Z'),
      publicUrl: PUBLIC_URL,
    }),
  'work started': (l) =>
    workInProgressEmail({ change: change(l, 'in_progress'), publicUrl: PUBLIC_URL }),
  'project completed': (l) =>
    projectCompletedEmail({ change: change(l, 'completed'), publicUrl: PUBLIC_URL }),
  'visit rescheduled': (l) => visitRescheduledEmail({ visit: visit(l), publicUrl: PUBLIC_URL }),
  'estimate ready': (l) =>
    estimateReadyEmail({ estimate: estimate(l), publicUrl: PUBLIC_URL, revised: false }),
  'estimate reminder': (l) =>
    estimateReminderEmail({
      estimate: estimate(l),
      publicUrl: PUBLIC_URL,
      reminder: 'd7',
      now: new Date('2026-06-24T14:00:00Z'),
    }),
  'contract issued': (l) => contractReadyEmail({ contract: contract(l), publicUrl: PUBLIC_URL }),
  invoice: (l) => invoiceIssuedEmail({ invoice: invoice(l), publicUrl: PUBLIC_URL }),
  'invoice overdue': (l) =>
    invoiceOverdueEmail({
      invoice: invoice(l),
      publicUrl: PUBLIC_URL,
      reminder: 2,
      balanceCents: 184000,
      now: new Date('2026-07-12T14:00:00Z'),
    }),
  'payment received': (l) => paymentReceiptEmail({ payment: payment(l), publicUrl: PUBLIC_URL }),
  'portal code': (l) => portalCodeEmail(code(l)),
  'message posted': (l) =>
    teamMessagesEmail(
      { firstName: 'María', estimateNumber: 'SFR-K7MQ4ZPX' },
      1,
      [teamMessage],
      PUBLIC_URL,
      l,
    ),
  'contract signed': (l) => contractSignedEmail({ contract: signed(l), publicUrl: PUBLIC_URL }),
  'contract countersigned': (l) =>
    contractCountersignedEmail({ contract: countersigned(l), publicUrl: PUBLIC_URL }),
  'contract cancelled': (l) =>
    contractCancelledEmail({ contract: cancelled(l), publicUrl: PUBLIC_URL }),
  'payment refunded': (l) => paymentRefundedEmail({ refund: refund(l), publicUrl: PUBLIC_URL }),
  'permit issued': (l) => permitIssuedEmail({ permit: permit(l), publicUrl: PUBLIC_URL }),
  'inspection passed': (l) =>
    inspectionRecordedEmail({ inspection: inspection(l, 'pass'), publicUrl: PUBLIC_URL }),
  'inspection failed': (l) =>
    inspectionRecordedEmail({ inspection: inspection(l, 'fail'), publicUrl: PUBLIC_URL }),
  'photo report': (l) => photoReportSharedEmail({ report: photoReport(l), publicUrl: PUBLIC_URL }),
  'estimate accepted': (l) =>
    customerAnswerEmail({ answer: answer(l, 'accepted'), publicUrl: PUBLIC_URL }),
  'estimate questions': (l) =>
    customerAnswerEmail({ answer: answer(l, 'questions'), publicUrl: PUBLIC_URL }),
  'estimate changes': (l) =>
    customerAnswerEmail({ answer: answer(l, 'changes'), publicUrl: PUBLIC_URL }),
  'estimate declined': (l) =>
    customerAnswerEmail({ answer: answer(l, 'declined'), publicUrl: PUBLIC_URL }),
  'contact acknowledgement': (l) => contactAcknowledgementEmail(contact(l)),
  'coldshield acknowledgement': (l) => coldshieldAcknowledgementEmail(lead(l)),
  'coldshield follow-up': (l) => {
    const { message: _message, ...facts } = lead(l);
    return coldshieldFollowUpEmail({ ...facts, triggeredAt: '2026-06-17T13:20:00.000Z' });
  },
  'instant quote (traced)': (l) => instantQuoteCustomerEmail(instantQuote(l), PUBLIC_URL),
  'instant quote (by hand)': (l) => instantQuoteCustomerEmail(instantQuote(l, false), PUBLIC_URL),
  'service request (urgent leak)': (l) =>
    serviceRequestAcknowledgementEmail({ request: serviceRequest(l), publicUrl: PUBLIC_URL }),
  'service request (warranty)': (l) =>
    serviceRequestAcknowledgementEmail({
      request: serviceRequest(l, 'warranty_claim', 'medium'),
      publicUrl: PUBLIC_URL,
    }),
  'inspection request': (l) => inspectionConfirmationEmail(inspectionRequest(l)),
  'inspection request (emergency, drone)': (l) =>
    inspectionConfirmationEmail(inspectionRequest(l, 'drone', 'emergency')),
} satisfies Record<string, (language: Locale) => Promise<EmailContent>>;

/** Words of our English sentences that have no place in a Spanish e-mail (links left out). */
const ENGLISH = /\b(the|your|you|please|thank|with|we|our|this|call us|receive)\b/i;
const withoutLinks = (text: string) =>
  text.replace(/https?:\/\/\S+/g, '').replace(/\[[^\]]*]/g, '');

describe('customer e-mails in Spanish', () => {
  for (const [name, render] of Object.entries(EMAILS)) {
    it(`${name}: a Spanish event renders a Spanish subject and body, no English sentence`, async () => {
      const email = await render('es');
      expect(email.subject).not.toMatch(ENGLISH);
      expect(withoutLinks(email.text)).not.toMatch(ENGLISH);
      expect(email.html).toContain('lang="es"');
      expect(email.text).toContain('Licencia de Florida CCC1334187');
      // Links open the Spanish pages.
      for (const link of email.text.match(/https:\/\/www\.shorefrontroofing\.com\/\S*/g) ?? []) {
        expect(link).toMatch(/^https:\/\/www\.shorefrontroofing\.com\/es(\/|\?|$)/);
      }
    });
  }

  it('says the real things in Spanish', async () => {
    const confirmation = await EMAILS['quote confirmation']('es');
    expect(confirmation.subject).toBe('Recibimos su solicitud de cotización (SFR-K7MQ4ZPX)');
    expect(confirmation.text).toContain('Hola, María:');
    expect(confirmation.text).toContain('Su número de estimado');
    expect(confirmation.text).toContain('Reemplazo de techo');
    expect(confirmation.text).toContain('Tejas asfálticas');
    expect(confirmation.text).toContain('19 de junio de 2026');
    expect(confirmation.text).toContain('/es/estimate-tracker');

    const scheduled = await EMAILS['visit scheduled']('es');
    expect(scheduled.subject).toBe('Su inspección de techo está programada (SFR-K7MQ4ZPX)');
    expect(scheduled.text).toContain('miércoles, 17 de junio de 2026');
    expect(scheduled.text).toContain('Visita programada');
    expect(scheduled.text).toContain('Qué esperar');

    const ready = await EMAILS['estimate ready']('es');
    expect(ready.subject).toBe('Su estimado para el techo está listo (SFR-K7MQ4ZPX)');
    expect(ready.text).toContain('$16,840.00');
    expect(ready.text).toContain('(le quedan 29 días)');
    expect(ready.text).toContain('Revise y responda a su estimado');

    const contractEmail = await EMAILS['contract issued']('es');
    expect(contractEmail.subject).toBe(
      'Su contrato de techo está listo para firmar (SFR-K7MQ4ZPX)',
    );
    expect(contractEmail.text).toContain('Su derecho a cancelar');
    expect(contractEmail.text).toContain('Depósito a pagar al firmar: $1,840.00');
    expect(contractEmail.text).toContain('(10 % del precio)');

    const bill = await EMAILS.invoice('es');
    expect(bill.subject).toBe(
      'Factura INV-2026-0117 de Shorefront Roofing: $1,840.00 a pagar antes del 2 de julio de 2026',
    );
    expect(bill.text).toContain('Cómo pagar');
    expect((await EMAILS['invoice overdue']('es')).text).toContain('10 días de atraso');

    const receipt = await EMAILS['payment received']('es');
    expect(receipt.subject).toBe(
      'Recibo: recibimos $1,840.00 para la factura INV-2026-0117 (SFR-K7MQ4ZPX)',
    );
    expect(receipt.text).toContain('Forma de pago: Cheque');
    expect(receipt.text).toContain('Por ahora no hay nada más que pagar');

    const portal = await EMAILS['portal code']('es');
    expect(portal.subject).toBe(
      '604219 es su código para firmar su contrato con Shorefront Roofing',
    );
    expect(portal.text).toContain('Nunca le pediremos este código por teléfono.');

    const team = await EMAILS['message posted']('es');
    expect(team.subject).toBe('Tiene un mensaje nuevo de su equipo del proyecto');
    expect(team.text).toContain('/es/client-portal?t=');
  });

  it('says the later project e-mails in Spanish too', async () => {
    const signedMail = await EMAILS['contract signed']('es');
    expect(signedMail.subject).toBe('Recibimos su contrato firmado (SFR-K7MQ4ZPX)');
    expect(signedMail.text).toContain(
      'Puede cancelar hasta: la medianoche del 24 de junio de 2026',
    );
    expect(signedMail.text).toContain('Ver su contrato');
    const countersignedMail = await EMAILS['contract countersigned']('es');
    expect(countersignedMail.subject).toBe('Su contrato de techo firmado (SFR-K7MQ4ZPX)');
    expect(countersignedMail.text).toContain('Firmado en nombre de Shorefront Roofing');
    const cancelledMail = await EMAILS['contract cancelled']('es');
    expect(cancelledMail.subject).toBe('Su contrato de techo está cancelado (SFR-K7MQ4ZPX)');
    expect(cancelledMail.text).toContain(
      'Le reembolsaremos los $1,840.00 que pagó a más tardar el 2 de julio de 2026',
    );
    const refundMail = await EMAILS['payment refunded']('es');
    expect(refundMail.subject).toBe('Reembolso de $1,840.00 (SFR-K7MQ4ZPX)');
    expect(refundMail.text).toContain('Reembolsado a: Tarjeta (en línea)');
    const permitMail = await EMAILS['permit issued']('es');
    expect(permitMail.subject).toBe(
      'Su permiso de techo fue emitido: permiso RES-26-0412 (SFR-K7MQ4ZPX)',
    );
    expect(permitMail.text).toContain('a más tardar el 29 de septiembre de 2026');
    const failed = await EMAILS['inspection failed']('es');
    expect(failed.subject).toBe(
      'La inspección de sellado (dry-in) de su techo requiere una corrección (SFR-K7MQ4ZPX)',
    );
    expect(failed.text).toContain('Lo que pidió el inspector');
    const photosMail = await EMAILS['photo report']('es');
    expect(photosMail.text).toContain('Fotos: 14 fotos');
    const accepted = await EMAILS['estimate accepted']('es');
    expect(accepted.subject).toBe('Comprobante: usted aceptó el estimado SFR-K7MQ4ZPX');
    expect(accepted.text).toContain('Monto aceptado: $16,840.00');
    expect(accepted.text).toContain('Estado: Aceptado');
    expect((await EMAILS['estimate declined']('es')).subject).toBe(
      'Gracias por avisarnos (estimado SFR-K7MQ4ZPX)',
    );
    const contactMail = await EMAILS['contact acknowledgement']('es');
    expect(contactMail.subject).toBe('Recibimos su mensaje – Shorefront Roofing');
    expect(contactMail.text).toContain('Horario de oficina: De lunes a viernes');
    const scan = await EMAILS['coldshield acknowledgement']('es');
    expect(scan.subject).toBe(
      'Su solicitud de escaneo térmico gratis de ColdShield – Shorefront Roofing',
    );
    expect(scan.text).toContain('Hola, Héctor:');
    expect((await EMAILS['coldshield follow-up']('es')).text).toContain(
      'es el único recordatorio que enviamos',
    );
  });

  it('says the instant quote, service request and inspection request in Spanish', async () => {
    const instant = await EMAILS['instant quote (traced)']('es');
    expect(instant.subject).toBe('Su cotización instantánea de techo IQ-482913-207: $11,550');
    expect(instant.text).toContain(
      'Aquí tiene su cotización instantánea para un techo nuevo de tejas asfálticas.',
    );
    expect(instant.text).toContain('Tamaño del techo: 21 cuadros (2,100 pies cuadrados de techo)');
    expect(instant.text).toContain('Material del techo: Tejas asfálticas, $550 por cuadro');
    expect(instant.text).not.toContain('Precio: ');
    expect(instant.text).toContain('Rango probable: $10,500 a $12,900');
    expect(instant.text).toContain(
      'Según el contorno que trazó en la vista satelital, con 3 caras de techo: 1,850 pies cuadrados en planta × 1.118 por una pendiente de 6/12 ≈ 21 cuadros de techo.',
    );
    expect(instant.text).toContain('Sobre el rango: algunas características del techo');
    expect(instant.text).toContain('un estimador revisa su contorno antes de llamarle');
    // The button the instant quote page shows for it, opening the Spanish page.
    expect(instant.text).toContain(
      'Seguir cotización https://www.shorefrontroofing.com/es/instant-quote?number=IQ-482913-207',
    );
    expect((await EMAILS['instant quote (by hand)']('es')).text).toContain(
      'Usted mismo escribió el tamaño del techo: 21 cuadros.',
    );

    const service = await EMAILS['service request (urgent leak)']('es');
    expect(service.subject).toBe('Recibimos su solicitud de servicio (SFR-K7MQ4ZPX)');
    expect(service.text).toContain('Solicitud: Gotera');
    expect(service.text).toContain('Prioridad: Urgente');
    expect(service.text).toContain('Enviada: lunes, 14 de septiembre de 2026, 9:05 a.m. ET');
    expect(service.text).toContain('le llamaremos dentro de 2-4 horas');
    expect(service.text).toContain('Mientras llegamos');
    expect(service.text).toContain('https://www.shorefrontroofing.com/es/client-portal');
    const warranty = await EMAILS['service request (warranty)']('es');
    expect(warranty.text).toContain('Solicitud: Reclamo de garantía');
    expect(warranty.text).toContain('Dentro de 24 horas le llamamos para programar una visita');
    expect(warranty.text).not.toContain('Mientras llegamos');

    const routine = await EMAILS['inspection request']('es');
    expect(routine.subject).toBe('Recibimos su solicitud de inspección (INS-K7M2QX)');
    expect(routine.text).toContain('Inspección: Inspección completa del techo');
    expect(routine.text).toContain('Urgencia: De rutina (1 a 2 semanas)');
    expect(routine.text).toContain('Fecha preferida: 1 de junio de 2026');
    expect(routine.text).toContain('Qué incluye su inspección: Inspección completa del techo');
    expect(routine.text).toContain('donde empiezan la mayoría de las goteras en Florida');
    expect(routine.text).toContain('Horario de oficina: De lunes a viernes');
    expect(routine.text).not.toContain('Mientras llegamos');
    // Nothing the sender typed but the name comes back to the unverified address.
    expect(routine.text).not.toContain('Faltan tejas');
    expect(routine.text).not.toContain('Seaspray');
    const urgent = await EMAILS['inspection request (emergency, drone)']('es');
    expect(urgent.subject).toBe(
      'Recibimos su solicitud de inspección de emergencia (INS-K7M2QX): le llamaremos dentro de 2-4 horas',
    );
    expect(urgent.text).toContain('Qué incluye su inspección: Con dron');
    expect(urgent.text).toContain('Fotos aéreas de alta resolución');
    expect(urgent.text).toContain('Mientras llegamos');
  });

  it('lists the same points of every inspection type in English and Spanish', async () => {
    expect(Object.keys(INSPECTION_COVERS.es).sort()).toEqual(
      INSPECTION_TYPES.map((type) => type.value).sort(),
    );
    for (const { value } of INSPECTION_TYPES) {
      expect(INSPECTION_COVERS.es[value]).toHaveLength(INSPECTION_COVERS.en[value].length);
      const { text } = await inspectionConfirmationEmail(inspectionRequest('es', value));
      for (const point of INSPECTION_COVERS.es[value]) expect(text).toContain(point);
      expect(withoutLinks(text)).not.toMatch(ENGLISH);
    }
  });

  it('keeps the English e-mails as they were', async () => {
    const confirmation = await EMAILS['quote confirmation']('en');
    expect(confirmation.subject).toBe('We received your quote request (SFR-K7MQ4ZPX)');
    expect(confirmation.html).toContain('lang="en"');
    expect(confirmation.text).toContain('Hi María,');
    expect(confirmation.text).toContain(
      'Within 24 hours we call or e-mail you to confirm a time for your free inspection (you asked for Friday, June 19, 2026, Morning (8am-12pm)).',
    );
    expect(confirmation.text).toContain('Florida license CCC1334187 · Fully licensed and insured');
    expect(confirmation.text).toContain('https://www.shorefrontroofing.com/estimate-tracker');
    const team = await EMAILS['message posted']('en');
    expect(team.subject).toBe('You have a new message from your project team');
    const overdue = await EMAILS['invoice overdue']('en');
    expect(overdue.subject).toBe('Invoice INV-2026-0117 is 10 days past due');
    expect(overdue.text).toContain('is now 10 days past due, and $1,840.00 is still open.');
    // The e-mails converted later read as they did.
    expect((await EMAILS['contract signed']('en')).subject).toBe(
      'We received your signed contract (SFR-K7MQ4ZPX)',
    );
    expect((await EMAILS['contract signed']('en')).text).toContain(
      'You may cancel until: midnight at the end of Wednesday, June 24, 2026',
    );
    expect((await EMAILS['permit issued']('en')).subject).toBe(
      'Your roofing permit is issued: permit RES-26-0412 (SFR-K7MQ4ZPX)',
    );
    expect((await EMAILS['inspection failed']('en')).subject).toBe(
      "Your roof's dry-in inspection needs a correction (SFR-K7MQ4ZPX)",
    );
    expect((await EMAILS['photo report']('en')).text).toContain('Photos: 14 photos');
    expect((await EMAILS['estimate accepted']('en')).subject).toBe(
      'Receipt: you accepted estimate SFR-K7MQ4ZPX',
    );
    expect((await EMAILS['contact acknowledgement']('en')).text).toContain(
      'Office hours: Mon-Fri: 7AM-6PM · Sat: 8AM-4PM · Emergency service: 24/7.',
    );
    expect((await EMAILS['coldshield acknowledgement']('en')).text).toContain(
      'The thermal scan is free (a $500 value), with no obligation.',
    );
    expect((await EMAILS['coldshield follow-up']('en')).subject).toBe(
      "Let's book your free ColdShield thermal scan – Shorefront Roofing",
    );
    const instant = await EMAILS['instant quote (traced)']('en');
    expect(instant.subject).toBe('Your instant roof quote IQ-482913-207: $11,550');
    expect(instant.text).toContain('Roof size: 21 squares (2,100 sq ft of roof)');
    expect(instant.text).toContain(
      'From your satellite outline of 3 roof faces: a 1,850 sq ft footprint × 1.118 for a 6/12 pitch ≈ 21 squares of roof.',
    );
    expect(instant.text).toContain(
      'Track your quote https://www.shorefrontroofing.com/instant-quote?number=IQ-482913-207',
    );
    expect((await EMAILS['instant quote (by hand)']('en')).text).toContain(
      'You entered the roof size yourself: 21 squares.',
    );
    const service = await EMAILS['service request (urgent leak)']('en');
    expect(service.subject).toBe('We received your service request (SFR-K7MQ4ZPX)');
    expect(service.text).toContain(
      'Because you marked this as urgent, we will call you within 2-4 hours.',
    );
    expect(service.text).toContain('Sent: Monday, September 14, 2026 at 9:05 AM EDT');
    const inspectionMail = await EMAILS['inspection request (emergency, drone)']('en');
    expect(inspectionMail.subject).toBe(
      "Emergency inspection request received (INS-K7M2QX): we'll call within 2-4 hours",
    );
    expect(inspectionMail.text).toContain('What the Drone covers');
    expect(inspectionMail.text).toContain('Urgency: Emergency (24-48 hours)');
    expect(inspectionMail.text).toContain(
      'Office hours: Mon-Fri: 7AM-6PM · Sat: 8AM-4PM · Emergency service: 24/7.',
    );
  });
});

describe('buttons the Spanish e-mails name', () => {
  /** Every text of the web's Spanish catalogues (the messages*.es.ts files under web/src), as written. */
  const webRoot = new URL('../../../../web/src/', import.meta.url);
  const webTexts = new Set(
    readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)[\w-]*messages\.es\.ts$/.test(file))
      .flatMap((file) =>
        [...readFileSync(new URL(file, webRoot), 'utf8').matchAll(/:\s*'((?:[^'\\]|\\.)*)'/g)].map(
          (match) => match[1] as string,
        ),
      ),
  );

  it('reads the web catalogues', () => {
    expect(webTexts.has('Tengo preguntas')).toBe(true);
  });

  it('quotes each button as the Spanish page shows it', async () => {
    const quoted = [...CATALOGUES]
      .filter(([name]) => name.startsWith('emails.'))
      .flatMap(([, catalogue]) => Object.values(catalogue.es))
      .flatMap((text) => [...text.matchAll(/"([^"{}]+)"/g)].map((match) => match[1] as string));
    expect(quoted).toEqual(
      expect.arrayContaining([
        'Enviarme un código de firma por correo electrónico',
        'Firmar el contrato',
        'Cancelar el contrato',
        'Tengo preguntas',
      ]),
    );
    for (const label of quoted) expect(webTexts, label).toContain(label);

    const contractMail = await EMAILS['contract issued']('es');
    expect(contractMail.text).toContain(
      'Pulse "Enviarme un código de firma por correo electrónico"',
    );
    expect(contractMail.text).toContain('pulse "Firmar el contrato"');
    expect(contractMail.text).toContain('use "Cancelar el contrato"');
    expect((await EMAILS['portal code']('es')).text).toContain('pulsar "Firmar el contrato"');
    expect((await EMAILS['contract countersigned']('es')).text).toContain(
      'use "Cancelar el contrato" en su portal del cliente',
    );
    expect((await EMAILS['estimate reminder']('es')).text).toContain('elija "Tengo preguntas"');
    // The portal is the "Portal del cliente" the page's heading names.
    expect(webTexts.has('Portal del cliente')).toBe(true);
    for (const render of Object.values(EMAILS))
      expect((await render('es')).text).not.toContain('portal de cliente');
  });
});

describe('e-mail catalogues', () => {
  const emailCatalogues = [...CATALOGUES].filter(([name]) => name.startsWith('emails.'));

  it('covers every notification folder with a catalogue of its own', () => {
    expect(emailCatalogues.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'emails.shared',
        'emails.quote-requested',
        'emails.quote-status-changed',
        'emails.visit-rescheduled',
        'emails.estimate-prepared',
        'emails.portal-code-requested',
        'emails.contract-issued',
        'emails.invoice-issued',
        'emails.payment-received',
        'emails.message-posted',
        'emails.contract-signed',
        'emails.contract-countersigned',
        'emails.contract-cancelled',
        'emails.payment-refunded',
        'emails.permit-issued',
        'emails.inspection-recorded',
        'emails.photo-report-shared',
        'emails.estimate-responded',
        'emails.contact-received',
        'emails.coldshield',
        'emails.instant-quote-generated',
        'emails.service-request-opened',
        'emails.inspection-requested',
      ]),
    );
  });

  it.each(emailCatalogues)(
    '%s: Spanish has every English key, valid ICU, same placeholders',
    (_, catalogue) => {
      expect(Object.keys(catalogue.es).sort()).toEqual(Object.keys(catalogue.en).sort());
      for (const key of Object.keys(catalogue.en)) {
        const en = catalogue.en[key] as string;
        const es = catalogue.es[key] as string;
        expect(es.trim(), key).not.toBe('');
        const placeholders = (source: string) =>
          [...source.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]).sort();
        expect(placeholders(es), key).toEqual(placeholders(en));
        expect(
          () => new IntlMessageFormat(es, 'es-US', undefined, { ignoreTag: true }),
          key,
        ).not.toThrow();
        expect(
          () => new IntlMessageFormat(en, 'en-US', undefined, { ignoreTag: true }),
          key,
        ).not.toThrow();
        if (en.length > 24) expect(es, `${key} is not translated`).not.toBe(en);
      }
    },
  );
});
