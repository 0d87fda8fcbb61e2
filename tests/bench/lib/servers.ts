// Servers a bench starts, and only those: each runs in its own process group, so that stopping it also stops any
// worker it forked, and every group still running is killed when the bench exits for any reason (an error, Ctrl-C,
// SIGTERM). Other detached processes a bench starts (Chromium) join that clean-up with killGroupOnExit. A port that
// already answers is refused: a bench never measures a server it did not start.
import { spawn } from 'node:child_process';
import { portTaken } from '../../../deploy/cluster';

/** Process group ids (the leaders' pids) still to kill on exit. */
const running = new Set<number>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

process.on('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
});

/** Kills the process group led by `pid` if the bench exits first; returns the function that forgets it. */
export function killGroupOnExit(pid: number): () => void {
  running.add(pid);
  return () => running.delete(pid);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers this bench started`);
    process.exit(130);
  });
}

export interface Server {
  readonly name: string;
  readonly pid: number;
  readonly port: number;
  /** False once the process has exited. */
  alive(): boolean;
  /** SIGTERM to the group, SIGKILL after 5 s; resolves when the main process has exited. */
  stop(): Promise<void>;
}

export async function startServer(
  name: string,
  port: number,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<Server> {
  if (await portTaken(port))
    throw new Error(`port ${port} (${name}) is already in use: stop what listens there or choose another port`);
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!child.pid) throw new Error(`${name} did not start`);
  const pid = child.pid;
  const forget = killGroupOnExit(pid);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });
  return {
    name,
    pid,
    port,
    alive: () => !exited,
    async stop() {
      if (exited) {
        killGroup(pid, 'SIGKILL');
        forget();
        return;
      }
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
      killGroup(pid, 'SIGKILL'); // workers left behind by the main process
      forget();
    },
  };
}
