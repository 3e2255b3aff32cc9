import type * as React from 'react';

export interface PathIconProps extends Omit<React.SVGProps<SVGSVGElement>, 'children'> {
  /** Path data on a 24×24 grid. */
  d: string;
  /** Width and height; defaults to 1.5rem like Material UI's icons. */
  size?: number | string;
}

/** A decorative icon from path data: no icon library, no theme lookup. */
export function PathIcon({ d, size = '1.5rem', ...props }: PathIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
}
