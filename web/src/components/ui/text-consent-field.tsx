import { TEXT_CONSENT_DISCLOSURE, TEXT_CONSENT_LABEL } from '@roofing/contracts/text-consent';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useLocale } from '../../i18n/locale-context.ts';

/**
 * The "Text me updates" box of a public form (issue 24): unticked until the visitor ticks it,
 * labelled and disclosed in the page's language with the exact words the server stores as proof
 * (contracts' TEXT_CONSENT_LABEL / TEXT_CONSENT_DISCLOSURE). The disclosure is small print beside
 * the box, tied to it with aria-describedby so a screen reader reads it with the label.
 */
export function TextConsentField<T extends FieldValues, Sent extends FieldValues = T>({
  control,
  name,
  id,
  className = '',
}: {
  control: Control<T, unknown, Sent>;
  name: FieldPath<T>;
  id: string;
  className?: string;
}) {
  const locale = useLocale();
  const { field } = useController({ control, name });
  const disclosureId = `${id}-disclosure`;
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border p-4 ${field.value === true ? 'border-ocean-600 bg-ocean-100/50' : 'border-slate-300 bg-white'} ${className}`}
    >
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={field.value === true}
        ref={field.ref}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        aria-describedby={disclosureId}
        className="mt-0.5 size-5 shrink-0 accent-navy-700"
        data-text-consent
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {TEXT_CONSENT_LABEL[locale]}
        </label>
        <p id={disclosureId} className="mt-1 text-xs leading-relaxed text-slate-700">
          {TEXT_CONSENT_DISCLOSURE[locale]}
        </p>
      </div>
    </div>
  );
}
