// Command-line flags of the scripts under scripts/ and bench/: one spec per entry point (each option with its
// value form, rule and description), read with Node's own `parseArgs` in strict mode. A mistake stops the
// script with exit code 2 and a message naming it and listing the valid options; `--help` prints that list.
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake on the command line. Its message names it and lists the valid options. */
export class CommandLineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandLineError';
  }
}

/**
 * How the values of an option are read: `parse` returns the value or throws an `Error` whose message says
 * what was expected (`expected a whole number ≥ 1, got "abc"`); `rule` says the same in the option list.
 */
export interface ValueRule<T> {
  readonly rule?: string;
  readonly parse: (raw: string) => T;
}

/** One option of a command line; `T` is the type of its value once read. */
export interface OptionSpec<T> {
  readonly kind: 'flag' | 'value' | 'list';
  /** What it does, for the option list. */
  readonly description: string;
  /** The value's placeholder in the option list (`N`, `/path/`); none for a flag. */
  readonly form?: string;
  /** What the option list says in parentheses: the rule, the default, "repeatable". */
  readonly notes: readonly string[];
  /** The value from what `parseArgs` returned for the option (a problem is thrown as an `Error`). */
  readonly read: (raw: string | boolean | string[] | undefined) => T;
}

export type OptionSpecs = Record<string, OptionSpec<unknown>>;

export type OptionValues<O extends OptionSpecs> = { [K in keyof O]: O[K] extends OptionSpec<infer T> ? T : never };

export interface CommandLineSpec<O extends OptionSpecs> {
  /** How the command is run, for messages: `npm run bench --`. */
  readonly command: string;
  /** One sentence on what it does, for `--help`. */
  readonly summary: string;
  readonly options: O;
  /** The arguments that are not options; without this, none are accepted. */
  readonly positionals?: { readonly form: string; readonly description: string; readonly max?: number };
}

export type ParsedCommandLine<O extends OptionSpecs> =
  | { readonly help: true }
  | { readonly help: false; readonly values: OptionValues<O>; readonly positionals: string[] };

const HELP: OptionSpec<boolean> = flag('print this list and exit');

/** An option without a value: true when given. */
export function flag(description: string): OptionSpec<boolean> {
  return { kind: 'flag', description, notes: [], read: (raw) => raw === true };
}

interface ValueOptions<T> {
  /** The value's placeholder: `N`. */
  form: string;
  description: string;
  rule: ValueRule<T>;
  /** What the list says the default is, when not `String(default)` or when absence means something. */
  defaultText?: string;
}

/** An option with one value (the last one wins when it is given twice); `default` when absent. */
export function value<T>(options: ValueOptions<T> & { default: T }): OptionSpec<T>;
export function value<T>(options: ValueOptions<T>): OptionSpec<T | undefined>;
export function value<T>(options: ValueOptions<T> & { default?: T }): OptionSpec<T | undefined> {
  const defaultText = options.defaultText ?? ('default' in options ? String(options.default) : undefined);
  const notes = [options.rule.rule, defaultText === undefined ? undefined : `default ${defaultText}`];
  return {
    kind: 'value',
    description: options.description,
    form: options.form,
    notes: notes.filter((note): note is string => note !== undefined),
    read: (raw) => (typeof raw === 'string' ? options.rule.parse(raw) : options.default),
  };
}

/** An option given any number of times: its values in order. */
export function list<T>(options: ValueOptions<T>): OptionSpec<T[]> {
  return {
    kind: 'list',
    description: options.description,
    form: options.form,
    notes: [options.rule.rule, 'repeatable'].filter((note): note is string => note !== undefined),
    read: (raw) => (Array.isArray(raw) ? raw.map((item) => options.rule.parse(item)) : []),
  };
}

/** A whole number of at least `min`. */
export function wholeNumber(min: number): ValueRule<number> {
  const rule = `whole number ≥ ${min}`;
  return {
    rule,
    parse: (raw) => {
      const number = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(number) || number < min) throw new Error(`expected a ${rule}, got "${raw}"`);
      return number;
    },
  };
}

/** Comma-separated names, each one of `choices` (`noun` names one in messages): `a,b`. */
export function namesOf<N extends string>(choices: readonly N[], noun = 'name'): ValueRule<N[]> {
  return {
    rule: `each one of ${choices.join('|')}`,
    parse: (raw) =>
      raw.split(',').map((name) => {
        if (!(choices as readonly string[]).includes(name)) {
          throw new Error(`unknown ${noun} "${name}" (valid: ${choices.join(', ')})`);
        }
        return name as N;
      }),
  };
}

/** How an option reads in the list: `--runs N (whole number ≥ 1, default 3): Lighthouse runs per preset`. */
function optionLine(name: string, option: OptionSpec<unknown>): string {
  const head = option.form ? `--${name} ${option.form}` : `--${name}`;
  const notes = option.notes.length > 0 ? ` (${option.notes.join(', ')})` : '';
  return `  ${head}${notes}: ${option.description}`;
}

/** The valid arguments and options, one a line, `--help` last. */
export function optionList(spec: CommandLineSpec<OptionSpecs>): string {
  const lines: string[] = [];
  if (spec.positionals) lines.push(`  ${spec.positionals.form}: ${spec.positionals.description}`);
  for (const [name, option] of Object.entries(spec.options)) lines.push(optionLine(name, option));
  lines.push(optionLine('help', HELP));
  return lines.join('\n');
}

