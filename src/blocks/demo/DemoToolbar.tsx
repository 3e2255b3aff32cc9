import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { styled, useTheme } from '@mui/material/styles';
import CodeIcon from '@mui/icons-material/Code';
import ContentCopy from '@mui/icons-material/ContentCopy';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import MoreVert from '@mui/icons-material/MoreVert';
import Refresh from '@mui/icons-material/Refresh';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Bolt from '@mui/icons-material/Bolt';
import type { CodeVariant } from '../../preferences/codePreferences';
import { nextRovingIndex } from './rovingFocus';
import type { StylingKey } from './types';

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 2,
  minHeight: 42,
  padding: '2px 4px',
  borderInline: `1px solid ${theme.vars.palette.divider}`,
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  '& .MuiIconButton-root': { borderRadius: 8 },
}));

export const STYLING_LABELS: Record<StylingKey, string> = { system: 'MUI System', tailwind: 'Tailwind CSS', css: 'Plain CSS' };

export interface DemoToolbarProps {
  demoName: string;
  stylings: readonly StylingKey[];
  styling: StylingKey;
  onStylingChange: (styling: StylingKey) => void;
  codeOpen: boolean;
  hasPreview: boolean;
  onToggleCode: () => void;
  codeVariant: CodeVariant;
  onCodeVariantChange: (variant: CodeVariant) => void;
  onCodeSandbox: () => void;
  onStackBlitz: () => void;
  onCopy: () => void;
  onResetFocus: () => void;
  onReset: () => void;
  sourceUrl: string | null;
  onCopyLink: (variant: CodeVariant) => void;
}

/**
 * The demo's toolbar, one keyboard stop: arrows (swapped in right-to-left pages), Home and End move
 * between its controls (roving tab index).
 */
export function DemoToolbar(props: DemoToolbarProps) {
  const { demoName, stylings, styling, codeOpen, codeVariant } = props;
  const direction = useTheme().direction;
  const [stylingAnchor, setStylingAnchor] = React.useState<HTMLElement | null>(null);
  const [moreAnchor, setMoreAnchor] = React.useState<HTMLElement | null>(null);
  const [focusIndex, setFocusIndex] = React.useState(0);
  const controls = React.useRef<Array<HTMLElement | null>>([]);
  const ga = (action: string) => ({ 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': demoName });

  let index = 0;
  const roving = () => {
    const position = index;
    index += 1;
    return {
      tabIndex: position === focusIndex ? 0 : -1,
      ref: (element: HTMLElement | null) => {
        controls.current[position] = element;
      },
      onFocus: () => setFocusIndex(position),
    };
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const count = controls.current.filter(Boolean).length;
    const next = nextRovingIndex(event.key, focusIndex, count, direction);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    controls.current[next]?.focus();
  };
  controls.current = [];
  const codeLabel = codeOpen ? (props.hasPreview ? 'Hide the full source' : 'Hide the source') : props.hasPreview ? 'Show the full source' : 'Show the source';

  return (
    <Bar role="toolbar" aria-label={`${demoName} demo`} onKeyDown={onKeyDown} className="demo-toolbar">
      {stylings.length > 1 ? (
        <>
          <Button
            size="small"
            color="inherit"
            endIcon={<KeyboardArrowDown />}
            aria-haspopup="menu"
            aria-label={`Styling solution: ${STYLING_LABELS[styling]}`}
            onClick={(event) => setStylingAnchor(event.currentTarget)}
            {...roving()}
          >
            {STYLING_LABELS[styling]}
          </Button>
          <Menu anchorEl={stylingAnchor} open={Boolean(stylingAnchor)} onClose={() => setStylingAnchor(null)}>
            {(['system', 'tailwind', 'css'] as const).map((key) => (
              <MenuItem
                key={key}
                selected={key === styling}
                disabled={!stylings.includes(key)}
                onClick={() => {
                  setStylingAnchor(null);
                  props.onStylingChange(key);
                }}
                {...ga(`styling-${key}`)}
              >
                {STYLING_LABELS[key]}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      {codeOpen ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={codeVariant}
          aria-label="Source language"
          onChange={(_event, value: CodeVariant | null) => {
            if (value) props.onCodeVariantChange(value);
          }}
          sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, fontWeight: 700, fontSize: '0.75rem' } }}
        >
          <ToggleButton value="JS" aria-label="Show JavaScript source" {...ga('source-js')} {...roving()}>
            JS
          </ToggleButton>
          <ToggleButton value="TS" aria-label="Show TypeScript source" {...ga('source-ts')} {...roving()}>
            TS
          </ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      <span style={{ flexGrow: 1 }} />
      <Tooltip title={codeLabel}>
        <IconButton size="small" aria-label={codeLabel} aria-expanded={codeOpen} onClick={props.onToggleCode} {...ga('expand')} {...roving()}>
          <CodeIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Open in CodeSandbox">
        <IconButton size="small" aria-label="Open in CodeSandbox" onClick={props.onCodeSandbox} {...ga('codesandbox')} {...roving()}>
          <OpenInNew fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Open in StackBlitz">
        <IconButton size="small" aria-label="Open in StackBlitz" onClick={props.onStackBlitz} {...ga('stackblitz')} {...roving()}>
          <Bolt fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Copy the source">
        <IconButton size="small" aria-label="Copy the source" onClick={props.onCopy} {...ga('copy')} {...roving()}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Reset focus to test keyboard navigation">
        <IconButton size="small" aria-label="Reset focus" onClick={props.onResetFocus} {...ga('reset-focus')} {...roving()}>
          <CenterFocusStrong fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Reset the demo">
        <IconButton size="small" aria-label="Reset the demo" onClick={props.onReset} {...ga('reset')} {...roving()}>
          <Refresh fontSize="small" />
        </IconButton>
      </Tooltip>
      <IconButton
        size="small"
        aria-label="More actions"
        aria-haspopup="menu"
        onClick={(event) => setMoreAnchor(event.currentTarget)}
        {...roving()}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={moreAnchor} open={Boolean(moreAnchor)} onClose={() => setMoreAnchor(null)}>
        {props.sourceUrl ? (
          <MenuItem component="a" href={props.sourceUrl} target="_blank" rel="noopener" onClick={() => setMoreAnchor(null)} {...ga('github')}>
            View the source
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            setMoreAnchor(null);
            props.onCopyLink('JS');
          }}
          {...ga('copy-js-source-link')}
        >
          Copy a link to the JavaScript source
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMoreAnchor(null);
            props.onCopyLink('TS');
          }}
          {...ga('copy-ts-source-link')}
        >
          Copy a link to the TypeScript source
        </MenuItem>
      </Menu>
    </Bar>
  );
}
