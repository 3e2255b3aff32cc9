import type * as React from 'react';
import { SHELL_ICON_ID_PREFIX, type ShellIconName } from './shellIcons.generated';

export type { ShellIconName };

export interface ShellIconProps extends Omit<React.SVGProps<SVGSVGElement>, 'children'> {
  name: ShellIconName;
  /** Width and height; defaults to 1.5rem like Material UI's icons. */
  size?: number | string;
}

/** The `href` of a shell icon: its `<symbol>`, which every page's HTML holds once (_document). */
export function shellIconHref(name: ShellIconName): string {
  return `#${SHELL_ICON_ID_PREFIX}${name}`;
}

/** A decorative icon of the shell, drawn from the page's symbols: no path data in the page's JavaScript. */
export function ShellIcon({ name, size = '1.5rem', ...props }: ShellIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <use href={shellIconHref(name)} />
    </svg>
  );
}
