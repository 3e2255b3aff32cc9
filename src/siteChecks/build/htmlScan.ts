import { parseAttributes } from '../../hosting/build/inlineScripts';

/**
 * A fast scan of exported HTML for what the link checker needs: the ids a `#hash` can target and the
 * URL-valued attributes of every element. It follows the HTML tokenizer where React's output goes:
 * comments and doctypes are skipped, the text of `script`, `style`, `textarea` and `title` is not
 * markup, attribute values may be quoted either way or unquoted, and character references in them
 * are decoded. (A full parse of the ~1,200 pages with a DOM-building parser takes over a minute.)
 */

export interface Reference {
  tag: string;
  attribute: string;
  value: string;
}

export interface ScannedPage {
  /** Every `id`, and the `name` of every `<a>` (both are `#hash` targets). */
  ids: Set<string>;
  references: Reference[];
}

/** Attributes that hold a URL (or, for srcset, a list of them), by element. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes numeric references and the named ones React and Markdown emit; others stay as written. */
export function decodeCharacterReferences(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED_REFERENCES[body] ?? reference;
  });
}

export function scanHtml(html: string): ScannedPage {
  const ids = new Set<string>();
  const references: Reference[] = [];
  const token = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\/?([A-Za-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let match: RegExpExecArray | null;
  while ((match = token.exec(html))) {
    const rawName = match[1];
    if (!rawName || match[0].startsWith('</')) continue;
    const tag = rawName.toLowerCase();
    for (const [name, raw] of parseAttributes(match[2] ?? '')) {
      const value = decodeCharacterReferences(raw);
      if (name === 'id' || (name === 'name' && tag === 'a')) {
        if (value !== '') ids.add(value);
      }
      if (URL_ATTRIBUTES[tag]?.includes(name)) references.push({ tag, attribute: name, value });
    }
    if (RAW_TEXT.has(tag)) {
      const close = new RegExp(`</${tag}[\\s/>]`, 'gi');
      close.lastIndex = token.lastIndex;
      const end = close.exec(html);
      token.lastIndex = end ? end.index : html.length;
    }
  }
  return { ids, references };
}
