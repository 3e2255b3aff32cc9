import Head from 'next/head';

/** Public path of the Prism okaidia theme, copied from the prismjs package at build time. */
export const PRISM_STYLESHEET_PATH = '/static/styles/prism-okaidia.css';

/** Loads the code-highlighting stylesheet, once, on pages that show code. */
export function PrismStylesheet() {
  return (
    <Head>
      <link key="prism-okaidia" rel="stylesheet" href={PRISM_STYLESHEET_PATH} />
    </Head>
  );
}
