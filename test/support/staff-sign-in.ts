import { request as httpRequest } from 'node:http';
import { generate } from 'otplib';

/**
 * Signing staff in through the real HTTP API, the way the web app does, including the second
 * factor: with STAFF_MFA=required (the default) an account without one gets an enrolment-only
 * session, so the first sign-in enrols TOTP (setup, then enable with a code computed here) and
 * every later sign-in sends a code. The one helper every test that signs staff in uses.
 */
export interface StaffCredentials {
  username: string;
  password: string;
}

export interface SignedInStaff {
  /** `sfr_staff=…` (`__Host-sfr_staff=…` behind HTTPS), for the cookie header. */
  cookie: string;
  /** The Set-Cookie line of the session cookie as the sign-in answered it (attributes and all). */
  setCookie: string;
  /** The session's CSRF token (`x-csrf-token`). */
  token: string;
  /** cookie and x-csrf-token together, ready to spread into headers. */
  headers: { cookie: string; 'x-csrf-token': string };
  /** The TOTP secret the account enrolled (now or before), for later sign-ins. */
  secret: string | undefined;
  /** Recovery codes, when this sign-in enrolled the account. */
  recoveryCodes: string[];
  user: { id: number; username: string; role: string; totpEnabled: boolean };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the answer has
  json<T = any>(): T;
  /** `name=value` of the cookies it set. */
  cookies: string[];
}

/**
 * One HTTP request, optionally from a given local address (bind 127.0.0.x: the gateway then sees
 * that address as the client, which is how tests play several clients).
 */
