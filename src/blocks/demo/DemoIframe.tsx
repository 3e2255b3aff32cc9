import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  useTheme,
} from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../../preferences/colorMode';
import { STORAGE_KEYS } from '../../site/constants';
import { InsideDemoFrameContext } from './islandTheme';

interface FrameTarget {
  document: Document;
  cache: EmotionCache;
}

export interface DemoIframeProps {
  name: string;
  height?: number;
  children: React.ReactNode;
}

/**
 * Renders a demo inside an iframe, for demos that lay out a whole viewport (fixed app bars, full-height
 * layouts). The demo keeps its React tree (and state) but gets its own document: its styles go to the
 * frame's head and it follows the reader's colour mode and direction.
 */
export function DemoIframe({ name, height = 400, children }: DemoIframeProps) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  const [target, setTarget] = React.useState<FrameTarget | null>(null);
  const { direction } = useTheme();
  const theme = React.useMemo(() => extendTheme({ direction }), [direction]);

  React.useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.documentElement.dir = direction;
    setTarget({ document: doc, cache: createCache({ key: 'demo-frame', container: doc.head, prepend: true }) });
  }, [direction]);

  return (
    <>
      <iframe
        ref={frame}
        title={`${name} demo`}
        data-demo-frame={name}
        style={{ display: 'block', width: '100%', height, border: 0 }}
      />
      {target
        ? createPortal(
            <CacheProvider value={target.cache}>
              <CssVarsProvider
                theme={theme}
                disableNestedContext
                documentNode={target.document}
                colorSchemeNode={target.document.documentElement}
                modeStorageKey={STORAGE_KEYS.colorMode}
                attribute={COLOR_SCHEME_ATTRIBUTE}
                defaultMode="system"
              >
                <CssBaseline />
                <InsideDemoFrameContext.Provider value>{children}</InsideDemoFrameContext.Provider>
              </CssVarsProvider>
            </CacheProvider>,
            target.document.body,
          )
        : null}
    </>
  );
}
