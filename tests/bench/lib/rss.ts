// Resident memory of a server as the kernel reports it: VmRSS of the process and of every descendant (a worker
// forked by Next counts too), from /proc. Linux only, like the rest of the benches.
import { readFileSync, readdirSync } from 'node:fs';

function vmRssKb(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // exited meanwhile
  }
}

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the parent pid is the second field after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  return byParent;
}

/** RSS in bytes of `pid` and its descendants, and how many processes that was. */
export function treeRss(pid: number): { bytes: number; processes: number } {
  const byParent = children();
  let kb = 0;
  let processes = 0;
  for (const stack = [pid]; stack.length > 0;) {
    const current = stack.pop()!;
    kb += vmRssKb(current);
    processes += 1;
    stack.push(...(byParent.get(current) ?? []));
  }
  return { bytes: kb * 1024, processes };
}
