import { businessToday, TEST_TEMPLATES } from '@roofing/contracts';
import type { Tx } from '@roofing/platform';
import { expiryOf, hiringTotals, verdict } from '../../domain/testing.ts';
import {
  employees,
  hiringAssessments,
  scheduledTests,
  testResults,
  testTemplates,
} from '../schema.ts';
import { nextAssessmentNumber } from '../testing.ts';

const DESCRIPTIONS: Record<string, string> = {
  'osha-30':
    "OSHA 30-Hour Construction: the Focus Four hazards, fall protection, scaffolds, ladders, electrical safety, health hazards and workers' rights. Required for foremen and project managers.",
  'fall-protection':
    'Harness fit and inspection, anchor selection and placement, clearance calculations, warning lines and safety monitors on low-slope roofs, and rescue planning.',
  'roofing-materials':
    'Shingle, tile, metal and low-slope systems used on the First Coast: fastening schedules, underlayments, flashing details and manufacturer warranty requirements.',
  'customer-service':
    "Working in and around occupied homes: introductions, protecting property, explaining the day's work, handling complaints and the end-of-day walk-through.",
  'quality-control':
    'Inspection points from deck to ridge: nailing patterns, starter courses, valley and penetration flashing, ventilation balance and final clean-up.',
};

const DAY_MS = 86_400_000;
const daysAgo = (today: string, days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export async function seedTesting(tx: Tx) {
  const today = businessToday();
  for (const template of TEST_TEMPLATES) {
    await tx.insert(testTemplates).values({
      id: template.id,
      name: template.name,
      category: template.category,
      description: DESCRIPTIONS[template.id] ?? template.name,
      durationHours: template.durationHours,
      passingScore: template.passingPercent,
      questionCount: template.questionCount,
      isRequired: template.required,
      frequency: template.frequency,
    });
  }
  const staff = await tx.select().from(employees);
  const byCode = new Map(staff.map((row) => [row.employeeId, row.id]));
  const templates = new Map(TEST_TEMPLATES.map((template) => [template.id, template]));
  const results: Array<[string, string, number, number, number, string | null, string | null]> = [
    // employee, template, days ago, score, max, certification id ({year}: the test's), notes
    ['SFR-E001', 'osha-30', 200, 46, 50, 'OSHA30-{year}-0412', null],
    ['SFR-E001', 'fall-protection', 120, 28, 30, 'FP-{year}-0188', null],
    ['SFR-E002', 'osha-30', 300, 49, 50, 'OSHA30-{year}-1170', 'Trainer refresher.'],
    [
      'SFR-E003',
      'fall-protection',
      90,
      24,
      30,
      null,
      'Retake scheduled: review anchor clearance calculations.',
    ],
    ['SFR-E003', 'roofing-materials', 260, 36, 40, 'RM-{year}-0061', null],
    ['SFR-E004', 'quality-control', 60, 33, 35, 'QC-{year}-0020', null],
    ['SFR-E005', 'customer-service', 30, 23, 25, 'CS-{year}-0093', null],
    ['SFR-E006', 'customer-service', 400, 21, 25, 'CS-{year}-0311', 'Annual renewal is due.'],
    [
      'SFR-E007',
      'roofing-materials',
      15,
      0,
      40,
      null,
      'Started before leave; to finish on return.',
    ],
  ];
  for (const [code, templateId, ago, score, max, certificationId, notes] of results) {
    const employeeRef = byCode.get(code);
    const template = templates.get(templateId as (typeof TEST_TEMPLATES)[number]['id']);
    if (!employeeRef || !template) continue;
    const testDate = daysAgo(today, ago);
    const pending = code === 'SFR-E007';
    const status = pending ? 'pending' : verdict(score, max, template.passingPercent);
    await tx.insert(testResults).values({
      employeeRef,
      templateId,
      testType: template.name,
      testDate,
      score,
      maxScore: max,
      status,
      expiryDate: status === 'passed' ? expiryOf(template, testDate) : null,
      certificationId: certificationId?.replace('{year}', testDate.slice(0, 4)) ?? null,
      notes,
      recordedBy: 'seed',
    });
  }
  const scheduled: Array<[string, string, number, string, string]> = [
    ['SFR-E003', 'fall-protection', 9, '08:00', 'Shop training room, 2214 Atlantic Blvd'],
    ['SFR-E005', 'osha-30', 16, '07:30', 'Online (proctored), office conference room'],
  ];
  for (const [code, templateId, inDays, time, location] of scheduled) {
    const employeeRef = byCode.get(code);
    if (!employeeRef) continue;
    await tx.insert(scheduledTests).values({
      employeeRef,
      templateId,
      scheduledDate: daysAgo(today, -inDays),
      scheduledTime: time,
      location,
      notes: templateId === 'fall-protection' ? 'Retake after the spring result.' : null,
    });
  }
  const candidates = [
    {
      candidateName: 'Javier Morales',
      candidateEmail: 'javier.morales@example.com',
      candidatePhone: '(904) 555-0211',
      positionApplied: 'Roofing Installer',
      integrityScore: 86,
      competenceScore: 78,
      attitudeScore: 90,
      daysAgo: 21,
      status: 'hired',
      reviewerNotes: 'Six years on tile and shingle crews; clean references. Start on Crew 2.',
    },
    {
      candidateName: 'Ashley Turner',
      candidateEmail: 'ashley.turner@example.com',
      candidatePhone: '(904) 555-0234',
      positionApplied: 'Office Coordinator',
      integrityScore: 92,
      competenceScore: 74,
      attitudeScore: 88,
      daysAgo: 9,
      status: 'reviewed',
      reviewerNotes: 'Strong with customers; needs QuickBooks training.',
    },
    {
      candidateName: 'Tyler Granger',
      candidateEmail: 'tyler.granger@example.com',
      candidatePhone: '(904) 555-0257',
      positionApplied: 'Laborer',
      integrityScore: 64,
      competenceScore: 58,
      attitudeScore: 71,
      daysAgo: 3,
      status: 'pending',
      reviewerNotes: null,
    },
  ];
  for (const candidate of candidates) {
    const { daysAgo: ago, status, reviewerNotes, ...fields } = candidate;
    const assessmentDate = daysAgo(today, ago);
    const year = Number(assessmentDate.slice(0, 4));
    const assessmentNumber = await nextAssessmentNumber(tx, year);
    await tx.insert(hiringAssessments).values({
      ...fields,
      ...hiringTotals(fields),
      integrityAnswers: {
        'A customer offers cash to skip the permit':
          'Decline and explain why the permit protects them.',
      },
      competenceAnswers: {
        'Nailing pattern for high-wind zones':
          "Six nails per shingle, in the manufacturer's nail line.",
      },
      attitudeAnswers: {
        'A crew mate skips his harness':
          'Stop work and tell him to tie off; report it if it continues.',
      },
      assessmentNumber,
      assessmentDate,
      status,
      reviewerNotes,
      reviewedBy: status === 'pending' ? null : 'Jasmine Carter',
      reviewedAt:
        status === 'pending' ? null : new Date(Date.parse(`${assessmentDate}T18:00:00Z`) + DAY_MS),
    });
  }
}
