// `tsx server/cli.ts <module> [args…]`: runs one of the shop's command modules (`npm run seed`,
// `npm run admin:create`, `npm run bench:orders`) through Vite's module runner, since the shop's
// registries (the capabilities' throttle rules, seeds, features) are collected with
// `import.meta.glob`, which only Vite resolves. The module runs its top-level code and sees its own
// arguments in process.argv; Vite is closed once it has finished.
import path from 'node:path';
import { viteModules } from './vite-modules';

const [target] = process.argv.splice(2, 1);
if (!target) {
  process.stderr.write('Usage: tsx server/cli.ts <module path from storefront/> [args…]\n');
  process.exit(2);
}
const modules = await viteModules();
try {
  await modules.load(`/${path.posix.normalize(target).replace(/^\/+/, '')}`);
} finally {
  await modules.vite.close();
}
