import type { Employee } from '@roofing/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useCodeOfConduct, useSignCodeOfConduct } from '../../../api/employees.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** An employee's record, and the code of conduct for them to read and sign. */
export function EmployeeDetails({ employee }: { employee: Employee }) {
  const code = useCodeOfConduct();
  const sign = useSignCodeOfConduct();
  const { toast } = useToast();
  const [signature, setSignature] = useState('');
  const [acknowledged, setAcknowledged] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const sections = code.data?.sections ?? [];
  const name = `${employee.firstName} ${employee.lastName}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (acknowledged.length < sections.length) {
      setError('Acknowledge every section before signing.');
      return;
    }
    if (!signature.trim()) {
      setError('Type your full name to sign.');
      return;
    }
    sign.mutate(
      {
        id: employee.id,
        input: { digitalSignature: signature, acknowledgedSections: acknowledged },
      },
      {
        onSuccess: () => {
          toast({
            title: 'Code of conduct signed',
            description: `${name} signed version ${code.data?.version}.`,
          });
          setSignature('');
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.serverMessage
              ? failure.serverMessage
              : 'The signature could not be saved. Please try again.',
          ),
      },
    );
  };

  return (
    <div className="grid gap-5 text-sm text-slate-800">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="font-semibold">Address</dt>
          <dd>{employee.address ?? 'Not on file'}</dd>
        </div>
        <div>
          <dt className="font-semibold">Emergency contact</dt>
          <dd>
            {employee.emergencyContact
              ? `${employee.emergencyContact.name} (${employee.emergencyContact.relationship}), ${employee.emergencyContact.phone}`
              : 'None on file'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold">Notes</dt>
          <dd className="whitespace-pre-line">{employee.notes ?? 'No notes'}</dd>
        </div>
      </dl>

      <section aria-labelledby="coc-heading" className="rounded-xl border border-navy-100 p-4">
        <h3 id="coc-heading" className="font-display text-lg font-bold text-navy-900">
          Code of conduct {code.data ? `(version ${code.data.version})` : ''}
        </h3>
        {employee.codeOfConduct.current ? (
          <p className="mt-1 text-success-700">
            Signed on {new Date(employee.codeOfConduct.signedAt ?? '').toLocaleDateString('en-US')}.
          </p>
        ) : (
          <p className="mt-1 text-coral-700">Not signed for the version in force.</p>
        )}
        {code.isPending ? <p role="status">Loading the code...</p> : null}
        {code.isError ? <p role="alert">The code of conduct could not be loaded.</p> : null}
        {sections.length > 0 ? (
          <form onSubmit={submit} className="mt-3 grid gap-3">
            <ol className="grid max-h-64 gap-2 overflow-y-auto pr-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <label className="flex gap-2">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={acknowledged.includes(section.id)}
                      onChange={(event) =>
                        setAcknowledged((current) =>
                          event.target.checked
                            ? [...current, section.id]
                            : current.filter((id) => id !== section.id),
                        )
                      }
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
                value={signature}
                onChange={(event) => setSignature(event.target.value)}
                className="rounded-lg border border-navy-200 px-3 py-2"
                autoComplete="off"
              />
            </label>
            {error ? (
              <p role="alert" className="text-danger-700">
                {error}
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={sign.isPending}>
                {sign.isPending ? 'Signing...' : 'Sign the code of conduct'}
              </Button>
            </div>
          </form>
        ) : null}
      </section>
    </div>
  );
}
