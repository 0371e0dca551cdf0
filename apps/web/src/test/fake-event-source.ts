/**
 * A stand-in for the browser's EventSource, which jsdom lacks: records each stream opened, and lets a
 * test open it and send it events as the server would.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  isClosed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.isClosed = true;
  }

  /** The server's side: `open`, `error`, or an event with its data. */
  emit(type: string, data = ''): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}
