const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for between tags: `&`, `<` and `>` escaped. Quotes stay as they are, since code listings are
 * full of them and they mean nothing there.
 */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>]/g, (char) => ENTITIES[char]!);
}

/** Text for anywhere in HTML, attribute values included: quotes escaped too. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
