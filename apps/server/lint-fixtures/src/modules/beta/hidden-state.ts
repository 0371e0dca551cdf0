/** State at a module's top level: every app of the process would share it (refused, twice). */
const seen = new Map<string, number>();
export const marks = new WeakMap<object, string>();

export const count = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);
