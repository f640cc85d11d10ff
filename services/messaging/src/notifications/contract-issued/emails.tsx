import { COMPANY, type ContractIssuedData } from '@roofing/contracts';
import { CancellationRight, ContractFields, centsOf } from '../../emails/billing.tsx';
import { moneyIn, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Greeting, H, P, Panel, Steps } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { contractIssuedT } from './messages.ts';

/**
 * The contract made from the estimate the customer accepted is ready to sign in the portal (or a
 * corrected version replaces one they had). It says what the contract is, the price and deposit,
 * that they read it in full and sign with a code e-mailed to them, and their right to cancel.
 * In the customer's language.
 */

interface Props {
  contract: ContractIssuedData;
  publicUrl: string;
}

export function ContractReady({ contract, publicUrl }: Props) {
  const replaced = contract.replacesVersion !== null;
  const locale = contract.language;
  const t = contractIssuedT(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', { price: moneyIn(contract.contractPrice, locale) })}
      reason={t('reason', { estimateNumber: contract.estimateNumber, company: COMPANY.name })}
    >
      <Greeting name={contract.firstName} locale={locale} />
      <P>
        {replaced
          ? t('replaced', { version: contract.version, replaces: contract.replacesVersion })
          : t('ready')}
      </P>
      <Panel>
        <ContractFields contract={contract} locale={locale} />
      </Panel>
      <H>{t('howTitle')}</H>
      <Steps items={[t('stepOpen'), t('stepRead'), t('stepType'), t('stepCode')]} />
      <P>{centsOf(contract.depositAmount) > 0 ? t('afterWithDeposit') : t('after')}</P>
      <Action href={portalEstimateUrl(publicUrl, contract.estimateNumber, locale)}>
        {t('action')}
      </Action>
      <H>{t('cancelTitle')}</H>
      <CancellationRight locale={locale} />
      <P>{t('questions', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export const contractReadyEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    contractIssuedT(props.contract.language)(
      props.contract.replacesVersion !== null ? 'updatedSubject' : 'subject',
      { estimateNumber: props.contract.estimateNumber },
    ),
    <ContractReady {...props} />,
  );
