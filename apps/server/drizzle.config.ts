import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The infrastructure's tables, then every module's own.
  schema: ['./src/db/schema/index.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
});
