import * as React from 'react';
import type { PlaygroundOverlay } from './types';

/** What the stage gives the overlay: the element it is anchored to and the element it is portalled into. */
export interface OverlayPlaces {
  anchorEl: HTMLElement | null;
  container: HTMLElement | null;
}

/**
 * Where an overlay's playground shows it: a button that opens and closes it (and is the element it is
 * anchored to), and the overlay itself, rendered once its layer is in the document so that it is portalled
 * into that layer rather than the page's body. The preview cell around it is the containing block of its
 * fixed layers, so a dialog's backdrop covers the preview, not the page.
 */
export function OverlayStage({
  overlay,
  name,
  open,
  onOpenChange,
  children,
}: {
  overlay: PlaygroundOverlay;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: (places: OverlayPlaces) => React.ReactNode;
}) {
  const [layer, setLayer] = React.useState<HTMLDivElement | null>(null);
  const [trigger, setTrigger] = React.useState<HTMLButtonElement | null>(null);
  return (
    <div className="playground-overlay-stage">
      <div className="playground-overlay-bar">
        <button type="button" className="playground-overlay-trigger" ref={setTrigger} aria-expanded={open} onClick={() => onOpenChange(!open)}>
          {open ? `Close the ${name}` : `Open the ${name}`}
        </button>
      </div>
      {/* The overlay's own element: a modal hides its siblings here from assistive technology, and has none. */}
      <div className="playground-overlay-layer" ref={setLayer}>
        {layer ? children({ anchorEl: overlay.anchor ? trigger : null, container: overlay.container ? layer : null }) : null}
      </div>
    </div>
  );
}
