import { describe, expect, it } from 'vitest';
import { pageOfContentFile, planContentChanges } from './contentChanges';

describe('pageOfContentFile', () => {
  it.each([
    ['material-ui/react-button/index.md', { kind: 'docs', pathname: '/material-ui/react-button' }],
    ['material-ui/react-button/index.zh.md', { kind: 'docs', pathname: '/material-ui/react-button' }],
    ['material-ui/react-button/demos/BasicButtons.tsx', { kind: 'docs', pathname: '/material-ui/react-button' }],
    ['base-ui/react-button/demos/UnstyledButton/tailwind.tsx', { kind: 'docs', pathname: '/base-ui/react-button' }],
    ['base-ui/react-button/demos/UnstyledButton/styles.module.css', { kind: 'docs', pathname: '/base-ui/react-button' }],
    ['blog/joy-ui-beta/index.md', { kind: 'blog', pathname: 'joy-ui-beta' }],
  ])('%s belongs to %j', (file, page) => {
    expect(pageOfContentFile(file)).toEqual(page);
  });

  it.each(['material-ui/react-button/.index.md.swp', 'material-ui/react-button/index.md~', 'material-ui/react-button/notes.txt', 'blog/index.md', 'README.md'])(
    'leaves %s alone',
    (file) => {
      expect(pageOfContentFile(file)).toBeNull();
    },
  );
});

describe('planContentChanges', () => {
  it('reloads each changed page once, and works the routes out again', () => {
    expect(
      planContentChanges(['joy-ui/react-button/index.md', 'joy-ui/react-button/demos/ButtonSizes.tsx', 'joy-ui/react-chip/index.zh.md']),
    ).toEqual({ pages: ['/joy-ui/react-button', '/joy-ui/react-chip'], blogPosts: [], routes: true });
  });

  it('treats a new or renamed folder (a page, a styling variant) as a change of routes', () => {
    expect(planContentChanges(['joy-ui/react-new-thing'])).toEqual({ pages: [], blogPosts: [], routes: true });
  });

  it('refreshes a blog post without touching the demo routes', () => {
    expect(planContentChanges(['blog/joy-ui-beta/index.md'])).toEqual({ pages: [], blogPosts: ['joy-ui-beta'], routes: false });
  });

  it('reloads no page for editor files', () => {
    expect(planContentChanges(['joy-ui/react-button/.index.md.swp', 'joy-ui/react-button/4913'])).toEqual({ pages: [], blogPosts: [], routes: true });
  });
});
