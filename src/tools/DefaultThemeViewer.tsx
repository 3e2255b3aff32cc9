import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { styled } from '../theme/styled';
import { createTheme } from '@mui/material/styles';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';
import { MaterialDocsTheme } from '../theme/MaterialDocsTheme';

type Mode = 'light' | 'dark';

const Panel = styled('section')(({ theme }) => ({
  margin: '16px 0 32px',
  padding: 20,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

const TreeRoot = styled('div')(({ theme }) => ({
  marginTop: 16,
  padding: '8px 12px',
  maxHeight: 640,
  overflow: 'auto',
  fontFamily: MONOSPACE_FONT_FAMILY,
  fontSize: 13,
  lineHeight: 1.7,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars.palette.background.paper,
  '& details > div': {
    paddingInlineStart: 18,
    marginInlineStart: 5,
    borderInlineStart: `1px dashed ${theme.vars.palette.divider}`,
  },
  '& summary': {
    cursor: 'pointer',
    borderRadius: 4,
    '&:hover': { backgroundColor: theme.vars.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
  },
}));

const Leaf = styled('div')({
  // Aligns leaves with the text of the summaries, which start after the disclosure marker.
  paddingInlineStart: 16,
  overflowWrap: 'anywhere',
});

const Key = styled('span')(({ theme }) => ({ color: theme.vars.palette.primary.main, fontWeight: 600 }));

const Muted = styled('span')(({ theme }) => ({ color: theme.vars.palette.text.secondary }));

const Swatch = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginInlineEnd: 6,
  verticalAlign: -1,
  borderRadius: 2,
  border: `1px solid ${theme.vars.palette.text.secondary}`,
}));

const COLOR = /^(#[0-9a-f]{3,8}|(rgba?|hsla?)\([^)]*\))$/i;

function isBranch(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function entriesOf(value: Record<string, unknown>): Array<[string, unknown]> {
  return Object.entries(value);
}

function childPath(parent: string, key: string, parentValue: unknown): string {
  return Array.isArray(parentValue) ? `${parent}[${key}]` : `${parent}.${key}`;
}

function formatLeaf(key: string, value: unknown): string {
  // The key, not value.name: the browser bundle's minified function names differ from the server's,
  // which broke hydration.
  if (typeof value === 'function') return `ƒ ${key}()`;
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

interface Index {
  /** Paths of every object and array of the theme (the branches that can be expanded). */
  branches: string[];
  /** For a search: the branches with a match below them, and the matching leaves or branches. */
  matches: (query: string) => { visible: Set<string>; count: number };
}

function indexTheme(theme: object): Index {
  const branches: string[] = [];
  const rows: Array<{ path: string; text: string; ancestors: string[] }> = [];
  const seen = new WeakSet<object>();
  const walk = (value: Record<string, unknown>, path: string, ancestors: string[]) => {
    if (seen.has(value)) return;
    seen.add(value);
    branches.push(path);
    for (const [key, child] of entriesOf(value)) {
      const next = childPath(path, key, value);
      const lineage = [...ancestors, path];
      if (isBranch(child)) {
        rows.push({ path: next, text: next.toLowerCase(), ancestors: lineage });
        walk(child, next, lineage);
      } else {
        rows.push({ path: next, text: `${next} ${formatLeaf(key, child)}`.toLowerCase(), ancestors: lineage });
      }
    }
  };
  walk(theme as Record<string, unknown>, 'theme', []);
  return {
    branches,
    matches(query) {
      const visible = new Set<string>();
      let count = 0;
      const needle = query.trim().toLowerCase();
      for (const row of rows) {
        if (!row.text.includes(needle)) continue;
        count += 1;
        visible.add(row.path);
        for (const ancestor of row.ancestors) visible.add(ancestor);
      }
      return { visible, count };
    },
  };
}

interface TreeContext {
  isOpen: (path: string) => boolean;
  setOpen: (path: string, open: boolean) => void;
  /** Null when no filter is applied: every node is shown. */
  visible: Set<string> | null;
}

function ThemeNode({ name, value, path, context }: { name: string; value: unknown; path: string; context: TreeContext }) {
  // A path contains the paths of its ancestors, so the descendants of a matching branch match too.
  if (context.visible !== null && !context.visible.has(path)) return null;

  if (!isBranch(value)) {
    const color = typeof value === 'string' && COLOR.test(value) ? value : null;
    return (
      <Leaf title={path}>
        <Key>{name}</Key>
        <Muted>: </Muted>
        {color ? <Swatch aria-hidden style={{ backgroundColor: color }} /> : null}
        <span>{formatLeaf(name, value)}</span>
      </Leaf>
    );
  }

  const entries = entriesOf(value);
  const open = context.isOpen(path);
  const size = Array.isArray(value) ? `[${entries.length} items]` : `{${entries.length} keys}`;
  return (
    <details
      open={open}
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open;
        if (nowOpen !== open) context.setOpen(path, nowOpen);
      }}
    >
      <summary title={path}>
        <Key>{name}</Key> <Muted>{size}</Muted>
      </summary>
      {open ? (
        <div>
          {entries.map(([key, child]) => (
            <ThemeNode key={key} name={key} value={child} path={childPath(path, key, value)} context={context} />
          ))}
        </div>
      ) : null}
    </details>
  );
}

/**
 * Shows the object returned by `createTheme()` (light, or dark with `palette.mode: 'dark'`) as an
 * expandable tree of `<details>` elements, with colour swatches, a filter and expand/collapse all.
 */
function DefaultThemeViewerContents() {
  const [mode, setMode] = React.useState<Mode>('light');
  const [query, setQuery] = React.useState('');
  const [expanded, setExpanded] = React.useState<Set<string>>(() => new Set(['theme.palette']));
  // While filtering, matching branches start open; this remembers the ones the reader closed.
  const [closedWhileFiltering, setClosedWhileFiltering] = React.useState<Set<string>>(() => new Set());

  const theme = React.useMemo(() => createTheme({ palette: { mode } }), [mode]);
  const index = React.useMemo(() => indexTheme(theme), [theme]);
  const filtering = query.trim() !== '';
  const result = React.useMemo(() => (filtering ? index.matches(query) : null), [filtering, index, query]);

  const context: TreeContext = {
    isOpen: (path) => (filtering ? !closedWhileFiltering.has(path) : expanded.has(path)),
    setOpen: (path, open) => {
      const update = (set: Set<string>, add: boolean) => {
        const next = new Set(set);
        if (add) next.add(path);
        else next.delete(path);
        return next;
      };
      if (filtering) setClosedWhileFiltering((set) => update(set, !open));
      else setExpanded((set) => update(set, open));
    },
    visible: result ? result.visible : null,
  };

  const expandAll = () => {
    if (filtering) setClosedWhileFiltering(new Set());
    else setExpanded(new Set(index.branches));
  };
  const collapseAll = () => {
    if (filtering) setClosedWhileFiltering(new Set(index.branches.filter((path) => path !== 'theme')));
    else setExpanded(new Set());
  };

  const topLevel = entriesOf(theme as unknown as Record<string, unknown>);

  return (
    <Panel aria-labelledby="default-theme-viewer-title" data-tool="default-theme-viewer">
      <Typography id="default-theme-viewer-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        Explore the default theme
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, next: Mode | null) => {
            if (next) setMode(next);
          }}
          aria-label="Palette mode"
        >
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          id="default-theme-viewer-filter"
          size="small"
          type="search"
          label="Filter keys and values"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setClosedWhileFiltering(new Set());
          }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={expandAll}>
            Expand all
          </Button>
          <Button size="small" variant="outlined" onClick={collapseAll}>
            Collapse all
          </Button>
        </Stack>
      </Stack>
      <Typography component="p" variant="body2" aria-live="polite" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {result
          ? `${result.count} ${result.count === 1 ? 'entry matches' : 'entries match'} “${query.trim()}”.`
          : `createTheme(${mode === 'dark' ? "{ palette: { mode: 'dark' } }" : ''}): ${topLevel.length} top-level keys.`}
      </Typography>
      <TreeRoot role="region" aria-label={`Default ${mode} theme object`}>
        {result && result.count === 0 ? (
          <Muted>No key or value matches this filter.</Muted>
        ) : (
          topLevel.map(([key, value]) => (
            <ThemeNode key={`${mode}-${key}`} name={key} value={value} path={`theme.${key}`} context={context} />
          ))
        )}
      </TreeRoot>
    </Panel>
  );
}

/** In the docs' Material UI theme, which this page's tool brings with it. */
export default function DefaultThemeViewer() {
  return (
    <MaterialDocsTheme>
      <DefaultThemeViewerContents />
    </MaterialDocsTheme>
  );
}
