import Link from 'next/link';
import { styled } from '@mui/material/styles';
import { AppFrame } from '../layout/AppFrame';
import { PageHead } from '../layout/PageHead';
import { localizeHref } from '../routing/hrefs';
import type { Language } from '../site/languages';
import { ProductCards } from './ProductCards';

const Container = styled('div')(({ theme }) => ({
  maxWidth: 1080,
  margin: '0 auto',
  padding: '48px 16px 80px',
  [theme.breakpoints.up('sm')]: { padding: '72px 32px 96px' },
}));

const Lead = styled('p')(({ theme }) => ({
  maxWidth: 640,
  margin: '0 0 40px',
  fontSize: '1.125rem',
  lineHeight: 1.6,
  color: theme.vars.palette.text.secondary,
}));

const Extras = styled('p')(({ theme }) => ({
  marginTop: 40,
  color: theme.vars.palette.text.secondary,
  '& a': { color: theme.vars.palette.primary.main, fontWeight: 600 },
}));

export interface HomePageProps {
  userLanguage: Language;
}

/** The site's front page: what is documented here, and a way into each library. */
export function HomePage({ userLanguage }: HomePageProps) {
  return (
    <AppFrame language={userLanguage} pathname="/">
      <PageHead
        title="MUI docs: Material UI, Joy UI, Base UI, MUI System and the Data Grid"
        description="Guides, live demos and API reference for Material UI, Joy UI, Base UI, MUI System and the MUI X Data Grid."
        canonicalAs="/"
        language={userLanguage}
      />
      <Container>
        <h1 style={{ margin: '0 0 16px', fontSize: 'clamp(2rem, 1.5rem + 2vw, 3rem)', lineHeight: 1.15 }}>
          Documentation for MUI&apos;s React libraries
        </h1>
        <Lead>
          Guides, live demos and API reference for Material UI, Joy UI, Base UI, MUI System and the MUI X Data Grid.
          Pick a library to start.
        </Lead>
        <ProductCards language={userLanguage} />
        <Extras>
          Looking for older releases? See <Link href={localizeHref('/versions/', userLanguage)}>all versions</Link>. News
          about the libraries is on the <Link href={localizeHref('/blog/', userLanguage)}>blog</Link>.
        </Extras>
      </Container>
    </AppFrame>
  );
}
