import * as React from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { CodeCopyProvider } from '../blocks/codeCopy/CodeCopyProvider';
import { ProductMeta } from '../layout/ProductMeta';
import { CodePreferencesProvider } from '../preferences/CodePreferencesProvider';
import { ColorModeSync } from '../preferences/ColorModeSync';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/colorMode';
import { STORAGE_KEYS } from '../site/constants';
import { createDocsTheme } from '../theme/docsTheme';
import { createEmotionCache } from '../theme/emotionCache';
import { GlobalDocsStyles } from '../theme/GlobalDocsStyles';

const clientEmotionCache = createEmotionCache('ltr');

export interface DocsAppProps extends AppProps<{ canonicalAs?: string }> {
  emotionCache?: EmotionCache;
}

export default function DocsApp({ Component, pageProps, emotionCache = clientEmotionCache }: DocsAppProps) {
  const router = useRouter();
  const theme = React.useMemo(() => createDocsTheme(), []);
  return (
    <CacheProvider value={emotionCache}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      <ProductMeta asPath={pageProps.canonicalAs ?? router.asPath} />
      <CssVarsProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={STORAGE_KEYS.colorMode}
        attribute={COLOR_SCHEME_ATTRIBUTE}
        disableTransitionOnChange
      >
        <CssBaseline />
        <GlobalDocsStyles />
        <ColorModeSync />
        <CodePreferencesProvider>
          <CodeCopyProvider>
            <Component {...pageProps} />
          </CodeCopyProvider>
        </CodePreferencesProvider>
      </CssVarsProvider>
    </CacheProvider>
  );
}
