import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../site/languages';

export interface LanguagePath {
  /** Language selected by the path's first segment, `en` when there is none. */
  userLanguage: Language;
  /** The path without its language segment (hash and query kept). */
  canonicalAs: string;
  /** `canonicalAs` without its `#hash`, the part a server ever sees. */
  canonicalAsServer: string;
  /** `canonicalAsServer` with `/api` mapped to `/api-docs` and one trailing slash dropped (except `/`). */
  canonicalPathname: string;
}

/** Path rules of DESIGN B1. */
export function pathnameToLanguage(pathname: string): LanguagePath {
  let userLanguage: Language = DEFAULT_LANGUAGE;
  let canonicalAs = pathname;
  const languageSegment = /^\/([a-z]{2})(?=[/?#]|$)/.exec(pathname)?.[1];
  if (isLanguage(languageSegment)) {
    userLanguage = languageSegment;
    const rest = pathname.slice(languageSegment.length + 1);
    canonicalAs = rest.startsWith('/') ? rest : `/${rest}`;
  }

  const hashIndex = canonicalAs.indexOf('#');
  const canonicalAsServer = hashIndex === -1 ? canonicalAs : canonicalAs.slice(0, hashIndex);

  let canonicalPathname = canonicalAsServer.replace(/^\/api(?=\/|$)/, '/api-docs');
  if (canonicalPathname.length > 1 && canonicalPathname.endsWith('/')) {
    canonicalPathname = canonicalPathname.slice(0, -1);
  }
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}
