import { DEFAULT_SITE_URL } from './settingDefaults';

/**
 * The warning `npm run build` prints when `SITE_URL` was left at its default: canonical links, the
 * sitemap and llms.txt then name this machine, which is right for local checks and wrong for a deploy.
 * Returns null when the origin is not a loopback one.
 */
export function siteUrlWarning(siteUrl: string): string | null {
  if (!isLoopbackOrigin(siteUrl)) {
    return null;
  }
  const example = 'https://docs.example.com';
  return [
    `warning: SITE_URL is ${siteUrl}${siteUrl === DEFAULT_SITE_URL ? ' (the default)' : ''}, so canonical and hreflang links,`,
    '  the sitemap, robots.txt and llms.txt of this export point at localhost.',
    `  Before deploying, build with the public origin: SITE_URL=${example} npm run build`,
  ].join('\n');
}

function isLoopbackOrigin(siteUrl: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(siteUrl).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
