/**
 * The order of release versions (scripts/release-version.mjs names them): a tag `v1.4.0` or `1.4.0`, then
 * `v1.4.0-3-gabc1234` three commits after it, and, before any tag, `0.1.0-gabc1234` (the package version:
 * no count). `-dirty` does not change the order. Anything else cannot be ordered: undefined.
 */
const PATTERN = /^v?(\d+)\.(\d+)\.(\d+)(?:-(\d+))?(?:-g[0-9a-f]+)?(?:-dirty)?$/;

const partsOf = (version: string): number[] | undefined => {
  const match = PATTERN.exec(version);
  return match ? match.slice(1, 5).map((part) => Number(part ?? 0)) : undefined;
};

/** Negative when `a` is older than `b`, 0 when level, positive when newer; undefined when either is not a version. */
export function compareVersions(a: string, b: string): number | undefined {
  const [x, y] = [partsOf(a), partsOf(b)];
  if (!x || !y) return undefined;
  const index = x.findIndex((part, i) => part !== y[i]);
  return index === -1 ? 0 : x[index]! - y[index]!;
}
