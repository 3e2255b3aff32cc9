import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import JoyButton from '@mui/joy/Button';
import MaterialButton from '@mui/material/Button';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { demoInTheme } from './demoInTheme';

describe('demoInTheme', () => {
  it("renders a Joy demo of a Joy page in Joy's theme", () => {
    const html = renderToString(demoInTheme('/joy-ui/react-button', <JoyButton>Save</JoyButton>));
    expect(html).toContain('MuiButton-root');
    // Joy's own variables, which a Joy component outside Joy's provider lacks (it throws instead).
    expect(html).toContain('--joy-palette-primary-solidBg');
  });

  it("renders Joy demos of the Chinese page in Joy's theme too", () => {
    expect(() => renderToString(demoInTheme('/zh/joy-ui/react-button', <JoyButton>保存</JoyButton>))).not.toThrow();
  });

  it("renders a Material UI demo of any other page in Material UI's theme", () => {
    const html = renderToString(demoInTheme('/material-ui/react-button', <MaterialButton variant="contained">Save</MaterialButton>));
    expect(html).toContain('MuiButton-contained');
    expect(html).not.toContain('--joy-');
  });

  it('gives other pages a theme with CSS variables, as the site does, so a demo that needs a plain theme fails here', () => {
    const extendsOuterTheme = (
      <ThemeProvider theme={(outer: Theme) => createTheme(outer, { shape: { borderRadius: 0 } })}>
        <MaterialButton>Save</MaterialButton>
      </ThemeProvider>
    );
    expect(() => renderToString(demoInTheme('/x/react-data-grid/style', extendsOuterTheme))).toThrow(/vars/);
    expect(renderToString(demoInTheme('/system/react-box', <MaterialButton>Save</MaterialButton>))).toContain('var(--demo-');
  });
});
