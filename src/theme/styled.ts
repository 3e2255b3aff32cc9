import emotionStyled, { type CreateStyled } from '@emotion/styled';
import { shellTheme, type ShellTheme } from './shellTheme';

declare module '@emotion/react' {
  // What the shell's style functions receive as `theme` (see `styled` below).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ShellTheme {}
}

type StyleArgument = unknown;

/** Gives a style function the shell's theme instead of the theme in React context. */
function withShellTheme(style: StyleArgument): StyleArgument {
  if (typeof style !== 'function') return style;
  return (props: Record<string, unknown>) => (style as (props: Record<string, unknown>) => unknown)({ ...props, theme: shellTheme() });
}

/**
 * `styled` for the docs' own interface: emotion's, whose style functions receive the shell's plain theme
 * (shellTheme.ts) whatever theme the React context holds. Material UI's `styled` would bring its theming
 * (the theme builder, the `sx` engine) into every page; and leaving the context alone keeps the shell's
 * theme from leaking into Material UI and MUI System components, which read theirs from it.
 */
export const styled = ((tag: Parameters<CreateStyled>[0], options?: Parameters<CreateStyled>[1]) => {
  const create = emotionStyled(tag as never, options as never) as unknown as (...styles: StyleArgument[]) => unknown;
  return (...styles: StyleArgument[]) => create(...styles.map(withShellTheme));
}) as unknown as CreateStyled;
