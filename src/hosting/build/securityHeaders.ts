import { CODESANDBOX_DEFINE_URL } from '../../blocks/sandbox/codeSandbox';
import { STACKBLITZ_RUN_URL } from '../../blocks/sandbox/stackBlitz';
import type { HeaderRule } from './headersFile';

/**
 * The security headers of the exported site. Each directive is explained in docs/hosting.md; the
 * inline-script hashes come from the exported HTML (see inlineScripts.ts), the rest from what the
 * site is known to load.
 */
export interface PolicyInputs {
  /** `'sha256-…'` sources of every inline script the exported pages execute. */
  scriptHashes: readonly string[];
  /** Some page has a demo whose code can be edited live: react-runner runs it with `new Function`. */
  liveEditing: boolean;
  /** The Google Analytics measurement id the site was built with, if any. */
  gaMeasurementId: string | null;
}

/** What gtag.js loads and where it sends hits (Google's guide to GA4 under a CSP). */
const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GA_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The demo toolbar posts a hidden form to these services to open a demo there. */
const SANDBOX_ORIGINS = [new URL(CODESANDBOX_DEFINE_URL).origin, new URL(STACKBLITZ_RUN_URL).origin];

export function buildContentSecurityPolicy({ scriptHashes, liveEditing, gaMeasurementId }: PolicyInputs): string {
  const analytics = gaMeasurementId !== null;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].sort(), ...(liveEditing ? ["'unsafe-eval'"] : []), ...(analytics ? [GA_SCRIPT] : [])]],
    // Emotion writes <style> elements at run time and React writes style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(analytics ? GA_IMG : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(analytics ? GA_CONNECT : [])]],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...SANDBOX_ORIGINS]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Features no page uses: denied to the site and to anything it embeds. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'usb',
] as const;

export function buildPermissionsPolicy(): string {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');
}

/** The rules of the site's `_headers` file. */
export function securityHeaderRules(inputs: PolicyInputs): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', buildContentSecurityPolicy(inputs)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', buildPermissionsPolicy()],
      ],
    },
    // Hashed file names: a changed file gets a new name, so these never need revalidating.
    { pattern: '/_next/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  ];
}
