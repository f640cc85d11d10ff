import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of this test run's own on the shared PostgreSQL (`t_<random>`), so runs never see
 * each other's rows. `drop()` removes it, closing whatever connections are still open.
 */
export async function createScratchDatabase(serverUrl: string) {
  const name = `t_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
