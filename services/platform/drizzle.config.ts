import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/job-queue/schema.ts',
  out: './src/job-queue/migrations',
  schemaFilter: ['platform'],
});
