import os from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { parseSiteSettings } from './src/site/settings';
import { inlinedEnv } from './src/site/inlinedEnv';

// Validated once: a bad setting stops the build with a message naming it.
const settings = parseSiteSettings(process.env);

// Source maps of the server bundles, which only the build's own page rendering runs: Turbopack wrote 59 MB of
// them, and Node read each one in every page worker as it loaded the bundle. Alternated builds compiled
// 41 and 50 s without them against 47 and 52 s with them. The dev server keeps them; BUILD_SOURCE_MAPS=1
// brings them back to read the stack of a page that fails to render. (No client source maps are built.)
const serverSourceMaps = (phase: string) => phase !== PHASE_PRODUCTION_BUILD || process.env.BUILD_SOURCE_MAPS === '1';

const nextConfig = (phase: string): NextConfig => ({
  output: 'export',
  // A second export for the analytics and service worker tests is written elsewhere (see package.json).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Without this, Turbopack's server build loads a second copy of @emotion/react and styles
  // land in <body> instead of the server-rendered <head>.
  bundlePagesRouterDependencies: true,
  // @mui/system 5.15.1's private_safeEmphasize recurses until the stack overflows; the bundles use a
  // copy of the package entry with that function fixed (src/theme/vendor/muiSystemFixed.js).
  // hoist-non-react-statics, which only emotion's unused withTheme calls, brings a second react-is to
  // every page; a small equivalent replaces it (src/theme/vendor/hoistStatics.ts).
  turbopack: {
    resolveAlias: {
      '@mui/system': './src/theme/vendor/muiSystemFixed.js',
      'hoist-non-react-statics': './src/theme/vendor/hoistStatics.ts',
    },
  },
  pageExtensions: ['tsx', 'ts'],
  images: { unoptimized: true },
  devIndicators: false,
  // Type checking is `npm run typecheck`'s job, a gate of `npm test` (scripts/static-checks.ts) that runs
  // before the builds; checking again in each build took 37 s of a 227 s build from scratch.
  typescript: { ignoreBuildErrors: true },
  // Next leaves one core to its main process, which only waits while the pages are rendered.
  // Turbopack's build cache makes the next build's compile several times faster, but writing it cost a
  // build from scratch 30 s on two cores (compile and page rendering). A deployment builds from scratch and
  // never reuses it, so only BUILD_CACHE=1 writes it: `npm test` sets it for the builds of a local test loop.
  // A fresh clone (CI) never reuses it either.
  experimental: {
    cpus: os.availableParallelism(),
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE === '1' && !process.env.CI,
    turbopackSourceMaps: serverSourceMaps(phase),
  },
  enablePrerenderSourceMaps: serverSourceMaps(phase),
  // Validated values for the browser bundle (src/site/inlinedSettings.ts reads them back).
  env: inlinedEnv(settings),
});

export default nextConfig;
