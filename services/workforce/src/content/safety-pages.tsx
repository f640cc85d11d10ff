import type { Locale } from '@roofing/contracts';
import { translator } from '@roofing/contracts/i18n';
import { FillIn, printableHtml, Sections } from './printable.tsx';
import { printableMessages } from './printable-messages.ts';
import type { CourseContent, SafetyDocumentContent } from './safety-documents.ts';

/**
 * A safety policy or quick-reference form as a printable page, in `language` (the document given
 * must be in that language: SAFETY_DOCUMENTS or SAFETY_DOCUMENTS_ES).
 */
export function documentHtml(document: SafetyDocumentContent, language: Locale = 'en'): string {
  const t = translator(printableMessages, language);
  return printableHtml(
    document.title,
    <>
      <p>{document.summary}</p>
      <Sections sections={document.sections} />
      {document.fields ? (
        <>
          <h2>{t('fillIn')}</h2>
          {document.fields.map((field) => (
            <FillIn key={field} label={field} />
          ))}
        </>
      ) : null}
    </>,
    document.kind === 'form' ? t('formKind') : t('policyKind'),
    language,
  );
}

/** A training course's handout, with the sign-off lines, in `language` (as documentHtml). */
export function courseHandoutHtml(course: CourseContent, language: Locale = 'en'): string {
  const t = translator(printableMessages, language);
  return printableHtml(
    course.title,
    <>
      <p>{course.description}</p>
      <p>
        <strong>{t('duration')}</strong> {course.duration} · <strong>{t('frequency')}</strong>{' '}
        {course.frequency === 'Annual' ? t('annual') : t('biAnnual')} ·{' '}
        <strong>{course.required ? t('required') : t('optional')}</strong>
      </p>
      <Sections sections={course.handout} />
      <h2>{t('signOff')}</h2>
      <FillIn label={t('employee')} />
      <FillIn label={t('trainer')} />
    </>,
    t('handoutUpdated', { date: course.lastUpdated }),
    language,
  );
}
