import type { ServiceContext } from '@roofing/platform';
import { seedOnce } from '../seed-runs.ts';
import { seedDocuments } from './documents.ts';
import { seedEmployees } from './employees.ts';
import { seedMedia } from './media.ts';
import { seedSafety } from './safety.ts';
import { seedScheduling } from './scheduling.ts';
import { seedTesting } from './testing.ts';

/**
 * The back office's sample data (the specification's directory, incidents, courses, tests and
 * documents), each stored once in the life of the database, in this order (later seeds refer to
 * the employees). Bump a seed's name only to add a new one; renaming re-runs it.
 */
const SEEDS = [
  ['employees-v1', seedEmployees],
  ['safety-v1', seedSafety],
  ['testing-v1', seedTesting],
  ['documents-v1', seedDocuments],
  ['media-v1', seedMedia],
  ['scheduling-v1', seedScheduling],
] as const;

export async function runSeeds(ctx: ServiceContext) {
  for (const [name, seed] of SEEDS) {
    if (await seedOnce(ctx.db, name, seed)) ctx.logger.debug({ seed: name }, 'sample data stored');
  }
}
