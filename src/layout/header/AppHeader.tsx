import Link from '../../routing/Link';
import { styled } from '../../theme/styled';
import { useTranslate } from '../../i18n/I18nProvider';
import { localizeHref } from '../../routing/hrefs';
import { LanguageMenu } from './LanguageMenu';
import type { Language } from '../../site/languages';
import type { Product } from '../../site/products';
import { APP_BAR_HEIGHT } from '../appBarHeight';
import { ShellIconButton, ShellIconLink } from '../controls/ShellButton';
import { ProductSwitcher } from './ProductSwitcher';
import { VersionMenu } from './VersionMenu';
import { ShellIcon } from '../../icons/ShellIcon';
import { SearchButton } from '../../search/SearchButton';

const Bar = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  height: APP_BAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: '0 12px',
  backgroundColor: `rgba(${theme.vars.palette.background.defaultChannel} / 0.9)`,
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  [theme.breakpoints.up('sm')]: { padding: '0 20px', gap: 8 },
}));

const HomeLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  marginInlineEnd: 4,
  color: theme.vars.palette.text.primary,
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: '1.0625rem',
  letterSpacing: '-0.01em',
  borderRadius: 8,
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
}));

const SiteName = styled('span')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: { display: 'inline' },
}));

/**
 * Controls a phone's bar cannot hold (at 320 px the menu, logo, product switcher and search fill it).
 * Below 600 px they move into the narrow drawer on pages that have one (`data-in-drawer`); the source
 * link, which the settings drawer also offers, leaves the bar on every page.
 */
const Controls = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: 4,
  [theme.breakpoints.up('sm')]: { gap: 8 },
  [theme.breakpoints.down('sm')]: {
    '&[data-in-drawer]': { display: 'none' },
    '& > .source-link': { display: 'none' },
  },
}));

const MenuButtonBox = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  [theme.breakpoints.up('lg')]: { display: 'none' },
}));

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b6bcb" />
      <path d="M7 22V10l5 6 4-6 4 6 5-6v12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

export interface AppHeaderProps {
  language: Language;
  product: Product | null;
  /** Shown when the page has a navigation drawer to open on narrow screens. */
  onOpenNavigation?: () => void;
  onOpenSettings: () => void;
  /** Called when the reader is about to use a button, to load what it opens ahead of the click. */
  onPrepareNavigation?: () => void;
  onPrepareSettings?: () => void;
  sourceRepoUrl: string | null;
  /** Path of the page without language segment, with trailing slash, for the language menu. */
  canonicalAs: string;
}

/** The app bar: home link, product switcher, version menu, search, source link, language menu and settings button. */
export function AppHeader({
  language,
  product,
  onOpenNavigation,
  onOpenSettings,
  onPrepareNavigation,
  onPrepareSettings,
  sourceRepoUrl,
  canonicalAs,
}: AppHeaderProps) {
  const t = useTranslate();
  return (
    <Bar>
      {onOpenNavigation ? (
        <MenuButtonBox>
          <ShellIconButton type="button" onClick={onOpenNavigation} onPointerEnter={onPrepareNavigation} aria-label={t('appBar.openNavigation')} id="nav-drawer-button" style={{ marginInlineStart: -8 }}>
            <ShellIcon name="Menu" />
          </ShellIconButton>
        </MenuButtonBox>
      ) : null}
      <HomeLink href={localizeHref('/', language)} aria-label={t('appBar.home')}>
        <Logo />
        <SiteName>{t('appBar.siteName')}</SiteName>
      </HomeLink>
      <ProductSwitcher currentProductId={product?.id ?? null} language={language} />
      {product ? (
        <Controls data-in-drawer={onOpenNavigation ? '' : undefined}>
          <VersionMenu product={product} language={language} />
        </Controls>
      ) : null}
      {/* Before the spacer: placed by what precedes it, the button stays put while the rest of the bar arrives. */}
      <SearchButton language={language} currentProduct={product?.id ?? null} />
      <span style={{ flexGrow: 1 }} />
      <Controls data-in-drawer={onOpenNavigation ? '' : undefined}>
        {sourceRepoUrl ? (
          <ShellIconLink href={sourceRepoUrl} aria-label={t('appBar.sourceRepository')} data-hint={t('appBar.sourceRepository')} rel="noopener" data-testid="source-repo-link" className="source-link">
            <ShellIcon name="GitHub" />
          </ShellIconLink>
        ) : null}
        <LanguageMenu language={language} canonicalAs={canonicalAs} />
        <ShellIconButton
          type="button"
          onClick={onOpenSettings}
          onPointerEnter={onPrepareSettings}
          onFocus={onPrepareSettings}
          aria-label={t('appBar.openSettings')}
          data-hint={t('appBar.settings')}
          id="settings-button"
        >
          <ShellIcon name="SettingsOutlined" />
        </ShellIconButton>
      </Controls>
    </Bar>
  );
}
