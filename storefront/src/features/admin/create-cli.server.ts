// `npm run admin:create -- --username jane --email jane@example.com --firstname Jane --lastname Doe [--role support]`:
// creates a member of staff in the configured database (DATA_DIR or DATABASE_URL), asking for the
// password on the terminal (or reading ADMIN_PASSWORD), checked against the admin password rule.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailFieldSchema, ruleSchema } from '@shop/ui/validation';
import { staffPasswordSchema, staffUsernameSchema } from './model';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { systemClock } from '@shop/ui/clock';
import { createStaffService } from './staff.server';
import { STAFF_ROLE_CODES } from './permissions';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    role: { type: 'string', default: 'administrators' },
  },
});

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const terminal = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // Not echoed: the prompt is written once, then what is typed stays off the screen.
  const output = process.stderr as NodeJS.WriteStream & { _write?: unknown };
  process.stderr.write('Password: ');
  const write = output.write.bind(output);
  output.write = ((chunk: string | Uint8Array) => (typeof chunk === 'string' && chunk.includes('\n') ? write(chunk) : true)) as typeof output.write;
  try {
    return await terminal.question('');
  } finally {
    output.write = write;
    terminal.close();
  }
}

const input = z
  .object({
    username: staffUsernameSchema,
    email: emailFieldSchema(),
    firstname: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
    lastname: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
    role: z.enum(STAFF_ROLE_CODES as [string, ...string[]]),
    password: staffPasswordSchema,
  })
  .safeParse({ ...values, password: await password() });
if (!input.success) {
  for (const issue of input.error.issues) process.stderr.write(`--${issue.path.join('.')}: ${issue.message}\n`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const staff = createStaffService({ db: database.db, clock: systemClock, config });
try {
  if (await staff.exists(input.data.username)) {
    process.stderr.write(`A member of staff named "${input.data.username}" exists already.\n`);
    process.exitCode = 1;
  } else {
    const member = await staff.create({ ...input.data, role: input.data.role as (typeof STAFF_ROLE_CODES)[number] }, null);
    process.stderr.write(`Created ${member.username} (${member.role}). Sign in at ${new URL('admin', config.baseUrl).href}\n`);
  }
} finally {
  await database.close();
}
