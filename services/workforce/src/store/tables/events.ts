import {
  deadLetterTable,
  inboxTable,
  outboxTable,
} from '@roofing/platform/database/outbox-inbox-tables';
import { workforceSchema } from './core.ts';

/** Events consumed once (the inbox) and those that could not be handled (dead letters). */
export const inbox = inboxTable(workforceSchema);
export const deadLetters = deadLetterTable(workforceSchema);

/** Events the workforce service publishes (the office alert about an account under attack). */
export const outbox = outboxTable(workforceSchema);
