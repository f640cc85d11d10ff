import {
  type Contract,
  type ContractReissue,
  ContractReissueSchema,
  EMERGENCY_CANCELLATION_DAYS,
} from '@roofing/contracts';
import { useReissueContract } from '../../../api/billing.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormDateField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { day } from './billing-format.ts';

interface TermsValues {
  emergencyDeclaration: string;
  emergencyDeclaredOn: string;
  officialStartDate: string;
  officialStartWork: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const toBody = (values: TermsValues): ContractReissue => ({
  emergencyDeclaration: orNull(values.emergencyDeclaration),
  emergencyDeclaredOn: orNull(values.emergencyDeclaredOn),
  officialStartDate: orNull(values.officialStartDate),
  officialStartWork: orNull(values.officialStartWork),
});

/**
 * The Florida facts on a contract (docs/florida-rules.md): insurance-funded (read from the job's
 * claim), and, while the contract is unsigned, the Governor's emergency declaration and the
 * official start date clause the office sets (saving reissues the contract with them).
 */
export function FloridaTerms({ contract, unsigned }: { contract: Contract; unsigned: boolean }) {
  const { florida } = contract;
  return (
    <PanelSection
      headingId={`florida-${contract.id}-heading`}
      title="Insurance claim and state of emergency"
      className="grid gap-2 text-sm"
    >
      <p className="text-slate-700">
        {florida.insuranceFunded
          ? 'Paid from an insurance claim: the contract states that the homeowner pays the deductible, assigns no benefits, and carries the s. 489.147 disclosures.'
          : 'No insurance claim on this job.'}{' '}
        {florida.emergencyCancellation
          ? `Made under ${florida.emergencyDeclaration}: the homeowner may cancel within ${EMERGENCY_CANCELLATION_DAYS} days of signing or by the official start date${florida.officialStartDate ? ` (${day(florida.officialStartDate)})` : ''}.`
          : 'No state of emergency recorded: the 3 business days to cancel apply.'}
      </p>
      {unsigned ? <FloridaTermsForm key={contract.id} contract={contract} /> : null}
    </PanelSection>
  );
}

function FloridaTermsForm({ contract }: { contract: Contract }) {
  const reissue = useReissueContract(contract.quoteId);
  const { florida } = contract;
  const state = useOfficeForm<TermsValues, ContractReissue, Contract>({
    defaultValues: {
      emergencyDeclaration: florida.emergencyDeclaration ?? '',
      emergencyDeclaredOn: florida.emergencyDeclaredOn ?? '',
      officialStartDate: florida.officialStartDate ?? '',
      officialStartWork: florida.officialStartWork ?? '',
    },
    resolver: contractResolver(ContractReissueSchema, toBody),
    save: (body) => reissue.mutateAsync(body),
    saved: (next) => ({
      title: 'Contract reissued',
      description: `Version ${next.version} carries the emergency terms. The customer signs the new one.`,
    }),
    failed: 'The contract could not be reissued with these terms.',
  });
  const { ids } = state;
  const { control } = state.form;
  return (
    <OfficeForm
      state={state}
      label="Emergency terms"
      className="grid gap-3 rounded-xl bg-sand-50 p-4 sm:grid-cols-2"
      submitLabel="Save and reissue contract"
      pendingLabel="Reissuing..."
    >
      <FormTextField
        control={control}
        name="emergencyDeclaration"
        id={`${ids}-declaration`}
        label="Emergency declaration (executive order, storm)"
        placeholder="Executive Order 24-214 (Hurricane Milton)"
      />
      <FormDateField
        control={control}
        name="emergencyDeclaredOn"
        id={`${ids}-declared`}
        label="Declared on"
      />
      <FormDateField
        control={control}
        name="officialStartDate"
        id={`${ids}-start`}
        label="Official start date"
      />
      <FormTextField
        control={control}
        name="officialStartWork"
        id={`${ids}-work`}
        label="Work that starts that day"
        placeholder="Tear-off and new underlayment"
      />
    </OfficeForm>
  );
}
