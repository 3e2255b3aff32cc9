import { listBlogPosts, loadBlogPost } from '../../blog/build/posts';
import type { DocsPageProps } from '../../docsPage/types';
import type { NavSectionId } from '../../navigation/sections';
import { LANGUAGES, type Language } from '../../site/languages';
import type { SearchRecord } from '../types';
import { SearchRecordList } from './searchRecords';
import { writeSearchIndex, type SearchIndexReport } from './writeSearchIndex';

/** Sections left out of search: the docs-infra experiments are test pages of this site's own machinery. */
const UNSEARCHED_SECTIONS: ReadonlySet<NavSectionId> = new Set(['docs-infra']);

type PageRecords = Array<Omit<SearchRecord, 'id'>>;

/**
 * Collects the records of every page of both languages as the build loads them, then writes one index per
 * language. A page added again replaces its records in place: the dev server re-indexes a page when its
 * content changes.
 */
export class SearchIndexBuilder {
  private readonly pages = new Map<Language, Map<string, PageRecords>>(LANGUAGES.map((language) => [language, new Map()]));

  addDocsPage(props: DocsPageProps, sectionId: NavSectionId): void {
    if (UNSEARCHED_SECTIONS.has(sectionId)) return;
    const list = new SearchRecordList();
    list.addDocsPage(props, sectionId);
    this.pages.get(props.userLanguage)?.set(props.page.pathname, list.records.map(({ id: _id, ...record }) => record));
  }

  /** Forgets a page (it no longer loads, or no longer exists). */
  removeDocsPage(pathname: string, language: Language): void {
    this.pages.get(language)?.delete(pathname);
  }

  /** Pages indexed in a language. */
  pageCount(language: Language): number {
    return this.pages.get(language)?.size ?? 0;
  }

  /** Adds the blog posts (written in English, published under both languages) and writes the index files. */
  write(outDir: string): SearchIndexReport[] {
    const posts = listBlogPosts().map((summary) => loadBlogPost(summary.slug));
    return LANGUAGES.map((language) => {
      const list = new SearchRecordList();
      for (const records of this.pages.get(language)!.values()) for (const record of records) list.add(record);
      for (const post of posts) list.addBlogPost(post, language);
      return writeSearchIndex(outDir, language, list.records);
    });
  }
}
