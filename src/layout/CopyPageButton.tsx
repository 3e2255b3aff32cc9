import * as React from 'react';
import { copyToClipboard } from '../blocks/codeCopy/copyToClipboard';
import { localizeHref, markdownTwinHref } from '../routing/hrefs';
import type { Language } from '../site/languages';
import { COPIED_LABEL_MS } from '../site/constants';
import { ShellButtonLink } from './controls/ShellButton';
import { ShellIcon } from '../icons/ShellIcon';

/** Copies the page as Markdown (its `.md` twin) for pasting into notes, issues or a chat. */
export function CopyPageButton({ canonicalAs, language }: { canonicalAs: string; language: Language }) {
  const [state, setState] = React.useState<'idle' | 'copied' | 'failed'>('idle');
  const href = localizeHref(markdownTwinHref(canonicalAs), language);
  React.useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <ShellButtonLink
      outlined
      compact
      href={href}
      data-ga-event-category="page"
      data-ga-event-action="copy-page"
      onClick={async (event: React.MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        try {
          const response = await fetch(href);
          if (!response.ok) throw new Error(String(response.status));
          setState((await copyToClipboard(await response.text())) ? 'copied' : 'failed');
        } catch {
          setState('failed');
        }
      }}
    >
      <ShellIcon name="ContentCopy" />
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Not copied' : 'Copy page'}
    </ShellButtonLink>
  );
}
