import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Language } from '../../site/languages';
import type { DocsPageProps } from '../types';
import { loadDocsPage } from './loadDocsPage';
import { listStaticPages } from './staticPages';

/** `getStaticPaths` of the docs route of one language: every page of every tree. */
export function docsStaticPaths(): ReturnType<GetStaticPaths> {
  const paths = listStaticPages().map((page) => ({ params: { slug: page.pathname.split('/').filter(Boolean) } }));
  return { paths, fallback: false };
}

/** `getStaticProps` of the docs route of one language. */
export function docsStaticProps(language: Language): GetStaticProps<DocsPageProps, { slug: string[] }> {
  return async ({ params }) => {
    const slug = params?.slug ?? [];
    return { props: loadDocsPage(`/${slug.join('/')}`, language) };
  };
}
