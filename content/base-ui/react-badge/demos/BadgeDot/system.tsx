import * as React from 'react';
import { Badge as BaseBadge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const people = [
  { initials: 'AK', name: 'Amara Kone', status: 'online' },
  { initials: 'LM', name: 'Luis Moreno', status: 'away' },
  { initials: 'SP', name: 'Sofia Petrov', status: 'offline' },
];

export default function BadgeDot() {
  return (
    <Layout>
      {people.map(({ initials, name, status }) => (
        <Badge key={name} role="img" aria-label={`${name}, ${status}`} slots={{ badge: Dot }} slotProps={{ badge: { 'data-status': status } as React.ComponentPropsWithoutRef<'span'> }}>
          <Avatar>{initials}</Avatar>
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

const Avatar = styled('span')`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background-color: #1e40af;
  color: #fff;
  font-size: 14px;
  font-weight: 600;
`;

const Dot = styled('span')`
  position: absolute;
  right: 1px;
  bottom: 1px;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  box-shadow: 0 0 0 2px #fff;

  &[data-status='online'] {
    background-color: #16a34a;
  }

  &[data-status='away'] {
    background-color: #d97706;
  }

  &[data-status='offline'] {
    background-color: #64748b;
  }

  [data-mui-color-scheme='dark'] & {
    box-shadow: 0 0 0 2px #0f172a;
  }
`;
