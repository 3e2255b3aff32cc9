import * as React from 'react';
import { Badge as BaseBadge } from '@mui/base/Badge';
import { Button as BaseButton } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(3);
  const [muted, setMuted] = React.useState(false);

  return (
    <Layout>
      <Badge
        badgeContent={count}
        invisible={muted}
        role="img"
        aria-label={muted ? 'Notifications muted' : `${count} new notifications`}
        slots={{ badge: BadgeContent }}
      >
        <Box>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </svg>
        </Box>
      </Badge>
      <Group>
        <Button aria-label="One less" onClick={() => setCount((value) => Math.max(0, value - 1))}>
          −
        </Button>
        <Button aria-label="One more" onClick={() => setCount((value) => value + 1)}>
          +
        </Button>
        <Button aria-pressed={muted} onClick={() => setMuted((value) => !value)}>
          Mute
        </Button>
      </Group>
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

const Group = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Button = styled(BaseButton)`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  padding: 6px 12px;
  border-radius: 8px;
  border: 1px solid #cbd5e1;
  background-color: #fff;
  color: #0f172a;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 2px solid #3b82f6;
    outline-offset: 2px;
  }

  &[aria-pressed='true'] {
    border-color: #2563eb;
    background-color: #2563eb;
    color: #fff;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &[aria-pressed='true'] {
    border-color: #2563eb;
    background-color: #2563eb;
    color: #fff;
  }
`;
