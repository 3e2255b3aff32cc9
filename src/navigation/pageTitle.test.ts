import { describe, expect, it } from 'vitest';
import { pageToTitle, pageToTitleI18n } from './pageTitle';

describe('pageToTitle', () => {
  it('prefers the explicit title', () => {
    expect(pageToTitle({ pathname: '/material-ui/api/button-group', title: 'Group of buttons' })).toBe('Group of buttons');
    expect(pageToTitle({ pathname: '/a', subheader: 'inputs', title: 'Custom' })).toBe('Custom');
  });

  it.each([
    ['/material-ui/api/button-group', 'ButtonGroup'],
    ['/material-ui/api/button', 'Button'],
    ['/joy-ui/api/list-item-decorator', 'ListItemDecorator'],
    ['/api-docs/data-grid/grid-api', 'GridApi'],
    ['/x/api/data-grid/data-grid-pro', 'DataGridPro'],
    ['/material-ui/api/button-group/', 'ButtonGroup'],
  ])('names the API page %s in PascalCase (%s)', (pathname, expected) => {
    expect(pageToTitle({ pathname })).toBe(expected);
  });

  it.each([
    ['/base-ui/api/use-button', 'useButton'],
    ['/base-ui/api/use-autocomplete', 'useAutocomplete'],
    ['/base-ui/api/use-menu-item/', 'useMenuItem'],
  ])('names the hook API page %s in camelCase (%s)', (pathname, expected) => {
    expect(pageToTitle({ pathname })).toBe(expected);
  });

  it.each([
    ['/material-ui/customization/how-to-customize', 'How to customize'],
    ['/material-ui/react-button', 'Button'],
    ['/material-ui/react-button-group/', 'Button group'],
    ['/x/react-data-grid', 'Data grid'],
    ['/material-ui/getting-started/installation', 'Installation'],
    ['/system/getting-started/the-sx-prop', 'The sx prop'],
  ])('reads the page %s as a sentence (%s)', (pathname, expected) => {
    expect(pageToTitle({ pathname })).toBe(expected);
  });

  it('removes only the first react-', () => {
    expect(pageToTitle({ pathname: '/material-ui/react-react-foo' })).toBe('React foo');
  });

  it('drops everything after the first dot', () => {
    expect(pageToTitle({ pathname: '/material-ui/api/button.json' })).toBe('Button');
    expect(pageToTitle({ pathname: '/material-ui/guides/file.name.md' })).toBe('File');
  });

  it('uses the subheader over the pathname', () => {
    expect(pageToTitle({ pathname: '/material-ui/components-group', subheader: 'inputs' })).toBe('Inputs');
    expect(pageToTitle({ pathname: '/x', subheader: '/components/data-display' })).toBe('Data display');
  });

  it('ignores a hash or query on the pathname', () => {
    expect(pageToTitle({ pathname: '/material-ui/react-button/#basic' })).toBe('Button');
    expect(pageToTitle({ pathname: '/material-ui/api/button-group?x=1' })).toBe('ButtonGroup');
  });
});

describe('pageToTitleI18n', () => {
  it('uses the translation of pages.<pathname> when there is one', () => {
    const translate = (key: string) => (key === 'pages./material-ui/react-button' ? '按钮' : null);
    expect(pageToTitleI18n({ pathname: '/material-ui/react-button' }, translate)).toBe('按钮');
  });

  it('falls back to pageToTitle without a translation', () => {
    expect(pageToTitleI18n({ pathname: '/material-ui/react-button' }, () => undefined)).toBe('Button');
    expect(pageToTitleI18n({ pathname: '/material-ui/react-button' })).toBe('Button');
  });
});
