/** A constant lookup table built from a list, and a map made inside a function (both allowed). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafe = (method: string) => SAFE_METHODS.has(method);

export function tally(ids: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
