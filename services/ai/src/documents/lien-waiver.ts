import { COMPANY } from '@roofing/contracts';
import { escapeHtml } from './escape-html.ts';
import type { DocumentTemplate } from './templates.ts';
import { blank, centsOf, money, show, showDate, textOf } from './values.ts';

/**
 * Florida's statutory lien waivers (s. 713.20(4) progress payment, s. 713.20(5) final payment),
 * given by the company as lienor when a customer pays. The statutory sentences are kept word
 * for word; the conditional variant adds that the release waits for the payment to clear.
 */

export type WaiverType = 'conditional' | 'unconditional';
export type PaymentType = 'progress' | 'final';

export function waiverTypeOf(value: unknown): WaiverType {
  return /^uncond/i.test(textOf(value)) ? 'unconditional' : 'conditional';
}

export function paymentTypeOf(value: unknown): PaymentType {
  return /^final/i.test(textOf(value)) ? 'final' : 'progress';
}

function statutoryText(payment: PaymentType, parts: Record<string, string>): string {
  if (payment === 'final') {
    return `The undersigned lienor, in consideration of the final payment in the amount of ${parts.amount}, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished to ${parts.customer} on the job of ${parts.owner} to the following described property:`;
  }
  return `The undersigned lienor, in consideration of the sum of ${parts.amount}, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished through ${parts.through} to ${parts.customer} on the job of ${parts.owner} to the following property:`;
}

export const lienWaiverTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'waiverType',
      label: 'Waiver type',
      kind: 'text',
      required: true,
      example: 'conditional',
      help: 'conditional (effective when the payment clears) or unconditional (effective when signed)',
    },
    {
      name: 'paymentType',
      label: 'Payment type',
      kind: 'text',
      required: true,
      example: 'progress',
      help: 'progress (s. 713.20(4)) or final (s. 713.20(5))',
    },
    {
      name: 'paymentAmount',
      label: 'Payment amount',
      kind: 'money',
      required: true,
      example: '9225.00',
    },
    {
      name: 'throughDate',
      label: 'Work covered through (progress only)',
      kind: 'date',
      required: false,
      example: '2026-11-24',
    },
    {
      name: 'customerName',
      label: 'Customer (who hired the lienor)',
      kind: 'text',
      required: true,
      example: 'Maria and David Alvarez',
    },
    {
      name: 'ownerName',
      label: 'Property owner',
      kind: 'text',
      required: false,
      example: 'Maria and David Alvarez',
      help: 'Leave empty when the customer is the owner.',
    },
    {
      name: 'propertyDescription',
      label: 'Property (address and legal description)',
      kind: 'multiline',
      required: true,
      example:
        '418 Seagate Ave, Neptune Beach, FL 32266; Lot 7, Block 3, Seagate Subdivision, Duval County',
    },
    {
      name: 'paymentMethod',
      label: 'Payment received by',
      kind: 'text',
      required: false,
      example: 'Check no. 4471 drawn on VyStar Credit Union',
    },
    {
      name: 'lienorName',
      label: 'Lienor',
      kind: 'text',
      required: false,
      example: COMPANY.legalName,
    },
    {
      name: 'signedDate',
      label: 'Date signed',
      kind: 'date',
      required: false,
      example: '2026-11-25',
    },
    { name: 'county', label: 'County (notary)', kind: 'text', required: false, example: 'Duval' },
  ],

  render({ data }) {
    const waiver = waiverTypeOf(data.waiverType);
    const payment = paymentTypeOf(data.paymentType);
    const lienor = textOf(data.lienorName) || COMPANY.legalName;
    const customer = show(data.customerName, 'long');
    const owner = textOf(data.ownerName) ? show(data.ownerName) : customer;
    const heading = `${waiver === 'conditional' ? 'Conditional ' : 'Unconditional '}Waiver and Release of Lien upon ${payment === 'final' ? 'Final' : 'Progress'} Payment`;
    const amount = money(centsOf(data.paymentAmount), 'medium');
    const method = textOf(data.paymentMethod)
      ? show(data.paymentMethod)
      : 'the payment described above';
    const condition =
      waiver === 'conditional'
        ? `<div class="callout keep"><strong>Condition.</strong> This waiver and release is conditioned on, and becomes effective only upon, the lienor's receipt of ${method} in the amount stated above. If the payment is made by check, draft or electronic transfer, it becomes effective only when the funds have been paid by the bank on which they are drawn and have cleared into the lienor's account. If the payment is not received or does not clear, this waiver and release is void and the lienor keeps all of its lien rights.</div>`
        : `<div class="callout keep"><strong>Notice to the lienor.</strong> This waiver and release is unconditional: it takes effect when signed, whether or not the payment has been received or has cleared. Sign it only after ${method} has been received in good funds.</div>`;

    const body = `
<p class="small">Florida Statutes s. 713.20(${payment === 'final' ? '5' : '4'}) · ${payment === 'final' ? 'Final payment' : 'Progress payment'} · ${waiver === 'conditional' ? 'Conditional' : 'Unconditional'}</p>
<p>${statutoryText(payment, {
      amount,
      through: showDate(data.throughDate),
      customer,
      owner,
    })}</p>
<p class="keep"><strong>${show(data.propertyDescription, 'long')}</strong></p>
${payment === 'progress' ? '<p>This waiver and release does not cover any retention or labor, services, or materials furnished after the date specified.</p>' : ''}
${condition}
<p>DATED on ${showDate(data.signedDate)}.</p>
<div class="signatures">
<div class="signature"><div class="line">${escapeHtml(lienor)}</div><div class="caption">Lienor</div>
<div class="line"></div><div class="caption">By (signature)</div>
<div class="line"></div><div class="caption">Printed name and title</div></div>
<div class="signature"><p class="small">${escapeHtml(COMPANY.address)}<br>${escapeHtml(COMPANY.phone)}</p></div>
</div>
<section class="notary keep">
<h2>Notary</h2>
<p>STATE OF FLORIDA<br>COUNTY OF ${show(data.county)}</p>
<p>Sworn to (or affirmed) and subscribed before me by means of &#9744; physical presence or &#9744; online notarization, this ${blank('short')} day of ${blank('medium')}, 20${blank('short')}, by ${blank('medium')} (name of person making statement), as ${blank('short')} of ${escapeHtml(lienor)}.</p>
<div class="signatures">
<div class="signature"><div class="line"></div><div class="caption">Signature of Notary Public – State of Florida</div>
<div class="line"></div><div class="caption">Print, type, or stamp commissioned name of Notary Public</div></div>
<div class="signature"><p>&#9744; Personally known &nbsp; OR &nbsp; &#9744; Produced identification</p>
<p>Type of identification produced: ${blank('medium')}</p></div>
</div>
</section>`;

    const who = textOf(data.customerName);
    return {
      title: [heading, who].filter(Boolean).join(' — '),
      heading: 'Lien Waiver',
      meta: [
        [
          'Type',
          escapeHtml(
            `${waiver === 'conditional' ? 'Conditional' : 'Unconditional'}, ${payment} payment`,
          ),
        ],
        ['Amount', amount],
      ],
      body: `<h2 class="form-title">${escapeHtml(heading.toUpperCase())}</h2>${body}`,
    };
  },
};
