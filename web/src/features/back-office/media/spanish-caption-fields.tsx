import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type SpanishCaptionField = 'titleEs' | 'altTextEs' | 'descriptionEs';

/** A control's error under it, and the attributes that tie the control to it. */
export interface ControlError {
  message: ReactNode;
  aria: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

const input = 'w-full min-w-0 rounded-lg border border-navy-200 bg-white px-3 py-2';

/**
 * A photo's optional Spanish captions, for the upload and the edit form: what the Spanish site
 * (/es) shows instead of the English title, alt text and description. Each form registers the
 * controls (`register`) and says their errors its own way (`errorOf`).
 */
export function SpanishCaptionFields({
  register,
  errorOf,
}: {
  register: (name: SpanishCaptionField) => UseFormRegisterReturn;
  errorOf: (name: SpanishCaptionField) => ControlError;
}) {
  const title = errorOf('titleEs');
  const altText = errorOf('altTextEs');
  const description = errorOf('descriptionEs');
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold text-navy-900">In Spanish (optional)</legend>
      <p className="text-xs text-slate-600">Left empty, the Spanish site shows the English text.</p>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Title (Spanish)</span>
        <input
          maxLength={120}
          lang="es"
          className={input}
          {...register('titleEs')}
          {...title.aria}
        />
        <span className="text-xs text-slate-600">Up to 120 characters.</span>
        {title.message}
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Alt text (Spanish)</span>
        <input
          maxLength={200}
          lang="es"
          className={input}
          {...register('altTextEs')}
          {...altText.aria}
        />
        <span className="text-xs text-slate-600">Up to 200 characters.</span>
        {altText.message}
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Description (Spanish)</span>
        <textarea
          rows={3}
          maxLength={600}
          lang="es"
          className={input}
          {...register('descriptionEs')}
          {...description.aria}
        />
        <span className="text-xs text-slate-600">Up to 600 characters.</span>
        {description.message}
      </label>
    </fieldset>
  );
}
