import { plainText } from '@roofing/documents/test-helpers';
import { describe, expect, it } from 'vitest';
import { contractInput } from '../../test/support/document-fixtures.ts';
import { contractDocumentHtml } from './contract-document.tsx';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('contractDocumentHtml for a Spanish-speaking customer', () => {
  const english = contractDocumentHtml(contractInput);
  const html = contractDocumentHtml({ ...contractInput, language: 'es' });
  const text = plainText(html);
  const copyAt = text.indexOf('Traducción al español — copia de lectura');

  it('keeps the English contract without a language: nothing Spanish in it', () => {
    expect(contractDocumentHtml({ ...contractInput, language: 'en' })).toBe(english);
    expect(english).not.toMatch(/Traducción|español|AVISO DE CANCELACIÓN|Language\. /);
  });

  it('is the governing English contract, saying so, with one slot per signer', () => {
    expect(text).toContain('Roofing Contract');
    expect(text).toContain('Language. This agreement was negotiated with the Owner in Spanish.');
    expect(text).toContain('This English text is the governing agreement');
    expect(count(html, '<div data-signature-slot="customer"></div>')).toBe(1);
    expect(count(html, '<div data-signature-slot="office"></div>')).toBe(1);
    expect(count(html, 'data-signature-slot=')).toBe(2);
    // Everything the English contract says is still said, before the translation.
    const englishText = plainText(english);
    for (const sentence of [
      "BUYER'S RIGHT TO CANCEL",
      'This is a home solicitation sale, and if you do not want the goods or services',
      'Contract price $18,450.00',
      'NOTICE OF CANCELLATION',
    ]) {
      expect(englishText).toContain(sentence);
      expect(text.indexOf(sentence)).toBeLessThan(copyAt);
    }
  });

  it('puts the right to cancel in Spanish beside the Owner’s signature (16 CFR 429.1(a))', () => {
    const statement = 'Usted, el comprador, puede cancelar esta transacción en cualquier momento';
    const slot = html.indexOf('<div data-signature-slot="customer"></div>');
    const statementAt = html.indexOf(statement);
    expect(statementAt).toBeGreaterThan(0);
    expect(statementAt).toBeLessThan(slot);
    expect(html.slice(statementAt, slot)).not.toContain('<h2');
    expect(html.indexOf('DERECHO DEL COMPRADOR A CANCELAR')).toBeLessThan(slot);
  });

  it('attaches a complete Spanish reading copy, labelled as a translation', () => {
    expect(copyAt).toBeGreaterThan(text.indexOf('Owner signature'));
    const copy = text.slice(copyAt);
    expect(copy).toContain('prevalece el texto en inglés');
    expect(copy).toContain('Contrato de techado');
    expect(copy).toContain('1. Partes');
    expect(copy).toContain('3. Alcance del trabajo');
    expect(copy).toContain('Precio del contrato $18,450.00');
    expect(copy).toContain('Depósito, al firmar $1,845.00');
    expect(copy).toContain('23 de noviembre de 2026');
    expect(copy).toContain('Según lo indicado en el estimado aceptado SFR-7KQ2M9XD.');
    expect(copy).toContain('FONDO DE RECUPERACIÓN DE CONSTRUCCIÓN');
    expect(copy).toContain('AVISO EXIGIDO POR LA LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE FLORIDA');
    expect(copy).toContain('CAPÍTULO 558 DE LOS ESTATUTOS DE FLORIDA');
    expect(copy).toContain('AVISO DE CANCELACIÓN');
    expect(copy).toContain('Las firmas de este contrato están en el original en inglés');
    expect(copy).not.toContain('Owner signature');
    expect(html).toContain('<section class="page-break reading-copy" lang="es"');
  });

  it('gives the notice of cancellation in Spanish twice (a copy to keep, one to send)', () => {
    expect(count(text, 'AVISO DE CANCELACIÓN')).toBe(2);
    expect(count(text, 'Por medio de la presente, cancelo este contrato.')).toBe(2);
  });

  it('translates the emergency and insurance notices when they apply', () => {
    const withClaim = plainText(
      contractDocumentHtml({
        ...contractInput,
        language: 'es',
        insurance: { carrier: 'Citizens Property Insurance', claimNumber: '00-24-118734' },
        emergency: { declaration: 'EO 24-214', officialStartDate: null, officialStartWork: null },
      }),
    );
    expect(withClaim).toContain('El consumidor es responsable del pago de cualquier deducible');
    expect(withClaim).toContain('reclamo de seguro de propiedad 00-24-118734');
    expect(withClaim).toContain('DERECHO A CANCELAR UN CONTRATO DE TECHO');
    expect(withClaim).toContain('Declaración bajo la cual se celebró este contrato: EO 24-214.');
    // The English statutory texts stay, word for word.
    expect(withClaim).toContain(
      'The consumer is responsible for payment of any insurance deductible.',
    );
  });
});
