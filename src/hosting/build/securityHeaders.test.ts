import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersForPath, parseHeadersFile } from './headersFile';
import { buildContentSecurityPolicy, buildPermissionsPolicy, securityHeaderRules } from './securityHeaders';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ');
    return [name!, sources];
  }));
}

const HASH_A = "'sha256-AAAA'";
const HASH_B = "'sha256-BBBB'";

describe('buildContentSecurityPolicy', () => {
  it('allows inline scripts by hash only, each once, and never unsafe-inline scripts', () => {
    const policy = directives(buildContentSecurityPolicy({ scriptHashes: [HASH_B, HASH_A, HASH_B], liveEditing: false, gaMeasurementId: null }));
    expect(policy['script-src']).toEqual(["'self'", HASH_A, HASH_B]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'", 'https://codesandbox.io', 'https://stackblitz.com']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it("adds 'unsafe-eval' only for live editing", () => {
    expect(directives(buildContentSecurityPolicy({ scriptHashes: [], liveEditing: true, gaMeasurementId: null }))['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
  });

  it('allows the tag host and the collection hosts only with a measurement id', () => {
    const withGa = directives(buildContentSecurityPolicy({ scriptHashes: [HASH_A], liveEditing: false, gaMeasurementId: 'G-TEST12345' }));
    expect(withGa['script-src']).toEqual(["'self'", HASH_A, 'https://www.googletagmanager.com']);
    expect(withGa['connect-src']).toContain('https://*.google-analytics.com');
    expect(withGa['img-src']).toContain('https://*.google-analytics.com');
    const without = buildContentSecurityPolicy({ scriptHashes: [HASH_A], liveEditing: false, gaMeasurementId: null });
    expect(without).not.toMatch(/google/);
  });
});

describe('securityHeaderRules', () => {
  it('gives every path the four security headers, and hashed assets a year of caching, through a _headers file', () => {
    const text = formatHeadersFile(securityHeaderRules({ scriptHashes: [HASH_A], liveEditing: false, gaMeasurementId: null }));
    const rules = parseHeadersFile(text);
    const page = headersForPath(rules, '/material-ui/react-button/');
    expect(Object.keys(page).sort()).toEqual(['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options']);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Permissions-Policy']).toBe(buildPermissionsPolicy());
    expect(buildPermissionsPolicy()).toMatch(/^(?:[a-z-]+=\(\)(?:, |$))+$/);
    expect(headersForPath(rules, '/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(page['Cache-Control']).toBeUndefined();
  });
});
