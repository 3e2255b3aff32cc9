const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for between tags: `&`, `<` and `>` escaped. Quotes stay as they are, since code listings are
 * full of them and they mean nothing there.
 */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>]/g, (char) => ENTITIES[char]!);
}

/**
 * Text for anywhere in HTML or XML, attribute values included: quotes escaped too. The one escaper of the
 * site, also for the sitemap and the RSS feed: `&amp;`, `&lt;`, `&gt;` and `&quot;` are XML's own entities,
 * and `&#39;` for `'` is a character reference, valid in XML as in HTML (HTML 4 has no `&apos;`).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
