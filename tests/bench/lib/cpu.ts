// CPU time a server used, as the kernel counts it: user + system time of every process in its process group (the
// servers of lib/servers.ts lead their own group, so Next's workers count too), from /proc. Linux only. Requests/s on
// a shared 2-core machine move with the neighbours' load; CPU time per request barely does.
import { readFileSync, readdirSync } from 'node:fs';

/** Linux clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on every mainstream kernel). */
const CLOCK_TICKS = 100;

/** CPU seconds used so far by the processes of the group led by `pgid` that are still running. */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command name, which is in parentheses and may hold spaces.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const after = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
      if (Number(after[2]) !== pgid) continue;
      ticks += Number(after[11]) + Number(after[12]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks / CLOCK_TICKS;
}
