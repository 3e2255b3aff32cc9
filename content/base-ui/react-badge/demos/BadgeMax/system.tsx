import * as React from 'react';
import { Badge as BaseBadge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const counts = [
  { count: 8, max: 99 },
  { count: 120, max: 99 },
  { count: 1200, max: 999 },
];

export default function BadgeMax() {
  return (
    <Layout>
      {counts.map(({ count, max }) => (
        <Badge
          key={count}
          badgeContent={count}
          max={max}
          role="img"
          aria-label={`${count} unread messages`}
          slots={{ badge: BadgeContent }}
        >
          <Box>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </svg>
          </Box>
        </Badge>
      ))}
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 32px;
`;

const Badge = styled(BaseBadge)`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const Box = styled('span')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 8px;
  background-color: #f1f5f9;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    background-color: #1e293b;
    color: #f1f5f9;
  }
`;

const BadgeContent = styled('span')`
  position: absolute;
  top: 0;
  right: 0;
  z-index: 1;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  box-sizing: border-box;
  border-radius: 999px;
  background-color: #dc2626;
  color: #fff;
  font-size: 12px;
  font-weight: 600;
  line-height: 20px;
  text-align: center;
  transform: translate(50%, -50%);
  transition: transform 150ms ease-out;

  &.MuiBadge-invisible {
    transform: translate(50%, -50%) scale(0);
  }
`;
