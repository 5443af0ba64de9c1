import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The port an API process started with PORT=0 listens on, read from its "Dayleaf is running" log line (it
 * needs LOG_LEVEL info or lower). The kernel gives the port to the process itself, so no other process can
 * take it between a probe and the listen, as a port chosen beforehand could be.
 */
export function listeningPort(child: ChildProcess, output: () => string = () => ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const port = /Dayleaf is running at http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (port) resolve(Number(port));
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before it listened: ${output()}`)));
  });
}
