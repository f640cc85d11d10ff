import { LANGUAGE_NAMES, LOCALES, type Locale } from '@roofing/contracts';
import { useId } from 'react';

/**
 * The language a crew document is shown, signed or taken in: English or Español (issue 24). The
 * back office itself stays in English; only the crew's own documents (the safety policies, the
 * code of conduct, the employment tests) offer Spanish, because OSHA expects training in a
 * language the worker understands. Each choice is named in its own language, marked with `lang`.
 */
export function CrewLanguageChoice({
  value,
  onChange,
  legend = 'Language for the crew member',
  className = '',
}: {
  value: Locale;
  onChange: (language: Locale) => void;
  legend?: string;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      <legend className="mb-1 font-semibold text-navy-900">{legend}</legend>
      {LOCALES.map((language) => (
        <label key={language} className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
          />
          <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        </label>
      ))}
    </fieldset>
  );
}
