import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./app/features/*/*.table.server.ts', './server/**/*.table.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
