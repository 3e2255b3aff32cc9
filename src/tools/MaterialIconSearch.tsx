import { createElement, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '../theme/styled';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SearchIcon from '@mui/icons-material/Search';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';
import {
  MATERIAL_ICON_THEMES,
  materialIconImportLine,
  materialIconIndexUrl,
  parseMaterialIconIndex,
  searchMaterialIcons,
  type IconNode,
  type MaterialIcon,
  type MaterialIconTheme,
} from './materialIconData';
import { MaterialDocsTheme } from '../theme/MaterialDocsTheme';

/** Icons rendered at first, and added by each "Show more". */
const PAGE_SIZE = 120;
/** Wait this long after the last keystroke before searching. */
const SEARCH_DELAY_MS = 200;

const THEME_LABELS: Record<MaterialIconTheme, string> = {
  Filled: 'Filled',
  Outlined: 'Outlined',
  Rounded: 'Rounded',
  TwoTone: 'Two tone',
  Sharp: 'Sharp',
};

type LoadState =
  | { status: 'loading'; theme: MaterialIconTheme }
  | { status: 'failed'; theme: MaterialIconTheme }
  | { status: 'ready'; theme: MaterialIconTheme; icons: MaterialIcon[] };

const Panel = styled('section')(({ theme }) => ({
  margin: '16px 0 32px',
  padding: 20,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

const IconGrid = styled('ul')({
  listStyle: 'none',
  margin: '16px 0 0',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(108px, 1fr))',
  gap: 4,
});

const IconTile = styled(ButtonBase)(({ theme }) => ({
  width: '100%',
  minHeight: 88,
  padding: '12px 6px 8px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.text.primary,
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  '& .MaterialIconSearch-name': {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: '0.75rem',
    color: theme.vars.palette.text.secondary,
  },
}));

const ImportLine = styled('code')(({ theme }) => ({
  display: 'block',
  padding: '12px 16px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.action.hover,
  fontFamily: MONOSPACE_FONT_FAMILY,
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
}));

function renderNodes(nodes: IconNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <path key={index} d={node} />;
    const [tag, attributes, children] = node;
    return createElement(tag, { key: index, ...attributes }, children ? renderNodes(children) : undefined);
  });
}

/** An icon of the index, drawn from its nodes like the icon component would draw it. */
function IndexedIcon({ icon, ...props }: { icon: MaterialIcon } & SvgIconProps) {
  return <SvgIcon {...props}>{renderNodes(icon.nodes)}</SvgIcon>;
}

/** The icons of a theme, each file fetched once per page view. */
function useThemeIcons(theme: MaterialIconTheme, attempt: number): LoadState {
  const cache = useRef(new Map<MaterialIconTheme, MaterialIcon[]>());
  const [state, setState] = useState<LoadState>({ status: 'loading', theme });

  useEffect(() => {
    const cached = cache.current.get(theme);
    if (cached) {
      setState({ status: 'ready', theme, icons: cached });
      return undefined;
    }
    setState({ status: 'loading', theme });
    const controller = new AbortController();
    fetch(materialIconIndexUrl(theme), { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        const icons = parseMaterialIconIndex(data, theme);
        if (!icons) throw new Error('not an icon index');
        cache.current.set(theme, icons);
        if (!controller.signal.aborted) setState({ status: 'ready', theme, icons });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', theme });
      });
    return () => controller.abort();
  }, [theme, attempt]);

  return state.theme === theme ? state : { status: 'loading', theme };
}

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface Selection {
  icon: MaterialIcon;
  theme: MaterialIconTheme;
}

function IconDialog({ open, selection, onClose }: { open: boolean; selection: Selection; onClose: () => void }) {
  const { icon, theme } = selection;
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const line = materialIconImportLine(icon.moduleName);

  const copy = () => {
    const selectLine = () => {
      const textSelection = window.getSelection();
      if (codeRef.current && textSelection) textSelection.selectAllChildren(codeRef.current);
      setCopied('failed');
    };
    if (!navigator.clipboard) {
      selectLine();
      return;
    }
    navigator.clipboard.writeText(line).then(() => setCopied('copied'), selectLine);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-describedby="material-icon-dialog-description"
      TransitionProps={{ onExited: () => setCopied('idle') }}
    >
      <DialogTitle>
        {icon.moduleName}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {THEME_LABELS[theme]} theme
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={3} alignItems="flex-end" sx={{ mb: 3, color: 'text.primary' }}>
          <IndexedIcon icon={icon} fontSize="small" />
          <IndexedIcon icon={icon} />
          <IndexedIcon icon={icon} fontSize="large" />
          <IndexedIcon icon={icon} sx={{ fontSize: 64 }} />
          <IndexedIcon icon={icon} color="primary" sx={{ fontSize: 64 }} />
        </Stack>
        <Typography id="material-icon-dialog-description" variant="body2" sx={{ mb: 1 }}>
          Import the icon component:
        </Typography>
        <ImportLine ref={codeRef}>{line}</ImportLine>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: '1.5em' }}>
          {copied === 'copied'
            ? 'Copied to the clipboard.'
            : copied === 'failed'
              ? 'The line is selected: press Ctrl+C (⌘C on macOS) to copy it.'
              : ''}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {copied === 'copied' ? 'Copied' : 'Copy import'}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Searchable gallery of the @mui/icons-material icons. The icons are not imported: the page fetches
 * the chosen theme's index (path data written by build/materialIconIndex.ts) and draws them itself,
 * a page of matches at a time.
 */
function MaterialIconSearchContents() {
  const [theme, setTheme] = useState<MaterialIconTheme>('Filled');
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const searchQuery = useDebouncedValue(query, SEARCH_DELAY_MS);
  const state = useThemeIcons(theme, attempt);
  const icons = state.status === 'ready' ? state.icons : null;
  const matches = useMemo(() => (icons ? searchMaterialIcons(icons, searchQuery) : []), [icons, searchQuery]);

  // How many matches are shown, for the current theme and search only: a new search starts over.
  const listKey = `${theme}\n${searchQuery}`;
  const [shown, setShown] = useState({ key: listKey, count: PAGE_SIZE });
  const shownCount = shown.key === listKey ? shown.count : PAGE_SIZE;
  const visible = matches.slice(0, shownCount);

  let summary: string;
  if (state.status === 'loading') summary = 'Loading the icons…';
  else if (state.status === 'failed') summary = 'The icons could not be loaded.';
  else if (searchQuery.trim() === '') summary = `${matches.length.toLocaleString('en-US')} ${THEME_LABELS[theme].toLowerCase()} icons`;
  else if (matches.length === 0) summary = `No icon matches “${searchQuery.trim()}”.`;
  else
    summary = `${matches.length.toLocaleString('en-US')} ${matches.length === 1 ? 'icon matches' : 'icons match'} “${searchQuery.trim()}”`;

  return (
    <Panel aria-label="Material Icons search" data-tool="material-icons">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
        <TextField
          id="material-icon-search"
          label="Search icons"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          sx={{ flex: 1, minWidth: 220 }}
          InputProps={{
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          }}
        />
        <FormControl>
          <FormLabel id="material-icon-theme-label" sx={{ fontSize: '0.875rem' }}>
            Theme
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="material-icon-theme-label"
            name="material-icon-theme"
            value={theme}
            onChange={(event) => setTheme(event.target.value as MaterialIconTheme)}
          >
            {MATERIAL_ICON_THEMES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio size="small" />}
                label={THEME_LABELS[option]}
                slotProps={{ typography: { variant: 'body2' } }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>

      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="material-icon-summary">
        {summary}
      </Typography>
      {state.status === 'failed' ? (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setAttempt((value) => value + 1)}>
          Try again
        </Button>
      ) : null}

      {visible.length > 0 ? (
        <IconGrid aria-label={`${THEME_LABELS[theme]} icons`}>
          {visible.map((icon) => (
            <li key={icon.name}>
              <IconTile
                onClick={() => {
                  setSelection({ icon, theme });
                  setDialogOpen(true);
                }}
                aria-haspopup="dialog"
                title={icon.moduleName}
              >
                <IndexedIcon icon={icon} sx={{ fontSize: 32 }} />
                <span className="MaterialIconSearch-name">{icon.name}</span>
              </IconTile>
            </li>
          ))}
        </IconGrid>
      ) : null}

      {matches.length > visible.length ? (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => setShown({ key: listKey, count: shownCount + PAGE_SIZE })}>
            Show more
          </Button>
          <Typography variant="body2" color="text.secondary">
            Showing {visible.length.toLocaleString('en-US')} of {matches.length.toLocaleString('en-US')}
          </Typography>
        </Stack>
      ) : null}

      {/* Mounted once an icon was chosen: the page's first render has no modal. */}
      {selection ? <IconDialog open={dialogOpen} selection={selection} onClose={() => setDialogOpen(false)} /> : null}
    </Panel>
  );
}

/** In the docs' Material UI theme, which this page's tool brings with it. */
export default function MaterialIconSearch() {
  return (
    <MaterialDocsTheme>
      <MaterialIconSearchContents />
    </MaterialDocsTheme>
  );
}
