import type { ApiClass, ApiDoc, ApiProp, ApiSlot } from './types';

/** An API member with its description rendered to HTML at build time. */
export type RenderedMember<T extends { description: string }> = Omit<T, 'description'> & { descriptionHtml: string };

export type RenderedApiDoc =
  | (Omit<Extract<ApiDoc, { kind: 'component' }>, 'description' | 'props' | 'slots' | 'classes' | 'propTypesNames'> & {
      descriptionHtml: string;
      anchor: string | null;
      importsHtml: string;
      props: RenderedMember<ApiProp>[];
      slots: RenderedMember<ApiSlot>[];
      classes: RenderedMember<ApiClass>[];
    })
  | (Omit<Extract<ApiDoc, { kind: 'hook' }>, 'description' | 'parameters' | 'returnValue'> & {
      descriptionHtml: string;
      anchor: string | null;
      importsHtml: string;
      parameters: RenderedMember<ApiProp>[];
      returnValue: RenderedMember<ApiProp>[];
    })
  | (Omit<Extract<ApiDoc, { kind: 'interface' }>, 'description' | 'properties'> & {
      descriptionHtml: string;
      anchor: string | null;
      importsHtml: string;
      properties: RenderedMember<ApiProp>[];
    });

/** Hash of a section of an API entry: `props`, or `badge-props` on pages holding several entries. */
export function apiSectionHash(anchor: string | null, section: string): string {
  return anchor ? `${anchor}-${section}` : section;
}
