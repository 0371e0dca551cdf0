import { dotEnvSummary, loadDotEnv } from '../../../../scripts/command-line.mjs';

/** The usage as a command's `--help` prints it: the command's text, then which settings file was read. */
export const helpText = (usage: string, io: { settingsNote?: string }): string =>
  `${usage}\n${io.settingsNote ? `${io.settingsNote}\n` : ''}`;

/**
 * For a command's entry file, before it reads a setting: the repository's `.env` into process.env (what the
 * environment sets wins), and the line its `--help` ends with, saying what that file set.
 */
export const readSettingsFile = (): string => dotEnvSummary(loadDotEnv());
