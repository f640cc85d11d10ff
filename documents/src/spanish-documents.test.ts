import { DOCUMENT_TYPE_VALUES, type DocumentType } from '@roofing/contracts';
import type { Catalogue } from '@roofing/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES } from './estimate-messages.ts';
import { INVOICE_MESSAGES } from './invoice-messages.ts';
import { renderDocument } from './templates.ts';
import { exampleData, plainText } from './test-helpers.ts';
import { WARRANTY_MESSAGES } from './warranty-messages.ts';

/** The document wizard's customer documents in Spanish (issue 24). */
const NOW = new Date('2026-11-23T15:00:00Z');
const render = (type: DocumentType, data: Record<string, unknown>, language?: 'en' | 'es') =>
  renderDocument(type, data, {}, NOW, language);
const spanish = (type: DocumentType, data: Record<string, unknown> = exampleData(type)) =>
  render(type, data, 'es');

/** English sentences of a catalogue that differ in Spanish and have no placeholder. */
const englishOnly = (catalogue: Catalogue) =>
  Object.entries(catalogue.en)
    .filter(([key, text]) => !text.includes('{') && text !== catalogue.es[key] && text.length > 8)
    .map(([, text]) => text);

describe('customer documents in Spanish', () => {
  it('writes the estimate in Spanish: headings, validity, inclusions, totals and dates', () => {
    const { html, title } = spanish('estimate', {
      ...exampleData('estimate'),
      isVeteran: 'yes',
      estimateDate: '2026-11-09',
    });
    const text = plainText(html);
    expect(html).toContain('<html lang="es">');
    expect(title).toBe('Estimado — SFR-7KQ2M9XD — Maria and David Alvarez');
    for (const phrase of [
      'Estimado n.º SFR-7KQ2M9XD',
      'Válido hasta 9 de diciembre de 2026',
      'Preparado para',
      'Qué incluye',
      'Qué no incluye',
      'Aceptación',
      'Descuento para veteranos y militares en servicio activo (10 %)',
      'Total estimado',
      'Este estimado es válido por 30 días, hasta el 9 de diciembre de 2026',
      'Nuestra garantía por escrito: 25 años en materiales y 10 años en mano de obra.',
      'Descripción Cant. Precio unitario Monto',
      'Firma del propietario de la vivienda',
      'Licencia de Contratista de Techos Certificado de Florida n.º',
    ]) {
      expect(text).toContain(phrase);
    }
    // What staff typed prints as typed.
    expect(text).toContain('Tear-off and disposal, 1 layer 32 $85.00 $2,720.00');
    for (const english of englishOnly(ESTIMATE_MESSAGES)) expect(text).not.toContain(english);
  });

  it('writes a repair estimate with the repair terms in Spanish', () => {
    const text = plainText(
      spanish('estimate', { clientName: 'Ana Ruiz', workType: 'repair', price: '1200' }).html,
    );
    expect(text).toContain('Reparación de techo');
    expect(text).toContain('Nuestra garantía de mano de obra por escrito sobre el área reparada.');
    expect(text).toContain('Igualar exactamente el color de materiales envejecidos');
    expect(text).toContain('$1,200.00');
  });

  it('writes the invoice in Spanish', () => {
    const { html, title } = spanish('invoice');
    const text = plainText(html);
    expect(title).toBe('Factura — INV-2026-0418 — Maria and David Alvarez');
    for (const phrase of [
      'Factura n.º INV-2026-0418',
      'Vence 10 de diciembre de 2026',
      'Facturar a',
      'Dirección de la obra',
      'Estimado / contrato: SFR-7KQ2M9XD',
      'Monto pagado $1,845.00',
      'Saldo a pagar antes del 10 de diciembre de 2026 $13,355.00',
      'Cómo pagar',
      'Pague con cheque a nombre de',
      'Florida no grava la mano de obra de mejoras a inmuebles',
    ]) {
      expect(text).toContain(phrase);
    }
    for (const english of englishOnly(INVOICE_MESSAGES)) expect(text).not.toContain(english);
  });

  it('writes the warranty certificate in Spanish', () => {
    const { html } = spanish('warranty');
    const text = plainText(html);
    for (const phrase of [
      'Certificado de garantía',
      'Plazo 10 años',
      'por 10 años a partir de la fecha de terminación',
      'Fin de la garantía 25 de noviembre de 2036',
      'Qué cubre',
      'Qué no cubre',
      'Daños por huracanes',
      'Cómo presentar un reclamo',
      'respondemos en 2 a 4 horas',
      'Transferencia',
    ]) {
      expect(text).toContain(phrase);
    }
    for (const english of englishOnly(WARRANTY_MESSAGES)) expect(text).not.toContain(english);
    expect(plainText(spanish('warranty', { warrantyYears: 1 }).html)).toContain('Plazo 1 año');
  });

  it('keeps the statutory English lien waiver as the form, with a Spanish translation after it', () => {
    const data = { ...exampleData('lien-waiver'), waiverType: 'conditional', paymentType: 'final' };
    const english = render('lien-waiver', data);
    const { html } = spanish('lien-waiver', data);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<section class="page-break reading-copy" lang="es"');
    // The English form is unchanged, and the translation comes after its notary block.
    expect(html.startsWith(english.html.slice(0, english.html.indexOf('</main>')))).toBe(true);
    const text = plainText(html);
    const form = text.indexOf(
      'The undersigned lienor, in consideration of the final payment in the amount of $9,225.00',
    );
    const notary = text.indexOf('Signature of Notary Public – State of Florida');
    const translation = text.indexOf('Traducción al español — copia de lectura');
    expect(form).toBeGreaterThan(0);
    expect(notary).toBeGreaterThan(form);
    expect(translation).toBeGreaterThan(notary);
    const spanishPart = text.slice(translation);
    expect(spanishPart).toContain('el formulario en inglés que antecede es el que se firma');
    expect(spanishPart).toContain(
      'RENUNCIA Y LIBERACIÓN CONDICIONAL DE GRAVAMEN CONTRA PAGO FINAL',
    );
    expect(spanishPart).toContain(
      'El acreedor del gravamen (lienor) abajo firmante, en consideración del pago final por el monto de $9,225.00',
    );
    expect(spanishPart).toContain('FECHADO el 25 de noviembre de 2026.');
    expect(spanishPart).toContain('esta traducción no se firma ni se notariza');
    expect(plainText(english.html)).not.toContain('Traducción');
  });

  it('gives a Spanish customer the governing English contract, then a Spanish reading copy', () => {
    const { html } = spanish('roofing-contract');
    const text = plainText(html);
    expect(html).toContain('<html lang="en">');
    expect(text).toContain(
      'Su contrato en español: a continuación está el contrato original en inglés',
    );
    expect(text).toContain('Language. This agreement was negotiated with the Owner in Spanish.');
    const copy = text.indexOf('Traducción al español — copia de lectura');
    expect(copy).toBeGreaterThan(text.indexOf('1. Parties'));
    expect(text.slice(copy)).toContain('Contrato de techado');
    expect(text.slice(copy)).toContain('Esta traducción no se firma por separado.');
  });

  it('prints the internal documents in English whatever the language asked', () => {
    for (const type of ['profit-loss', 'safety-manual'] as const) {
      expect(spanish(type).html).toBe(render(type, exampleData(type)).html);
    }
  });

  it("prints a customer document in the language asked, not in the safety manual's preference", () => {
    const data = exampleData('lien-waiver');
    expect(renderDocument('lien-waiver', data, { language: 'es' }, NOW, 'es').html).toBe(
      spanish('lien-waiver', data).html,
    );
    expect(renderDocument('estimate', {}, { language: 'es' }, NOW).html).toBe(
      render('estimate', {}).html,
    );
  });

  it('prints every document in English by default, the same as asking for English', () => {
    for (const type of DOCUMENT_TYPE_VALUES) {
      expect(render(type, exampleData(type), 'en').html).toBe(render(type, exampleData(type)).html);
      expect(render(type, exampleData(type)).html).toContain('<html lang="en">');
    }
  });
});
