import { type FormEvent, useState } from 'react';
import { useCheckServiceArea } from '../../api/service-area.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';

/** ZIP availability check (public-site §2, §5, §8). */
export function ZipCheckForm() {
  const [zipCode, setZipCode] = useState('');
  const check = useCheckServiceArea();
  const { toast } = useToast();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check.isPending) return;
    const trimmed = zipCode.trim();
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
        onSuccess: (result) =>
          toast(
            result.isServiceable
              ? { title: 'Service Available!', description: result.message }
              : {
                  variant: 'destructive',
                  title: 'Service Not Available',
                  description: result.message,
                },
          ),
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to validate service area. Please try again.',
          }),
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
            className={inputClass}
          />
        </div>
        <Button type="submit" variant="primary" disabled={check.isPending} className="sm:min-w-44">
          {check.isPending ? 'Checking...' : 'Check Availability'}
        </Button>
      </div>
    </form>
  );
}
