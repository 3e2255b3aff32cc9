import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../sections';
import { NAV_ICON_MODULES, navIconPathsOf } from './navIconPaths';

describe('navIconPathsOf', () => {
  it('gives the path of each icon a tree uses, and only those', () => {
    const material = NAV_SECTIONS.find((section) => section.id === 'material-ui');
    const paths = navIconPathsOf(material?.pages ?? []);
    expect(Object.keys(paths).sort()).toEqual(
      [...new Set((material?.pages ?? []).flatMap((page) => (page.icon ? [page.icon] : [])))].sort(),
    );
    expect(paths.components).toMatch(/^[Mm][\d.]/);
  });

  it('has an icon of plain paths for every icon name', () => {
    for (const name of Object.keys(NAV_ICON_MODULES) as Array<keyof typeof NAV_ICON_MODULES>) {
      expect(navIconPathsOf([{ pathname: '/x', icon: name }])[name]).toMatch(/^[Mm][\d.]/);
    }
  });
});
