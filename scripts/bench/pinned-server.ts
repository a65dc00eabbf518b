// A server under load in its own process, pinned to one core (taskset, where present) so that the load generator in
// this process runs on the other core and both servers of a comparison get the same core.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { BenchGaveUp, WAIT_TIMEOUT_MS } from './give-up';

export interface PinnedServer {
  url: string;
  pinned: boolean;
  /** CPU time the server process has used so far, in seconds (NaN where /proc cannot tell). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const SERVER_CORE = '0';
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

const hasTaskset = () => spawnSync('taskset', ['--version']).status === 0;
/** Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;
/** Fields 14 and 15 of /proc/<pid>/stat (utime, stime), counted after the ")" that closes the command name. */
const UTIME_AFTER_NAME = 11;

/**
 * CPU seconds used by a process. Under a busy machine wall-clock throughput swings with what else runs, while the
 * CPU a request costs the server stays put: the bench reports both.
 */
function processCpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[UTIME_AFTER_NAME]) + Number(fields[UTIME_AFTER_NAME + 1])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

function urlFromOutput(child: ChildProcess, what: string): Promise<string> {
  const output = child.stdout;
  if (!output) return Promise.reject(new Error(`${what} was started without a piped stdout`));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new BenchGaveUp(WAIT_TIMEOUT_MS, `${what} to start`)), WAIT_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before listening`)));
    createInterface({ input: output }).on('line', (line) => {
      const match = LISTENING.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]);
    });
  });
}

/** Runs `node <script>` on port 0 with `env`, and waits for its "listening on <url>" line. */
export async function startPinned(
  what: string,
  script: string,
  env: Record<string, string> = {},
): Promise<PinnedServer> {
  const pinned = hasTaskset();
  const command = pinned ? ['taskset', '-c', SERVER_CORE, process.execPath, script] : [process.execPath, script];
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await urlFromOutput(child, what).catch((error: unknown) => {
    // Not started in time: the process must not outlive the measurement that gave up on it.
    child.kill('SIGTERM');
    throw error;
  });
  return {
    url,
    pinned,
    cpuSeconds: () => processCpuSeconds(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
