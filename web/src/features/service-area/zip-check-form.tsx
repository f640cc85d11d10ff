import { COMPANY, PROMISES } from '@roofing/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useCheckServiceArea } from '../../api/service-area.ts';
import { useToast } from '../../app/toast.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { type Translate, useT } from '../../i18n/catalogue.ts';
import { useFieldErrorText } from '../../i18n/field-errors/field-errors.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

type Key = keyof typeof messages.en;

/**
 * The answer in the page's language: the server's own words in English; in Spanish the same
 * answer told from what it found (served or not, and where).
 */
function answerText(
  result: { isServiceable: boolean; message: string; area: string | null },
  zipCode: string,
  locale: string,
  t: Translate<Key>,
): string {
  if (locale === 'en') return result.message;
  return result.isServiceable && result.area
    ? t('served', { area: result.area, zipCode, hours: PROMISES.contactWithinHours })
    : t('notServed', { zipCode, phone: COMPANY.phone });
}

/** ZIP availability check (public-site §2, §5, §8). */
export function ZipCheckForm() {
  const [zipCode, setZipCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  // The last answer stays under the form (the toast goes after 5 s): for which ZIP, and what.
  const [answer, setAnswer] = useState<ZipAnswer | null>(null);
  const check = useCheckServiceArea();
  const { toast } = useToast();
  const t = useT(messages);
  const locale = useLocale();
  const errorText = useFieldErrorText();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.isPending) return;
    const trimmed = zipCode.trim();
    setFieldError(undefined);
    setAnswer(null);
    if (trimmed === '') {
      toast({
        variant: 'destructive',
        title: t('requiredTitle'),
        description: t('requiredDescription'),
      });
      return;
    }
    check.mutate(
      { zipCode: trimmed },
      {
        onSuccess: (result) => {
          const message = answerText(result, trimmed, locale, t);
          setAnswer({ zipCode: trimmed, isServiceable: result.isServiceable, message });
          toast(
            result.isServiceable
              ? { title: t('availableTitle'), description: message }
              : {
                  variant: 'destructive',
                  title: t('unavailableTitle'),
                  description: message,
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
            title: t('failedTitle'),
            description: t('failedDescription'),
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
        {t('heading')}
      </h3>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label
            htmlFor="service-area-zip"
            className="mb-1.5 block text-sm font-semibold text-slate-800"
          >
            {t('zipCode')}
          </label>
          <input
            id="service-area-zip"
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder={t('zipPlaceholder')}
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
              {errorText(fieldError)}
            </p>
          )}
        </div>
        <SubmitButton
          variant="primary"
          className="sm:min-w-44"
          pending={check.isPending}
          label={t('check')}
          pendingLabel={t('checking')}
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
  const t = useT(messages);
  return (
    <div
      className={`rounded-xl border p-4 text-sm ${
        answer.isServiceable
          ? 'border-success-700/30 bg-success-50 text-success-700'
          : 'border-danger-700/30 bg-danger-50 text-danger-700'
      }`}
    >
      <p className="font-bold">
        {t('answerZip', {
          title: answer.isServiceable ? t('availableTitle') : t('unavailableTitle'),
          zipCode: answer.zipCode,
        })}
      </p>
      <p className="mt-1 text-slate-800">{answer.message}</p>
    </div>
  );
}
