/**
 * Staff accounts from the command line (the product's own configuration: DATABASE_URL or the
 * embedded database under DATA_DIR; in the embedded setup stop the product first):
 *   npm run staff -- add <username> [--role admin|staff] [--name "Display Name"]
 *   npm run staff -- passwd <username>
 *   npm run staff -- grant <username> <permission>   (e.g. testing; see STAFF_PERMISSIONS)
 *   npm run staff -- revoke <username> <permission>
 *   npm run staff -- reset-mfa <username>   (lost phone and recovery codes: enrols again)
 *   npm run staff -- list
 * The password is asked twice without echo, or read from standard input when it is not a terminal;
 * it must pass the same strength check as the in-app change (zxcvbn score 3 of 4, offline).
 */
import '@roofing/platform/env-file';
import { createInterface } from 'node:readline/promises';
import { STAFF_PERMISSIONS, STAFF_ROLES, usernameField } from '@roofing/contracts';
import { createDatabase, loadPlatformConfig } from '@roofing/platform';
import { passwordProblem } from '../domain/password-policy.ts';
import { hashPassword } from '../domain/passwords.ts';
import { workforceService } from '../service.ts';
import { sessionStore } from '../store/sessions.ts';
import { userStore } from '../store/users.ts';

const [command, name, ...rest] = process.argv.slice(2);
const option = (flag: string) => {
  const index = rest.indexOf(flag);
  return index >= 0 ? rest[index + 1] : undefined;
};

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  const ask = async (prompt: string) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => {
      // Echo the prompt, not the keystrokes.
      if (text.includes(prompt)) process.stdout.write(text);
    };
    const answer = await rl.question(prompt);
    rl.close();
    process.stdout.write('\n');
    return answer;
  };
  const first = await ask('New password: ');
  if ((await ask('Repeat it: ')) !== first) fail('The two passwords differ; nothing changed.');
  return first;
}

function checkPassword(password: string, personal: string[]) {
  const problem = passwordProblem(password, personal);
  if (problem) fail(problem);
}

const config = loadPlatformConfig();
const database = await createDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
});
try {
  await database.migrate(workforceService.name, workforceService.migrations);
  const users = userStore(database.db);
  if (command === 'list') {
    const rows = await users.all();
    for (const row of rows) {
      console.log(
        `${row.username}\t${row.role}\t${row.totpEnabled ? '2-step on' : '2-step off'}\t${row.permissions.join(',') || '-'}\t${row.displayName}`,
      );
    }
  } else if ((command === 'add' || command === 'passwd') && name) {
    const parsed = usernameField.safeParse(name);
    if (!parsed.success) fail(parsed.error.issues[0]?.message ?? 'Invalid username');
    const username = parsed.data;
    const existing = await users.byUsername(username);
    if (command === 'add') {
      if (existing) fail(`${username} already exists; use passwd to change the password.`);
      const role = option('--role') ?? 'staff';
      if (!STAFF_ROLES.includes(role as never))
        fail(`--role must be one of ${STAFF_ROLES.join(', ')}`);
      const password = await readPassword();
      checkPassword(password, [username, option('--name') ?? '']);
      await users.create({
        username,
        displayName: option('--name') ?? username,
        passwordHash: await hashPassword(password),
        role,
      });
      console.log(`Created ${username} (${role}).`);
    } else {
      if (!existing) fail(`No staff account ${username}.`);
      const password = await readPassword();
      checkPassword(password, [username, existing.displayName]);
      await users.update(existing.id, { passwordHash: await hashPassword(password) });
      await sessionStore(database.db).revokeAllOf(existing.id);
      console.log(`Changed the password of ${username}; their open sessions have ended.`);
    }
  } else if (command === 'reset-mfa' && name) {
    const existing = await users.byUsername(name.toLowerCase());
    if (!existing) fail(`No staff account ${name}.`);
    await users.update(existing.id, {
      totpEnabled: false,
      totpSecret: null,
      totpLastStep: null,
      recoveryCodes: [],
    });
    await sessionStore(database.db).revokeAllOf(existing.id);
    console.log(
      `Reset the second factor of ${existing.username}; their sessions have ended and they set it up again at their next sign-in.`,
    );
  } else if ((command === 'grant' || command === 'revoke') && name) {
    const permission = process.argv[4] ?? '';
    if (!STAFF_PERMISSIONS.includes(permission as never))
      fail(`the permission must be one of ${STAFF_PERMISSIONS.join(', ')}`);
    const existing = await users.byUsername(name.toLowerCase());
    if (!existing) fail(`No staff account ${name}.`);
    const others = existing.permissions.filter((held) => held !== permission);
    await users.update(existing.id, {
      permissions: command === 'grant' ? [...others, permission] : others,
    });
    console.log(
      command === 'grant'
        ? `${existing.username} may now use ${permission} (from their next page load).`
        : `${existing.username} may no longer use ${permission}.`,
    );
  } else {
    fail(
      'usage: npm run staff -- add <username> [--role admin|staff] [--name "Name"] | passwd <username> | reset-mfa <username> | grant|revoke <username> <permission> | list',
    );
  }
} finally {
  await database.close();
}
