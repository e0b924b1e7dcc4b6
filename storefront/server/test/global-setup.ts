// Vitest globalSetup of the server project: the seeded database the test files copy is made once.
export default async function setup(): Promise<void> {
  // As in the test files (the project's env, vitest.config.ts): the demo customers' passwords are
  // hashed at the test cost. Set before the harness (and the password module) is loaded.
  process.env.SHOP_TEST_FAST_HASHES ??= 'true';
  const { prepareSeededDatabase } = await import('./harness');
  await prepareSeededDatabase();
}
