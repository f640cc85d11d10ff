import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { quoteRequest } from '../support/factories.ts';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * The platform's edges, from outside: control characters refused on every route, invisible
 * characters in one-line fields, metrics off the public port, TRUST_PROXY that trusts everyone
 * refused at start.
 */
const PASSWORD = 'a long office password';
const METRICS_TOKEN = 'scraper-token-0123456789abcdef';
let app: RunningApp;
let staff: { cookie: string; token: string };

beforeAll(async () => {
  app = await startEmbeddedApp({
    ADMIN_USERNAME: 'office',
    ADMIN_PASSWORD: PASSWORD,
    METRICS_TOKEN,
  });
  const signedIn = await signInStaff(app.url, { username: 'office', password: PASSWORD });
  staff = { cookie: signedIn.cookie, token: signedIn.token };
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const staffPost = (path: string, body: unknown) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: staff.cookie,
      'x-csrf-token': staff.token,
    },
    body: JSON.stringify(body),
  });

const assessment = (overrides: Record<string, unknown> = {}) => ({
  candidateName: 'Rosa Delgado',
  candidateEmail: 'rosa.delgado@example.com',
  candidatePhone: '(904) 555-0142',
  positionApplied: 'Roofing technician',
  integrityScore: 8,
  competenceScore: 7,
  attitudeScore: 9,
  integrityAnswers: { q1: 'I would tell the foreman.' },
  assessmentDate: '2026-11-20',
  ...overrides,
});

describe('control characters', () => {
  it('are a 400 naming the field on a staff route whose schema takes any text (hiring assessment answers)', async () => {
    for (const bad of ['\u0000', '\u0007', '\u001b[2J', '\u007f', '\u0085', '\u009b']) {
      const response = await staffPost(
        '/api/hiring-assessments',
        assessment({ integrityAnswers: { q1: `Tell the foreman${bad}` } }),
      );
      expect(response.status, JSON.stringify(bad)).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({
        'integrityAnswers.q1': 'integrityAnswers.q1 contains characters that are not allowed',
      });
    }
    // Tabs and line breaks are text: the same answer with them is recorded.
    const fine = await staffPost(
      '/api/hiring-assessments',
      assessment({ integrityAnswers: { q1: 'Tell the foreman.\r\n\tThen the office.' } }),
    );
    expect(fine.status).toBe(201);
  });

  it('are a 400 on PDF rendering before anything is printed', async () => {
    const response = await staffPost('/api/document-assistant/generate-pdf', {
      documentContent: '<p>Estimate</p>\u0000<script>x</script>',
      documentType: 'estimate',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty('documentContent');
  });

  it('are a 400 in a query string too', async () => {
    const response = await fetch(`${app.url}/api/employees?q=Rosa%00`, {
      headers: { cookie: staff.cookie },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty('q');
  });
});

describe('invisible and format characters in one-line fields', () => {
  const invisible = [
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['left-to-right mark', '\u200e'],
    ['right-to-left mark', '\u200f'],
    ['zero width space', '\u200b'],
    ['zero width joiner', '\u200d'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\ufeff'],
    ['tag characters', '\u{E0041}\u{E0042}'],
  ];

  it.each(invisible)(
    'refuses a %s in a public form (quote request name and e-mail)',
    async (_, mark) => {
      for (const [field, value] of [
        ['firstName', `Dana${mark}`],
        ['lastName', `${mark}Whitfield`],
        ['city', `Jacksonville${mark} Beach`],
      ] as const) {
        const response = await fetch(`${app.url}/api/quotes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(quoteRequest({ [field]: value })),
        });
        expect(response.status, field).toBe(400);
        expect((await response.json()).error.fields[field]).toMatch(/invisible characters/);
      }
    },
  );

  it.each(invisible)('refuses a %s in a staff form (candidate name, e-mail)', async (_, mark) => {
    const response = await staffPost(
      '/api/hiring-assessments',
      assessment({
        candidateName: `Rosa ${mark}Delgado`,
        candidateEmail: `rosa${mark}@example.com`,
      }),
    );
    expect(response.status).toBe(400);
    const { fields } = (await response.json()).error;
    expect(fields.candidateName).toMatch(/invisible characters/);
    expect(fields.candidateEmail).toMatch(/invisible characters/);
  });

  it('keeps accents and other scripts, and allows line breaks in multi-line text', async () => {
    const response = await fetch(`${app.url}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        quoteRequest({
          firstName: 'Zoë',
          lastName: 'Nguyễn-Ōtsuka',
          projectDescription: 'Two leaks.\nOne over the porch.',
        }),
      ),
    });
    expect(response.status).toBe(201);
  });
});

describe('metrics', () => {
  it('are not on the public site, only on their own port, to a scraper with the token', async () => {
    const site = await fetch(`${app.url}/metrics`);
    expect(site.status).toBe(404);
    expect(await site.text()).not.toContain('http_request_duration_seconds');
    expect(new URL(app.metricsUrl).hostname).toBe('127.0.0.1');
    expect(new URL(app.metricsUrl).port).not.toBe(new URL(app.url).port);
    expect((await fetch(app.metricsUrl)).status).toBe(401);
    const wrong = await fetch(app.metricsUrl, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const scraped = await fetch(app.metricsUrl, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('http_request_duration_seconds');
    const elsewhere = await fetch(app.metricsUrl.replace('/metrics', '/health'), {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('TRUST_PROXY', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const refused = [
    'true',
    '0.0.0.0/0',
    '0.0.0.0/1,128.0.0.0/1',
    '::/0',
    '::/1, 8000::/1',
    '::ffff:0:0/96',
    '10.0.0.0/8,0.0.0.0/2,64.0.0.0/2,128.0.0.0/1',
    '6',
    '100',
  ];

  it.each(refused)('%s is refused with the configuration message', (value) => {
    expect(() => loadGatewayConfig({ TRUST_PROXY: value })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: /,
    );
    expect(() => loadGatewayConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });

  it('keeps what names only the proxies in front', () => {
    for (const [value, parsed] of [
      ['1', 1],
      ['5', 5],
      ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
      ['0.0.0.0/1', ['0.0.0.0/1']],
      ['::1,127.0.0.1,fd00::/8', ['::1', '127.0.0.1', 'fd00::/8']],
    ] as const) {
      expect(loadGatewayConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(parsed);
    }
  });

  it.each(['0.0.0.0/1,128.0.0.0/1', '6'])(
    '%s stops the gateway process at start with the message alone, no stack',
    (value) => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, TRUST_PROXY: value, PORT: '0', METRICS_PORT: '0' },
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^Invalid configuration:\n {2}TRUST_PROXY: /);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
    90_000,
  );
});
