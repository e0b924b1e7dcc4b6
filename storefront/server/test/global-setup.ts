// Vitest globalSetup of the server project: the seeded database the test files copy is made once.
import { prepareSeededDatabase } from './harness';

export default async function setup(): Promise<void> {
  await prepareSeededDatabase();
}
