import * as React from 'react';
import { styled } from '../../theme/styled';
import { applyMuiXLicenseKey } from '../../dataGrid/applyLicenseKey';
import { RENDERS_ON_CLIENT_ONLY } from './clientOnlyDemo';
import { DemoThemeProvider } from './DemoThemeProvider';
import { InsideDemoFrameContext } from './islandTheme';

const Placeholder = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  minHeight: 'inherit',
  borderRadius: 8,
  color: theme.vars.palette.text.secondary,
  fontSize: '0.875rem',
  backgroundColor: theme.vars.palette.action.hover,
}));

type DemoModule = { default: React.ComponentType };

/**
 * A demo whose code loads on demand (see DEFERRED_PACKAGES): the server and the first client render
 * show a placeholder of the demo's height, so nothing shifts; the code loads when the demo comes
 * within a screen of the viewport, or at once when the browser cannot observe intersections. The
 * deferred packages are the grids: the MUI X licence key, when the site has one, is set before the
 * demo's module (and so any grid) loads.
 *
 * The deferred packages are Material UI based, and the demo renders in the Material demos' theme, imported
 * here rather than taken from the demo block (InIslandTheme): a page with a grid then carries Material UI's
 * theming in its route's chunk, where both the grid's chunk and the demo blocks' chunk find it. Without a
 * common parent, Turbopack copied it into both (11.5 KB more on a grid page).
 *
 * The demo appears in a transition. An urgent update that mounts a Suspense boundary while parts of the
 * page are still server HTML makes React 18 report error #421 for nothing: when Next's router updates
 * its query right after hydration (any URL with a query string), the transition reaches boundaries
 * still to hydrate, React sets that render aside and hydrates them first, but keeps the render's
 * hydration errors in a module-wide list, and the next boundary to mount in an urgent render reports
 * them. A transition waits until that hydration has begun again, which clears the list.
 */
export function deferredDemo(load: () => Promise<DemoModule>, height: number): React.ComponentType & { [RENDERS_ON_CLIENT_ONLY]: true } {
  const Lazy = React.lazy(() => applyMuiXLicenseKey().then(load));
  function DeferredDemo() {
    const insideFrame = React.useContext(InsideDemoFrameContext);
    const box = React.useRef<HTMLDivElement>(null);
    const [near, setNear] = React.useState(false);
    React.useEffect(() => {
      // A transition, never an urgent update (see showDemo).
      const showDemo = () => React.startTransition(() => setNear(true));
      const element = box.current;
      if (!element || typeof IntersectionObserver === 'undefined') {
        showDemo();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            showDemo();
            observer.disconnect();
          }
        },
        { rootMargin: '300px 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    const placeholder = (
      <Placeholder role="status" data-deferred-placeholder="">
        Loading the demo…
        <noscript> This demo needs JavaScript.</noscript>
      </Placeholder>
    );
    return (
      // The whole width of the preview and never more: a grid's columns make its min-content wider than a
      // phone, and as a flex item of the centred preview it would otherwise grow past both edges.
      <div ref={box} style={{ minHeight: height, width: '100%', minWidth: 0 }} data-deferred-demo={near ? 'near' : 'waiting'}>
        {near ? (
          <React.Suspense fallback={placeholder}>
            {insideFrame ? <Lazy /> : <DemoThemeProvider><Lazy /></DemoThemeProvider>}
          </React.Suspense>
        ) : (
          placeholder
        )}
      </div>
    );
  }
  return Object.assign(DeferredDemo, { [RENDERS_ON_CLIENT_ONLY]: true as const });
}
