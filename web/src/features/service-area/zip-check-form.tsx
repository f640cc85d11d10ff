import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useCheckServiceArea } from '../../api/service-area.ts';
import { useToast } from '../../app/toast.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';

/** ZIP availability check (public-site §2, §5, §8). */
export function ZipCheckForm() {
  const [zipCode, setZipCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  // The last answer stays under the form (the toast goes after 5 s): for which ZIP, and what.
  const [answer, setAnswer] = useState<ZipAnswer | null>(null);
  const check = useCheckServiceArea();
  const { toast } = useToast();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.isPending) return;
    const trimmed = zipCode.trim();
    setFieldError(undefined);
    setAnswer(null);
    if (trimmed === '') {
      toast({
        variant: 'destructive',
        title: 'Zip Code Required',
        description: 'Please enter your zip code',
      });
      return;
    }
    check.mutate(
      { zipCode: trimmed },
      {
        onSuccess: (result) => {
          setAnswer({ zipCode: trimmed, ...result });
          toast(
            result.isServiceable
              ? { title: 'Service Available!', description: result.message }
              : {
                  variant: 'destructive',
                  title: 'Service Not Available',
                  description: result.message,
                },
          );
        },
        onError: (error) => {
          // A ZIP the server refused is the visitor's to fix: say what is wrong, at the field.
          if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
            setFieldError(error.fields.zipCode ?? error.serverMessage);
            return;
          }
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to validate service area. Please try again.',
          });
        },
      },
    );
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="zip-check-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="zip-check-heading" className="text-lg font-bold text-navy-900">
        Check if we serve your area
      </h3>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label
            htmlFor="service-area-zip"
            className="mb-1.5 block text-sm font-semibold text-slate-800"
          >
            ZIP code
          </label>
          <input
            id="service-area-zip"
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder="e.g. 32250"
            value={zipCode}
            onChange={(event) => setZipCode(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'service-area-zip-error' : undefined}
            className={inputClass}
          />
          {fieldError && (
            <p
              id="service-area-zip-error"
              role="alert"
              className="mt-1.5 text-sm font-medium text-red-700"
            >
              {fieldError}
            </p>
          )}
        </div>
        <SubmitButton
          variant="primary"
          className="sm:min-w-44"
          pending={check.isPending}
          label="Check Availability"
          pendingLabel="Checking..."
        />
      </div>
      <div role="status" className="mt-4 empty:hidden">
        {answer && <ZipAnswerNote answer={answer} />}
      </div>
    </form>
  );
}

interface ZipAnswer {
  zipCode: string;
  isServiceable: boolean;
  message: string;
}

/** The answer to the last check, kept on the page: served or not, in the server's words. */
function ZipAnswerNote({ answer }: { answer: ZipAnswer }) {
  return (
    <div
      className={`rounded-xl border p-4 text-sm ${
        answer.isServiceable
          ? 'border-success-700/30 bg-success-50 text-success-700'
          : 'border-danger-700/30 bg-danger-50 text-danger-700'
      }`}
    >
      <p className="font-bold">
        {answer.isServiceable ? 'Service Available!' : 'Service Not Available'} · ZIP{' '}
        {answer.zipCode}
      </p>
      <p className="mt-1 text-slate-800">{answer.message}</p>
    </div>
  );
}
