import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServiceContext } from '@roofing/platform';
import { workforceSettings } from '../config.ts';
import { userStore } from '../store/users.ts';
import { hashPassword } from './passwords.ts';

/**
 * On the first start (no staff account yet) creates the first admin: ADMIN_USERNAME (default
 * `admin`) with ADMIN_PASSWORD, or else a random password written to DATA_DIR/initial-admin-password
 * (readable by the owner only; the log names the account and the file, never the password).
 * Later starts change nothing.
 */
export async function ensureInitialAdmin(ctx: ServiceContext) {
  const settings = workforceSettings.of(ctx);
  const users = userStore(ctx.db);
  if ((await users.count()) > 0) return;
  const generated = !settings.ADMIN_PASSWORD;
  const password = settings.ADMIN_PASSWORD ?? randomBytes(15).toString('base64url');
  const username = settings.ADMIN_USERNAME.toLowerCase();
  try {
    await users.create({
      username,
      displayName: 'Administrator',
      passwordHash: await hashPassword(password),
      role: 'admin',
    });
  } catch (error) {
    // Another replica created it at the same moment.
    if ((await users.count()) > 0) return;
    throw error;
  }
  if (!generated) {
    ctx.logger.info(
      { username },
      'created the first staff account from ADMIN_USERNAME/ADMIN_PASSWORD',
    );
    return;
  }
  const file = join(ctx.config.DATA_DIR, 'initial-admin-password');
  await mkdir(ctx.config.DATA_DIR, { recursive: true });
  await writeFile(file, `${username}\n${password}\n`, { mode: 0o600 });
  // The password goes to the file only, never to the log (logs are shipped and kept).
  ctx.logger.warn(
    { username, passwordFile: file },
    `First staff account created: sign in at ${ctx.config.PUBLIC_URL}/admin as "${username}" with the password on the second line of ${file} (readable by this user only). The first screen sets up two-step sign-in; then change the password under Security, and delete the file.`,
  );
}
