import fs from 'node:fs';

/** Debian's Chromium, which the browser tests and the benchmark drive; `CHROMIUM_PATH` names another binary. */
export function chromiumPath(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * One line telling how to get the browser, or null when the binary is there and executable. No browser is
 * ever downloaded by the tests: they use the system's.
 */
export function missingChromiumMessage(env: Readonly<Record<string, string | undefined>> = process.env, canExecute = isExecutable): string | null {
  const binary = chromiumPath(env);
  if (canExecute(binary)) return null;
  return env.CHROMIUM_PATH
    ? `No Chromium at CHROMIUM_PATH=${binary}: point it at an executable Chromium, or unset it and run \`sudo apt-get install chromium\`.`
    : `No Chromium at ${binary}: the browser tests need Debian's Chromium; install it with \`sudo apt-get install chromium\` (or set CHROMIUM_PATH to another binary).`;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
