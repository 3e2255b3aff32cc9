/** API reference data, extracted at build time from the installed packages (see build/extractApi.ts). */
// Defined with the page model, which holds it (src/docsPage/apiDocModel.ts imports nothing from here).
export type {
  ApiClass,
  ApiDoc,
  ApiProp,
  ApiSlot,
  ComponentApiDoc,
  HookApiDoc,
  InheritedProps,
  InterfaceApiDoc,
} from '../docsPage/apiDocModel';
