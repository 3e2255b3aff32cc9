import * as React from 'react';

export interface LinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/**
 * The site's client-side link: a plain anchor marked `data-client-link`. One listener on the document
 * (useDocumentClientLinks, installed by the app) sends a click through the router and prefetches the
 * page when the pointer rests on the link, a touch starts or it takes focus; links nobody follows
 * download nothing. Unlike next/link it adds no code or per-link work to every page.
 */
const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <a data-client-link="" {...props} ref={ref} />;
});

export default Link;
