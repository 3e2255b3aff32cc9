import Link from '../routing/Link';
import { styled } from '../theme/styled';
import { AppFrame } from '../layout/AppFrame';
import { PageHead } from '../layout/PageHead';
import { useTranslate } from '../i18n/I18nProvider';
import { ENGLISH as HOME_ENGLISH } from '../generated/wordings/home';
import { localizeHref } from '../routing/hrefs';
import type { Language } from '../site/languages';
import { ProductCards } from '../layout/ProductCards';
import { coverageWording, type LibraryCoverage } from './coverage';

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

const Start = styled('p')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  margin: '0 0 40px',
  '& .primary': {
    display: 'inline-block',
    padding: '10px 20px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.contrastText,
    fontWeight: 700,
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.vars.palette.primary.dark },
  },
  '& .secondary': { color: theme.vars.palette.primary.main, fontWeight: 600 },
}));

const Extras = styled('p')(({ theme }) => ({
  marginTop: 40,
  color: theme.vars.palette.text.secondary,
  '& a': { color: theme.vars.palette.primary.main, fontWeight: 600 },
}));

export interface HomePageProps {
  userLanguage: Language;
  /** What each library's docs hold today, counted at build time (home/build/docsCoverage.ts). */
  coverage: LibraryCoverage[];
}

/** The site's front page: what is documented here, and a way into each library. */
export function HomePage({ userLanguage, coverage }: HomePageProps) {
  const t = useTranslate(HOME_ENGLISH);
  return (
    <AppFrame language={userLanguage} pathname="/">
      <PageHead
        title={t('home.title')}
        description={t('home.description')}
        canonicalAs="/"
        language={userLanguage}
      />
      <Container>
        <h1 style={{ margin: '0 0 16px', fontSize: 'clamp(2rem, 1.5rem + 2vw, 3rem)', lineHeight: 1.15 }}>
          {t('home.heading')}
        </h1>
        <Lead>
          {t('home.lead')}
        </Lead>
        <Start>
          <Link className="primary" href={localizeHref('/material-ui/getting-started/installation/', userLanguage)} data-home-start="">
            {t('home.start')}
          </Link>
          <Link className="secondary" href={localizeHref('/material-ui/getting-started/', userLanguage)}>
            {t('home.startOverview')}
          </Link>
        </Start>
        <ProductCards
          language={userLanguage}
          extra={(product) =>
            coverage
              .filter((entry) => entry.product === product)
              .map((entry) => {
                const { key, params } = coverageWording(entry);
                return (
                  <p key={entry.product} className="extra coverage" data-coverage={`${entry.written}/${entry.total}`}>
                    {t(key, { params })}
                  </p>
                );
              })
          }
        />
        <Extras>
          {t('home.olderReleases')} <Link href={localizeHref('/versions/', userLanguage)}>{t('home.allVersions')}</Link>.{' '}
          {t('home.newsOn')} <Link href={localizeHref('/blog/', userLanguage)}>{t('home.blog')}</Link>.
        </Extras>
      </Container>
    </AppFrame>
  );
}
