import { FillIn, printableHtml, Sections } from './printable.tsx';
import type { CourseContent, SafetyDocumentContent } from './safety-documents.ts';

/** A safety policy or quick-reference form as a printable page. */
export function documentHtml(document: SafetyDocumentContent): string {
  return printableHtml(
    document.title,
    <>
      <p>{document.summary}</p>
      <Sections sections={document.sections} />
      {document.fields ? (
        <>
          <h2>Fill in</h2>
          {document.fields.map((field) => (
            <FillIn key={field} label={field} />
          ))}
        </>
      ) : null}
    </>,
    document.kind === 'form' ? 'Quick-reference form' : 'Company safety policy',
  );
}

/** A training course's handout, with the sign-off lines. */
export function courseHandoutHtml(course: CourseContent): string {
  return printableHtml(
    course.title,
    <>
      <p>{course.description}</p>
      <p>
        <strong>Duration:</strong> {course.duration} · <strong>Frequency:</strong>{' '}
        {course.frequency} · <strong>{course.required ? 'Required' : 'Optional'}</strong>
      </p>
      <Sections sections={course.handout} />
      <h2>Sign-off</h2>
      <FillIn label="Employee name and ID" />
      <FillIn label="Trainer and date" />
    </>,
    `Training handout · updated ${course.lastUpdated}`,
  );
}
