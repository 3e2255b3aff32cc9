import * as React from 'react';
import Link from '../routing/Link';
import { useRouter } from 'next/router';
import { styled } from '../theme/styled';
import { ProductCards } from './ProductCards';
import { localizeHref } from '../routing/hrefs';
import { pathnameToLanguage } from '../routing/pathnameToLanguage';
import { I18nProvider, useTranslate } from '../i18n/I18nProvider';
import { ENGLISH as NOT_FOUND_ENGLISH } from '../generated/wordings/notFound';
import { DEFAULT_LANGUAGE, type Language } from '../site/languages';
import { AppFrame } from './AppFrame';
import { PageHead } from './PageHead';
import { textLinkStyles } from '../theme/linkStyles';

const Container = styled('div')({ maxWidth: 1080, margin: '0 auto', padding: '56px 16px 80px' });

const Lead = styled('p')(({ theme }) => ({ ...textLinkStyles(theme), margin: '0 0 32px', fontSize: '1.0625rem', color: theme.vars.palette.text.secondary }));

/** Language of the unknown URL the reader asked for, read once the page runs in the browser. */
function useRequestedLanguage(): Language {
  const router = useRouter();
  const [language, setLanguage] = React.useState<Language>(DEFAULT_LANGUAGE);
  React.useEffect(() => {
    setLanguage(pathnameToLanguage(window.location.pathname).userLanguage);
  }, [router.asPath]);
  return language;
}

/** The page for unknown paths, inside the shell, with ways back. */
export function NotFoundPage() {
  const language = useRequestedLanguage();
  return (
    <I18nProvider language={language}>
      <NotFoundContent language={language} />
    </I18nProvider>
  );
}

function NotFoundContent({ language }: { language: Language }) {
  const t = useTranslate(NOT_FOUND_ENGLISH);
  return (
    <AppFrame language={language} pathname="/404">
      <PageHead
        title={t('notFound.title')}
        description={t('notFound.description')}
        canonicalAs="/404/"
        language={language}
        noIndex
      />
      <Container>
        <h1 style={{ margin: '0 0 12px' }}>{t('notFound.heading')}</h1>
        <Lead>
          {t('notFound.lead')} <Link href={localizeHref('/', language)}>{t('notFound.homePage')}</Link>
          {t('notFound.orPick')}
        </Lead>
        <ProductCards language={language} />
      </Container>
    </AppFrame>
  );
}
