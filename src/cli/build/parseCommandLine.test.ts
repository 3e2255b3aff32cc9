import { describe, expect, it } from 'vitest';
import {
  CommandLineError,
  flag,
  helpText,
  list,
  namesOf,
  parseCommandLine,
  readCommandLine,
  value,
  wholeNumber,
  type CommandLineSpec,
  type OptionSpecs,
} from './parseCommandLine';

const spec = {
  command: 'npm run demo --',
  summary: 'Does the demo thing.',
  options: {
    fast: flag('go fast'),
    runs: value({ form: 'N', description: 'how many runs', rule: wholeNumber(1), default: 3 }),
    limit: value({ form: 'N', description: 'an optional cap', rule: wholeNumber(0) }),
    only: value({ form: 'KIND,KIND', description: 'kinds to keep', rule: namesOf(['a', 'b'] as const, 'kind'), defaultText: 'all' }),
    page: list({ form: '/PATH/', description: 'a page to add', rule: { parse: (raw: string) => raw.toUpperCase() } }),
  },
  positionals: { form: '[DIR]', description: 'the folder', max: 1 },
} satisfies CommandLineSpec<OptionSpecs>;

function parsed(args: string[]) {
  const result = parseCommandLine(spec, args);
  if (result.help) throw new Error('unexpected help');
  return result;
}

function refusal(args: string[], command: CommandLineSpec<OptionSpecs> = spec): string {
  try {
    parseCommandLine(command, args);
  } catch (error) {
    expect(error).toBeInstanceOf(CommandLineError);
    return (error as Error).message;
  }
  throw new Error(`${args.join(' ')} was accepted`);
}

/** Every option of the spec, with its value form, must be in a refusal message. */
function expectOptionList(message: string): void {
  for (const line of ['--fast', '--runs N (whole number ≥ 1, default 3)', '--limit N (whole number ≥ 0)', '--only KIND,KIND', '--page /PATH/', '--help', '[DIR]']) {
    expect(message).toContain(line);
  }
}

describe('parseCommandLine', () => {
  it('reads flags, values with their defaults, repeatable options and positionals, typed', () => {
    const { values, positionals } = parsed(['out-ga', '--fast', '--runs', '5', '--page', '/x', '--page=/y', '--only=a,b']);
    expect(values).toEqual({ fast: true, runs: 5, limit: undefined, only: ['a', 'b'], page: ['/X', '/Y'] });
    expect(positionals).toEqual(['out-ga']);
    expect(parsed([]).values).toEqual({ fast: false, runs: 3, limit: undefined, only: undefined, page: [] });
    expect(parsed(['--limit', '0']).values.limit).toBe(0);
  });

  it('refuses an unknown option, naming it and listing the valid ones', () => {
    const message = refusal(['--bogus']);
    expect(message).toMatch(/^npm run demo --: unknown option --bogus\. Valid arguments and options:\n/);
    expectOptionList(message);
  });

  it('refuses a value that is not a whole number, or is below the minimum', () => {
    expect(refusal(['--runs', 'abc'])).toContain('--runs: expected a whole number ≥ 1, got "abc"');
    expect(refusal(['--runs=0'])).toContain('--runs: expected a whole number ≥ 1, got "0"');
    expect(refusal(['--runs', '2.5'])).toContain('got "2.5"');
    expect(refusal(['--runs', ''])).toContain('got ""');
    expectOptionList(refusal(['--runs', 'abc']));
  });

  it('refuses a negative number given as the next argument with the value rule, not Node’s ambiguity message', () => {
    expect(refusal(['--runs', '-1'])).toContain('--runs: expected a whole number ≥ 1, got "-1"');
  });

  it('refuses a missing value, and an option taken for a value', () => {
    expect(refusal(['--runs'])).toContain('--runs needs a value (--runs N)');
    expect(refusal(['--page', '--fast'])).toContain('--page needs a value (--page /PATH/), got the option-like "--fast"');
  });

  it('refuses a value given to a flag, an unknown name in a list, extra positionals', () => {
    expect(refusal(['--fast=yes'])).toContain('--fast takes no value, got "yes"');
    expect(refusal(['--only', 'a,c'])).toContain('--only: unknown kind "c" (valid: a, b)');
    expect(refusal(['one', 'two'])).toContain('unexpected argument "two" (at most 1 [DIR])');
    const noPositionals = { ...spec, positionals: undefined };
    expect(refusal(['one'], noPositionals)).toContain('unexpected argument "one" (this command takes options only)');
  });

  it('keeps the message to one paragraph: no blank line', () => {
    expect(refusal(['--bogus'])).not.toMatch(/\n\s*\n/);
  });

  it('answers --help and -h, even beside a mistake', () => {
    expect(parseCommandLine(spec, ['--help'])).toEqual({ help: true });
    expect(parseCommandLine(spec, ['-h'])).toEqual({ help: true });
    expect(parseCommandLine(spec, ['--bogus', '--help'])).toEqual({ help: true });
  });
});

describe('helpText', () => {
  it('lists every option with its value form, and the positionals', () => {
    const text = helpText(spec);
    expect(text.split('\n').slice(0, 3)).toEqual(['Usage: npm run demo -- [options] [DIR]', 'Does the demo thing.', 'Arguments and options:']);
    expectOptionList(text);
    for (const [name, option] of Object.entries(spec.options)) expect(text).toContain(`--${name}${option.form ? ` ${option.form}` : ''}`);
    expect(text).toContain('--only KIND,KIND (each one of a|b, default all): kinds to keep');
    expect(text).toContain('--page /PATH/ (repeatable): a page to add');
  });
});

describe('readCommandLine', () => {
  function run(args: string[]) {
    const output: string[] = [];
    const errors: string[] = [];
    let code: number | undefined;
    const io = {
      out: (text: string) => void output.push(text),
      error: (text: string) => void errors.push(text),
      exit: (exitCode: number): never => {
        code = exitCode;
        throw new Error('exit');
      },
    };
    let result;
    try {
      result = readCommandLine(spec, args, io);
    } catch (error) {
      if ((error as Error).message !== 'exit') throw error;
    }
    return { output, errors, code, result };
  }

  it('exits 2 with the message on a mistake', () => {
    const { errors, code, output } = run(['--runs', 'abc']);
    expect(code).toBe(2);
    expect(output).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('--runs: expected a whole number ≥ 1');
    expectOptionList(errors[0]!);
  });

  it('prints the help and exits 0 on --help', () => {
    const { output, code } = run(['--help']);
    expect(code).toBe(0);
    expect(output).toEqual([helpText(spec)]);
  });

  it('returns the values otherwise', () => {
    const { result, code } = run(['--fast']);
    expect(code).toBeUndefined();
    expect(result?.values.fast).toBe(true);
  });
});
