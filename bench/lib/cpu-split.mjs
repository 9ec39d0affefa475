// Where the CPU of a measured phase went: this process (the bench's client), the server process and every
// PostgreSQL process of the machine, read from /proc (Linux). Latency at 10 connections on two cores is
// mostly queueing for CPU, so the CPU a request costs, split by who spends it, says what to make cheaper.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid) {
  try {
    // The name is in parentheses and may hold spaces: the fields after it are counted from its end.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null; // the process ended
  }
}

function postgresTicks() {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const read = ticksOf(pid);
    if (read?.name.startsWith('postgres')) total += read.ticks;
  }
  return total;
}

/** Starts counting; `done(requests)` gives ms of CPU per request for the client, the server and PostgreSQL. */
export function cpuSplit(serverPid) {
  const client = process.cpuUsage();
  const server = ticksOf(serverPid)?.ticks ?? 0;
  const postgres = postgresTicks();
  return {
    done(requests) {
      const used = process.cpuUsage(client);
      const per = (ms) => Math.round((ms / requests) * 10) / 10;
      return {
        clientMs: per((used.user + used.system) / 1000),
        serverMs: per(((ticksOf(serverPid)?.ticks ?? 0) - server) * TICK_MS),
        postgresMs: per((postgresTicks() - postgres) * TICK_MS),
      };
    },
  };
}

/** The CPU ticks of every PostgreSQL backend serving `database` (its title names the database). */
function backendTicks(database) {
  const ticks = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
    } catch {
      continue;
    }
    const read = ticksOf(pid);
    if (read) ticks.set(pid, read.ticks);
  }
  return ticks;
}

/**
 * Counts the CPU one server process and the PostgreSQL backends of its own database spend until `done()`,
 * in ms: other databases' backends (another build's, another engineer's) are not counted. A backend that
 * ends keeps the ticks it had at the last look (once a second), so a closed pool connection loses little.
 */
export function serverAndDatabaseCpu(serverPid, database) {
  const server = ticksOf(serverPid)?.ticks ?? 0;
  const first = backendTicks(database);
  const last = new Map(first);
  const look = () => {
    for (const [pid, ticks] of backendTicks(database)) last.set(pid, ticks);
  };
  const timer = setInterval(look, 1000);
  return {
    done() {
      clearInterval(timer);
      look();
      let postgres = 0;
      for (const [pid, ticks] of last) postgres += ticks - (first.get(pid) ?? 0);
      return {
        serverMs: ((ticksOf(serverPid)?.ticks ?? server) - server) * TICK_MS,
        postgresMs: postgres * TICK_MS,
      };
    },
  };
}
