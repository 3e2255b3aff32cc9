import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it } from 'vitest';
import nextConfig from '../next.config';

afterEach(() => {
  delete process.env.BUILD_SOURCE_MAPS;
});

describe('next.config.ts', () => {
  it('builds the export without server source maps, and the dev server with them', () => {
    const build = nextConfig(PHASE_PRODUCTION_BUILD);
    expect(build.output).toBe('export');
    expect(build.experimental?.turbopackSourceMaps).toBe(false);
    expect(build.enablePrerenderSourceMaps).toBe(false);
    const dev = nextConfig(PHASE_DEVELOPMENT_SERVER);
    expect(dev.experimental?.turbopackSourceMaps).toBe(true);
    expect(dev.enablePrerenderSourceMaps).toBe(true);
  });

  it('keeps them in a build when asked to (BUILD_SOURCE_MAPS=1)', () => {
    process.env.BUILD_SOURCE_MAPS = '1';
    expect(nextConfig(PHASE_PRODUCTION_BUILD).experimental?.turbopackSourceMaps).toBe(true);
  });
});
