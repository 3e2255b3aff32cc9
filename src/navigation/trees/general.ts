// Navigation tree, in drawer order (depth-first).
import type { NavPage } from '../types';

export const generalPages: readonly NavPage[] = [
  { pathname: '/versions', icon: 'versions' },
  { pathname: 'https://mui.com/store/', title: 'Templates', icon: 'templates', external: true },
  { pathname: '/blog', title: 'Blog', icon: 'blog' },
];
