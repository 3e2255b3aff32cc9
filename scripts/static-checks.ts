// `npm test`'s static checks: the type check and the linter at once. Each is a single-threaded process,
// so on two cores they take the time of the slower instead of the sum. Each one's output is printed whole
// when it ends (never interleaved), and the step fails when either fails. Run `npm run generate` first:
// both read the generated route files.
import { spawn } from 'node:child_process';
import { readCommandLine } from '../src/cli/build/parseCommandLine';

readCommandLine({
  command: 'tsx scripts/static-checks.ts',
  summary: 'Runs the type check and ESLint side by side; exits 1 when either fails.',
  options: {},
});

interface Check {
  name: string;
  command: string;
  args: string[];
}

const CHECKS: Check[] = [
  { name: 'typecheck (tsc --noEmit)', command: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'lint (eslint .)', command: 'npx', args: ['eslint', '.'] },
];

function run(check: Check): Promise<{ check: Check; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ check, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
    child.on('error', (error) => resolve({ check, code: 1, output: String(error), seconds: (Date.now() - started) / 1000 }));
  });
}

void Promise.all(
  CHECKS.map((check) =>
    run(check).then((result) => {
      console.log(`${result.code === 0 ? '✓' : '✗'} ${result.check.name}: ${result.seconds.toFixed(0)} s`);
      if (result.output.trim()) console.log(result.output.trimEnd());
      return result;
    }),
  ),
).then((results) => process.exit(results.some((result) => result.code !== 0) ? 1 : 0));
