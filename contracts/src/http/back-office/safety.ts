import { z } from 'zod';
import { LocaleSchema, localeField } from '../../locale-schema.ts';
import {
  calendarDate,
  isoDateTime,
  multiLineText,
  optionalMultiLineText,
  optionalSingleLineText,
  rowId,
  rowIdParam,
  singleLineText,
  wholeNumberBetween,
} from '../fields.ts';

/** Safety information (portal §2 "Safety information", §3 safety_incidents and the samples). */

export const INCIDENT_TYPES = [
  'Slip/Fall',
  'Near Miss',
  'Struck By',
  'Heat Illness',
  'Ladder',
  'Cut/Laceration',
  'Other',
] as const;
export const INCIDENT_SEVERITIES = ['minor', 'moderate', 'severe', 'critical'] as const;
export const INVESTIGATION_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const INCIDENT_STATUSES = ['open', 'closed'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
export type InvestigationStatus = (typeof INVESTIGATION_STATUSES)[number];

export const SEVERITY_LABELS: Record<IncidentSeverity, string> = {
  minor: 'Minor',
  moderate: 'Moderate',
  severe: 'Severe',
  critical: 'Critical',
};
export const INVESTIGATION_LABELS: Record<InvestigationStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
};

/** Incident photos: images only (JPEG, PNG, WebP), this large at most, this many per upload. */
export const INCIDENT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const INCIDENT_PHOTOS_PER_UPLOAD = 6;

/** The longest free text of an incident report: the form shows each limit in its field. */
export const INCIDENT_TEXT_LIMITS = {
  location: 300,
  employeeName: 200,
  description: 5000,
  injuryType: 100,
  bodyPart: 100,
  reportedBy: 100,
  listEntry: 300,
  actionsTaken: 2000,
  preventiveMeasures: 2000,
} as const;

const listOfText = (label: string) =>
  z
    .array(singleLineText(label, INCIDENT_TEXT_LIMITS.listEntry))
    .max(20, `At most 20 ${label.toLowerCase()} entries`);

const incidentFields = {
  incidentDate: calendarDate('Date'),
  incidentTime: z
    .string({ error: 'Time is required' })
    .trim()
    .min(1, { error: 'Time is required', abort: true })
    // The field is the browser's time picker (12- or 24-hour as the device shows it).
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time of day, hours and minutes'),
  location: singleLineText('Location', INCIDENT_TEXT_LIMITS.location),
  /** The directory's id of the employee involved, when it is one of ours. */
  employeeRef: rowId().nullable(),
  employeeName: singleLineText('Employee name', INCIDENT_TEXT_LIMITS.employeeName),
  incidentType: z.enum(INCIDENT_TYPES, { error: 'Choose the type of incident' }),
  severity: z.enum(INCIDENT_SEVERITIES, { error: 'Choose a severity' }),
  description: multiLineText('Description', INCIDENT_TEXT_LIMITS.description),
  injuryType: optionalSingleLineText('Injury', INCIDENT_TEXT_LIMITS.injuryType),
  bodyPart: optionalSingleLineText('Body part', INCIDENT_TEXT_LIMITS.bodyPart),
  treatmentRequired: z.boolean({ error: 'Medical treatment required must be true or false' }),
  workDaysLost: wholeNumberBetween('Work days lost', 0, 365),
  reportedBy: singleLineText('Reported by', INCIDENT_TEXT_LIMITS.reportedBy),
  investigationStatus: z.enum(INVESTIGATION_STATUSES, {
    error: 'Investigation must be pending, in progress or completed',
  }),
  correctiveActions: listOfText('Corrective action'),
  witnesses: listOfText('Witness'),
  actionsTaken: optionalMultiLineText('Actions taken', INCIDENT_TEXT_LIMITS.actionsTaken),
  preventiveMeasures: optionalMultiLineText(
    'Preventive measures',
    INCIDENT_TEXT_LIMITS.preventiveMeasures,
  ),
};

/** POST /api/safety/incidents */
export const IncidentCreateSchema = z.object({
  ...incidentFields,
  employeeRef: incidentFields.employeeRef.optional().default(null),
  treatmentRequired: incidentFields.treatmentRequired.default(false),
  workDaysLost: incidentFields.workDaysLost.default(0),
  investigationStatus: incidentFields.investigationStatus.default('pending'),
  correctiveActions: incidentFields.correctiveActions.default([]),
  witnesses: incidentFields.witnesses.default([]),
});
export type IncidentCreateInput = z.input<typeof IncidentCreateSchema>;
export type IncidentCreate = z.output<typeof IncidentCreateSchema>;

