import { defineConfig } from 'vitest/config';

/** Browser tests: they need the built web app (npm run build) and Debian's chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
