export const USAGE_EXIT_CODE: 2;
export class UsageError extends Error {}
export const repositoryRoot: string | undefined;
type OptionSpec = { type: 'string' | 'boolean'; short?: string; default?: string | boolean };
type Values = Record<string, string | boolean | undefined>;
export interface CommandLineSpec {
  options?: Record<string, OptionSpec>;
  check?: (values: Values) => string | undefined | false;
  helpHint?: string;
}
export function parseCommandLine(argv: string[], spec: CommandLineSpec): Values | 'help';
export function commandLineOrExit(
  argv: string[],
  spec: CommandLineSpec & { usage: string | (() => string) },
): Values;
export interface LoadedDotEnv {
  file: string;
  names: string[];
}
export function loadDotEnv(root?: string | undefined): LoadedDotEnv | undefined;
export function dotEnvSummary(loaded: LoadedDotEnv | undefined, root?: string | undefined): string;
