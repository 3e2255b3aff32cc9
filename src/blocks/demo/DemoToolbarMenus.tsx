import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CodeVariant } from '../../preferences/codePreferences';
import { STYLING_LABELS } from './stylingLabels';
import type { StylingKey } from './types';

type GaAttributes = (action: string) => Record<string, string>;

export interface StylingMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  styling: StylingKey;
  stylings: readonly StylingKey[];
  onStylingChange: (styling: StylingKey) => void;
  ga: GaAttributes;
}

/** The styling solutions of a demo (loaded when the menu is first opened). */
export function StylingMenu({ anchor, onClose, styling, stylings, onStylingChange, ga }: StylingMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
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
export function MoreMenu({ anchor, onClose, sourceUrl, onCopyLink, ga }: MoreMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
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
