import { OperatorError } from '#server/lib/errors.ts';

/**
 * Reads a password without echoing it: asked twice on a terminal, or the first line of stdin when
 * piped (`printf '%s\n' "$PASSWORD" | npm run user -- create-owner …`). Never from the command
 * line, where it would land in the shell history and the process list.
 */
export async function readSecret(prompt: string, again: string): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await askHidden(prompt);
  const second = await askHidden(again);
  if (first !== second) throw new OperatorError('The two passwords differ.');
  return first;
}

function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          return reject(new OperatorError('Cancelled.'));
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
