/**
 * A Node process's CPU profile while `work` runs, taken through its inspector's DevTools protocol (the process runs
 * with `--inspect=127.0.0.1:<port>`). Open the profile in Chromium's DevTools, or read its nodes and samples.
 */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

export async function cpuProfileOf<T>(
  inspectorPort: number,
  work: () => Promise<T>,
): Promise<{ profile: CpuProfile; result: T }> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.addEventListener('open', done, { once: true });
    socket.addEventListener('error', fail, { once: true });
  });
  let nextId = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((done) => {
      const id = (nextId += 1);
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result: Record<string, unknown> };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        done(message.result);
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  await call('Profiler.enable');
  await call('Profiler.start');
  const result = await work();
  const { profile } = await call('Profiler.stop');
  socket.close();
  return { profile: profile as unknown as CpuProfile, result };
}
