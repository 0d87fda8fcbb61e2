// Resident memory of a server as the kernel reports it: VmRSS of the process and of every descendant (a worker
// forked by Next counts too), and how much of it is V8's heap pages, from /proc. Linux only, like the rest of the
// benches.
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

/** `pid` and its descendants. */
function tree(pid: number): number[] {
  const byParent = children();
  const pids: number[] = [];
  for (const stack = [pid]; stack.length > 0;) {
    const current = stack.pop()!;
    pids.push(current);
    stack.push(...(byParent.get(current) ?? []));
  }
  return pids;
}

/** RSS in bytes of `pid` and its descendants, and how many processes that was. */
export function treeRss(pid: number): { bytes: number; processes: number } {
  const pids = tree(pid);
  return { bytes: pids.reduce((kb, current) => kb + vmRssKb(current), 0) * 1024, processes: pids.length };
}

/**
 * V8's heap pages: the anonymous mappings of exactly its page size (256 KB in the V8 of Node 24; without pointer
 * compression, Node's default, each page is a mapping of its own). A page is mapped when V8 takes it and becomes
 * resident as objects are written into it: the mapped bytes show what the heap holds room for, the resident bytes how
 * much of that room has been touched. Zero if a V8 upgrade changes the page size.
 */
const V8_PAGE_KB = 256;

/** Mapped and resident bytes of V8's heap pages in `pid` and its descendants (from /proc/<pid>/smaps). */
export function heapPages(pid: number): { mapped: number; resident: number } {
  let mappedKb = 0;
  let residentKb = 0;
  for (const current of tree(pid)) {
    let smaps: string;
    try {
      smaps = readFileSync(`/proc/${current}/smaps`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // Each mapping: a header line (address range, permissions, offset, device, inode, then a path if any), then
    // its fields; Size comes before Rss.
    let anonymous = false;
    let size = 0;
    for (const line of smaps.split('\n')) {
      const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (header) {
        anonymous = header[1] === '';
        size = 0;
        continue;
      }
      if (!anonymous) continue;
      const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
      if (field?.[1] === 'Size') size = Number(field[2]);
      else if (field?.[1] === 'Rss' && size === V8_PAGE_KB) {
        mappedKb += size;
        residentKb += Number(field[2]);
      }
    }
  }
  return { mapped: mappedKb * 1024, resident: residentKb * 1024 };
}
