import type { GeneratedTest } from '@roofing/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useSaveGeneratedTest } from '../../../api/testing.ts';
import { useToast } from '../../../app/toast.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** "8 hours", "1 hour 30 minutes", "12 minutes": a test's time in the words a proctor uses. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 1 ? '1 hour' : `${hours} hours`;
  const minuteText = `${rest} minute${rest === 1 ? '' : 's'}`;
  if (hours === 0) return minuteText;
  return rest === 0 ? hourText : `${hourText} ${minuteText}`;
}

/** How many questions the test has, and, when the bank holds fewer, that the template asks more. */
export function questionCountText(test: GeneratedTest): string {
  const asked = test.questions.length;
  const template = test.templateQuestionCount;
  if (template !== null && asked < template) {
    return `${asked} questions: the ${test.type} template asks ${template}, the question bank holds only ${asked}`;
  }
  return `${asked} questions`;
}

/** A generated test taken in the page: every question answered, then scored by the server, once. */
export function GeneratedTestDialog({
  test,
  onClose,
}: {
  test: GeneratedTest;
  onClose: () => void;
}) {
  const [answers, setAnswers] = useState<Array<number | null>>(() =>
    test.questions.map(() => null),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSaveGeneratedTest();
  const { toast } = useToast();
  const answered = answers.filter((answer) => answer !== null).length;
  const complete = answered === answers.length;
  const kindName = test.kind === 'skill' ? 'Skill test' : 'Personality test';

  const submit = () => {
    setError(null);
    save.mutate(
      { testId: test.id, answers },
      {
        onSuccess: (result) => {
          toast({
            title: result.practice ? 'Practice run scored' : 'Test saved',
            description: `${result.employeeName}: ${result.score}/${result.maxScore}, ${result.status}${result.practice ? ' (practice: not in the pass rate)' : ''}.`,
          });
          onClose();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.serverMessage
              ? (failure.fields.answers ?? failure.serverMessage)
              : 'The test could not be saved. Please try again.',
          ),
      },
    );
  };

  return (
    <StaffDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${kindName}: ${test.type}${test.practice ? ' (practice run)' : ''}${test.language === 'es' ? ' (Español)' : ''}`}
      description={`${test.employeeName} · ${durationText(test.duration)} · ${questionCountText(test)}${test.kind === 'skill' ? ` · pass mark ${test.passingPercent}%` : ''}`}
      wide
    >
      {test.practice ? (
        <p className="mb-3 rounded-lg bg-sand-50 p-2 text-sm text-slate-700">
          Practice run: scored, but not a certification and not counted in the pass rate.
        </p>
      ) : null}
      <ol className="grid gap-4" lang={test.language}>
        {test.questions.map((question, index) => (
          <li key={question.id}>
            <fieldset>
              <legend className="font-semibold text-navy-900">
                {index + 1}. {question.question}
              </legend>
              <div className="mt-1 grid gap-1">
                {question.options.map((option, choice) => (
                  <label key={option} className="flex items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name={`question-${question.id}`}
                      checked={answers[index] === choice}
                      onChange={() =>
                        setAnswers((current) =>
                          current.map((value, i) => (i === index ? choice : value)),
                        )
                      }
                      className="mt-1"
                    />
                    <span>{option}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="mt-4 text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button disabled={save.isPending || !complete} onClick={submit}>
          {save.isPending ? 'Saving...' : 'Save result'}
        </Button>
        <span className="text-sm text-slate-700" aria-live="polite">
          {answered} of {answers.length} answered
          {complete ? '' : ': answer every question to save the result'}
        </span>
      </div>
    </StaffDialog>
  );
}
