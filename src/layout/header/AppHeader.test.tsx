import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { findProduct } from '../../site/products';
import { createDocsTheme } from '../../theme/docsTheme';
import { AppHeader, type AppHeaderProps } from './AppHeader';

function render(props: Partial<AppHeaderProps>): string {
  return renderToString(
    <CssVarsProvider theme={createDocsTheme()}>
      <AppHeader language="en" product={null} onOpenSettings={() => {}} sourceRepoUrl={null} canonicalAs="/" {...props} />
    </CssVarsProvider>,
  );
}

describe('AppHeader', () => {
  it('links to the source repository when SOURCE_REPO_URL is set, and hides the link otherwise', () => {
    expect(render({ sourceRepoUrl: 'https://git.example.org/team/docs' })).toContain(
      'href="https://git.example.org/team/docs"',
    );
    expect(render({ sourceRepoUrl: null })).not.toContain('data-testid="source-repo-link"');
  });

  it('shows the version menu of the current product only', () => {
    const material = findProduct('material-ui') ?? null;
    expect(render({ product: material })).toContain('v5.15.1');
    expect(render({ product: null })).not.toContain('version-menu-button');
  });

  it('offers the navigation button only where the page has a drawer', () => {
    expect(render({ onOpenNavigation: () => {} })).toContain('Open navigation');
    expect(render({})).not.toContain('Open navigation');
  });

  it('links home in the reader language', () => {
    // Outside a Next build, Link drops the trailing slash that the export keeps (see tests/e2e).
    // One anchor, whatever the order of its attributes: the home link, to the Chinese home page.
    expect(render({ language: 'zh' })).toMatch(/<a (?=[^>]*aria-label="MUI docs home")(?=[^>]*href="\/zh\/?")[^>]*>/);
  });
});
