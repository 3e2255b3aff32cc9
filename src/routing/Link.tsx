import * as React from 'react';
import NextLink from 'next/link';

/**
 * The site's client-side link: next/link without prefetching on entering the viewport. A page
 * prefetches another only when the pointer rests on a link to it (or a touch starts), so a page
 * full of links (the drawer, the API index) downloads nothing for links nobody follows.
 */
const Link = React.forwardRef<HTMLAnchorElement, React.ComponentProps<typeof NextLink>>(function Link(props, ref) {
  return <NextLink prefetch={false} {...props} ref={ref} />;
});

export default Link;
