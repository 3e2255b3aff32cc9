/**
 * The index of the pages' modules is split in buckets, by a hash of the pathname: a page fetches the
 * bucket that lists its own module. One index of every page (261 `import()`s, each with its chunks' names)
 * was 8.8 KB gzip on every page with demos; a bucket is a sixteenth of that.
 */
export const DEMO_PAGE_BUCKET_COUNT = 16;

/** The bucket of a page's module (FNV-1a of the pathname): the same at build time and in the browser. */
export function demoPageBucketOf(pathname: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < pathname.length; index += 1) {
    hash ^= pathname.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % DEMO_PAGE_BUCKET_COUNT;
}
