/**
 * Where a type may wrap in an API table or list (issue 22): after a space, or after a separator (`|`,
 * `&`, `,`, `;`, `<`, `(`, `{`, `=>`) and the spaces that follow it; never inside a word such as
 * `'aria-label'` or `React.ElementType`, where a browser would otherwise break at a hyphen or, with
 * `overflow-wrap: anywhere`, at any letter. The renderer keeps each segment on one line and puts a
 * `<wbr>` between them.
 */
// Never before a closing bracket or a comma, which would start a line on their own.
const AFTER_SEPARATOR = /(?<=(?:[|&,;<({]|=>|\s)\s*)(?=[^\s)}\]>,;])/;

/** `'primary' | 'secondary'` → `["'primary' ", "| ", "'secondary'"]`; the segments join back to the type. */
export function typeSegments(type: string): string[] {
  if (typeof type !== 'string' || type === '') return [];
  return type.split(AFTER_SEPARATOR);
}

/** The characters after which a type may wrap, besides spaces (the browser test checks rendered lines against them). */
export const TYPE_BREAK_AFTER = ['|', '&', ',', ';', '<', '(', '{', '>'] as const;
