import * as React from 'react';
import { styled } from '../../theme/styled';
import type { TocEntry } from '../../docsPage/types';
import { useTranslate } from '../../i18n/I18nProvider';
import { APP_BAR_HEIGHT } from '../appBarHeight';
import { useActiveHeading } from './useActiveHeading';

const Nav = styled('nav')(({ theme }) => ({
  display: 'none',
  flexShrink: 0,
  width: 240,
  position: 'sticky',
  top: APP_BAR_HEIGHT,
  maxHeight: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
  overflowY: 'auto',
  padding: '32px 16px 32px 8px',
  [theme.breakpoints.up('md')]: { display: 'block' },
}));

const Heading = styled('h2')(({ theme }) => ({
  margin: '0 0 8px',
  paddingInlineStart: 12,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: theme.vars.palette.text.secondary,
}));

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const Item = styled('a')(({ theme }) => ({
  display: 'block',
  padding: '4px 8px 4px 12px',
  borderInlineStart: '2px solid transparent',
  color: theme.vars.palette.text.secondary,
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '&:hover': { color: theme.vars.palette.text.primary },
  '&[data-level="3"]': { paddingInlineStart: 24 },
  '&[aria-current="location"]': {
    color: theme.vars.palette.primary.main,
    borderInlineStartColor: theme.vars.palette.primary.main,
    fontWeight: 600,
  },
}));

function flatten(toc: readonly TocEntry[]): Array<TocEntry & { level: 2 | 3 }> {
  return toc.flatMap((entry) => [
    { ...entry, level: 2 as const },
    ...entry.children.map((child) => ({ ...child, level: 3 as const })),
  ]);
}

/** The page's h2 and h3 headings, with the one being read highlighted. */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const items = React.useMemo(() => flatten(toc), [toc]);
  const hashes = React.useMemo(() => items.map((item) => item.hash), [items]);
  const { active, select } = useActiveHeading(hashes);
  const t = useTranslate();
  if (items.length === 0) return null;
  return (
    <Nav aria-labelledby="toc-heading" id="table-of-contents">
      <Heading id="toc-heading">{t('page.contents')}</Heading>
      <List>
        {items.map((item) => (
          <li key={item.hash}>
            <Item
              href={`#${item.hash}`}
              data-level={item.level}
              aria-current={active === item.hash ? 'location' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                select(item.hash);
              }}
            >
              {item.text}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
