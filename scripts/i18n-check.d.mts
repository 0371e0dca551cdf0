export function flatten(
  value: unknown,
  prefix?: string,
  out?: Record<string, string>,
): Record<string, string>;
export function placeholdersOf(text: string): string[];
export const CLDR_LOCALES: Record<string, string>;
export function pluralFormsOf(locale: string): string[];
export function compareCatalogue(english: unknown, other: unknown, locale?: string): string[];
export function checkFolder(folder: string, english?: unknown): Record<string, string[]>;
export const CATALOGUE_FOLDERS: { web: string; server: string };
