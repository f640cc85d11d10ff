import { describe, expect, it } from 'vitest';
import { createHttpServer, createLogger, startDraining } from '../src/index.ts';

const logger = createLogger({ level: 'silent', name: 'test' });

function server(required: boolean, reported: boolean) {
  return createHttpServer({
    logger,
    readiness: {
      required: { database: async () => required },
      reported: { events: async () => reported },
    },
  });
}

describe('/ready', () => {
  it('is decided by what the process cannot serve without, and shows the rest', async () => {
    const brokerDown = server(true, false);
    const answer = await brokerDown.inject('/ready');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'ready',
      checks: { database: true },
      dependencies: { events: false },
    });

    const databaseDown = server(false, true);
    const down = await databaseDown.inject('/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json().status).toBe('not ready');
  });

  it('answers 503 draining once shutdown has begun, while requests are still served', async () => {
    const app = server(true, true);
    app.get('/api/work', async () => ({ done: true }));
    startDraining(app);
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('draining');
    expect((await app.inject('/api/work')).json()).toEqual({ done: true });
  });
});
