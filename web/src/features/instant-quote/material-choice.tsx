import type { InstantQuoteMaterial } from '@roofing/contracts/http/instant-quote';
import { useT } from '../../i18n/catalogue.ts';
import { thousands } from '../../lib/format.ts';
import { messages } from './messages.ts';
import type { MaterialOption } from './roof-materials.ts';

interface MaterialChoiceProps {
  options: readonly MaterialOption[];
  value: InstantQuoteMaterial;
  onChange: (material: InstantQuoteMaterial) => void;
  /** The price book could not be read: shingle alone, and the visitor is told why. */
  pricesUnavailable: boolean;
}

/** The roof material to price, each with today's price per square (issue 25). */
export function MaterialChoice({
  options,
  value,
  onChange,
  pricesUnavailable,
}: MaterialChoiceProps) {
  const t = useT(messages);
  return (
    <fieldset
      aria-describedby="iq-material-hint"
      className="rounded-2xl border border-navy-100 p-4 sm:p-6"
    >
      <legend className="px-2 font-display text-lg font-bold text-navy-900">
        {t('materialLegend')}
      </legend>
      <p id="iq-material-hint" className="text-sm text-slate-600">
        {t('materialHint')}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.material}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-navy-100 bg-white p-3 has-[:checked]:border-coral-500 has-[:checked]:bg-coral-50/60"
          >
            <input
              type="radio"
              name="iq-material"
              value={option.material}
              checked={value === option.material}
              onChange={() => onChange(option.material)}
              className="size-4 accent-coral-600"
            />
            <span className="flex-1">
              <span className="block font-semibold text-slate-900">
                {t(`material.${option.material}`)}
              </span>
              <span className="block text-sm text-slate-700">
                {t('materialPrice', { price: `$${thousands(option.pricePerSquare)}` })}
              </span>
            </span>
          </label>
        ))}
      </div>
      {pricesUnavailable && (
        <p role="status" className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-slate-800">
          {t('materialOnlyShingle')}
        </p>
      )}
    </fieldset>
  );
}
