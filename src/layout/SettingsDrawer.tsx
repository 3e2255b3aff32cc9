import * as React from 'react';
import Link from '../routing/Link';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import { useTranslate } from '../i18n/I18nProvider';
import { ENGLISH as SETTINGS_ENGLISH } from '../generated/wordings/settings';
import { useColorMode } from '../preferences/useColorMode';
import { MaterialDocsTheme } from '../theme/MaterialDocsTheme';
import { isColorModePreference } from '../preferences/colorMode';
import { useChangeTheme, useThemeState } from '../preferences/ThemePreferencesProvider';
import { localizeHref } from '../routing/hrefs';
import type { Language } from '../site/languages';
import { inlinedSiteSettings } from '../site/inlinedSettings';
import { ShellIcon } from '../icons/ShellIcon';

const SOURCE_REPO_URL = inlinedSiteSettings().sourceRepoUrl;

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  language: Language;
}

/** Reader settings: colour mode, direction, a link to the colour tool, and the source repository. */
function SettingsDrawerContents({ open, onClose, language }: SettingsDrawerProps) {
  const t = useTranslate(SETTINGS_ENGLISH);
  const { mode, setMode } = useColorMode();
  const { direction } = useThemeState();
  const changeTheme = useChangeTheme();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{ sx: { width: { xs: 310, sm: 360 } }, role: 'dialog', 'aria-labelledby': 'settings-drawer-title' } as object}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px' }}>
        <Typography id="settings-drawer-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')}>
          <CloseIcon />
        </IconButton>
      </div>
      <div style={{ padding: '0 16px 16px' }}>
        <Typography id="settings-mode" component="h3" variant="overline" sx={{ display: 'block', mt: 1, mb: 1, fontWeight: 700 }}>
          {t('settings.mode')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={mode ?? 'system'}
          aria-labelledby="settings-mode"
          onChange={(_event, value: unknown) => {
            // A transition, like every theme change (ThemePreferencesProvider): parts of the page still
            // hydrating in the background are hydrated first rather than rendered anew.
            if (isColorModePreference(value)) React.startTransition(() => setMode(value));
          }}
        >
          <ToggleButton value="light" data-ga-event-category="settings" data-ga-event-action="light">
            <LightModeOutlined fontSize="small" sx={{ mr: 1 }} /> {t('settings.light')}
          </ToggleButton>
          <ToggleButton value="system" data-ga-event-category="settings" data-ga-event-action="system">
            <SettingsBrightness fontSize="small" sx={{ mr: 1 }} /> {t('settings.system')}
          </ToggleButton>
          <ToggleButton value="dark" data-ga-event-category="settings" data-ga-event-action="dark">
            <DarkModeOutlined fontSize="small" sx={{ mr: 1 }} /> {t('settings.dark')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Typography id="settings-direction" component="h3" variant="overline" sx={{ display: 'block', mt: 3, mb: 1, fontWeight: 700 }}>
          {t('settings.direction')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={direction}
          aria-labelledby="settings-direction"
          onChange={(_event, value: unknown) => {
            if (value === 'ltr' || value === 'rtl') changeTheme({ direction: value });
          }}
        >
          <ToggleButton value="ltr" data-ga-event-category="settings" data-ga-event-action="ltr">
            <FormatTextdirectionLToR fontSize="small" sx={{ mr: 1 }} /> {t('settings.ltr')}
          </ToggleButton>
          <ToggleButton value="rtl" data-ga-event-category="settings" data-ga-event-action="rtl">
            <FormatTextdirectionRToL fontSize="small" sx={{ mr: 1 }} /> {t('settings.rtl')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Typography component="h3" variant="overline" sx={{ display: 'block', mt: 3, mb: 1, fontWeight: 700 }}>
          {t('settings.color')}
        </Typography>
        <Button
          component={Link}
          href={localizeHref('/material-ui/customization/color/#playground', language)}
          variant="outlined"
          fullWidth
          startIcon={<PaletteOutlined />}
          onClick={onClose}
          data-ga-event-category="settings"
          data-ga-event-action="colors"
        >
          {t('settings.editColors')}
        </Button>
        {/* Also here: a phone's app bar has no room for the source link. */}
        {SOURCE_REPO_URL ? (
          <Button
            component="a"
            href={SOURCE_REPO_URL}
            rel="noopener"
            variant="text"
            fullWidth
            startIcon={<ShellIcon name="GitHub" />}
            sx={{ mt: 3 }}
            data-testid="settings-source-repo-link"
          >
            {t('appBar.sourceRepository')}
          </Button>
        ) : null}
      </div>
    </Drawer>
  );
}

/** In the docs' Material UI theme (this part loads on demand and brings it). */
export function SettingsDrawer(props: SettingsDrawerProps) {
  return (
    <MaterialDocsTheme>
      <SettingsDrawerContents {...props} />
    </MaterialDocsTheme>
  );
}
