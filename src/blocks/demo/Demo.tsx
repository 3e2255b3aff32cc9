import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '../../theme/styled';
import { useCodePreferences } from '../../preferences/CodePreferencesProvider';
import { codeStylingFromHash, codeVariantFromHash, type CodeVariant } from '../../preferences/codePreferences';
import { inlinedSiteSettings } from '../../site/inlinedSettings';
import { copyToClipboard } from '../codeCopy/copyToClipboard';
import { allDemoAnchors, codeStylingOf, demoAnchor, demoNameFromHash, stylingKeyOf } from './demoAnchors';
import { DemoCode } from './DemoCode';
import { DemoComponentsContext } from './demoComponents';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { DemoIframe } from './DemoIframe';
import { DemoToolbar } from './DemoToolbar';
import { InIslandTheme } from './islandTheme';
import { openDemoSandbox } from './openDemoSandbox';
import type * as LiveEditing from './liveEditing';
import type { DemoModel, StylingKey } from './types';

// Messages are rare (a copied link, a failed load): the snackbar's code loads with the first one.
const Snackbar = dynamic(() => import('@mui/material/Snackbar'), { ssr: false });

const SOURCE_REPO_URL = inlinedSiteSettings().sourceRepoUrl;

const Root = styled('section')({ position: 'relative', margin: '24px 0 32px' });

const Anchor = styled('span')({ position: 'absolute', top: -80, width: 0, height: 0, overflow: 'hidden' });

