import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../events/event-bus.js';
import { toNotice } from './notice-mapper.js';
import { NoticeRepository } from './repository.js';

/** How often every process looks for notice changes made elsewhere (the CLI, another process). */
export const NOTICE_FEED_INTERVAL_MS = 3_000;
/** Far more live notices than anyone would run at once. */
const LIVE_LIMIT = 200;

/**
 * Keeps this process's open apps in step with the live notices in the database. Each pass compares the
 * live set (id and version) with the previous one: a new or changed notice is announced
 * ('notice.published' → `new-notice`), one that was deleted, switched off or has ended is withdrawn
 * ('notice.removed' → `notice-removed`). The admin API runs a pass right after its commit; the timer
 * catches what other processes wrote, such as `notice:publish` from the command line.
 * See docs/decisions/0014-notices-live-feed.md.
 */
export class NoticeFeed {
  private known = new Map<string, string>();
  private primed = false;
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One pass; passes never overlap, so nothing is announced twice. */
  refresh(): Promise<void> {
    this.chain = this.chain
      .then(() => this.pass())
      .catch((error: unknown) => this.log.error({ err: error }, 'notice feed pass failed'));
    return this.chain;
  }

  /** The first pass only learns what is live (apps fetch those themselves); then the timer runs. */
  async start(intervalMs = NOTICE_FEED_INTERVAL_MS): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.chain;
  }

  private async pass(): Promise<void> {
    const rows = await new NoticeRepository(this.db).listLive(this.now(), LIVE_LIMIT);
    const live = new Map(rows.map((row) => [row.id, row.updatedAt.toISOString()]));
    if (this.primed) {
      for (const row of rows.toReversed()) {
        if (this.known.get(row.id) !== live.get(row.id))
          this.events.emit('notice.published', { notice: toNotice(row) });
      }
      for (const id of this.known.keys()) {
        if (!live.has(id)) this.events.emit('notice.removed', { noticeId: id });
      }
    }
    this.known = live;
    this.primed = true;
  }
}
