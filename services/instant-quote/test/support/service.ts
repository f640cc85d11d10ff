import { afterAll, beforeAll } from 'vitest';
import { type ServiceHarness, startService } from '../../../../test/support/service-harness.ts';
import { instantQuoteService } from '../../src/service.ts';

/**
 * The instant-quote service of a test file: started before its tests (on its own database),
 * closed after them. Read `svc` inside tests and hooks, once it has started.
 */
export interface InstantQuoteServiceUnderTest {
  readonly svc: ServiceHarness;
}

/** The instant-quote service on its own: call it at the top level of a test file. */
export function useInstantQuoteService(): InstantQuoteServiceUnderTest {
  let svc: ServiceHarness | undefined;
  beforeAll(async () => {
    svc = await startService(instantQuoteService);
  });
  afterAll(async () => {
    await svc?.close();
  });
  return {
    get svc() {
      if (svc === undefined) throw new Error('the instant-quote service is not running');
      return svc;
    },
  };
}
