import type { Tx } from '@roofing/platform';

/** The media sample data of the specification, stored on the first start. */
export async function seedMedia(_tx: Tx) {}
