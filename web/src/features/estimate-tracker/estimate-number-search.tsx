import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { ESTIMATE_NUMBER_PLACEHOLDER } from './estimate-format.ts';
import { messages } from './messages.ts';

/**
 * The number a page looks up: typed (forced upper case), or prefilled from a `?number=` link
 * (the confirmation e-mail's) and looked up once. The lookup runs only when the visitor searches;
 * searching the same number again refetches it.
 */
export function useEstimateNumberSearch(missingDescription: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [input, setInput] = useState(() => (searchParams.get('number') ?? '').trim().toUpperCase());
  const [searched, setSearched] = useState<string | null>(() => input || null);
  const { toast } = useToast();
  const t = useT(messages);

  /** Handles the form's submit; `refetch` reloads when the same number is searched again. */
  const submit = (event: FormEvent<HTMLFormElement>, refetch: () => unknown) => {
    event.preventDefault();
    const number = input.trim();
    if (!number) {
      toast({
        variant: 'destructive',
        title: t('numberRequired'),
        description: missingDescription,
      });
      return;
    }
    if (number === searched) void refetch();
    else setSearched(number);
    setSearchParams({ number }, { replace: true });
  };
  /** Looks a number up as if it had been typed (an e-mailed link opened it). */
  const open = (number: string) => {
    setInput(number);
    setSearched(number);
    setSearchParams({ number }, { replace: true });
  };
  return { input, setInput, searched, submit, open };
}

/** The estimate-number search box of the track page and the progress portal. */
export function EstimateNumberSearchForm(props: {
  id: string;
  formLabel: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  hint?: string;
}) {
  const t = useT(messages);
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  return (
    <Card>
      <form onSubmit={props.onSubmit} noValidate aria-label={props.formLabel}>
        <label htmlFor={props.id} className="block font-semibold text-slate-900">
          {t('estimateNumber')}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={props.id}
            name="number"
            value={props.value}
            onChange={(event) => props.onValueChange(event.target.value.toUpperCase())}
            placeholder={ESTIMATE_NUMBER_PLACEHOLDER}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-describedby={hintId}
            className={`${inputClass} font-mono tracking-wider uppercase`}
          />
          <Button type="submit" variant="primary" className="sm:w-36" disabled={props.busy}>
            <SearchIcon className="size-4" />
            {t('search')}
          </Button>
        </div>
        {props.hint && (
          <p id={hintId} className="mt-2 text-sm text-slate-600">
            {props.hint}
          </p>
        )}
      </form>
    </Card>
  );
}
