import {
  businessToday,
  type HiringAssessmentCreateInput,
  HiringAssessmentCreateSchema,
  TESTING_TEXT_LIMITS,
} from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import { useAddHiringAssessment } from '../../../api/testing.ts';
import { useToast } from '../../../app/toast.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormDateField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

interface AssessmentValues {
  candidateName: string;
  candidateEmail: string;
  candidatePhone: string;
  positionApplied: string;
  integrityScore: string;
  competenceScore: string;
  attitudeScore: string;
  assessmentDate: string;
}

/** A score as typed → a number; blank is not a number, so the contract names the field. */
const scoreOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

const toBody = (values: AssessmentValues): HiringAssessmentCreateInput => ({
  ...values,
  integrityScore: scoreOf(values.integrityScore),
  competenceScore: scoreOf(values.competenceScore),
  attitudeScore: scoreOf(values.attitudeScore),
});

const SCORES = [
  { name: 'integrityScore', label: 'Integrity score' },
  { name: 'competenceScore', label: 'Competence score' },
  { name: 'attitudeScore', label: 'Attitude score' },
] as const;

/** New Assessment: a candidate's three scores (0 to 100), checked by the contract's rules. */
export function HiringAssessmentForm({ onDone }: { onDone: () => void }) {
  const add = useAddHiringAssessment();
  const { toast } = useToast();
  const form = useForm<AssessmentValues, unknown, HiringAssessmentCreateInput>({
    defaultValues: {
      candidateName: '',
      candidateEmail: '',
      candidatePhone: '',
      positionApplied: '',
      integrityScore: '',
      competenceScore: '',
      attitudeScore: '',
      assessmentDate: businessToday(),
    },
    resolver: contractResolver(HiringAssessmentCreateSchema, toBody),
  });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (body) => {
    try {
      const created = await add.mutateAsync(body);
      toast({
        title: 'Assessment recorded',
        description: `${created.assessmentNumber}: ${created.candidateName}, total ${created.totalScore}.`,
      });
      onDone();
    } catch (error) {
      showServerFieldErrors(setError, error, { fallback: 'The assessment could not be saved.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="candidateName"
        id="hiring-candidate-name"
        label="Candidate name"
        limit={TESTING_TEXT_LIMITS.candidateName}
      />
      <FormTextField
        control={control}
        name="positionApplied"
        id="hiring-position"
        label="Position"
        limit={TESTING_TEXT_LIMITS.positionApplied}
      />
      <FormTextField
        control={control}
        name="candidateEmail"
        id="hiring-email"
        label="Email"
        type="email"
      />
      <FormTextField
        control={control}
        name="candidatePhone"
        id="hiring-phone"
        label="Phone"
        type="tel"
      />
      {SCORES.map((score) => (
        <FormTextField
          key={score.name}
          control={control}
          name={score.name}
          id={`hiring-${score.name}`}
          label={score.label}
          type="number"
          min={0}
          max={100}
          step={1}
        />
      ))}
      <FormDateField
        control={control}
        name="assessmentDate"
        id="hiring-date"
        label="Assessment date"
      />
      <FormActions
        error={formState.errors.root?.message}
        pending={add.isPending}
        submitLabel="Save assessment"
        pendingLabel="Saving..."
      />
    </form>
  );
}
