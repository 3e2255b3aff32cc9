/** A CSS variable of a Joy component that the playground changes with a slider. */
export interface VariableControl {
  /** The variable, as Joy's component source names it. */
  name: `--${string}`;
  label: string;
  unit: 'px' | 'rem' | '';
  min: number;
  max: number;
  step: number;
  /** The value at the component's default size (md), from its source or the default theme. */
  defaultValue: number;
}

/** A component of the playground: its import and the variables it reads (see the unit test). */
export interface PlaygroundComponent {
  name: 'Button' | 'Input';
  importPath: string;
  /** Its style source in the package, which the unit test checks the variables against. */
  sourceFile: string;
  controls: VariableControl[];
}

export const PLAYGROUND_COMPONENTS: readonly PlaygroundComponent[] = [
  {
    name: 'Button',
    importPath: '@mui/joy/Button',
    sourceFile: 'Button/Button.js',
    controls: [
      { name: '--Button-radius', label: 'Corner radius', unit: 'px', min: 0, max: 32, step: 1, defaultValue: 6 },
      { name: '--Button-gap', label: 'Gap between icon and label', unit: 'rem', min: 0, max: 2, step: 0.125, defaultValue: 0.5 },
      { name: '--Button-minHeight', label: 'Minimum height', unit: 'rem', min: 1.5, max: 4, step: 0.125, defaultValue: 2.25 },
      { name: '--Button-paddingBlock', label: 'Vertical padding', unit: 'rem', min: 0, max: 1.5, step: 0.125, defaultValue: 0.375 },
    ],
  },
  {
    name: 'Input',
    importPath: '@mui/joy/Input',
    sourceFile: 'Input/Input.js',
    controls: [
      { name: '--Input-radius', label: 'Corner radius', unit: 'px', min: 0, max: 32, step: 1, defaultValue: 6 },
      { name: '--Input-gap', label: 'Gap beside decorators', unit: 'rem', min: 0, max: 2, step: 0.125, defaultValue: 0.5 },
      { name: '--Input-minHeight', label: 'Minimum height', unit: 'rem', min: 1.5, max: 4, step: 0.125, defaultValue: 2.25 },
      { name: '--Input-paddingInline', label: 'Horizontal padding', unit: 'rem', min: 0, max: 2, step: 0.125, defaultValue: 0.75 },
      { name: '--Input-focusedThickness', label: 'Focus ring thickness', unit: 'px', min: 0, max: 6, step: 1, defaultValue: 2 },
      { name: '--Input-placeholderOpacity', label: 'Placeholder opacity', unit: '', min: 0, max: 1, step: 0.04, defaultValue: 0.64 },
    ],
  },
];

export type VariableValues = Record<string, number>;

/** The playground's component of that name (Button when the name is unknown). */
export function playgroundComponent(name: string): PlaygroundComponent {
  const found = PLAYGROUND_COMPONENTS.find((component) => component.name === name) ?? PLAYGROUND_COMPONENTS[0];
  if (!found) throw new Error('The playground has no component');
  return found;
}

/** A control's current value (its default when unset). */
export function valueOf(control: VariableControl, values: VariableValues | undefined): number {
  return values?.[control.name] ?? control.defaultValue;
}

export function defaultValues(component: PlaygroundComponent): VariableValues {
  return Object.fromEntries(component.controls.map((control) => [control.name, control.defaultValue]));
}

/** A slider value within the control's range and on its steps (bad input gets the default). */
export function clampToControl(control: VariableControl, value: number): number {
  if (!Number.isFinite(value)) return control.defaultValue;
  const bounded = Math.min(control.max, Math.max(control.min, value));
  const stepped = control.min + Math.round((bounded - control.min) / control.step) * control.step;
  return Math.round(stepped * 10000) / 10000;
}

export function cssValue(control: VariableControl, value: number): string {
  return `${value}${control.unit}`;
}

/** The `sx` entries for the variables that differ from their defaults. */
export function changedVariables(component: PlaygroundComponent, values: VariableValues): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const control of component.controls) {
    const value = values[control.name];
    if (value === undefined || value === control.defaultValue) continue;
    changed[control.name] = cssValue(control, value);
  }
  return changed;
}

/** The JSX a reader copies: the component with an `sx` of the changed variables. */
export function sxCode(component: PlaygroundComponent, values: VariableValues): string {
  const changed = Object.entries(changedVariables(component, values));
  const head = `import ${component.name} from '${component.importPath}';\n\n`;
  const isButton = component.name === 'Button';
  if (changed.length === 0) return `${head}${isButton ? '<Button>Save</Button>' : '<Input placeholder="Email" />'}`;
  const lines = changed.map(([name, value]) => `    '${name}': '${value}',`).join('\n');
  const sx = `  sx={{\n${lines}\n  }}`;
  return isButton ? `${head}<Button\n${sx}\n>\n  Save\n</Button>` : `${head}<Input\n  placeholder="Email"\n${sx}\n/>`;
}
