import { businessToday } from '@roofing/contracts';
import type { Tx } from '@roofing/platform';
import { courseHandoutHtml, TRAINING_COURSES } from '../../content/safety-documents.ts';
import { nextIncidentNumber } from '../safety.ts';
import { employees, safetyIncidents, trainingCompletions, trainingCourses } from '../schema.ts';
import { insertStoredFile } from '../stored-files.ts';

const DAY_MS = 86_400_000;
const daysAgo = (today: string, days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The sample incidents, dated relative to the first start (the last recordable one 45 days back). */
const SAMPLE_INCIDENTS = [
  {
    daysAgo: 160,
    time: '14:20',
    employee: 'SFR-E003',
    location: '1187 Beach Blvd, Jacksonville Beach, FL 32250',
    incidentType: 'Heat Illness',
    severity: 'moderate',
    description:
      'Installer felt dizzy and nauseous after three hours on a dark shingle roof (heat index 108 °F). Moved to shade, cooled with water and ice towels; recovered within 40 minutes and was sent home for the day.',
    injuryType: 'Heat exhaustion',
    bodyPart: 'Whole body',
    treatmentRequired: true,
    workDaysLost: 1,
    investigationStatus: 'completed',
    status: 'closed',
    correctiveActions: [
      'Start summer shifts at 6:30 AM and stop roof work by 2 PM when the heat index passes 103 °F',
      'Cooler with ice water and electrolyte packs on every truck',
      'Heat stress refresher at the next toolbox talk',
    ],
    witnesses: ['Marcus Delgado'],
  },
  {
    daysAgo: 110,
    time: '10:05',
    employee: 'SFR-E008',
    location: '52 Marine St, St. Augustine, FL 32084',
    incidentType: 'Cut/Laceration',
    severity: 'minor',
    description:
      'Laborer cut the back of his left hand on the edge of old aluminum drip edge during tear-off. Cleaned and bandaged on site from the truck first-aid kit.',
    injuryType: 'Laceration',
    bodyPart: 'Left hand',
    treatmentRequired: false,
    workDaysLost: 0,
    investigationStatus: 'completed',
    status: 'closed',
    correctiveActions: ['Cut-resistant gloves required for tear-off of metal edge and flashing'],
    witnesses: ['Luis Ortega'],
  },
  {
    daysAgo: 45,
    time: '09:40',
    employee: 'SFR-E007',
    location: '3911 Ponce de Leon Blvd, St. Augustine, FL 32084',
    incidentType: 'Slip/Fall',
    severity: 'moderate',
    description:
      'Installer slipped on morning dew on new synthetic underlayment (6:12 pitch) and slid about 4 feet before the self-retracting lifeline caught him. Bruised right knee and shoulder; the harness worked as designed.',
    injuryType: 'Contusion',
    bodyPart: 'Right knee and shoulder',
    treatmentRequired: true,
    workDaysLost: 2,
    investigationStatus: 'completed',
    status: 'closed',
    correctiveActions: [
      'No walking on synthetic underlayment until dew has dried; check with the foreman before 9 AM starts',
      'Install toe boards (roof brackets) on pitches of 6:12 and above before dry-in',
      'SRL inspected and returned to service by the Safety Manager',
    ],
    witnesses: ['Marcus Delgado', 'Luis Ortega'],
  },
  {
    daysAgo: 20,
    time: '13:15',
    employee: 'SFR-E003',
    location: '2260 Mayport Rd, Atlantic Beach, FL 32233',
    incidentType: 'Near Miss',
    severity: 'minor',
    description:
      "A bundle of shingles slid off the ridge while being staged and landed in the driveway about 10 feet from the homeowner's car. Nobody was below.",
    injuryType: null,
    bodyPart: null,
    treatmentRequired: false,
    workDaysLost: 0,
    investigationStatus: 'in_progress',
    status: 'open',
    correctiveActions: [
      'Stage bundles on roof brackets, never on the ridge',
      'Rope off the drop zone below the work area',
    ],
    witnesses: ['Derek Nguyen'],
  },
  {
    daysAgo: 6,
    time: '07:55',
    employee: 'SFR-E001',
    location: '640 Neptune Rd, Neptune Beach, FL 32266',
    incidentType: 'Near Miss',
    severity: 'moderate',
    description:
      'Extension ladder kicked out at the base on wet pavers while it was being set up; nobody was on it. The ladder had not yet been tied off.',
    injuryType: null,
    bodyPart: null,
    treatmentRequired: false,
    workDaysLost: 0,
    investigationStatus: 'pending',
    status: 'open',
    correctiveActions: [
      'Use ladder levelers with rubber feet on pavers',
      'Second person foots the ladder until it is tied off',
    ],
    witnesses: [],
  },
];

export async function seedSafety(tx: Tx) {
  const today = businessToday();
  const staff = await tx.select().from(employees);
  const byCode = new Map(staff.map((row) => [row.employeeId, row]));

  // Courses and their handouts.
  const courseIds: number[] = [];
  for (const course of TRAINING_COURSES) {
    const file = await insertStoredFile(tx, {
      filename: `${course.slug}-handout.html`,
      contentType: 'text/html; charset=utf-8',
      data: Buffer.from(courseHandoutHtml(course)),
      uploadedBy: 'seed',
    });
    const { handout: _handout, ...fields } = course;
    const [row] = await tx
      .insert(trainingCourses)
      .values({ ...fields, materialFileId: file.id })
      .returning({ id: trainingCourses.id });
    if (row) courseIds.push(row.id);
  }

  // Incidents, numbered per year in date order.
  for (const sample of SAMPLE_INCIDENTS) {
    const date = daysAgo(today, sample.daysAgo);
    const year = Number(date.slice(0, 4));
    const incidentNumber = await nextIncidentNumber(tx, year);
    const employee = byCode.get(sample.employee);
    await tx.insert(safetyIncidents).values({
      incidentNumber,
      employeeRef: employee?.id ?? null,
      employeeName: employee ? `${employee.firstName} ${employee.lastName}` : 'Crew member',
      incidentDate: date,
      incidentTime: sample.time,
      jobSiteAddress: sample.location,
      incidentType: sample.incidentType,
      severity: sample.severity,
      description: sample.description,
      injuryType: sample.injuryType,
      bodyPart: sample.bodyPart,
      treatmentRequired: sample.treatmentRequired,
      workDaysLost: sample.workDaysLost,
      correctiveActions: sample.correctiveActions,
      witnesses: sample.witnesses,
      reportedBy: 'Tanya Brooks',
      investigationStatus: sample.investigationStatus,
      status: sample.status,
      closedAt:
        sample.status === 'closed' ? new Date(Date.parse(`${date}T20:00:00Z`) + 3 * DAY_MS) : null,
    });
  }

  // Training this year: 88–120 hours a month, spread over the crew and the courses.
  const crew = staff.filter((row) => row.status !== 'inactive').map((row) => row.id);
  if (crew.length === 0 || courseIds.length === 0) return;
  const year = today.slice(0, 4);
  const thisMonth = Number(today.slice(5, 7));
  const blocks = [8, 4, 4, 2, 2, 1, 1];
  // Not everyone has done every course yet: about one pairing in five is still due.
  const pairs = courseIds.flatMap((courseId, c) =>
    crew.flatMap((employeeRef, e) => ((c * 3 + e) % 5 === 0 ? [] : [[courseId, employeeRef]])),
  );
  let turn = 0;
  for (let month = 1; month <= thisMonth; month++) {
    let left = 88 + ((month * 13) % 33);
    const lastDay = month === thisMonth ? Number(today.slice(8, 10)) : 28;
    let day = 1;
    while (left > 0) {
      const hours = Math.min(left, blocks[turn % blocks.length] as number);
      const [courseId, employeeRef] = pairs[turn % pairs.length] as [number, number];
      await tx.insert(trainingCompletions).values({
        courseId,
        employeeRef,
        completedOn: `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`,
        hours: String(hours),
      });
      left -= hours;
      turn++;
      day = (day % 27) + 1;
    }
  }
}
