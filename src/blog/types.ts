import type { PageNavigation, TocEntry } from '../docsPage/types';
import type { Language } from '../site/languages';

/** A blog post as pages and the feed use it. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  description: string;
  /** ISO date, `2023-12-19`. */
  date: string;
  authors: string[];
  tags: string[];
}

export interface BlogPost extends BlogPostSummary {
  html: string;
  toc: TocEntry[];
}

export interface BlogIndexProps {
  userLanguage: Language;
  canonicalAs: string;
  navigation: Pick<PageNavigation, 'sectionId' | 'sectionName' | 'pages' | 'iconPaths'>;
  posts: BlogPostSummary[];
}

export interface BlogPostProps extends Omit<BlogIndexProps, 'posts'> {
  post: BlogPost;
}
