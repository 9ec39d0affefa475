import { isId, USER_ROLES } from '@jhola/domain';
import { AppError } from '../../http/errors.js';
import { createAccountWithShops } from '../../modules/people/service.js';
import { readOptions } from '../args.js';
import { type CliCommand, EXIT } from '../command.js';

const usage =
  'user:create --role shopper|delivery|admin|merchant|customer --name NAME --email EMAIL --phone PHONE --password PASSWORD [--shop SHOP_ID[,SHOP_ID...]]';

/** Staff accounts (and verified customers) come from the command line, never from signup. */
export const userCreate: CliCommand = {
  name: 'user:create',
  summary: 'Create a verified account of any role',
  usage,
  async run(cli) {
    const { out, err, database, now } = cli;
    const fields = ['role', 'name', 'email', 'phone', 'password'] as const;
    const values = readOptions(userCreate, cli, [...fields, 'shop'], fields);
    if (!values) return EXIT.usage;
    if (!(USER_ROLES as readonly string[]).includes(values.role)) {
      err(`user:create: --role must be one of ${USER_ROLES.join(', ')}`);
      return EXIT.usage;
    }
    // Issue 46: a shop owner runs the shops named by --shop (comma-separated ids).
    const shopIds = (values.shop ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (shopIds.some((id) => !isId(id))) {
      err('user:create: --shop takes shop ids (UUIDs), separated by commas');
      return EXIT.usage;
    }
    try {
      const db = (await database()).db;
      const user = await createAccountWithShops(
        db,
        {
          role: values.role as (typeof USER_ROLES)[number],
          name: values.name,
          email: values.email,
          phone: values.phone,
          password: values.password,
        },
        shopIds,
        now(),
      );
      out(
        `Created ${user.role} ${user.name} <${user.email}> (id ${user._id}), verified; they can log in now.` +
          (shopIds.length > 0
            ? ` Runs ${shopIds.length === 1 ? 'shop' : 'shops'} ${shopIds.join(', ')}.`
            : ''),
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
