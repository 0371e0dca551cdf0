/**
 * A CPU profile of a running Node process over a window of the caller's choosing, taken through its
 * inspector (the process started with `--inspect=127.0.0.1:<port>`). `node --cpu-prof` profiles a whole
 * life, start-up and set-up included, and writes nothing when the process is killed; the fleet bench wants
 * exactly its measured windows.
 */
export interface InspectorProfiler {
  /** Stops sampling and answers the profile (the `.cpuprofile` format). */
  stop(): Promise<unknown>;
}

export async function startInspectorProfile(inspectPort: number): Promise<InspectorProfiler> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('the inspector did not answer')), { once: true });
  });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id!);
    if (message.error) call.reject(new Error(JSON.stringify(message.error)));
    else call.resolve(message.result);
  });
  let next = 0;
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.start');
  return {
    async stop() {
      const { profile } = (await send('Profiler.stop')) as { profile: unknown };
      socket.close();
      return profile;
    },
  };
}
