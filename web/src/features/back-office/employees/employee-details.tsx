import { type Employee, LANGUAGE_NAMES, type Locale } from '@roofing/contracts';
import { EASTERN_TIME_ZONE } from '@roofing/contracts/eastern-time';
import { useState } from 'react';
import { useCodeOfConduct } from '../../../api/employees.ts';
import { CrewLanguageChoice } from '../../../components/back-office/crew-language-choice.tsx';
import { CodeOfConductForm } from './code-of-conduct-form.tsx';

/** An employee's record, and the code of conduct for them to read and sign. */
export function EmployeeDetails({ employee }: { employee: Employee }) {
  // The code is shown, read and signed in the language the employee reads (the signature says which).
  const [language, setLanguage] = useState<Locale>('en');
  const code = useCodeOfConduct(language);
  const signedIn = employee.codeOfConduct.signedLanguage;
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
            Signed on{' '}
            {new Date(employee.codeOfConduct.signedAt ?? '').toLocaleDateString('en-US', {
              month: 'short',
              day: 'numeric',
              year: 'numeric',
              timeZone: EASTERN_TIME_ZONE,
            })}
            {signedIn ? ` (read and signed in ${signedIn === 'es' ? 'Spanish' : 'English'})` : ''}.
          </p>
        ) : (
          <p className="mt-1 text-coral-700">Not signed for the version in force.</p>
        )}
        <CrewLanguageChoice
          className="mt-3"
          legend="Show the code in"
          value={language}
          onChange={setLanguage}
        />
        {code.isPending ? <p role="status">Loading the code...</p> : null}
        {code.isError ? <p role="alert">The code of conduct could not be loaded.</p> : null}
        {code.data && code.data.sections.length > 0 ? (
          <CodeOfConductForm
            key={code.data.language}
            employee={employee}
            code={code.data}
            languageName={LANGUAGE_NAMES[code.data.language]}
          />
        ) : null}
      </section>
    </div>
  );
}
