export const QUICK_PROJECTS: string[];
export const PROCESS_TESTS: string[];
export function excludeGlob(path: string): string;
