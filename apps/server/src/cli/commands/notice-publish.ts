import { createNoticeRequestSchema } from '@jhola/domain';
import { newNoticeRow, scheduleError } from '../../modules/notices/notice-mapper.js';
import { NoticeRepository } from '../../modules/notices/repository.js';
import { readOptions } from '../args.js';
import { type CliCommand, EXIT } from '../command.js';

const usage =
  'notice:publish --title TITLE --message MESSAGE [--type info|warning|success|error] ' +
  '[--priority urgent|high|normal|low] [--display permanent|one-time] [--starts ISO] [--ends ISO]';

/**
 * Publishes a notice from the command line. It is written to the database; every running server
 * notices it within a few seconds and pushes it to open apps (docs/decisions/0014-notices-live-feed.md).
 */
export const noticePublish: CliCommand = {
  name: 'notice:publish',
  summary: 'Publish a notice to every app (live within seconds)',
  usage,
  async run(cli) {
    const { out, err, database, now } = cli;
    const options = ['title', 'message', 'type', 'priority', 'display', 'starts', 'ends'] as const;
    const values = readOptions(noticePublish, cli, options, ['title', 'message']);
    if (!values) return EXIT.usage;
    const parsed = createNoticeRequestSchema.safeParse({
      title: values.title,
      message: values.message,
      type: values.type,
      priority: values.priority,
      displayType: values.display,
      startsAt: values.starts,
      endsAt: values.ends,
    });
    const option = (field: string) =>
      ({ displayType: 'display', startsAt: 'starts', endsAt: 'ends' })[field] ?? field;
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        err(`notice:publish: --${option(String(issue.path[0]))}: ${issue.message}`);
      return EXIT.failed;
    }
    const row = newNoticeRow(parsed.data, null, now());
    const schedule = scheduleError(row.startsAt, row.endsAt);
    if (schedule) {
      err(`notice:publish: --ends: ${schedule.message}`);
      return EXIT.failed;
    }
    const notice = await new NoticeRepository((await database()).db).insert(row);
    out(`Published ${notice.displayType} ${notice.type} notice "${notice.title}" (id ${notice.id}).`);
    out('Running servers push it to open apps within a few seconds; apps opened later fetch it.');
    return EXIT.ok;
  },
};