const Preview = styled('div')(({ theme }) => ({
  position: 'relative',
  padding: 24,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  flexWrap: 'wrap',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
  '&[data-bg="playground"]': { backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.04)` },
  '&[data-bg="inline"]': { border: 0, padding: '8px 0' },
  '&[data-alone="true"]': { borderRadius: theme.shape.borderRadius },
  '&[data-iframe="true"]': { padding: 0, display: 'block' },
  // A demo still as the server wrote it (demoOnDemand) is not rendered while it is off screen: a long
  // page no longer lays out, paints and animates (spinners, skeletons) every demo below the fold. Once
  // live, the demo is rendered as usual, so nothing it shows outside its box (a popup) is clipped.
  '&:has(> [data-demo-island="server"])': { contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' },
}));

const InitialFocus = styled('button')({
  position: 'absolute',
  top: 0,
  left: 0,
  width: 8,
  height: 8,
  opacity: 0,
  pointerEvents: 'none',
});

const ErrorText = styled('pre')(({ theme }) => ({
  margin: 0,
  padding: '8px 16px',
  whiteSpace: 'pre-wrap',
  color: theme.vars.palette.error.contrastText,
  backgroundColor: theme.vars.palette.error.main,
  fontSize: 13,
}));

type LiveModule = typeof LiveEditing;

function readHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

export interface DemoProps {
  demo: DemoModel;
  productName: string;
}

/** A live demo: the rendered component, its toolbar, and its source (editable in place). */
export function Demo({ demo, productName }: DemoProps) {
  const bundled = React.useContext(DemoComponentsContext)[demo.name];
  const { codeVariant, codeStyling, setCodeVariant, setCodeStyling } = useCodePreferences();
  const stylings = demo.variants.map((variant) => variant.styling);
  const wanted = stylingKeyOf(codeStyling);
  const styling: StylingKey = stylings.includes(wanted) ? wanted : (stylings[0] ?? 'system');
  const variant = demo.variants.find((candidate) => candidate.styling === styling) ?? demo.variants[0];
  const bundledVariant = bundled?.[styling] ?? bundled?.[stylings[0] ?? 'system'];
  const language = codeVariant === 'TS' ? 'ts' : 'js';
  const { hideToolbar, defaultCodeOpen, disableLiveEdit, bg = 'outlined' } = demo.options;

  const [codeOpen, setCodeOpen] = React.useState(Boolean(defaultCodeOpen));
  const [editedCode, setEditedCode] = React.useState<string | null>(null);
  const [live, setLive] = React.useState<LiveModule | null>(null);
  // The modules the edited code may import, once resolved (demos loaded on demand load them lazily).
  const [liveScope, setLiveScope] = React.useState<{ styling: StylingKey; imports: Record<string, unknown> } | null>(null);
  const [liveError, setLiveError] = React.useState<string | null>(null);
  const [demoKey, setDemoKey] = React.useState(0);
  const [message, setMessage] = React.useState<string | null>(null);
  const initialFocus = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    const openIfNamed = () => {
      if (demoNameFromHash(readHash()) === demo.name) setCodeOpen(true);
    };
    // A link to a demo's source followed within the page also selects the language and styling it
    // names (on load, the code preferences provider has already done so).
    const followLink = () => {
      const hash = readHash();
      if (demoNameFromHash(hash) !== demo.name) return;
      const variantOfHash = codeVariantFromHash(hash);
      const stylingOfHash = codeStylingFromHash(hash);
      if (variantOfHash) setCodeVariant(variantOfHash);
      if (stylingOfHash) setCodeStyling(stylingOfHash);
      setCodeOpen(true);
    };
    openIfNamed();
    window.addEventListener('hashchange', followLink);
    return () => window.removeEventListener('hashchange', followLink);
  }, [demo.name, setCodeVariant, setCodeStyling]);

  // Edits belong to one source: switching language or styling starts again from the built code.
  React.useEffect(() => {
    setEditedCode(null);
    setLiveError(null);
  }, [codeVariant, styling]);

  // Sources that start closed arrive unhighlighted; Prism highlights them when they are first shown.
  const [highlighted, setHighlighted] = React.useState<Record<string, string>>({});
  const sourceKey = `${styling}:${language}`;
  const missingHtml = Boolean(codeOpen && variant && variant[language].html === null && !(sourceKey in highlighted));
  React.useEffect(() => {
    if (!missingHtml || !variant) return;
    let cancelled = false;
    const raw = variant[language].raw;
    import('./highlightCode').then(
      ({ highlightCode }) => {
        if (!cancelled) setHighlighted((known) => ({ ...known, [sourceKey]: highlightCode(raw, language === 'ts' ? 'tsx' : 'jsx') }));
      },
      () => undefined, // the plain source stays readable
    );
    return () => {
      cancelled = true;
    };
  }, [missingHtml, variant, language, sourceKey]);

  if (!variant) return null;
  const source = variant[language];
  const sourceHtml = source.html ?? highlighted[sourceKey] ?? null;
  const code = editedCode ?? source.raw;
  const Component = bundledVariant?.component;
  const highlightLanguage = language === 'ts' ? 'tsx' : 'jsx';
  const showPreviewOnly = !codeOpen && variant.preview !== null;

  const startEditing = (next: string) => {
    setEditedCode(next);
    if (!bundledVariant || (live && liveScope?.styling === styling)) return;
    const imports = bundledVariant.imports;
    Promise.all([live ?? import('./liveEditing'), typeof imports === 'function' ? imports() : imports]).then(
      ([module, resolved]) => {
        setLive(module);
        setLiveScope({ styling, imports: resolved });
      },
      () => setMessage('The live editor could not be loaded.'),
    );
  };

  const rendered = Component ? <Component key={demoKey} /> : null;
  const preview =
    editedCode !== null && live && liveScope?.styling === styling ? (
      <InIslandTheme>
        <live.LiveRunner code={editedCode} imports={liveScope.imports} onError={setLiveError} fallback={rendered} />
      </InIslandTheme>
    ) : (
      rendered
    );

  const copyLink = async (variantToLink: CodeVariant) => {
    const prefix = stylings.length > 1 ? styling : undefined;
    const url = `${window.location.origin}${window.location.pathname}#${demoAnchor(demo.name, variantToLink, prefix)}`;
    setMessage((await copyToClipboard(url)) ? 'Link copied' : 'The link could not be copied');
  };

  return (
    <Root
      data-demo={demo.name}
      // Read after the build: a page with an editable demo needs 'unsafe-eval' in its CSP (react-runner).
      data-live-edit={hideToolbar || disableLiveEdit ? undefined : ''}
      className="demo-root"
    >
      {allDemoAnchors(demo.name, stylings).map((anchor) => (
        <Anchor key={anchor} id={anchor} />
      ))}
      <Preview
        data-bg={bg}
        data-alone={hideToolbar ? 'true' : undefined}
        data-iframe={demo.options.iframe ? 'true' : undefined}
        className="demo-preview"
        style={demo.options.maxWidth ? { maxWidth: demo.options.maxWidth } : undefined}
      >
        <InitialFocus ref={initialFocus} type="button" tabIndex={-1} aria-label={`Start of the ${demo.name} demo`} />
        {variant.css ? <style>{variant.css}</style> : null}
        <DemoErrorBoundary key={demoKey} name={demo.name}>
          {demo.options.iframe ? (
            <DemoIframe name={demo.name} height={demo.options.height}>
              {preview}
            </DemoIframe>
          ) : (
            preview
          )}
        </DemoErrorBoundary>
      </Preview>
      {hideToolbar ? null : (
        <>
          <DemoToolbar
            demoName={demo.name}
            stylings={stylings}
            styling={styling}
            onStylingChange={(key) => setCodeStyling(codeStylingOf(key))}
            codeOpen={codeOpen}
            hasPreview={variant.preview !== null}
            onToggleCode={() => setCodeOpen((open) => !open)}
            codeVariant={codeVariant}
            onCodeVariantChange={setCodeVariant}
            onCodeSandbox={() => openDemoSandbox('codesandbox', { demo: demo.name, productName, codeVariant, code, extraFiles: variant.extraFiles, styling })}
            onStackBlitz={() => openDemoSandbox('stackblitz', { demo: demo.name, productName, codeVariant, code, extraFiles: variant.extraFiles, styling })}
            onCopy={async () => setMessage((await copyToClipboard(code)) ? 'Source copied' : 'The source could not be copied')}
            onResetFocus={() => initialFocus.current?.focus()}
            onReset={() => {
              setEditedCode(null);
              setLiveError(null);
              setDemoKey((key) => key + 1);
            }}
            sourceUrl={SOURCE_REPO_URL ? `${SOURCE_REPO_URL}/blob/HEAD/${variant.sourcePath}` : null}
            onCopyLink={copyLink}
          />
          {showPreviewOnly && variant.preview ? (
            <DemoCode demoName={demo.name} language={highlightLanguage} code={variant.preview[language].raw} html={variant.preview[language].html} readOnly />
          ) : null}
          {codeOpen ? (
            <DemoCode
              demoName={demo.name}
              language={highlightLanguage}
              code={code}
              html={editedCode === null ? sourceHtml : live ? live.highlightLive(code, highlightLanguage) : null}
              readOnly={Boolean(disableLiveEdit)}
              onChange={startEditing}
            />
          ) : null}
          {liveError ? <ErrorText role="alert" data-demo-error={demo.name}>{liveError}</ErrorText> : null}
        </>
      )}
      {message !== null ? <Snackbar open autoHideDuration={3000} onClose={() => setMessage(null)} message={message} /> : null}
    </Root>
  );
}
