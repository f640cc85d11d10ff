import { customType } from 'drizzle-orm/pg-core';

/**
 * A `bytea` column as a Buffer. node-postgres answers a Buffer, PGlite a Uint8Array: either way
 * the service gets a Buffer.
 */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
