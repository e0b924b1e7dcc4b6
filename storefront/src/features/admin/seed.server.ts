import type { Db } from '../../../server/db/database';
import { defineSeed } from '../../../server/db/define-seed';
import { hashPassword } from '../../../server/lib/passwords';
import { staffUsers } from './schema.server';

/** The demo's administrator, named in the README: in the demo only, never in production mode. */
export const DEMO_ADMIN = { username: 'admin', password: 'Admin123!' } as const;

/** The demo administrator: production mode creates its first administrator on purpose (`npm run admin:create`). */
async function seedDemoStaff(tx: Db): Promise<void> {
  await tx.insert(staffUsers).values({
    username: DEMO_ADMIN.username,
    email: 'admin@example.com',
    firstname: 'Demo',
    lastname: 'Administrator',
    role: 'administrators',
    passwordHash: await hashPassword(DEMO_ADMIN.password),
  });
}

export default defineSeed({ demo: seedDemoStaff });
