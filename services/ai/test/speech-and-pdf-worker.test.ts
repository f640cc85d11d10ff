import { closeSharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import {
  IDENTITY_HEADER,
  type StartedProcess,
  signIdentity,
  startServiceProcess,
} from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { isolatedInfra } from '../../../test/support/isolated-infra.ts';
import { aiService } from '../src/service.ts';
import { closeWasmSpeech } from '../src/speech/espeak-wasm.ts';
import { looksLikeMp3 } from '../src/speech/mp3.ts';

/**
 * The AI service split the way production runs it, on PostgreSQL and BullMQ: the web tier only
 * stores and enqueues; nothing is spoken or printed until a worker process is there.
 */
const infra = inject('infra');
const available = Boolean(infra.postgres && infra.nats && infra.redis);

describe.runIf(available)('web tier and AI worker as separate servers', () => {
  let resources: Awaited<ReturnType<typeof isolatedInfra>>;
  let env: Record<string, string>;
  let web: StartedProcess;
  let worker: StartedProcess | undefined;

  beforeAll(async () => {
    resources = await isolatedInfra(infra as { postgres: string; nats: string; redis: string });
    env = {
      ...resources.env,
      PORT: '0',
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      SPEECH_WAIT_MS: '30000',
    };
    web = await startServiceProcess(aiService, { role: 'service', env });
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await closeSharedBrowser();
    await closeWasmSpeech();
    await resources?.drop();
  });

  it('queues speech and a PDF in the web tier; the worker renders both', async () => {
    const speech = fetch(`${web.url}/api/tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Soffit vents let the attic breathe in August heat.' }),
    });
    const staff = signIdentity(
      {
        kind: 'staff',
        userId: 1,
        username: 'office',
        displayName: 'Office',
        role: 'admin',
        permissions: [],
        csrf: true,
      },
      env.IDENTITY_SECRET as string,
    );
    const pdf = fetch(`${web.url}/api/document-assistant/generate-pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: staff },
      body: JSON.stringify({
        documentContent: '<h1>Warranty Certificate</h1><p>10-year workmanship warranty.</p>',
        documentType: 'Warranty',
      }),
    });

    // Both jobs wait in Redis: the web tier has no processor for them.
    await waitFor(async () => {
      const [tts, documents] = await Promise.all([
        web.runtime.jobs.counts('tts'),
        web.runtime.jobs.counts('documents'),
      ]);
      return tts.waiting === 1 && documents.waiting === 1 ? true : undefined;
    }, 10_000);
    // And they stay there: absence of work cannot be awaited, only given a moment to show.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await web.runtime.jobs.counts('tts')).waiting).toBe(1);
    expect((await web.runtime.jobs.counts('documents')).waiting).toBe(1);

    worker = await startServiceProcess(aiService, { role: 'worker', env });
    const spoken = await speech;
    expect(spoken.status).toBe(200);
    expect(looksLikeMp3(new Uint8Array(await spoken.arrayBuffer()))).toBe(true);
    const printed = await pdf;
    expect(printed.status).toBe(200);
    expect(
      Buffer.from(await printed.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [tts, documents] = await Promise.all([
      worker.runtime.jobs.counts('tts'),
      worker.runtime.jobs.counts('documents'),
    ]);
    expect(tts.completed).toBe(1);
    expect(documents.completed).toBe(1);
  });
});
