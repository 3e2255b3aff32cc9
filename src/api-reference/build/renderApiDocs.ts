import { highlightCode } from '../../markdown/build/highlight';
import { inlineMarkdownToHtml, type AnchorsOf } from '../../markdown/build/inlineMarkdown';
import type { TocEntry } from '../../docsPage/types';
import { apiSectionHash, type RenderedApiDoc } from '../pageData';
import type { ApiDoc } from '../types';

function renderMembers<T extends { description: string }>(members: T[], hasPage: (pathname: string) => boolean, anchorsOf?: AnchorsOf) {
  return members.map(({ description, ...rest }) => ({ ...rest, descriptionHtml: inlineMarkdownToHtml(description, hasPage, anchorsOf) }));
}

/** API docs ready for a page: Markdown rendered, imports highlighted, Base UI anchors set. */
export function renderApiDocs(docs: ApiDoc[], hasPage: (pathname: string) => boolean, anchorsOf?: AnchorsOf): RenderedApiDoc[] {
  return docs.map((doc) => {
    const anchor = doc.pathname.includes('#') ? (doc.pathname.split('#')[1] ?? null) : null;
    const common = {
      descriptionHtml: inlineMarkdownToHtml(doc.description, hasPage, anchorsOf),
      anchor,
      importsHtml: highlightCode(doc.imports.join('\n'), 'tsx'),
    };
    if (doc.kind === 'component') {
      const { description: _description, propTypesNames: _propTypes, ...rest } = doc;
      return { ...rest, ...common, props: renderMembers(doc.props, hasPage, anchorsOf), slots: renderMembers(doc.slots, hasPage, anchorsOf), classes: renderMembers(doc.classes, hasPage, anchorsOf) };
    }
    if (doc.kind === 'hook') {
      const { description: _description, ...rest } = doc;
      return { ...rest, ...common, parameters: renderMembers(doc.parameters, hasPage, anchorsOf), returnValue: renderMembers(doc.returnValue, hasPage, anchorsOf) };
    }
    const { description: _description, ...rest } = doc;
    return { ...rest, ...common, properties: renderMembers(doc.properties, hasPage, anchorsOf) };
  });
}

/** Sections of an API entry, as they appear on the page. */
export function apiSections(doc: RenderedApiDoc): Array<{ key: string; title: string }> {
  const sections = [{ key: 'import', title: 'Import' }];
  if (doc.kind === 'component') {
    sections.push({ key: 'props', title: 'Props' });
    if (doc.slots.length > 0) sections.push({ key: 'slots', title: 'Slots' });
    if (doc.cssVariables.length > 0) sections.push({ key: 'css-variables', title: 'CSS variables' });
    if (doc.classes.length > 0) sections.push({ key: 'classes', title: 'CSS classes' });
  } else if (doc.kind === 'hook') {
    sections.push({ key: 'parameters', title: 'Parameters' }, { key: 'return-value', title: 'Return value' });
  } else {
    sections.push({ key: 'properties', title: 'Properties' });
  }
  if (doc.demos.length > 0) sections.push({ key: 'demos', title: 'Demos' });
  return sections;
}

/** The table of contents of an API page: the sections, under each entry when the page holds several. */
export function apiToc(docs: RenderedApiDoc[]): TocEntry[] {
  if (docs.length === 1 && docs[0] && !docs[0].anchor) {
    return apiSections(docs[0]).map((section) => ({ hash: section.key, text: section.title, children: [] }));
  }
  return docs.map((doc) => ({
    hash: doc.anchor ?? doc.name,
    text: doc.name,
    children: apiSections(doc).map((section) => ({ hash: apiSectionHash(doc.anchor, section.key), text: section.title, children: [] })),
  }));
}
