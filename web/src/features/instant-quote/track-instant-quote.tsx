import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useInstantQuote } from '../../api/instant-quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { InstantQuoteResult } from './instant-quote-result.tsx';
import { messages } from './messages.ts';

/**
 * Track Quote (public-site §4, §5, §8): the lookup runs only once a number is searched; an
 * unknown number gets the spec's "No quote found" alert. `initialNumber` comes from the link in
 * the quote's e-mail (`?number=`) and is looked up at once.
 */
export function TrackInstantQuote({
  initialNumber,
  onPrint,
}: {
  initialNumber: string;
  onPrint: () => void;
}) {
  const [input, setInput] = useState(initialNumber);
  const [searched, setSearched] = useState<string | null>(initialNumber || null);
  const quote = useInstantQuote(searched);
  const { toast } = useToast();
  const t = useT(messages);
  const notFound = quote.error instanceof ApiError && quote.error.status === 404;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = input.trim().toUpperCase();
    if (!number) {
      toast({
        variant: 'destructive',
        title: t('missingTitle'),
        description: t('trackMissing'),
      });
      return;
    }
    if (number === searched) void quote.refetch();
    else setSearched(number);
  };

  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="track-heading"
        data-print-hidden=""
        className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="track-heading" className="font-display text-2xl font-bold text-navy-900">
          {t('trackHeading')}
        </h2>
        <label htmlFor="iq-track-number" className="mt-4 block font-semibold text-slate-900">
          {t('estimateNumber')}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="iq-track-number"
            name="number"
            value={input}
            onChange={(event) => setInput(event.target.value.toUpperCase())}
            placeholder={t('trackPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            aria-describedby="iq-track-hint"
            className={`${inputClass} font-mono tracking-wider uppercase`}
          />
          <Button type="submit" className="sm:w-40" disabled={quote.isFetching}>
            <SearchIcon className="size-4" />
            {t('trackButton')}
          </Button>
        </div>
        <p id="iq-track-hint" className="mt-2 text-sm text-slate-600">
          {t('trackHint')}
        </p>
      </form>

      <div aria-live="polite" aria-busy={quote.isFetching}>
        {quote.isFetching ? (
          <p className="flex items-center gap-3 text-slate-700">
            <Spinner />
            {t('lookingUp')}
          </p>
        ) : notFound ? (
          <p
            role="alert"
            className="rounded-xl border border-danger-700/30 bg-danger-50 p-4 font-medium text-danger-700"
          >
            {t('notFound')}
          </p>
        ) : quote.isError ? (
          <p
            role="alert"
            className="rounded-xl border border-danger-700/30 bg-danger-50 p-4 font-medium text-danger-700"
          >
            {t('lookupFailed')}
          </p>
        ) : quote.data ? (
          <InstantQuoteResult
            quote={quote.data}
            actions={
              <Button variant="outline" onClick={onPrint}>
                {t('print')}
              </Button>
            }
          />
        ) : null}
      </div>
    </div>
  );
}
