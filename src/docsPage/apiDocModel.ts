// API reference data, as extracted at build time from the installed packages (src/api-reference/build/) and
// as the page model holds it once rendered (`{ type: 'api' }` blocks, `DocsPageModel.api`). Types only, below
// src/api-reference/, so the page model needs nothing from it.

export interface ApiProp {
  name: string;
  /** The type as a reader wants it: literal unions as `'a' | 'b'`, aliases kept when short. */
  type: string;
  /** The literal values when the type is a union of literals. */
  values?: string[];
  default?: string;
  /** Markdown from the declaration's JSDoc. */
  description: string;
  required: boolean;
  deprecated?: string;
  /** Listed because the runtime propTypes name it, though no declaration does. */
  runtimeOnly?: boolean;
}

export interface ApiClass {
  /** Key in the `<name>Classes` export: `root`, `disabled`. */
  key: string;
  /** Class applied at run time: `MuiButton-root`, `Mui-disabled`. */
  className: string;
  description: string;
}

export interface ApiSlot {
  name: string;
  description: string;
  /** Element or component the slot renders by default. */
  default?: string;
  /** Class the slot gets, from the component's `<name>Classes`. */
  className?: string;
}

export interface InheritedProps {
  /** Component whose props are also accepted, e.g. ButtonBase. */
  component: string;
  /** Its API page, when the site has one. */
  pathname?: string;
}

interface ApiDocBase {
  name: string;
  /** Page of this entry (with hash for Base UI anchors). */
  pathname: string;
  packageName: string;
  description: string;
  imports: string[];
  /** Link to the published source of the documented version. */
  sourceUrl?: string;
  /** Pages of this site with demos of it. */
  demos: string[];
}

export interface ComponentApiDoc extends ApiDocBase {
  kind: 'component';
  props: ApiProp[];
  inherits: InheritedProps[];
  /** Native element the props and the ref go to, when the library says. */
  rootElement?: string;
  /** Name under `theme.components` for default props and style overrides. */
  themeDefaultPropsName?: string;
  slots: ApiSlot[];
  classes: ApiClass[];
  /** CSS variables the component reads (`--Button-gap`), found in its published styles (Joy UI). */
  cssVariables: string[];
  /** Prop names of the component's runtime propTypes (development build). */
  propTypesNames: string[];
}

export interface HookApiDoc extends ApiDocBase {
  kind: 'hook';
  parameters: ApiProp[];
  returnValue: ApiProp[];
}

export interface InterfaceApiDoc extends ApiDocBase {
  kind: 'interface';
  properties: ApiProp[];
}

export type ApiDoc = ComponentApiDoc | HookApiDoc | InterfaceApiDoc;

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
