import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w storefront` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
