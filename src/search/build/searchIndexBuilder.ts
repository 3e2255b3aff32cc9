import { listBlogPosts, loadBlogPost } from '../../blog/build/posts';
import type { DocsPageProps } from '../../docsPage/types';
import type { NavSectionId } from '../../navigation/sections';
import { LANGUAGES, type Language } from '../../site/languages';
import { SearchRecordList } from './searchRecords';
import { writeSearchIndex, type SearchIndexReport } from './writeSearchIndex';

/** Sections left out of search: the docs-infra experiments are test pages of this site's own machinery. */
const UNSEARCHED_SECTIONS: ReadonlySet<NavSectionId> = new Set(['docs-infra']);

/** Collects every page of both languages as the build loads them, then writes one index per language. */
export class SearchIndexBuilder {
  private readonly lists = new Map<Language, SearchRecordList>(LANGUAGES.map((language) => [language, new SearchRecordList()]));

  addDocsPage(props: DocsPageProps, sectionId: NavSectionId): void {
    if (UNSEARCHED_SECTIONS.has(sectionId)) return;
    this.lists.get(props.userLanguage)?.addDocsPage(props, sectionId);
  }

  /** Adds the blog posts (written in English, published under both languages) and writes the index files. */
  write(outDir: string): SearchIndexReport[] {
    const posts = listBlogPosts().map((summary) => loadBlogPost(summary.slug));
    return LANGUAGES.map((language) => {
      const list = this.lists.get(language)!;
      for (const post of posts) list.addBlogPost(post, language);
      return writeSearchIndex(outDir, language, list.records);
    });
  }
}
