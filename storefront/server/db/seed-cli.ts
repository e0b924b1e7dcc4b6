// `npm run seed -w storefront -- --products 100000`: empties the configured database
// (DATA_DIR or DATABASE_URL) and fills it with a generated catalogue and each capability's rows.
// The seed collects the capabilities' `seed.server.ts` with `import.meta.glob`, so it runs through
// Vite's module runner (server/vite-modules.ts), as the dev server does.
import { viteModules } from '../vite-modules';
import type { seedCommand as SeedCommand } from './seed-command';
import { DEFAULT_PRODUCT_COUNT } from './seed-data';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

const products = Number(argument('products') ?? DEFAULT_PRODUCT_COUNT);
if (!Number.isInteger(products) || products < 9) {
  process.stderr.write('--products must be an integer of at least 9\n');
  process.exit(2);
}
const modules = await viteModules();
try {
  const { seedCommand } = await modules.load<{ seedCommand: typeof SeedCommand }>('/server/db/seed-command.ts');
  await seedCommand(products);
} finally {
  await modules.vite.close();
}
