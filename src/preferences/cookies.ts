import { COOKIE_MAX_AGE_SECONDS } from '../site/constants';

/**
 * The raw value of a cookie, or undefined when it is absent or appears more than once. Reading a
 * cookie during server rendering is a bug (the value would differ from the browser's), so it throws.
 */
export function getCookie(name: string, cookieString?: string): string | undefined {
  if (cookieString === undefined) {
    if (typeof document === 'undefined') {
      throw new Error(
        'getCookie() is not supported on the server. Fall back to a default value when rendering on the server.',
      );
    }
    cookieString = document.cookie;
  }
  const parts = `; ${cookieString}`.split(`; ${name}=`);
  if (parts.length !== 2) return undefined;
  return parts[1]?.split(';')[0];
}

/** Writes a site-wide preference cookie that lasts a year. The value is URI-encoded. */
export function setPreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;max-age=${COOKIE_MAX_AGE_SECONDS};samesite=lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=;path=/;max-age=0`;
}

/** A cookie value decoded, or undefined when it is not valid URI encoding. */
export function decodeCookieValue(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
