import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '../../theme/styled';
import { useDocsDirection } from '../../theme/docsDirection';
import { ShellIcon, type ShellIconName } from '../../icons/ShellIcon';
import type { CodeVariant } from '../../preferences/codePreferences';
import { nextRovingIndex } from './rovingFocus';
import { STYLING_LABELS } from './stylingLabels';
import type { StylingKey } from './types';

// The menus load on first use (or when the pointer reaches their button): most readers never open them.
const loadMenus = () => import('./DemoToolbarMenus');
const StylingMenu = dynamic(() => loadMenus().then((module) => module.StylingMenu), { ssr: false });
const MoreMenu = dynamic(() => loadMenus().then((module) => module.MoreMenu), { ssr: false });

/** The class of the toolbar's buttons. */
const TOOL_CLASS = 'demo-tool';

const hint = {
  content: 'attr(data-hint)',
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  padding: '4px 8px',
  borderRadius: 4,
  background: 'rgba(33, 33, 33, 0.92)',
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  zIndex: 2,
} as const;

/** The JS/TS switch: its buttons' rules outrank the bar's (`&&`), whichever stylesheet comes first. */
const VariantGroup = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 8,
  [`&& > .${TOOL_CLASS}`]: { height: 26, minWidth: 0, padding: '0 8px', borderRadius: 0, fontSize: '0.75rem', fontWeight: 700 },
  [`&& > .${TOOL_CLASS}:first-of-type`]: { borderStartStartRadius: 7, borderEndStartRadius: 7 },
  [`&& > .${TOOL_CLASS}:last-of-type`]: { borderStartEndRadius: 7, borderEndEndRadius: 7 },
  [`&& > .${TOOL_CLASS}[aria-pressed="true"]`]: {
    // The light scheme's primary.main is under 4.5:1 on its own tint at this size; primary.dark is not.
    color: theme.vars.palette.primary.dark,
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
  },
  [`[data-mui-color-scheme="dark"] && > .${TOOL_CLASS}[aria-pressed="true"]`]: { color: theme.vars.palette.primary.main },
}));

/**
 * The toolbar and its buttons. The buttons are plain elements styled by this one rule: a styled
 * component and an icon component per button were, with seven buttons a demo, most of the styles
 * React computed to hydrate a page of demos.
 */
const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 2,
  minHeight: 42,
  padding: '2px 4px',
  borderInline: `1px solid ${theme.vars.palette.divider}`,
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  [`& .${TOOL_CLASS}`]: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    margin: 0,
    border: 0,
    borderRadius: 8,
    background: 'none',
    color: theme.vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    cursor: 'pointer',
    '& svg': { width: 20, height: 20 },
    '&:hover': { backgroundColor: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 0 },
    '&[data-hint]:hover::after, &[data-hint]:focus-visible::after': hint,
  },
}));

