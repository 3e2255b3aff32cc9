import * as React from 'react';
import { useDocsDirection } from '../../theme/docsDirection';
import type { DemoFrameContentsProps } from './DemoFrameContents';

export interface DemoIframeProps {
  name: string;
  height?: number;
  children: React.ReactNode;
}

type FrameContents = React.ComponentType<DemoFrameContentsProps>;

let frameContents: Promise<FrameContents> | null = null;
/** The frame's contents module, fetched once, with the first framed demo (a failed fetch is tried again). */
function loadFrameContents(): Promise<FrameContents> {
  frameContents ??= import('./DemoFrameContents').then(
    (module) => module.default,
    (error: unknown) => {
      frameContents = null;
      throw error;
    },
  );
  return frameContents;
}

/**
 * Renders a demo inside an iframe, for demos that lay out a whole viewport (fixed app bars, full-height
 * layouts). The demo keeps its React tree (and state) but gets its own document: its styles go to the
 * frame's head and it follows the reader's colour mode and direction. The server renders the empty frame;
 * the demo fills it once the page runs (DemoFrameContents).
 */
export function DemoIframe({ name, height = 400, children }: DemoIframeProps) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  const [target, setTarget] = React.useState<{ document: Document; Contents: FrameContents } | null>(null);
  const [failure, setFailure] = React.useState<Error | null>(null);
  const direction = useDocsDirection();

  React.useEffect(() => {
    let disposed = false;
    loadFrameContents().then(
      (Contents) => {
        const frameDocument = frame.current?.contentDocument;
        if (disposed || !frameDocument) return;
        frameDocument.documentElement.dir = direction;
        setTarget({ document: frameDocument, Contents });
      },
      (error: unknown) => !disposed && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      disposed = true;
    };
  }, [direction]);

  // The demo's error boundary reports a frame that could not be set up (its module failed to load).
  if (failure) throw failure;
  return (
    <>
      <iframe ref={frame} title={`${name} demo`} data-demo-frame={name} style={{ display: 'block', width: '100%', height, border: 0 }} />
      {target ? (
        <target.Contents frameDocument={target.document} direction={direction}>
          {children}
        </target.Contents>
      ) : null}
    </>
  );
}
