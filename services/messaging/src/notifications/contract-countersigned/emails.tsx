import { COMPANY, type ContractCountersignedData, type Locale } from '@roofing/contracts';
import { ContractFields, contractFileName, dayOf } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { dateTimeIn, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel } from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { contractCountersignedT } from './messages.ts';

/**
 * The office countersigned: the fully signed contract goes to the customer and to the office,
 * attached as a PDF (see signed-pdf.ts). The body says what the file is and how to check it.
 */

interface Props {
  contract: ContractCountersignedData;
  publicUrl: string;
}

/** The fingerprint wraps anywhere, so it cannot push a phone's screen sideways. */
const Hash = ({ value }: { value: string }) => (
  <span style={{ wordBreak: 'break-all' }}>{value}</span>
);

function SignedFields({
  contract,
  signerLabel,
  locale = 'en',
}: {
  contract: ContractCountersignedData;
  signerLabel: string;
  locale?: Locale;
}) {
  const t = contractCountersignedT(locale);
  return (
    <>
      <ContractFields contract={contract} locale={locale} />
      <Field label={signerLabel}>{contract.signerName}</Field>
      <Field label={t('countersignedFor', { company: COMPANY.name })}>
        {contract.countersignedBy}, {dateTimeIn(contract.countersignedAt, locale)}
      </Field>
      <Field label={t('attached')}>{contractFileName(contract)}</Field>
      <Field label={t('fingerprint')}>
        <Hash value={contract.pdfSha256} />
      </Field>
    </>
  );
}

export function ContractCountersigned({ contract, publicUrl }: Props) {
  const locale = contract.language;
  const t = contractCountersignedT(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview')}
      reason={t('reason', { estimateNumber: contract.estimateNumber, company: COMPANY.name })}
    >
      <Greeting name={contract.firstName} locale={locale} />
      <P>{t('body', { company: COMPANY.name })}</P>
      <Panel>
        <SignedFields contract={contract} signerLabel={t('signedByYou')} locale={locale} />
      </Panel>
      <P>
        {t('cancel', {
          day: dayOf(contract.cancelBy, locale),
          legalName: COMPANY.legalName,
          address: COMPANY.address,
        })}
      </P>
      <P>{t('next')}</P>
      <Action href={portalEstimateUrl(publicUrl, contract.estimateNumber, locale)}>
        {shared(locale)('openPortal')}
      </Action>
      <P>{shared(locale)('callUs', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export function OfficeContractCountersigned({ contract, publicUrl }: Props) {
  const name = `${contract.firstName} ${contract.lastName}`;
  return (
    <EmailLayout
      preview={`Fully signed contract for ${contract.estimateNumber} (${name}) attached.`}
      reason="Sent to the office for every contract countersigned, with the signed PDF for the job file. Reply to write to the customer."
    >
      <P>
        The contract for estimate {contract.estimateNumber} is signed by both sides and was e-mailed
        to the customer. The signed PDF is attached for the job file.
      </P>
      <Panel>
        <JobCustomerFields customer={contract} />
        <SignedFields contract={contract} signerLabel="Signed by the customer" />
        <Field label="Cancellation window ends">
          midnight at the end of {dayOf(contract.cancelBy)}
        </Field>
      </Panel>
      <P>
        Once the cancellation window has passed: apply for the permit (within 30 days of a deposit
        over 10 % of the price, Florida s. 489.126) and schedule the crew.
      </P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export const contractCountersignedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    contractCountersignedT(props.contract.language)('subject', {
      estimateNumber: props.contract.estimateNumber,
    }),
    <ContractCountersigned {...props} />,
  );

export const officeContractCountersignedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Contract countersigned: ${props.contract.estimateNumber}, ${props.contract.firstName} ${props.contract.lastName} (signed PDF attached)`,
    <OfficeContractCountersigned {...props} />,
  );
