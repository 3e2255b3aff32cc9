import type { CSSObject } from '@emotion/react';
import type { ShellTheme as Theme } from '../../theme/shellTheme';
import { DEFAULT_PACKAGE_MANAGER, PACKAGE_MANAGER_ATTRIBUTE, PACKAGE_MANAGERS } from './packageManagers';

const PANEL = '.MuiInstall-root > [role="tabpanel"]';
const TAB = '.MuiInstall-root [role="tab"]';

/**
 * Styles of installation blocks (`.MuiInstall-root`, written by the Markdown build). Which command shows,
 * and which tab looks chosen, hangs on `<html data-package-manager>` (set before the first paint), so the
 * reader's choice shows at once and with no script. Spread into a container's styles, like codeBlockStyles.
 */
export function installBlockStyles(theme: Theme): CSSObject {
  const { palette } = theme.vars;
  const chosenTab: CSSObject = { color: palette.text.primary, borderBottomColor: palette.primary.main };
  const styles: CSSObject = {
    '& .MuiInstall-root': {
      margin: '0 0 20px',
      '& .MuiCode-root': { margin: 0 },
      '& .MuiCode-root > pre': { borderStartStartRadius: 0, borderStartEndRadius: 0 },
    },
    '& .MuiInstall-tabs': {
      display: 'flex',
      gap: 4,
      borderBottom: `1px solid ${palette.divider}`,
    },
    [`& ${TAB}`]: {
      margin: 0,
      padding: '6px 12px',
      border: 0,
      borderBottom: '2px solid transparent',
      background: 'none',
      color: palette.text.secondary,
      fontFamily: theme.typography.fontFamily,
      fontSize: '0.875rem',
      fontWeight: 600,
      cursor: 'pointer',
      '&:hover': { color: palette.text.primary },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    },
    [`& ${PANEL}`]: { display: 'none' },
    [`& ${PANEL}[data-package-manager="${DEFAULT_PACKAGE_MANAGER}"]`]: { display: 'block' },
    [`& ${TAB}[data-package-manager="${DEFAULT_PACKAGE_MANAGER}"]`]: chosenTab,
  };
  for (const manager of PACKAGE_MANAGERS) {
    if (manager === DEFAULT_PACKAGE_MANAGER) continue;
    const chosen = `html[${PACKAGE_MANAGER_ATTRIBUTE}="${manager}"] &`;
    styles[`${chosen} ${PANEL}`] = { display: 'none' };
    styles[`${chosen} ${PANEL}[data-package-manager="${manager}"]`] = { display: 'block' };
    styles[`${chosen} ${TAB}`] = { color: palette.text.secondary, borderBottomColor: 'transparent' };
    styles[`${chosen} ${TAB}[data-package-manager="${manager}"]`] = chosenTab;
  }
  return styles;
}
