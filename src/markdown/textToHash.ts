/**
 * The anchor of a heading: lower-case, no markup, punctuation and spaces turned into single hyphens,
 * emoji removed, URI-encoded. Repeats within one page get `-2`, `-3`… (`unique` is updated).
 */
export function textToHash(text: string, unique: Record<string, number> = {}): string {
  let hash = text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/=&gt;|&lt;| \/&gt;|<code>|<\/code>|&#39;/g, '')
    .replace(/[!@#$%^&*()=_+[\]{}`~;:'"|,.<>/?\s]+/g, '-')
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u{E0020}-\u{E007F}]|\u{FE0F}|\u{200D}|\u{20E3}/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  hash = encodeURI(hash);

  const seen = unique[hash];
  if (seen === undefined) {
    unique[hash] = 1;
    return hash;
  }
  let count = seen + 1;
  while (unique[`${hash}-${count}`] !== undefined) count += 1;
  unique[hash] = count;
  unique[`${hash}-${count}`] = 1;
  return `${hash}-${count}`;
}
