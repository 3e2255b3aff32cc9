import * as React from 'react';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { AppType } from 'next/app';
import createEmotionServer from '@emotion/server/create-instance';
import { colorModeScript } from '../preferences/colorMode';
import { packageManagerScript } from '../blocks/install/packageManagers';
import { EARLY_CLICKS_SCRIPT } from '../site/earlyClicks';
import { THEME_COLOR_BY_MODE } from '../site/constants';
import { isLanguage, LANGUAGE_TAGS, DEFAULT_LANGUAGE } from '../site/languages';
import { createEmotionCache, EMOTION_INSERTION_POINT } from '../theme/emotionCache';
import { createDocsTheme } from '../theme/docsTheme';
import { docsThemeCss } from '../theme/docsThemeCss';
import { UI_FONT_PRELOADS } from '../theme/fontFiles';
import { FONT_FACE_CSS } from '../theme/webFonts.generated';
import { SHELL_ICON_SYMBOLS } from '../icons/shellIconSymbols.generated';
import type { DocsAppProps } from './_app';

/** The docs theme's variables for both colour modes (the shell's styles and its Material UI parts read them). */
const DOCS_THEME_CSS = docsThemeCss(createDocsTheme());

interface DocsDocumentProps extends DocumentInitialProps {
  emotionStyleTags: React.ReactElement[];
}

export default class DocsDocument extends Document<DocsDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<DocsDocumentProps> {
    const originalRenderPage = ctx.renderPage;
    const cache = createEmotionCache();
    const { extractCriticalToChunks } = createEmotionServer(cache);

    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App: AppType) =>
          function EnhanceApp(props) {
            const AppWithCache = App as React.ComponentType<DocsAppProps>;
            return <AppWithCache emotionCache={cache} {...(props as DocsAppProps)} />;
          },
      });

    const initialProps = await Document.getInitialProps(ctx);
    const emotionStyles = extractCriticalToChunks(initialProps.html);
    // `data-s`: the tags are already in the head, in the order emotion wants (globals, then the rest);
    // without it, creating the client's cache appends each to the end of the head, and every such move
    // restyles the whole page (see HYDRATE_IN_PLACE in scripts/patch-dependencies.ts).
    const emotionStyleTags = emotionStyles.styles.map((style) => (
      <style
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        data-s=""
        key={style.key}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
    return { ...initialProps, emotionStyleTags };
  }

  render() {
    const pageProps = (this.props.__NEXT_DATA__.props as { pageProps?: { userLanguage?: unknown } }).pageProps;
    const language = isLanguage(pageProps?.userLanguage) ? pageProps.userLanguage : DEFAULT_LANGUAGE;
    return (
      <Html lang={LANGUAGE_TAGS[language]} dir="ltr">
        <Head>
          <meta name="theme-color" content={THEME_COLOR_BY_MODE.light} media="(prefers-color-scheme: light)" />
          <meta name="theme-color" content={THEME_COLOR_BY_MODE.dark} media="(prefers-color-scheme: dark)" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/static/icons/icon-180.png" />
          <link rel="manifest" href="/manifest.webmanifest" />
          {/* The faces the first screen paints load with the HTML, so text rarely reflows when they swap in. */}
          {UI_FONT_PRELOADS.map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
          <style data-font-faces="" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />
          <style data-docs-theme="" dangerouslySetInnerHTML={{ __html: DOCS_THEME_CSS }} />
          <meta name={EMOTION_INSERTION_POINT} content="" />
          {this.props.emotionStyleTags}
        </Head>
        <body>
          <script dangerouslySetInnerHTML={{ __html: colorModeScript() }} />
          {/* Before the first paint: installation blocks show the reader's package manager at once. */}
          <script dangerouslySetInnerHTML={{ __html: packageManagerScript() }} />
          {/* Keeps a click on a button between the first paint and hydration (src/site/earlyClicks.ts). */}
          <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
          {/* The shell's icons, drawn by <use href="#shell-icon-…"> (src/icons/ShellIcon.tsx); out of the layout. */}
          <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', overflow: 'hidden' }} dangerouslySetInnerHTML={{ __html: SHELL_ICON_SYMBOLS }} />
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
