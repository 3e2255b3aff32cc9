import * as React from 'react';
import { useRouter } from 'next/router';
import type * as CodeCopyBehaviour from './codeCopyBehaviour';
import { CODE_ROOT_SELECTOR, DEMO_CODE_SELECTOR } from './copyTargets';

type Behaviour = typeof CodeCopyBehaviour;

/** Where a reader's pointer or focus means a code block may be copied soon. */
const BLOCK_SELECTOR = `${CODE_ROOT_SELECTOR}, ${DEMO_CODE_SELECTOR}`;

let behaviour: Behaviour | null = null;
let loading: Promise<Behaviour> | null = null;

function loadBehaviour(): Promise<Behaviour> {
  loading ??= import('./codeCopyBehaviour').then(
    (module) => {
      behaviour = module;
      return module;
    },
    (error: unknown) => {
      loading = null; // offline: tried again on the next approach
      throw error;
    },
  );
  return loading;
}

/** Ctrl or ⌘ with C: the copy shortcut, before the platform is known. */
function mayBeCopyShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && (event.key === 'c' || event.key === 'C');
}

/**
 * Code blocks' copy button, hint and Ctrl/⌘+C (DESIGN B8). Their behaviour (codeCopyBehaviour.ts) loads
 * the first time a reader points at or focuses a code block, clicks its button or presses the shortcut,
 * not with the page: a click or a shortcut that comes before it is answered once it is here. Mount once
 * around the pages, inside the router.
 */
export function CodeCopyProvider({ children }: { children?: React.ReactNode }) {
  const { asPath } = useRouter();

  React.useEffect(() => {
    behaviour?.wireCodeBlocks();
  }, [asPath]);

  React.useEffect(() => {
    const wake = (event: Event) => {
      if (behaviour) return;
      const target = event.target instanceof Element ? event.target : null;
      if (event.type === 'keydown' ? !mayBeCopyShortcut(event as KeyboardEvent) : !target?.closest(BLOCK_SELECTOR)) return;
      // Only what came before the wiring needs answering here: a click or the shortcut.
      const trigger = event.type === 'click' || event.type === 'keydown' ? event : null;
      void loadBehaviour().then((module) => module.activateCodeCopy(trigger), () => undefined);
    };
    const types = ['pointerover', 'focusin', 'click', 'keydown'] as const;
    for (const type of types) document.addEventListener(type, wake, true);
    return () => {
      for (const type of types) document.removeEventListener(type, wake, true);
    };
  }, []);

  return <>{children}</>;
}
