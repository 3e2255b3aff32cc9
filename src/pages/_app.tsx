import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import type { EmotionCache } from '@emotion/react';
import { CodeCopyProvider } from '../blocks/codeCopy/CodeCopyProvider';
import { ProductMeta } from '../layout/ProductMeta';
import { CodePreferencesProvider } from '../preferences/CodePreferencesProvider';
import { ThemePreferencesProvider } from '../preferences/ThemePreferencesProvider';
import { DocsThemeRoot } from '../theme/DocsThemeRoot';
import { createEmotionCache } from '../theme/emotionCache';

const clientEmotionCache = createEmotionCache('ltr');

export interface DocsAppProps extends AppProps<{ canonicalAs?: string }> {
  emotionCache?: EmotionCache;
}

export default function DocsApp({ Component, pageProps, emotionCache = clientEmotionCache }: DocsAppProps) {
  const router = useRouter();
  return (
    <>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <ProductMeta asPath={pageProps.canonicalAs ?? router.asPath} />
      <ThemePreferencesProvider>
        <DocsThemeRoot ltrCache={emotionCache}>
          <CodePreferencesProvider>
            <CodeCopyProvider>
              <Component {...pageProps} />
            </CodeCopyProvider>
          </CodePreferencesProvider>
        </DocsThemeRoot>
      </ThemePreferencesProvider>
    </>
  );
}
