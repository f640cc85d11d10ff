import { defineConfig } from 'vitest/config';

/** Browser tests against the built web app (rebuilt first when stale) in Debian's chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['./test/support/e2e-build.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // A page updates on its own time on a busy machine: wait up to 10 s for a polled assertion
    // (Vitest's default is 1 s), never longer than needed.
    expect: { poll: { timeout: 10_000 } },
  },
});
