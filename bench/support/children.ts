/** The processes a bench starts, stopped together at its end. */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export class Children {
  readonly #children: ChildProcess[] = [];

  /**
   * `node <args>` (or `command <args>`) from the repository's root with `env` (replacing the bench's own environment
   * when `inherit` is false). Its standard error is the bench's unless `stderr` says where it goes; its standard
   * output is dropped unless `stdout` says where it goes.
   */
  start(
    args: string[],
    env: Record<string, string>,
    {
      inherit = true,
      stdout = 'ignore',
      stderr = 'inherit',
      command = process.execPath,
    }: {
      inherit?: boolean;
      stdout?: 'ignore' | 'pipe' | number;
      stderr?: 'inherit' | 'ignore' | number;
      command?: string;
    } = {},
  ): ChildProcess {
    const stdio: StdioOptions = ['ignore', stdout, stderr];
    const child = spawn(command, args, { cwd: ROOT, stdio, env: inherit ? { ...process.env, ...env } : env });
    this.#children.push(child);
    return child;
  }

  /** SIGTERM to one child, resolved when it has exited (SIGKILL after 15 s). */
  async stop(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.#children.map((child) => this.stop(child)));
  }
}