export function send(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    from?: string;
  } = {},
): Promise<HttpAnswer> {
  const target = new URL(url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? (payload ? 'POST' : 'GET'),
        localAddress: options.from,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body),
            cookies: setCookie.map((value) => value.split(';')[0] as string),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The TOTP steps (30 s) this helper already spent per secret: a code signs in only once. */
const spent = new Map<string, Set<number>>();
const spareRecoveryCodes = new Map<string, string[]>();

/**
 * A code the server will take: the current step's, else the next step's (the server allows one
 * step of drift), else a recovery code, else it waits for the clock to move on.
 */
export async function freshCode(secret: string): Promise<string> {
  const used = spent.get(secret) ?? new Set<number>();
  spent.set(secret, used);
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const step = Math.floor(now / 30);
    const latest = Math.max(-1, ...used);
    // Only steps after the latest one used are accepted (the server keeps the last step).
    for (const candidate of [step, step + 1]) {
      if (candidate > latest) {
        used.add(candidate);
        return generate({ secret, epoch: candidate * 30 + 1 });
      }
    }
    const spare = spareRecoveryCodes.get(secret);
    if (spare?.length) return spare.shift() as string;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Remembers that a code of this step was spent elsewhere (e.g. typed in a browser). */
export function markStepSpent(secret: string, epochSeconds = Date.now() / 1000) {
  const used = spent.get(secret) ?? new Set<number>();
  used.add(Math.floor(epochSeconds / 30));
  spent.set(secret, used);
}

/** Secrets of accounts enrolled by this helper, per base URL and username. */
const secrets = new Map<string, string>();
export const knownSecret = (baseUrl: string, username: string) =>
  secrets.get(`${baseUrl}|${username.toLowerCase()}`);

/**
 * Signs a staff member in at `baseUrl` (the gateway or a service): enrols TOTP when the answer
 * asks for it, sends a code when the account has one. Throws with the answer on any failure.
 */
export async function signInStaff(
  baseUrl: string,
  credentials: StaffCredentials,
  options: { secret?: string; from?: string } = {},
): Promise<SignedInStaff> {
  const key = `${baseUrl}|${credentials.username.toLowerCase()}`;
  const secret = options.secret ?? secrets.get(key);
  const body: Record<string, string> = { ...credentials };
  if (secret) body.code = await freshCode(secret);
  const answer = await send(`${baseUrl}/api/admin/auth`, { body, from: options.from });
  if (answer.status !== 200) {
    throw new Error(`staff sign-in answered ${answer.status}: ${answer.body}`);
  }
  const signedIn = answer.json();
  const cookie = answer.cookies.find((value) => /^(__Host-)?sfr_staff=/.test(value)) ?? '';
  const rawSetCookie = answer.headers['set-cookie'];
  const setCookie =
    (Array.isArray(rawSetCookie) ? rawSetCookie : [rawSetCookie ?? '']).find((line) =>
      /^(__Host-)?sfr_staff=/.test(line),
    ) ?? '';
  const headers = { cookie, 'x-csrf-token': signedIn.token as string };
  if (!signedIn.mfaEnrolmentRequired) {
    return {
      cookie,
      setCookie,
      token: signedIn.token,
      headers,
      secret,
      recoveryCodes: [],
      user: signedIn.user,
    };
  }
  const setup = await send(`${baseUrl}/api/admin/totp/setup`, {
    method: 'POST',
    headers,
    from: options.from,
  });
  if (setup.status !== 200) throw new Error(`TOTP setup answered ${setup.status}: ${setup.body}`);
  const enrolled = setup.json<{ secret: string }>().secret;
  const enable = await send(`${baseUrl}/api/admin/totp/enable`, {
    body: { code: await freshCode(enrolled) },
    headers,
    from: options.from,
  });
  if (enable.status !== 200) {
    throw new Error(`TOTP enable answered ${enable.status}: ${enable.body}`);
  }
  const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
  secrets.set(key, enrolled);
  spareRecoveryCodes.set(enrolled, recoveryCodes.slice(5));
  return {
    cookie,
    setCookie,
    token: signedIn.token,
    headers,
    secret: enrolled,
    recoveryCodes,
    user: { ...signedIn.user, totpEnabled: true },
  };
}

/** What the browser helpers need of a Playwright page (kept structural: no import here). */
interface BrowserPage {
  url(): string;
  // biome-ignore lint/suspicious/noExplicitAny: Playwright's locators, typed by the caller's page
  getByLabel(text: string, options?: { exact?: boolean }): any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  getByRole(role: string, options?: { name?: string | RegExp; exact?: boolean }): any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  getByTestId(id: string): any;
}

/**
 * Signs in through the web app's form on a page at /admin, the way a person does: username and
 * password, then the second step: the enrolment screen the first time (the secret read off the
 * screen, a code computed here, the recovery codes acknowledged), the code field later. Ends on
 * the dashboard.
 */
export async function signInInBrowser(page: BrowserPage, credentials: StaffCredentials) {
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await completeBrowserSignIn(page, credentials);
}

/** Presses Sign In on a filled form and answers the second step (see signInInBrowser). */
export async function completeBrowserSignIn(page: BrowserPage, credentials: StaffCredentials) {
  const baseUrl = new URL(page.url()).origin;
  const key = `${baseUrl}|${credentials.username.toLowerCase()}`;
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dashboard = page.getByRole('heading', { name: 'Admin Dashboard' });
  const enrolment = page.getByRole('heading', { name: 'Set up two-step sign-in' });
  const codeField = page.getByLabel('Verification code');
  await dashboard.or(enrolment).or(codeField).first().waitFor();
  if (await codeField.isVisible()) {
    const secret = secrets.get(key);
    if (!secret) throw new Error(`no known second factor for ${credentials.username}`);
    await codeField.fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  } else if (await enrolment.isVisible()) {
    const secretText = page.getByTestId('totp-secret');
    await secretText.waitFor();
    const secret = ((await secretText.textContent()) ?? '').trim();
    secrets.set(key, secret);
    await page.getByLabel('Code from the app').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    // Kept for sign-ins that come faster than the 30-second steps.
    const shown: string[] = await codes.getByRole('listitem').allTextContents();
    spareRecoveryCodes.set(
      secret,
      shown.map((code) => code.trim()),
    );
    await page.getByLabel('I have saved my recovery codes').check();
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  }
  await dashboard.waitFor();
}
