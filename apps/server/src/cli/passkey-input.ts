import { CliError } from './cli-error';

/** What the command reads from: the process's stdin, or a stand-in in tests. */
export interface CliInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?: (isRaw: boolean) => unknown;
}

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

/**
 * Reads one line from a terminal without echo: raw mode, nothing written back but the prompt and a
 * line break at the end. Ctrl-C cancels; Backspace deletes.
 */
export function readHidden(prompt: string, input: CliInput, output: NodeJS.WritableStream): Promise<string> {
  if (!input.isTTY || !input.setRawMode) {
    return Promise.reject(
      new CliError('No terminal to ask for the passkey: pipe it in and add --passkey-stdin.'),
    );
  }
  const setRawMode = input.setRawMode.bind(input);
  output.write(prompt);
  setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  let value = '';
  return new Promise((resolve, reject) => {
    const finish = (error: Error | null) => {
      input.off('data', onData);
      setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string | Buffer) => {
      for (const char of String(chunk)) {
        if (ENTER.has(char)) return finish(null);
        if (char === CTRL_C || (char === CTRL_D && value === '')) return finish(new CliError('Cancelled.'));
        if (BACKSPACE.has(char)) value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
      return undefined;
    };
    input.on('data', onData);
  });
}

/** The first line of everything piped in (for scripts: `--passkey-stdin`), without its line ending. */
export async function readFirstLine(input: CliInput): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
