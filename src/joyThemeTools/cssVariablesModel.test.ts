import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extendTheme } from '@mui/joy/styles';
import { PLAYGROUND_COMPONENTS, changedVariables, playgroundComponent, clampToControl, defaultValues, sxCode } from './cssVariablesModel';

const joyRoot = path.dirname(require.resolve('@mui/joy/package.json'));
const button = playgroundComponent('Button');

describe('the playground variables', () => {
  it.each(PLAYGROUND_COMPONENTS.map((component) => [component.name, component] as const))(
    '%s: every variable is read by the component in the installed package',
    (_name, component) => {
      const source = fs.readFileSync(path.join(joyRoot, component.sourceFile), 'utf8');
      for (const control of component.controls) expect(source, control.name).toContain(`var(${control.name}`);
    },
  );

  it("defaults match the package's md size or the default theme", () => {
    const theme = extendTheme();
    const buttonSource = fs.readFileSync(path.join(joyRoot, 'Button/Button.js'), 'utf8');
    expect(buttonSource).toContain("'--Button-gap': '0.5rem'");
    expect(buttonSource).toContain("minHeight: 'var(--Button-minHeight, 2.25rem)'");
    expect(buttonSource).toContain("paddingBlock: 'var(--Button-paddingBlock, 0.375rem)'");
    expect(`${button.controls.find((control) => control.name === '--Button-radius')!.defaultValue}px`).toBe(theme.radius.sm);
    const inputSource = fs.readFileSync(path.join(joyRoot, 'Input/Input.js'), 'utf8');
    expect(inputSource).toContain("'--Input-placeholderOpacity': 0.64");
    expect(inputSource).toContain("'--Input-paddingInline': '0.75rem'");
  });
});

describe('sxCode', () => {
  it('prints no sx while nothing changed', () => {
    expect(sxCode(button, defaultValues(button))).toBe("import Button from '@mui/joy/Button';\n\n<Button>Save</Button>");
  });

  it('prints the changed variables with their units', () => {
    const values = { ...defaultValues(button), '--Button-radius': 20, '--Button-gap': 1 };
    expect(changedVariables(button, values)).toEqual({ '--Button-radius': '20px', '--Button-gap': '1rem' });
    const code = sxCode(button, values);
    expect(code).toContain("    '--Button-radius': '20px',");
    expect(code).toContain("    '--Button-gap': '1rem',");
    expect(code).not.toContain('--Button-minHeight');
  });
});

describe('clampToControl', () => {
  const radius = button.controls.find((control) => control.name === '--Button-radius')!;
  it('keeps values in range and on steps, and bad input at the default', () => {
    expect(clampToControl(radius, 100)).toBe(radius.max);
    expect(clampToControl(radius, -4)).toBe(radius.min);
    expect(clampToControl(radius, 7.4)).toBe(7);
    expect(clampToControl(radius, Number.NaN)).toBe(radius.defaultValue);
  });
});
