import {
  addCalendarDays,
  COMPANY,
  type ContractCancelledData,
  easternDay,
} from '@roofing/contracts';
import { ContractFields, centsOf, dayOf } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { dateTimeIn, easternDateTime, formatMoney, moneyIn } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel, Quoted } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { contractCancelledT } from './messages.ts';

/**
 * The customer cancelled within the 3 business days: their acknowledgement (cancelled on, the
 * refund of anything paid within 10 days, as Florida's home solicitation sale law requires) and
 * the office's alert (the refund to make, by when). The customer's reason goes to the office only.
 */

interface Props {
  contract: ContractCancelledData;
  publicUrl: string;
}

/** Florida s. 501.025: payments are returned within 10 days of the cancellation. */
export const REFUND_WITHIN_DAYS = 10;

/** The last day to refund: 10 calendar days after the (Eastern) day of the cancellation. */
export const refundBy = (contract: ContractCancelledData) =>
  addCalendarDays(easternDay(contract.cancelledAt), REFUND_WITHIN_DAYS);

const owesRefund = (contract: ContractCancelledData) => centsOf(contract.refundDue) > 0;

export function ContractCancelledReceipt({ contract }: Props) {
  const locale = contract.language;
  const t = contractCancelledT(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', { estimateNumber: contract.estimateNumber })}
      reason={t('reason', { estimateNumber: contract.estimateNumber, company: COMPANY.name })}
    >
      <Greeting name={contract.firstName} locale={locale} />
      <P>{t('received')}</P>
      <Panel>
        <ContractFields contract={contract} withDeposit={false} locale={locale} />
        <Field label={t('cancelledOn')}>{dateTimeIn(contract.cancelledAt, locale)}</Field>
        <Field label={t('refundDue')}>{moneyIn(contract.refundDue, locale)}</Field>
      </Panel>
      {owesRefund(contract) ? (
        <P>
          {t('refund', {
            amount: moneyIn(contract.refundDue, locale),
            day: dayOf(refundBy(contract), locale),
            days: REFUND_WITHIN_DAYS,
          })}
        </P>
      ) : (
        <P>{t('nothingPaid')}</P>
      )}
      <P>{t('notYou', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export function OfficeContractCancelled({ contract, publicUrl }: Props) {
  const name = `${contract.firstName} ${contract.lastName}`;
  return (
    <EmailLayout
      preview={`${name} cancelled the contract for ${contract.estimateNumber}.${owesRefund(contract) ? ` Refund ${formatMoney(contract.refundDue)} by ${dayOf(refundBy(contract))}.` : ''}`}
      reason="Sent to the office for every contract a customer cancels. Reply to write to the customer."
    >
      <P>
        {name} cancelled the contract for estimate {contract.estimateNumber} within the cancellation
        window. Its open invoices are void; do not start or schedule the work.
      </P>
      <Panel>
        <JobCustomerFields customer={contract} />
        <ContractFields contract={contract} withDeposit={false} />
        <Field label="Cancelled on">{easternDateTime(contract.cancelledAt)}</Field>
        <Field label="Refund due">{formatMoney(contract.refundDue)}</Field>
        {owesRefund(contract) ? <Field label="Refund by">{dayOf(refundBy(contract))}</Field> : null}
      </Panel>
      {owesRefund(contract) ? (
        <P>
          Florida's home solicitation sale law (s. 501.025) requires us to return every payment
          within {REFUND_WITHIN_DAYS} days of the cancellation: refund{' '}
          {formatMoney(contract.refundDue)} by {dayOf(refundBy(contract))} and record it in the
          dashboard, which e-mails the customer.
        </P>
      ) : (
        <P>Nothing was paid under this contract: there is nothing to refund.</P>
      )}
      <H>The customer's reason</H>
      <Quoted text={contract.reason || '(none given)'} />
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export const contractCancelledEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    contractCancelledT(props.contract.language)('subject', {
      estimateNumber: props.contract.estimateNumber,
    }),
    <ContractCancelledReceipt {...props} />,
  );

export const officeContractCancelledEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Contract cancelled: ${props.contract.estimateNumber}, ${props.contract.firstName} ${props.contract.lastName}${owesRefund(props.contract) ? ` (refund ${formatMoney(props.contract.refundDue)} by ${dayOf(refundBy(props.contract))})` : ''}`,
    <OfficeContractCancelled {...props} />,
  );
