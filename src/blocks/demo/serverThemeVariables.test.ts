// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { serverStylesheetDefines } from './serverThemeVariables';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('serverStylesheetDefines', () => {
  it('finds a variable in a global stylesheet the server rendered', () => {
    const doc = documentWith('<style data-emotion="css-global 3653d7">:root{--demo-shape-borderRadius:4px;--demo-palette-primary-main:#1976d2;}</style>');
    expect(serverStylesheetDefines(doc, '--demo-palette-primary-main')).toBe(true);
  });

  it('does not count a variable that is only used, or one defined under a longer name', () => {
    const doc = documentWith(
      '<style data-emotion="css-global 1x">.a{color:var(--demo-palette-primary-main)}:root{--demo-palette-primary-mainChannel:25 118 210;}</style>',
    );
    expect(serverStylesheetDefines(doc, '--demo-palette-primary-main')).toBe(false);
  });

  it('passes over a stylesheet a client component took over or inserted, and component styles', () => {
    const doc = documentWith(
      [
        '<style data-emotion="css-global">:root{--demo-palette-primary-main:#1976d2;}</style>',
        '<style data-emotion="css 1abc">:root{--demo-palette-primary-main:#1976d2;}</style>',
      ].join(''),
    );
    expect(serverStylesheetDefines(doc, '--demo-palette-primary-main')).toBe(false);
  });
});
