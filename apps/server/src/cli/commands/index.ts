import type { CliCommand } from '../command.js';
import { helpCommand } from './help.js';
import { metricsRebuild } from './metrics-rebuild.js';
import { noticePublish } from './notice-publish.js';
import { orderCancel } from './order-cancel.js';
import { orderShow } from './order-show.js';
import { userCreate } from './user-create.js';

/** The registry: one line per command (each in its own file beside this one). */
export const commands: CliCommand[] = [userCreate, noticePublish, orderCancel, orderShow, metricsRebuild];
commands.push(helpCommand(() => commands));

export const findCommand = (name: string | undefined): CliCommand | undefined =>
  commands.find((c) => c.name === name);
