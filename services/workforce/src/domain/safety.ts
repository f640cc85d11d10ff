import { businessToday, type SafetyStats, type TrainingCourse } from '@roofing/contracts';
import { TRAINING_COURSES_ES } from '../content/safety-documents.es.ts';
import type { SafetyStore } from '../store/safety.ts';
import type { TrainingCourseRow } from '../store/schema.ts';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** Recordable: anything that happened to someone; a near miss is a warning, not an incident. */
export const isRecordable = (type: string) => type !== 'Near Miss';

/** How many days back a completion still counts for a course of this frequency. */
const windowDays = (frequency: string) => (frequency === 'Bi-annual' ? 182 : 365);

/** Each course with the share of active employees whose completion is still within its window. */
export async function coursesWithRates(
  store: SafetyStore,
  today = businessToday(),
): Promise<TrainingCourse[]> {
  const [courses, active, completions] = await Promise.all([
    store.courses(),
    store.activeEmployeeIds(),
    store.completionsSince(
      new Date(Date.parse(`${today}T00:00:00Z`) - 366 * DAY_MS).toISOString().slice(0, 10),
    ),
  ]);
  const activeSet = new Set(active);
  return courses.map((course: TrainingCourseRow) => {
    const since = dayNumber(today) - windowDays(course.frequency);
    const done = new Set(
      completions
        .filter(
          (c) =>
            c.courseId === course.id &&
            activeSet.has(c.employeeRef) &&
            dayNumber(c.completedOn) >= since,
        )
        .map((c) => c.employeeRef),
    );
    return {
      id: course.id,
      slug: course.slug,
      title: course.title,
      category: course.category,
      description: course.description,
      duration: course.duration,
      required: course.required,
      frequency: course.frequency === 'Bi-annual' ? 'Bi-annual' : 'Annual',
      lastUpdated: course.lastUpdated,
      completionRate: activeSet.size === 0 ? 0 : Math.round((done.size / activeSet.size) * 100),
      materialUrl: `/api/training/courses/${course.id}/material`,
      spanishMaterialUrl: SPANISH_HANDOUTS.has(course.slug)
        ? `/api/training/courses/${course.id}/material?language=es`
        : null,
    };
  });
}

/** The courses whose handout has a Spanish twin (the standard courses). */
const SPANISH_HANDOUTS = new Set(TRAINING_COURSES_ES.map((course) => course.slug));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The four cards and the monthly figures, computed from what is stored. */
export async function safetyStats(
  store: SafetyStore,
  today = businessToday(),
): Promise<SafetyStats> {
  const year = today.slice(0, 4);
  const [incidents, completions, courses] = await Promise.all([
    store.incidentDates(),
    store.completionsSince(`${year}-01-01`),
    coursesWithRates(store, today),
  ]);
  const recordable = incidents
    .filter((incident) => isRecordable(incident.type) && incident.date <= today)
    .map((incident) => incident.date)
    .sort();
  const last = recordable.at(-1) ?? null;
  const monthCount = Number(today.slice(5, 7));
  const monthly = MONTHS.slice(0, monthCount).map((month, index) => {
    const prefix = `${year}-${String(index + 1).padStart(2, '0')}`;
    const inMonth = incidents.filter((incident) => incident.date.startsWith(prefix));
    return {
      month,
      incidents: inMonth.filter((incident) => isRecordable(incident.type)).length,
      nearMisses: inMonth.filter((incident) => !isRecordable(incident.type)).length,
      trainingHours:
        Math.round(
          completions
            .filter((completion) => completion.completedOn.startsWith(prefix))
            .reduce((sum, completion) => sum + Number(completion.hours), 0) * 10,
        ) / 10,
    };
  });
  return {
    daysWithoutIncident: last ? Math.max(0, dayNumber(today) - dayNumber(last)) : 0,
    lastRecordableIncident: last,
    trainingHoursYtd:
      Math.round(completions.reduce((sum, completion) => sum + Number(completion.hours), 0) * 10) /
      10,
    openIncidents: incidents.filter((incident) => incident.status === 'open').length,
    trainingCompletion:
      courses.length === 0
        ? 0
        : Math.round(
            courses.reduce((sum, course) => sum + course.completionRate, 0) / courses.length,
          ),
    monthly,
  };
}
