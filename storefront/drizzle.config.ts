import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w storefront` writes a new migration after a schema change. The host's
// tables are in server/db/schema.ts; a capability keeps the tables only it uses in its folder
// (`src/features/<capability>/schema.server.ts`).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './src/features/*/schema.server.ts'],
  out: './server/db/migrations',
});
