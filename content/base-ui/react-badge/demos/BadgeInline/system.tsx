import * as React from 'react';
import { Badge as BaseBadge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const folders = [
  { name: 'Inbox', unread: 24 },
  { name: 'Drafts', unread: 0 },
  { name: 'Spam', unread: 130 },
];

export default function BadgeInline() {
  return (
    <List aria-label="Mail folders">
      {folders.map(({ name, unread }) => (
        <NavItem key={name} href="#badges-beside-text">
          {name}
          <InlineBadge badgeContent={unread} aria-label={`${unread} unread`} slots={{ badge: Pill }} />
        </NavItem>
      ))}
    </List>
  );
}

const List = styled('nav')`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const NavItem = styled('a')`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 220px;
  max-width: 100%;
  padding: 8px 12px;
  border-radius: 8px;
  color: inherit;
  font-size: 14px;
  text-decoration: none;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 2px solid #3b82f6;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
  }
`;

const InlineBadge = styled(BaseBadge)`
  display: inline-flex;
`;

const Pill = styled('span')`
  min-width: 20px;
  padding: 0 8px;
  box-sizing: border-box;
  border-radius: 999px;
  background-color: #dbeafe;
  color: #1e3a8a;
  font-size: 12px;
  font-weight: 600;
  line-height: 20px;
  text-align: center;

  &.MuiBadge-invisible {
    display: none;
  }

  [data-mui-color-scheme='dark'] & {
    background-color: #1e3a8a;
    color: #dbeafe;
  }
`;
