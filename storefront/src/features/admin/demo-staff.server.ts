import type { Db } from '../../../server/db/database';
import { hashPassword } from '../../../server/lib/passwords';
import { staffUsers } from './schema.server';

/** The demo's administrator, named in the README: in the demo only, never in production mode. */
export const DEMO_ADMIN = { username: 'admin', password: 'Admin123!' } as const;

/** Adds the demo administrator (the seed calls it for a demo shop). */
export async function seedDemoStaff(tx: Db): Promise<void> {
  await tx.insert(staffUsers).values({
    username: DEMO_ADMIN.username,
    email: 'admin@example.com',
    firstname: 'Demo',
    lastname: 'Administrator',
    role: 'administrators',
    passwordHash: await hashPassword(DEMO_ADMIN.password),
  });
}
