import { afterEach, describe, expect, it } from 'vitest';
import { demoPageBucketOf, DEMO_PAGE_BUCKET_COUNT } from './demoPageBuckets';
import { loadDemoPageModule, readDemoPageModule, resetDemoPageModules, type DemoPageBuckets, type DemoPageModule } from './demoPageModule';

const BUTTON = { demos: {}, tools: {}, playgrounds: null, blocks: {} } as unknown as DemoPageModule;

/** An index holding `pages` in the buckets demoPageBucketOf gives them; counts each module fetch. */
function indexOf(pages: Record<string, DemoPageModule>, fetched: string[]): () => Promise<DemoPageBuckets> {
  const buckets: DemoPageBuckets = Array.from({ length: DEMO_PAGE_BUCKET_COUNT }, (_, bucket) => () =>
    Promise.resolve({
      DEMO_PAGE_LOADERS: Object.fromEntries(
        Object.entries(pages)
          .filter(([pathname]) => demoPageBucketOf(pathname) === bucket)
          .map(([pathname, module]) => [pathname, () => (fetched.push(pathname), Promise.resolve({ default: module }))]),
      ),
    }),
  );
  return () => Promise.resolve(buckets);
}

afterEach(() => resetDemoPageModules());

describe('the module of a page with demos', () => {
  it('suspends a reader until it is here, then gives it at once; it is fetched once', async () => {
    const fetched: string[] = [];
    resetDemoPageModules(indexOf({ '/material-ui/react-button': BUTTON }, fetched));
    let thrown: unknown = null;
    try {
      readDemoPageModule('/material-ui/react-button');
    } catch (value) {
      thrown = value;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(readDemoPageModule('/material-ui/react-button')).toBe(BUTTON);
    expect(await loadDemoPageModule('/material-ui/react-button')).toBe(BUTTON);
    expect(fetched).toEqual(['/material-ui/react-button']);
  });

  it('is loaded ahead by getStaticProps, so the page renders without suspending', async () => {
    resetDemoPageModules(indexOf({ '/joy-ui/react-chip': BUTTON }, []));
    await loadDemoPageModule('/joy-ui/react-chip');
    expect(readDemoPageModule('/joy-ui/react-chip')).toBe(BUTTON);
  });

  it('stops a build (no window) that asks for a page the index lacks, naming the page and the fix', async () => {
    resetDemoPageModules(indexOf({}, []));
    await expect(loadDemoPageModule('/material-ui/react-missing')).rejects.toThrow('No demo page module for /material-ui/react-missing: run `npm run generate`.');
    expect(() => readDemoPageModule('/material-ui/react-missing')).toThrow('No demo page module');
  });
});
