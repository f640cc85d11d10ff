import { spawnSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { ensureInitialAdmin } from '../src/domain/initial-admin.ts';
import { workforceService } from '../src/service.ts';

/** The first start without ADMIN_PASSWORD, and accounts managed from the command line. */
let svc: ServiceHarness;
const root = fileURLToPath(new URL('../../../', import.meta.url));

beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

const login = (username: string, password: string) =>
  svc.app.inject({ method: 'POST', url: '/api/admin/auth', payload: { username, password } });

function staffCli(args: string[], password: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'services/workforce/src/cli/staff.ts', ...args],
    {
      cwd: root,
      input: `${password}\n`,
      env: { PATH: process.env.PATH, DATABASE_URL: svc.databaseUrl, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
}

describe('the first admin', () => {
  it('gets a random password, written once to DATA_DIR/initial-admin-password for the owner only', async () => {
    const file = join(svc.dataDir, 'initial-admin-password');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const [username, password] = (await readFile(file, 'utf8')).trim().split('\n');
    expect(username).toBe('admin');
    expect(password?.length).toBeGreaterThanOrEqual(20);
    expect((await login('admin', password as string)).statusCode).toBe(200);
  });
});

describe('the first start', () => {
  it('logs the account name and the file, never the generated password', async () => {
    const bare = await startService({ ...workforceService, start: undefined });
    try {
      const lines: string[] = [];
      const logger = createLogger({
        level: 'info',
        destination: { write: (line: string) => void lines.push(line) },
      });
      await ensureInitialAdmin({ ...bare.service.ctx, logger });
      const [username, password] = (
        await readFile(join(bare.service.ctx.config.DATA_DIR, 'initial-admin-password'), 'utf8')
      )
        .trim()
        .split('\n');
      const log = lines.join('');
      expect(log).toContain(`"username":"${username}"`);
      expect(log).toContain('initial-admin-password');
      expect(log).not.toContain(password as string);
    } finally {
      await bare.close();
    }
  });
});

// PGlite admits one process at a time: the command is tested against PostgreSQL.
describe.runIf(Boolean(inject('infra').postgres))('npm run staff', () => {
  it('adds an account and changes its password, ending its sessions', async () => {
    const added = staffCli(
      ['add', 'Alex.Rivera', '--role', 'staff', '--name', 'Alex Rivera'],
      'a long first password',
    );
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain('Created alex.rivera (staff)');
    const first = await login('alex.rivera', 'a long first password');
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ displayName: 'Alex Rivera', role: 'staff' });
    const cookie = `sfr_staff=${first.cookies.find((c) => c.name === 'sfr_staff')?.value}`;

    const short = staffCli(['passwd', 'alex.rivera'], 'short');
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('at least 12');
    // Twelve characters are not enough when they are a common password (the in-app rule).
    const common = staffCli(['passwd', 'alex.rivera'], 'password1234');
    expect(common.status).toBe(2);
    expect(common.stderr).toContain('too easy to guess');

    const changed = staffCli(['passwd', 'alex.rivera'], 'a long second password');
    expect(changed.status, changed.stderr).toBe(0);
    expect((await login('alex.rivera', 'a long first password')).statusCode).toBe(401);
    expect((await login('alex.rivera', 'a long second password')).statusCode).toBe(200);
    expect(
      (await svc.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode,
    ).toBe(401);

    expect(staffCli(['add', 'alex.rivera'], 'another long password').status).toBe(2);
  }, 180_000);
});