function listHeading(spec: CommandLineSpec<OptionSpecs>): string {
  return spec.positionals ? 'Arguments and options' : 'Options';
}

/** What `--help` prints. */
export function helpText(spec: CommandLineSpec<OptionSpecs>): string {
  const positional = spec.positionals ? ` ${spec.positionals.form}` : '';
  return `Usage: ${spec.command} [options]${positional}\n${spec.summary}\n${listHeading(spec)}:\n${optionList(spec)}\n`;
}

/** The error for `problem`, in one paragraph: the problem, then the valid options. */
export function commandLineError(spec: CommandLineSpec<OptionSpecs>, problem: string): CommandLineError {
  return new CommandLineError(`${spec.command}: ${problem}. Valid ${listHeading(spec).toLowerCase()}:\n${optionList(spec)}`);
}

function parseArgsOptions(spec: CommandLineSpec<OptionSpecs>): NonNullable<ParseArgsConfig['options']> {
  const options: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' } };
  for (const [name, option] of Object.entries(spec.options)) {
    options[name] = option.kind === 'flag' ? { type: 'boolean' } : { type: 'string', multiple: option.kind === 'list' };
  }
  return options;
}

/** Names the first mistake `parseArgs` refused, from the tokens a lenient parse sees. */
function describeRefusal(spec: CommandLineSpec<OptionSpecs>, args: string[], error: Error): string {
  const { tokens } = parseArgs({ args, options: parseArgsOptions(spec), strict: false, allowPositionals: true, tokens: true });
  let positionals = 0;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      positionals += 1;
      if (!spec.positionals) return `unexpected argument "${token.value}" (this command takes options only)`;
      if (spec.positionals.max !== undefined && positionals > spec.positionals.max) {
        return `unexpected argument "${token.value}" (at most ${spec.positionals.max} ${spec.positionals.form})`;
      }
      continue;
    }
    if (token.kind !== 'option') continue;
    const option = token.name === 'help' ? HELP : spec.options[token.name];
    if (!option) return `unknown option ${token.rawName}`;
    if (option.kind === 'flag') {
      if (token.value !== undefined) return `${token.rawName} takes no value, got "${token.value}"`;
      continue;
    }
    const form = `${token.rawName} ${option.form ?? 'VALUE'}`;
    if (token.value === undefined) return `${token.rawName} needs a value (${form})`;
    if (!token.inlineValue && token.value.startsWith('-')) {
      try {
        option.read(option.kind === 'list' ? [token.value] : token.value);
      } catch (refused) {
        return `${token.rawName}: ${(refused as Error).message}`;
      }
      return `${token.rawName} needs a value (${form}), got the option-like "${token.value}" (write ${token.rawName}=${token.value} if it is the value)`;
    }
  }
  return error.message.split('\n')[0]!;
}

/**
 * Reads `args` (the arguments after the script's name) against `spec` with `parseArgs` in strict mode.
 * Returns `{ help: true }` when `--help` (or `-h`) is given, the typed values otherwise; throws a
 * {@link CommandLineError} for an unknown option, a missing or refused value, or an unexpected argument.
 */
export function parseCommandLine<O extends OptionSpecs>(spec: CommandLineSpec<O>, args: readonly string[]): ParsedCommandLine<O> {
  let parsed: { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...args],
      options: parseArgsOptions(spec),
      strict: true,
      allowPositionals: spec.positionals !== undefined,
    }) as typeof parsed;
  } catch (error) {
    // Asking for help is never a mistake, whatever else the command line holds.
    if (args.includes('--help') || args.includes('-h')) return { help: true };
    throw commandLineError(spec, describeRefusal(spec, [...args], error as Error));
  }
  if (parsed.values.help === true) return { help: true };
  const max = spec.positionals?.max;
  if (max !== undefined && parsed.positionals.length > max) {
    throw commandLineError(spec, `unexpected argument "${parsed.positionals[max]}" (at most ${max} ${spec.positionals!.form})`);
  }
  const values: Record<string, unknown> = {};
  for (const [name, option] of Object.entries(spec.options)) {
    try {
      values[name] = option.read(parsed.values[name]);
    } catch (error) {
      throw commandLineError(spec, `--${name}: ${(error as Error).message}`);
    }
  }
  return { help: false, values: values as OptionValues<O>, positionals: parsed.positionals };
}

interface Console {
  out: (text: string) => void;
  error: (text: string) => void;
  exit: (code: number) => never;
}

const processConsole: Console = {
  out: (text) => process.stdout.write(text),
  error: (text) => console.error(text),
  exit: (code) => process.exit(code),
};

/**
 * What an entry point calls first: the values of its command line. Prints the option list and exits 0 on
 * `--help`; prints the {@link CommandLineError} and exits 2 on a mistake.
 */
export function readCommandLine<O extends OptionSpecs>(
  spec: CommandLineSpec<O>,
  args: readonly string[] = process.argv.slice(2),
  io: Console = processConsole,
): { values: OptionValues<O>; positionals: string[] } {
  let parsed: ParsedCommandLine<O>;
  try {
    parsed = parseCommandLine(spec, args);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    io.error(error.message);
    return io.exit(2);
  }
  if (parsed.help) {
    io.out(helpText(spec));
    return io.exit(0);
  }
  return parsed;
}
