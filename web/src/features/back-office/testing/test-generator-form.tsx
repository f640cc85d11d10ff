import {
  type Employee,
  type GeneratedTest,
  type GenerateTestRequest,
  GenerateTestRequestSchema,
  type Locale,
  type TestTemplate,
} from '@roofing/contracts';
import { type ReactNode, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useGenerateTest } from '../../../api/testing.ts';
import { CrewLanguageChoice } from '../../../components/back-office/crew-language-choice.tsx';
import { FormAlert } from '../../../components/back-office/labelled-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { checkFirst, contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormCheckboxField, FormSelectField } from '../../../components/ui/hook-form-fields.tsx';

type TestKind = 'skill' | 'personality';

export interface GeneratorValues {
  /** The directory row's id as the select holds it; the body carries the employee's code. */
  employeeId: string;
  testType: string;
  practice: boolean;
  /** The language the questions and answers are written in (Spanish for a crew member who reads it first). */
  language: Locale;
}

const DEFAULTS: GeneratorValues = { employeeId: '', testType: '', practice: false, language: 'en' };

const FAILED: Record<TestKind, string> = {
  skill: 'Error generating skill test. Please try again.',
  personality: 'Error generating personality test. Please try again.',
};

type GenerateBody = Required<
  Pick<GenerateTestRequest, 'employeeId' | 'testType' | 'practice' | 'language'>
> & {
  employeeName: string;
};

/**
 * Generating a skill or personality test for an employee: one form, two submit buttons. The
 * button pressed decides the kind (a personality test needs no skill test chosen); the body is
 * checked with the contract of `POST /api/ai/generate-<kind>-test` before it goes.
 */
export function TestGeneratorForm({
  employees,
  templates,
  onGenerated,
  after,
}: {
  employees: Employee[];
  templates: TestTemplate[];
  onGenerated: (test: GeneratedTest) => void;
  /** What follows the form and reads its choice (the assistant's conversation). */
  after: (chosen: { employee: Employee | undefined; testType: string }) => ReactNode;
}) {
  const kind = useRef<TestKind>('skill');
  const generate = useGenerateTest();
  const employeeOf = useMemo(
    () => (id: string) => employees.find((person) => String(person.id) === id),
    [employees],
  );
  const resolver = useMemo(
    () =>
      checkFirst<GeneratorValues, GenerateBody>(
        (values) => {
          if (!employeeOf(values.employeeId))
            return { name: 'employeeId', message: 'Choose an employee first.' };
          if (kind.current === 'skill' && values.testType === '')
            return { name: 'testType', message: 'Choose the skill test to generate.' };
          return null;
        },
        contractResolver(GenerateTestRequestSchema, (values: GeneratorValues): GenerateBody => {
          const employee = employeeOf(values.employeeId);
          return {
            employeeId: employee?.employeeId ?? '',
            employeeName: employee ? `${employee.firstName} ${employee.lastName}` : '',
            testType: kind.current === 'skill' ? values.testType : 'Hiring and team fit',
            practice: values.practice,
            language: values.language,
          };
        }),
      ),
    [employeeOf],
  );
  const form = useForm<GeneratorValues, unknown, GenerateBody>({
    defaultValues: DEFAULTS,
    resolver,
  });
  const { control, handleSubmit, setError, formState } = form;
  const [employeeId, testType] = useWatch({ control, name: ['employeeId', 'testType'] });

  const start = (chosen: TestKind) => {
    kind.current = chosen;
    return handleSubmit((body) =>
      generate.mutate(
        { kind: chosen, ...body },
        {
          onSuccess: (answer) => onGenerated(answer.test),
          onError: () => setError('root', { type: 'server', message: FAILED[chosen] }),
        },
      ),
    )();
  };

  return (
    <>
      <form onSubmit={(event) => event.preventDefault()} noValidate aria-label="Generate a test">
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <FormSelectField
            control={control}
            name="employeeId"
            id="generator-employee"
            label="Employee"
            placeholder="Choose an employee"
            options={employees.map((person) => ({
              value: String(person.id),
              label: `${person.firstName} ${person.lastName} (${person.position})`,
            }))}
          />
          <FormSelectField
            control={control}
            name="testType"
            id="generator-test"
            label="Skill test"
            placeholder="Choose a test"
            options={templates.map((template) => ({ value: template.id, label: template.name }))}
          />
        </div>
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <CrewLanguageChoice
              className="mt-3"
              legend="Test language"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className="mt-3">
          <FormCheckboxField
            control={control}
            name="practice"
            id="generator-practice"
            label="Practice run (scored, but not a certification and not in the pass rate)"
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="button" onClick={() => start('skill')} disabled={generate.isPending}>
            Generate Skill Test
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => start('personality')}
            disabled={generate.isPending}
          >
            Generate Personality Test
          </Button>
          {generate.isPending ? (
            <span role="status" className="self-center text-sm text-slate-700">
              Generating the test...
            </span>
          ) : null}
        </div>
        <FormAlert message={formState.errors.root?.message} className="mt-2" />
      </form>
      {after({ employee: employeeOf(employeeId), testType })}
    </>
  );
}
