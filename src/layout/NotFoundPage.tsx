import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { styled } from '@mui/material/styles';
import { ProductCards } from '../home/ProductCards';
import { localizeHref } from '../routing/hrefs';
import { pathnameToLanguage } from '../routing/pathnameToLanguage';
import { DEFAULT_LANGUAGE, type Language } from '../site/languages';
import { AppFrame } from './AppFrame';
import { PageHead } from './PageHead';

const Container = styled('div')({ maxWidth: 1080, margin: '0 auto', padding: '56px 16px 80px' });

const Lead = styled('p')(({ theme }) => ({ margin: '0 0 32px', fontSize: '1.0625rem', color: theme.vars.palette.text.secondary }));

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
    <AppFrame language={language} pathname="/404">
      <PageHead
        title="Page not found - MUI docs"
        description="The page you asked for does not exist."
        canonicalAs="/404/"
        language={language}
        noIndex
      />
      <Container>
        <h1 style={{ margin: '0 0 12px' }}>Page not found</h1>
        <Lead>
          There is no page at this address. It may have moved, or the link may be mistyped. Go back to the{' '}
          <Link href={localizeHref('/', language)}>home page</Link>, or pick a library:
        </Lead>
        <ProductCards language={language} />
      </Container>
    </AppFrame>
  );
}
