import { COMPANY } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { Blank, money, show, showDate } from './fill-ins.tsx';
import type { DocumentTemplate } from './templates.ts';
import { centsOf, textOf } from './values.ts';

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

function StatutoryText({
  payment,
  amount,
  through,
  customer,
  owner,
}: {
  payment: PaymentType;
  amount: ReactNode;
  through: ReactNode;
  customer: ReactNode;
  owner: ReactNode;
}) {
  if (payment === 'final') {
    return (
      <>
        The undersigned lienor, in consideration of the final payment in the amount of {amount},
        hereby waives and releases its lien and right to claim a lien for labor, services, or
        materials furnished to {customer} on the job of {owner} to the following described property:
      </>
    );
  }
  return (
    <>
      The undersigned lienor, in consideration of the sum of {amount}, hereby waives and releases
      its lien and right to claim a lien for labor, services, or materials furnished through{' '}
      {through} to {customer} on the job of {owner} to the following property:
    </>
  );
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
      waiver === 'conditional' ? (
        <div className="callout keep">
          <strong>Condition.</strong> This waiver and release is conditioned on, and becomes
          effective only upon, the lienor's receipt of {method} in the amount stated above. If the
          payment is made by check, draft or electronic transfer, it becomes effective only when the
          funds have been paid by the bank on which they are drawn and have cleared into the
          lienor's account. If the payment is not received or does not clear, this waiver and
          release is void and the lienor keeps all of its lien rights.
        </div>
      ) : (
        <div className="callout keep">
          <strong>Notice to the lienor.</strong> This waiver and release is unconditional: it takes
          effect when signed, whether or not the payment has been received or has cleared. Sign it
          only after {method} has been received in good funds.
        </div>
      );

    const body = (
      <>
        <h2 className="form-title">{heading.toUpperCase()}</h2>
        <p className="small">{`Florida Statutes s. 713.20(${payment === 'final' ? '5' : '4'}) · ${payment === 'final' ? 'Final payment' : 'Progress payment'} · ${waiver === 'conditional' ? 'Conditional' : 'Unconditional'}`}</p>
        <p>
          <StatutoryText
            payment={payment}
            amount={amount}
            through={showDate(data.throughDate)}
            customer={customer}
            owner={owner}
          />
        </p>
        <p className="keep">
          <strong>{show(data.propertyDescription, 'long')}</strong>
        </p>
        {payment === 'progress' ? (
          <p>
            This waiver and release does not cover any retention or labor, services, or materials
            furnished after the date specified.
          </p>
        ) : null}
        {condition}
        <p>DATED on {showDate(data.signedDate)}.</p>
        <div className="signatures">
          <div className="signature">
            <div className="line">{lienor}</div>
            <div className="caption">Lienor</div>
            <div className="line" />
            <div className="caption">By (signature)</div>
            <div className="line" />
            <div className="caption">Printed name and title</div>
          </div>
          <div className="signature">
            <p className="small">
              {COMPANY.address}
              <br />
              {COMPANY.phone}
            </p>
          </div>
        </div>
        <section className="notary keep">
          <h2>Notary</h2>
          <p>
            STATE OF FLORIDA
            <br />
            COUNTY OF {show(data.county)}
          </p>
          <p>
            Sworn to (or affirmed) and subscribed before me by means of &#9744; physical presence or
            &#9744; online notarization, this <Blank size="short" /> day of <Blank size="medium" />,
            20
            <Blank size="short" />, by <Blank size="medium" /> (name of person making statement), as{' '}
            <Blank size="short" /> of {lienor}.
          </p>
          <div className="signatures">
            <div className="signature">
              <div className="line" />
              <div className="caption">Signature of Notary Public – State of Florida</div>
              <div className="line" />
              <div className="caption">
                Print, type, or stamp commissioned name of Notary Public
              </div>
            </div>
            <div className="signature">
              <p>&#9744; Personally known &nbsp; OR &nbsp; &#9744; Produced identification</p>
              <p>
                Type of identification produced: <Blank size="medium" />
              </p>
            </div>
          </div>
        </section>
      </>
    );

    const who = textOf(data.customerName);
    return {
      title: [heading, who].filter(Boolean).join(' — '),
      heading: 'Lien Waiver',
      meta: [
        [
          'Type',
          `${waiver === 'conditional' ? 'Conditional' : 'Unconditional'}, ${payment} payment`,
        ],
        ['Amount', amount],
      ],
      body,
    };
  },
};
