import { parseArgs } from 'node:util';
import { USER_ROLES } from '@jhola/domain';
import { AppError } from '../../http/errors.js';
import { createVerifiedAccount } from '../../modules/auth/accounts.js';
import { type CliCommand, EXIT } from '../command.js';

const usage =
  'user:create --role shopper|delivery|admin|customer --name NAME --email EMAIL --phone PHONE --password PASSWORD';

/** Staff accounts (and verified customers) come from the command line, never from signup. */
export const userCreate: CliCommand = {
  name: 'user:create',
  summary: 'Create a verified account of any role',
  usage,
  async run({ args, out, err, database, now }) {
    let values: Record<string, string | undefined>;
    try {
      ({ values } = parseArgs({
        args,
        options: {
          role: { type: 'string' },
          name: { type: 'string' },
          email: { type: 'string' },
          phone: { type: 'string' },
          password: { type: 'string' },
        },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      err(`user:create: ${error instanceof Error ? error.message : String(error)}`);
      err(`usage: ${usage}`);
      return EXIT.usage;
    }
    const missing = ['role', 'name', 'email', 'phone', 'password'].filter((k) => !values[k]);
    if (missing.length > 0) {
      err(`user:create: missing ${missing.map((m) => `--${m}`).join(', ')}`);
      err(`usage: ${usage}`);
      return EXIT.usage;
    }
    if (!(USER_ROLES as readonly string[]).includes(values.role!)) {
      err(`user:create: --role must be one of ${USER_ROLES.join(', ')}`);
      return EXIT.usage;
    }
    try {
      const db = (await database()).db;
      const user = await createVerifiedAccount(
        db,
        {
          role: values.role as (typeof USER_ROLES)[number],
          name: values.name!,
          email: values.email!,
          phone: values.phone!,
          password: values.password!,
        },
        now(),
      );
      out(
        `Created ${user.role} ${user.name} <${user.email}> (id ${user._id}), verified; they can log in now.`,
      );
      return EXIT.ok;
    } catch (error) {
      if (error instanceof AppError) {
        const details = error.errors?.map((e) => `--${e.field}: ${e.message}`) ?? [error.message];
        for (const line of details) err(`user:create: ${line}`);
        return EXIT.failed;
      }
      throw error;
    }
  },
};
