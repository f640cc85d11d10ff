import { COMPANY, type ContractSignedData } from '@roofing/contracts';
import { CancellationRight, ContractFields, centsOf, dayOf } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { dateTimeIn, easternDateTime, moneyIn, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { contractSignedT } from './messages.ts';

/**
 * The customer signed: their acknowledgement (when, the last day to cancel and how) and the
 * office's alert to countersign.
 */

interface Props {
  contract: ContractSignedData;
  publicUrl: string;
}

export function ContractSignedReceipt({ contract, publicUrl }: Props) {
  const locale = contract.language;
  const t = contractSignedT(locale);
  const day = dayOf(contract.cancelBy, locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', { day })}
      reason={t('reason', { estimateNumber: contract.estimateNumber, company: COMPANY.name })}
    >
      <Greeting name={contract.firstName} locale={locale} />
      <P>{t('thanks')}</P>
      <Panel>
        <ContractFields contract={contract} locale={locale} />
        <Field label={t('signedBy')}>{contract.signerName}</Field>
        <Field label={t('signedOn')}>{dateTimeIn(contract.signedAt, locale)}</Field>
        <Field label={t('cancelUntilLabel')}>{t('cancelUntilValue', { day })}</Field>
      </Panel>
      {centsOf(contract.depositAmount) > 0 ? (
        <P>{t('deposit', { amount: moneyIn(contract.depositAmount, locale) })}</P>
      ) : null}
      <H>{t('cancelTitle')}</H>
      <CancellationRight cancelBy={contract.cancelBy} locale={locale} />
      <P>{t('notYou', { phone: COMPANY.phone })}</P>
      <Action href={portalEstimateUrl(publicUrl, contract.estimateNumber, locale)}>
        {t('action')}
      </Action>
    </EmailLayout>
  );
}

export function OfficeContractSigned({ contract, publicUrl }: Props) {
  const name = `${contract.firstName} ${contract.lastName}`;
  return (
    <EmailLayout
      preview={`${name} signed contract v${contract.version} for ${contract.estimateNumber}: countersign it in the dashboard.`}
      reason="Sent to the office for every contract a customer signs. Reply to write to the customer."
    >
      <P>
        {name} signed the contract for estimate {contract.estimateNumber}. Countersign it in the
        dashboard: the fully signed PDF is then made and e-mailed to the customer and to this
        address.
      </P>
      <Panel>
        <JobCustomerFields customer={contract} />
        <ContractFields contract={contract} />
        <Field label="Signed by">{contract.signerName}</Field>
        <Field label="Signed on">{easternDateTime(contract.signedAt)}</Field>
        <Field label="Cancellation window ends">
          midnight at the end of {dayOf(contract.cancelBy)}
        </Field>
      </Panel>
      <P>
        {centsOf(contract.depositAmount) > 0
          ? 'The deposit invoice was issued with the signature. '
          : ''}
        Do not order materials or start work before the cancellation window ends: the customer may
        still cancel without penalty.
      </P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>
        Countersign in the dashboard
      </Action>
    </EmailLayout>
  );
}

export const contractSignedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    contractSignedT(props.contract.language)('subject', {
      estimateNumber: props.contract.estimateNumber,
    }),
    <ContractSignedReceipt {...props} />,
  );

export const officeContractSignedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Contract signed: ${props.contract.estimateNumber}, ${props.contract.firstName} ${props.contract.lastName}. Countersign in the dashboard`,
    <OfficeContractSigned {...props} />,
  );
