// The rendered API entries are part of the page model: defined in src/docsPage/apiDocModel.ts.
export type { RenderedApiDoc, RenderedMember } from '../docsPage/apiDocModel';

/** Hash of a section of an API entry: `props`, or `badge-props` on pages holding several entries. */
export function apiSectionHash(anchor: string | null, section: string): string {
  return anchor ? `${anchor}-${section}` : section;
}
