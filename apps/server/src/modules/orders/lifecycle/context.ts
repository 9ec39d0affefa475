import type { Config } from '../../../config.js';
import type { AppContext } from '../../../context.js';

/** What the lifecycle needs from the app: the server's AppContext fits, and so does the command line's. */
export type LifecycleContext = Pick<AppContext, 'db' | 'now' | 'events' | 'files'> & {
  config: Pick<Config, 'dataDir' | 'upi'>;
};
