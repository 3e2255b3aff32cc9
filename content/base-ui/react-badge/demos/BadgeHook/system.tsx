import * as React from 'react';
import { Button as BaseButton } from '@mui/base/Button';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

function CartBadge({ count, children }: { count: number; children: React.ReactNode }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 9 });
  return (
    <Root role="img" aria-label={invisible ? 'Cart is empty' : `Cart: ${count} items`}>
      {children}
      <Content data-invisible={invisible || undefined}>{displayValue}</Content>
    </Root>
  );
}

export default function BadgeHook() {
  const [count, setCount] = React.useState(8);

  return (
    <Layout>
      <CartBadge count={count}>
        <Box>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
            <circle cx="9" cy="19.5" r="1.5" />
            <circle cx="17" cy="19.5" r="1.5" />
          </svg>
        </Box>
      </CartBadge>
      <Group>
        <Button onClick={() => setCount((value) => value + 1)}>Add an item</Button>
        <Button onClick={() => setCount(0)}>Empty the cart</Button>
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

const Root = styled('span')`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const Content = styled('span')`
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

  &[data-invisible] {
    transform: translate(50%, -50%) scale(0);
  }
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
