import Head from 'next/head';
import { CODE_FONT_PRELOAD } from '../theme/fontFiles';

/** Public path of the Prism okaidia theme, copied from the prismjs package at build time. */
export const PRISM_STYLESHEET_PATH = '/static/styles/prism-okaidia.css';

/** Loads the code-highlighting stylesheet and preloads the code font, once, on pages that show code. */
export function PrismStylesheet() {
  return (
    <Head>
      <link key="prism-okaidia" rel="stylesheet" href={PRISM_STYLESHEET_PATH} />
      <link key="code-font" rel="preload" href={CODE_FONT_PRELOAD} as="font" type="font/woff2" crossOrigin="anonymous" />
    </Head>
  );
}
