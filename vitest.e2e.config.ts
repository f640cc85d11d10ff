import { defineConfig } from 'vitest/config';

/** Browser tests against the built web app (rebuilt first when stale) in Debian's chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['./test/support/e2e-build.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