/** A toolbar button: a plain element, styled by the bar. */
function ToolButton({ className, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement> & { 'data-hint'?: string; 'data-roving'?: number }) {
  return <button {...props} className={className ? `${TOOL_CLASS} ${className}` : TOOL_CLASS} />;
}

/** A toolbar icon (20 px, from the bar's rule). */
function ToolIcon({ name }: { name: ShellIconName }) {
  return <ShellIcon name={name} size={20} />;
}

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
  const direction = useDocsDirection();
  const [stylingAnchor, setStylingAnchor] = React.useState<HTMLElement | null>(null);
  const [moreAnchor, setMoreAnchor] = React.useState<HTMLElement | null>(null);
  const [menusUsed, setMenusUsed] = React.useState(false);
  const [focusIndex, setFocusIndex] = React.useState(0);
  const ga = (action: string) => ({ 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': demoName });

  let index = 0;
  const roving = () => {
    const position = index;
    index += 1;
    return {
      tabIndex: position === focusIndex ? 0 : -1,
      'data-roving': position,
      onFocus: () => setFocusIndex(position),
    };
  };

  // The controls are read from the DOM when a key is pressed, in document order.
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-roving]'));
    const next = nextRovingIndex(event.key, focusIndex, controls.length, direction);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    controls[next]?.focus();
  };
  const codeLabel = codeOpen ? (props.hasPreview ? 'Hide the full source' : 'Hide the source') : props.hasPreview ? 'Show the full source' : 'Show the source';

  const openMenu = (setAnchor: (anchor: HTMLElement) => void) => (event: React.MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setMenusUsed(true);
  };
  const preload = { onPointerEnter: () => void loadMenus() };

  return (
    <Bar role="toolbar" aria-label={`${demoName} demo`} onKeyDown={onKeyDown} className="demo-toolbar">
      {stylings.length > 1 ? (
        <ToolButton
          type="button"
          aria-haspopup="menu"
          aria-label={`Styling solution: ${STYLING_LABELS[styling]}`}
          onClick={openMenu(setStylingAnchor)}
          {...preload}
          {...roving()}
        >
          {STYLING_LABELS[styling]}
          <ToolIcon name="KeyboardArrowDown" />
        </ToolButton>
      ) : null}
      {codeOpen ? (
        <VariantGroup role="group" aria-label="Source language">
          {(['JS', 'TS'] as const).map((variant) => (
            <ToolButton
              key={variant}
              type="button"
              // The name starts with the visible label (WCAG 2.5.3), so "click JS" works for voice control.
              aria-label={variant === 'JS' ? 'JS (show JavaScript source)' : 'TS (show TypeScript source)'}
              aria-pressed={codeVariant === variant}
              onClick={() => {
                if (codeVariant !== variant) props.onCodeVariantChange(variant);
              }}
              {...ga(variant === 'JS' ? 'source-js' : 'source-ts')}
              {...roving()}
            >
              {variant}
            </ToolButton>
          ))}
        </VariantGroup>
      ) : null}
      <span style={{ flexGrow: 1 }} />
      <ToolButton type="button" aria-label={codeLabel} data-hint={codeLabel} aria-expanded={codeOpen} onClick={props.onToggleCode} {...ga('expand')} {...roving()}>
        <ToolIcon name="Code" />
      </ToolButton>
      <ToolButton type="button" aria-label="Open in CodeSandbox" data-hint="Open in CodeSandbox" onClick={props.onCodeSandbox} {...ga('codesandbox')} {...roving()}>
        <ToolIcon name="OpenInNew" />
      </ToolButton>
      <ToolButton type="button" aria-label="Open in StackBlitz" data-hint="Open in StackBlitz" onClick={props.onStackBlitz} {...ga('stackblitz')} {...roving()}>
        <ToolIcon name="Bolt" />
      </ToolButton>
      <ToolButton type="button" aria-label="Copy the source" data-hint="Copy the source" onClick={props.onCopy} {...ga('copy')} {...roving()}>
        <ToolIcon name="ContentCopy" />
      </ToolButton>
      <ToolButton
        type="button"
        aria-label="Reset focus"
        data-hint="Reset focus to test keyboard navigation"
        onClick={props.onResetFocus}
        {...ga('reset-focus')}
        {...roving()}
      >
        <ToolIcon name="CenterFocusStrong" />
      </ToolButton>
      <ToolButton type="button" aria-label="Reset the demo" data-hint="Reset the demo" onClick={props.onReset} {...ga('reset')} {...roving()}>
        <ToolIcon name="Refresh" />
      </ToolButton>
      <ToolButton type="button" aria-label="More actions" aria-haspopup="menu" onClick={openMenu(setMoreAnchor)} {...preload} {...roving()}>
        <ToolIcon name="MoreVert" />
      </ToolButton>
      {menusUsed && stylings.length > 1 ? (
        <StylingMenu
          anchor={stylingAnchor}
          onClose={() => setStylingAnchor(null)}
          styling={styling}
          stylings={stylings}
          onStylingChange={props.onStylingChange}
          ga={ga}
        />
      ) : null}
      {menusUsed ? <MoreMenu anchor={moreAnchor} onClose={() => setMoreAnchor(null)} sourceUrl={props.sourceUrl} onCopyLink={props.onCopyLink} ga={ga} /> : null}
    </Bar>
  );
}
