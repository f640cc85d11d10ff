import type { Locale, TrainingCourse } from '@roofing/contracts';
import { useState } from 'react';
import { downloadFile, useCourses } from '../../../api/safety.ts';
import { useToast } from '../../../app/toast.tsx';
import { CrewLanguageChoice } from '../../../components/back-office/crew-language-choice.tsx';
import { IconButton } from '../../../components/back-office/icon-button.tsx';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';

/**
 * The Training Materials tab: each course, its completion, its handout and a completion to record.
 * The handouts are offered in Spanish too (issue 24: training in a language the worker
 * understands); the tab's own labels stay English.
 */
export function TrainingCourses({ onRecord }: { onRecord: (course: TrainingCourse) => void }) {
  const courses = useCourses();
  const { toast } = useToast();
  const [language, setLanguage] = useState<Locale>('en');
  const list = courses.data ?? [];

  const download = async (course: TrainingCourse) => {
    const url = language === 'es' ? course.spanishMaterialUrl : course.materialUrl;
    if (!url) return;
    try {
      await downloadFile(url);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to download document. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <QueryState query={courses} empty={list.length === 0} emptyText="No training courses yet." />
      <CrewLanguageChoice
        legend="Handout language"
        value={language}
        onChange={setLanguage}
        className="mb-4"
      />
      <ul aria-label="Training courses" className="grid gap-4 md:grid-cols-2">
        {list.map((course) => (
          <li
            key={course.id}
            className="flex flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="font-display text-lg font-bold text-navy-900">{course.title}</h3>
                <p className="text-sm text-slate-700">{course.category}</p>
              </div>
              {course.required ? (
                <span className="rounded-full bg-navy-900 px-2.5 py-0.5 text-xs font-semibold text-white">
                  Required
                </span>
              ) : null}
            </div>
            <p className="mt-2 text-sm text-slate-800">{course.description}</p>
            <p className="mt-2 text-sm text-slate-700">
              {course.duration} · {course.frequency} · updated {course.lastUpdated}
            </p>
            <CompletionBar course={course} />
            <div className="mt-auto flex gap-2 pt-4">
              <Button
                variant="outline"
                disabled={language === 'es' && !course.spanishMaterialUrl}
                onClick={() => void download(course)}
              >
                {language === 'es' ? (
                  <>
                    Download (<span lang="es">Español</span>)
                  </>
                ) : (
                  'Download'
                )}
              </Button>
              <IconButton
                label={`Record a completion of ${course.title}`}
                onClick={() => onRecord(course)}
              >
                <Icon>
                  <path d="M12 5v14M5 12h14" />
                </Icon>
              </IconButton>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function CompletionBar({ course }: { course: TrainingCourse }) {
  return (
    <div className="mt-3">
      <div className="flex justify-between text-sm">
        <span>Completion</span>
        <span className="font-semibold">{course.completionRate}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${course.title} completion`}
        aria-valuenow={course.completionRate}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-2 rounded-full bg-navy-50"
      >
        <div
          className="h-2 rounded-full bg-green-600"
          style={{ width: `${course.completionRate}%` }}
        />
      </div>
    </div>
  );
}
