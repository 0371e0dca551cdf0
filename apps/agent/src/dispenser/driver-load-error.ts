/** A driver that cannot be loaded or built: the agent stops with this one line (systemd starts it again). */
export class DriverLoadError extends Error {
  override name = 'DriverLoadError';
}
