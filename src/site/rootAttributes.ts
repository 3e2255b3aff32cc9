/** Attributes of `<html>` that the browser reads for every element's `:lang()` and `:dir()` matching. */
export type RootAttribute = 'lang' | 'dir';

/**
 * Sets an attribute of `<html>` only when its value changes. A write of `lang` or `dir`, even of the
 * value already there, makes the browser match `:lang()` and `:dir()` again for every element: on a
 * component page that was a style recalculation of the whole document (about 1,250 elements, 60 ms with
 * 4x CPU throttling) inside the task that hydrates the shell.
 */
export function setRootAttribute(name: RootAttribute, value: string, doc: Pick<Document, 'documentElement'> = document): void {
  if (doc.documentElement.getAttribute(name) !== value) doc.documentElement.setAttribute(name, value);
}
