import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { Experimental_CssVarsProvider as CssVarsProvider, experimental_extendTheme as extendTheme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../../preferences/colorMode';
import { STORAGE_KEYS } from '../../site/constants';
import { InsideDemoFrameContext } from './islandTheme';

export interface DemoFrameContentsProps {
  /** The frame's document: the demo renders into its body, its styles go to its head. */
  frameDocument: Document;
  direction: 'ltr' | 'rtl';
  children: React.ReactNode;
}

/**
 * A framed demo's own document setup: an emotion cache writing to the frame's head, Material UI's theme
 * with the reader's colour mode and direction, and the baseline styles. A module of its own, loaded with
 * the first framed demo: few pages have one, and every page with demos would otherwise carry it.
 */
export default function DemoFrameContents({ frameDocument, direction, children }: DemoFrameContentsProps) {
  const cache = React.useMemo(() => createCache({ key: 'demo-frame', container: frameDocument.head, prepend: true }), [frameDocument]);
  const theme = React.useMemo(() => extendTheme({ direction }), [direction]);
  return createPortal(
    <CacheProvider value={cache}>
      <CssVarsProvider
        theme={theme}
        disableNestedContext
        documentNode={frameDocument}
        colorSchemeNode={frameDocument.documentElement}
        modeStorageKey={STORAGE_KEYS.colorMode}
        attribute={COLOR_SCHEME_ATTRIBUTE}
        defaultMode="system"
      >
        <CssBaseline />
        <InsideDemoFrameContext.Provider value>{children}</InsideDemoFrameContext.Provider>
      </CssVarsProvider>
    </CacheProvider>,
    frameDocument.body,
  );
}
