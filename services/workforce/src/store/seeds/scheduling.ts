import type { Tx } from '@roofing/platform';

/** The scheduling sample data of the specification, stored on the first start. */
export async function seedScheduling(_tx: Tx) {}
