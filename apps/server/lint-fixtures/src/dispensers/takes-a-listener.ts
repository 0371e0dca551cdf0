/** A provider takes what it needs from the modules as a listener the app sets (allowed). */
export interface Listener {
  onReport(deviceId: string): void;
}
export const report = (listener: Listener, deviceId: string) => listener.onReport(deviceId);
