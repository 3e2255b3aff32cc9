import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CodeVariant } from '../../preferences/codePreferences';
import { STYLING_LABELS } from './stylingLabels';
import type { StylingKey } from './types';
import { MaterialDocsTheme } from '../../theme/MaterialDocsTheme';

type GaAttributes = (action: string) => Record<string, string>;

export interface StylingMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  styling: StylingKey;
  stylings: readonly StylingKey[];
  onStylingChange: (styling: StylingKey) => void;
  ga: GaAttributes;
}

/**
 * The styling solutions of a demo (loaded when the menu is first opened).
 *
 * Both menus leave the tree as soon as they close, without an exit animation. A styling choice re-renders
 * every demo of the page in one long transition; React 18 could strand the state update that ends the
 * menu's exit animation when it arrived during that render (the update stayed queued with no lane to
 * render it), which left the menu's invisible backdrop over the page, swallowing every click. A menu that
 * unmounts when it closes has no such update to lose.
 */
function StylingMenuContents({ anchor, onClose, styling, stylings, onStylingChange, ga }: StylingMenuProps) {
  if (!anchor) return null;
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {(['system', 'tailwind', 'css'] as const).map((key) => (
        <MenuItem
          key={key}
          selected={key === styling}
          disabled={!stylings.includes(key)}
          onClick={() => {
            onClose();
            onStylingChange(key);
          }}
          {...ga(`styling-${key}`)}
        >
          {STYLING_LABELS[key]}
        </MenuItem>
      ))}
    </Menu>
  );
}

export interface MoreMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  sourceUrl: string | null;
  onCopyLink: (variant: CodeVariant) => void;
  ga: GaAttributes;
}

/** The demo's further actions (loaded when the menu is first opened). */
function MoreMenuContents({ anchor, onClose, sourceUrl, onCopyLink, ga }: MoreMenuProps) {
  if (!anchor) return null;
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {sourceUrl ? (
        <MenuItem component="a" href={sourceUrl} target="_blank" rel="noopener" onClick={onClose} {...ga('github')}>
          View the source
        </MenuItem>
      ) : null}
      <MenuItem
        onClick={() => {
          onClose();
          onCopyLink('JS');
        }}
        {...ga('copy-js-source-link')}
      >
        Copy a link to the JavaScript source
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onCopyLink('TS');
        }}
        {...ga('copy-ts-source-link')}
      >
        Copy a link to the TypeScript source
      </MenuItem>
    </Menu>
  );
}

/** In the docs' Material UI theme (this part loads on demand and brings it). */
export function StylingMenu(props: StylingMenuProps) {
  return (
    <MaterialDocsTheme>
      <StylingMenuContents {...props} />
    </MaterialDocsTheme>
  );
}

/** In the docs' Material UI theme (this part loads on demand and brings it). */
export function MoreMenu(props: MoreMenuProps) {
  return (
    <MaterialDocsTheme>
      <MoreMenuContents {...props} />
    </MaterialDocsTheme>
  );
}
