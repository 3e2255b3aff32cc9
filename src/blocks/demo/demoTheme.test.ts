import { describe, expect, it } from 'vitest';
import { demoThemeOf } from './demoTheme';

describe('demoThemeOf', () => {
  it("gives Joy UI pages Joy's theme, in both languages", () => {
    expect(demoThemeOf('/joy-ui/react-button/')).toBe('joy');
    expect(demoThemeOf('/zh/joy-ui/react-button/')).toBe('joy');
    expect(demoThemeOf('/joy-ui')).toBe('joy');
  });

  it("gives every other page Material UI's theme", () => {
    expect(demoThemeOf('/material-ui/react-button/')).toBe('material');
    expect(demoThemeOf('/base-ui/react-button/')).toBe('material');
    expect(demoThemeOf('/system/react-box/')).toBe('material');
    expect(demoThemeOf('/zh/material-ui/react-button/')).toBe('material');
    expect(demoThemeOf('/joy-uix/')).toBe('material');
  });
});
