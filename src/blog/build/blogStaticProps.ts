import { pageWordings } from '../../i18n/build/pageWordings';
import { navIconPathsOf } from '../../navigation/build/navIconPaths';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { getNavSection } from '../../navigation/sections';
import { translateTree } from '../../i18n/build/pageTitles';
import type { PageNavigation } from '../../docsPage/types';
import type { Language } from '../../site/languages';
import type { BlogIndexProps, BlogPostProps } from '../types';
import { listBlogPosts, loadBlogPost } from './posts';

function navigationOf(language: Language): Pick<PageNavigation, 'sectionId' | 'sectionName' | 'pages' | 'iconPaths'> {
  const section = getNavSection('docs');
  return { sectionId: section.id, sectionName: section.name, pages: translateTree(section.pages, language), iconPaths: navIconPathsOf(section.pages) };
}

export function blogIndexStaticProps(language: Language): GetStaticProps<BlogIndexProps> {
  return async () => ({ props: { userLanguage: language, canonicalAs: '/blog/', navigation: navigationOf(language), posts: listBlogPosts(), ...pageWordings(language) } });
}

export function blogPostStaticPaths(): ReturnType<GetStaticPaths> {
  return { paths: listBlogPosts().map((post) => ({ params: { slug: post.slug } })), fallback: false };
}

export function blogPostStaticProps(language: Language): GetStaticProps<BlogPostProps, { slug: string }> {
  return async ({ params }) => {
    const post = loadBlogPost(params?.slug ?? '');
    return { props: { userLanguage: language, canonicalAs: `/blog/${post.slug}/`, navigation: navigationOf(language), post, ...pageWordings(language) } };
  };
}
