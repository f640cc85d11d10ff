import { SITE_PHOTO_EARLIEST_YEAR } from '@roofing/contracts';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The caption fields of a site photo, the same in the upload and the edit form. */
export type CaptionField =
  | 'title'
  | 'location'
  | 'year'
  | 'altText'
  | 'description'
  | 'titleEs'
  | 'altTextEs'
  | 'descriptionEs';

/** The caption fields as a form holds them (the year as typed). */
export type CaptionValues = Record<CaptionField, string>;

/** A control's error under it, and the attributes that tie the control to it. */
export interface ControlError {
  message: ReactNode;
  aria: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

interface CaptionFieldsProps {
  register: (name: CaptionField) => UseFormRegisterReturn;
  errorOf: (name: CaptionField) => ControlError;
  /** Example values in the empty English fields (the upload form's). */
  placeholders?: boolean;
}

const input = 'w-full min-w-0 rounded-lg border border-navy-200 bg-white px-3 py-2';

/** One labelled text control with its length hint and error. */
function CaptionControl({
  name,
  label,
  maxLength,
  multiline = false,
  lang,
  placeholder,
  register,
  errorOf,
}: Omit<CaptionFieldsProps, 'placeholders'> & {
  name: CaptionField;
  label: string;
  maxLength: number;
  multiline?: boolean;
  lang?: string;
  placeholder?: string;
}) {
  const error = errorOf(name);
  const id = useId();
  const props = {
    id,
    maxLength,
    lang,
    placeholder,
    className: input,
    ...register(name),
    ...error.aria,
  };
  return (
    <label className="grid gap-1" htmlFor={id}>
      <span className="font-semibold text-navy-900">{label}</span>
      {multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
      <span className="text-xs text-slate-600">Up to {maxLength} characters.</span>
      {error.message}
    </label>
  );
}

/**
 * A photo's captions: the English title, location, year, alt text and description the site shows,
 * then the optional Spanish title, alt text and description the Spanish site (/es) shows instead
 * (the English ones where they are empty). Each form registers the controls (`register`) and says
 * their errors its own way (`errorOf`).
 */
export function CaptionFields({ register, errorOf, placeholders = false }: CaptionFieldsProps) {
  const controls = { register, errorOf };
  const year = errorOf('year');
  return (
    <>
      <CaptionControl {...controls} name="title" label="Title *" maxLength={120} />
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <CaptionControl
          {...controls}
          name="location"
          label="Location *"
          maxLength={120}
          placeholder={placeholders ? 'Atlantic Beach, FL' : undefined}
        />
        <label className="grid gap-1">
          <span className="font-semibold text-navy-900">Year *</span>
          <input
            type="number"
            inputMode="numeric"
            min={SITE_PHOTO_EARLIEST_YEAR}
            className={input}
            {...register('year')}
            {...year.aria}
          />
          {year.message}
        </label>
      </div>
      <CaptionControl
        {...controls}
        name="altText"
        label="Alt text *"
        maxLength={200}
        placeholder={placeholders ? 'What the photo shows, for screen readers' : undefined}
      />
      <CaptionControl
        {...controls}
        name="description"
        label="Description"
        maxLength={600}
        multiline
      />
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-navy-900">In Spanish (optional)</legend>
        <p className="text-xs text-slate-600">
          Left empty, the Spanish site shows the English text.
        </p>
        <CaptionControl
          {...controls}
          name="titleEs"
          label="Title (Spanish)"
          maxLength={120}
          lang="es"
        />
        <CaptionControl
          {...controls}
          name="altTextEs"
          label="Alt text (Spanish)"
          maxLength={200}
          lang="es"
        />
        <CaptionControl
          {...controls}
          name="descriptionEs"
          label="Description (Spanish)"
          maxLength={600}
          multiline
          lang="es"
        />
      </fieldset>
    </>
  );
}
