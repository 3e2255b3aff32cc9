import Head from 'next/head';
import { localizeHref } from '../routing/hrefs';
import { LANGUAGES, LANGUAGE_TAGS, type Language } from '../site/languages';
import { inlinedSiteSettings } from '../site/inlinedSettings';

const SITE_URL = inlinedSiteSettings().siteUrl;

export interface PageHeadProps {
  title: string;
  description: string;
  /** Path without language segment, with trailing slash. */
  canonicalAs: string;
  language: Language;
  /** Keep crawlers away (404 page). */
  noIndex?: boolean;
}

/** Title, description, canonical link and language alternates of a page. */
export function PageHead({ title, description, canonicalAs, language, noIndex }: PageHeadProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="MUI docs" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${SITE_URL}${localizeHref(canonicalAs, language)}`} />
      <meta property="og:locale" content={language === 'zh' ? 'zh_CN' : 'en_US'} />
      <meta property="og:image" content={`${SITE_URL}/static/icons/icon-512.png`} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={`${SITE_URL}${localizeHref(canonicalAs, language)}`} />}
      {noIndex
        ? null
        : LANGUAGES.map((lang) => (
            <link key={lang} rel="alternate" hrefLang={LANGUAGE_TAGS[lang]} href={`${SITE_URL}${localizeHref(canonicalAs, lang)}`} />
          ))}
      {noIndex ? null : <link rel="alternate" hrefLang="x-default" href={`${SITE_URL}${canonicalAs}`} />}
    </Head>
  );
}
