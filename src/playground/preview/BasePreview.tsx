import type * as React from 'react';
import { BASE_PREVIEW_CSS } from './basePreviewStyles';

/**
 * Base UI components as they are, unstyled, with a small stylesheet of ours on their `base-*` classes so a
 * reader can see what changes: it reads the docs' palette variables, so it follows the colour mode.
 */
export function BasePreview({ children }: { children?: React.ReactNode }) {
  return (
    <div className="playground-preview-root base-playground">
      <style>{BASE_PREVIEW_CSS}</style>
      {children}
    </div>
  );
}
