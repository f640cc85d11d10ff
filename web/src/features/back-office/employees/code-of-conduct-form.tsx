import {
  type CodeOfConductSignInput,
  CodeOfConductSignSchema,
  type Employee,
} from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import type { CodeOfConduct } from '../../../api/employees.ts';
import { useSignCodeOfConduct } from '../../../api/employees.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

interface SigningValues {
  acknowledgedSections: string[];
  digitalSignature: string;
}

/**
 * The code of conduct's sections to acknowledge and the typed signature, checked by the
 * contract's rules; every section must be ticked, which the browser says before the server does.
 */
export function CodeOfConductForm({
  employee,
  code,
  languageName,
}: {
  employee: Employee;
  code: CodeOfConduct;
  /** The language the code is shown in, named in itself ("Español"). */
  languageName: string;
}) {
  const sign = useSignCodeOfConduct();
  const { toast } = useToast();
  const name = `${employee.firstName} ${employee.lastName}`;
  const { register, handleSubmit, setError, resetField, formState } = useForm<
    SigningValues,
    unknown,
    CodeOfConductSignInput
  >({
    defaultValues: { acknowledgedSections: [], digitalSignature: '' },
    resolver: contractResolver(CodeOfConductSignSchema, (values) => ({
      ...values,
      // The signature records the language the code was shown and signed in.
      language: code.language,
      // An unticked group reads as false, one box as its value alone.
      acknowledgedSections: [values.acknowledgedSections].flat().filter(Boolean) as string[],
    })),
  });
  const problem = formState.errors.root?.message ?? formState.errors.digitalSignature?.message;

  const submit = handleSubmit(async (body) => {
    if (body.acknowledgedSections.length < code.sections.length) {
      setError('root', { message: 'Acknowledge every section before signing.' });
      return;
    }
    try {
      await sign.mutateAsync({ id: employee.id, input: body });
      toast({
        title: 'Code of conduct signed',
        description: `${name} signed version ${code.version}${code.language === 'es' ? ' (Spanish)' : ''}.`,
      });
      resetField('digitalSignature');
    } catch (error) {
      showServerFieldErrors(setError, error, {
        isField: (field) => field === 'digitalSignature',
        fallback: 'The signature could not be saved. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
      <ol
        lang={code.language}
        aria-label={`Code of conduct, ${languageName}`}
        className="grid max-h-64 gap-2 overflow-y-auto pr-2"
      >
        {code.sections.map((section) => (
          <li key={section.id}>
            <label className="flex gap-2">
              <input
                type="checkbox"
                className="mt-1"
                value={section.id}
                {...register('acknowledgedSections')}
              />
              <span>
                <span className="font-semibold">{section.title}.</span> {section.body}
              </span>
            </label>
          </li>
        ))}
      </ol>
      <label className="grid gap-1">
        <span className="font-semibold">Signature (type the full name: {name})</span>
        <input
          className="rounded-lg border border-navy-200 px-3 py-2"
          autoComplete="off"
          aria-invalid={formState.errors.digitalSignature ? true : undefined}
          {...register('digitalSignature')}
        />
      </label>
      {problem ? (
        <p role="alert" className="text-danger-700">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={sign.isPending}>
          {sign.isPending ? 'Signing...' : 'Sign the code of conduct'}
        </Button>
      </div>
    </form>
  );
}