/** PATCH /api/safety/incidents/:id — edit any field, or close (status closed) / reopen. */
export const IncidentUpdateSchema = z
  .object({
    ...incidentFields,
    status: z.enum(INCIDENT_STATUSES, { error: 'Status must be open or closed' }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change');
export type IncidentUpdateInput = z.input<typeof IncidentUpdateSchema>;

export const IncidentListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(INCIDENT_STATUSES).optional(),
});
export const IdParamsSchema = z.object({ id: rowIdParam });
export const PhotoParamsSchema = z.object({
  id: rowIdParam,
  photoId: z.uuid(),
});

export const IncidentSchema = z.object({
  id: z.number().int(),
  incidentNumber: z.string(),
  incidentDate: z.string(),
  incidentTime: z.string(),
  location: z.string(),
  employeeRef: z.number().int().nullable(),
  employeeName: z.string(),
  /** The employee's company id (SFR-E…) when linked. */
  employeeId: z.string().nullable(),
  incidentType: z.string(),
  severity: z.enum(INCIDENT_SEVERITIES),
  description: z.string(),
  injuryType: z.string().nullable(),
  bodyPart: z.string().nullable(),
  treatmentRequired: z.boolean(),
  workDaysLost: z.number().int(),
  reportedBy: z.string(),
  investigationStatus: z.enum(INVESTIGATION_STATUSES),
  correctiveActions: z.array(z.string()),
  witnesses: z.array(z.string()),
  actionsTaken: z.string().nullable(),
  preventiveMeasures: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), filename: z.string(), url: z.string() })),
  status: z.enum(INCIDENT_STATUSES),
  closedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Incident = z.infer<typeof IncidentSchema>;

export const MonthlySafetyStatSchema = z.object({
  month: z.string(),
  incidents: z.number().int(),
  nearMisses: z.number().int(),
  trainingHours: z.number(),
});

export const SafetyStatsSchema = z.object({
  daysWithoutIncident: z.number().int(),
  /** The last recordable incident (any but a near miss), if any. */
  lastRecordableIncident: z.string().nullable(),
  trainingHoursYtd: z.number(),
  openIncidents: z.number().int(),
  /** Rounded average of the courses' completion rates (percent). */
  trainingCompletion: z.number().int(),
  monthly: z.array(MonthlySafetyStatSchema),
});
export type SafetyStats = z.infer<typeof SafetyStatsSchema>;

export const TRAINING_FREQUENCIES = ['Annual', 'Bi-annual'] as const;

export const TrainingCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  duration: z.string(),
  required: z.boolean(),
  frequency: z.enum(TRAINING_FREQUENCIES),
  lastUpdated: z.string(),
  /** Share of active employees whose completion is within the course's frequency (percent). */
  completionRate: z.number().int(),
  materialUrl: z.string(),
  /** The handout in Spanish (issue 24), or null when the course has no Spanish twin. */
  spanishMaterialUrl: z.string().nullable(),
});
export type TrainingCourse = z.infer<typeof TrainingCourseSchema>;

/** POST /api/training/completions */
export const TrainingCompletionCreateSchema = z.object({
  courseId: rowId('Choose a course'),
  employeeRef: rowId('Choose an employee'),
  completedOn: incidentFields.incidentDate,
  hours: z
    .number({ error: 'Hours must be a number between 0.5 and 80' })
    .min(0.5, 'Hours must be a number between 0.5 and 80')
    .max(80, 'Hours must be a number between 0.5 and 80'),
});
export type TrainingCompletionCreateInput = z.input<typeof TrainingCompletionCreateSchema>;

export const TrainingCompletionSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  employeeRef: z.number().int(),
  employeeName: z.string(),
  completedOn: z.string(),
  hours: z.number(),
});
export type TrainingCompletion = z.infer<typeof TrainingCompletionSchema>;

export const SafetyDocumentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['policy', 'form']),
  summary: z.string(),
  /** The page itself, in the same language (`?language=es` on a Spanish one). */
  url: z.string(),
  /** The language of the title, summary and page (issue 24: crews read them in Spanish too). */
  language: LocaleSchema,
});

/**
 * The language a crew document is served in (the policies and forms, their list, the training
 * handouts): `es` for the Spanish twin; absent means English, as before.
 */
export const CrewDocumentLanguageQuerySchema = z.object({ language: localeField });
export type SafetyDocument = z.infer<typeof SafetyDocumentSchema>;
