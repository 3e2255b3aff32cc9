import { styled } from '../../theme/styled';
import { useTranslate } from '../../i18n/I18nProvider';
import { ShellIcon } from '../../icons/ShellIcon';
import type { Language } from '../../site/languages';
import type { Product } from '../../site/products';
import { ShellButton, ShellButtonLink } from '../controls/ShellButton';
import { LanguageMenu } from '../header/LanguageMenu';
import { VersionMenu } from '../header/VersionMenu';

/** Shown below 600 px only: from there up the app bar holds these controls itself. */
const Tools = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '12px 16px',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  [theme.breakpoints.up('sm')]: { display: 'none' },
}));

export interface NarrowDrawerToolsProps {
  product: Product | null;
  language: Language;
  canonicalAs: string;
  sourceRepoUrl: string | null;
  onOpenSettings: () => void;
}

/** The app bar's version, language, settings and source controls, in the narrow drawer of a phone. */
export function NarrowDrawerTools({ product, language, canonicalAs, sourceRepoUrl, onOpenSettings }: NarrowDrawerToolsProps) {
  const t = useTranslate();
  return (
    <Tools data-testid="narrow-drawer-tools">
      {product ? <VersionMenu product={product} language={language} id="drawer-version-menu-button" /> : null}
      <LanguageMenu language={language} canonicalAs={canonicalAs} id="drawer-language-menu-button" alwaysShowLabel />
      <ShellButton type="button" outlined id="drawer-settings-button" onClick={onOpenSettings}>
        <ShellIcon name="SettingsOutlined" />
        {t('appBar.settings')}
      </ShellButton>
      {sourceRepoUrl ? (
        <ShellButtonLink href={sourceRepoUrl} outlined rel="noopener" data-testid="drawer-source-repo-link">
          <ShellIcon name="GitHub" />
          {t('appBar.sourceRepository')}
        </ShellButtonLink>
      ) : null}
    </Tools>
  );
}
