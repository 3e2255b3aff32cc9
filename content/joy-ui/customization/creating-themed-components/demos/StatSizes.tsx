import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';

type Size = 'sm' | 'md' | 'lg';

const Badge = styled('div', { name: 'JoyStatBadge', slot: 'root' })<{ ownerState: { size: Size } }>(({ theme, ownerState }) => ({
  '--StatBadge-size': { sm: '2.5rem', md: '3.5rem', lg: '4.5rem' }[ownerState.size],
  '--StatBadge-fontSize': { sm: theme.vars.fontSize.sm, md: theme.vars.fontSize.lg, lg: theme.vars.fontSize.xl2 }[ownerState.size],
  display: 'grid',
  placeItems: 'center',
  width: 'var(--StatBadge-size)',
  height: 'var(--StatBadge-size)',
  borderRadius: '50%',
  fontSize: 'var(--StatBadge-fontSize)',
  fontWeight: theme.vars.fontWeight.lg,
  ...theme.variants.soft.primary,
}));

export default function StatSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge ownerState={{ size: 'sm' }}>7</Badge>
      <Badge ownerState={{ size: 'md' }}>42</Badge>
      <Badge ownerState={{ size: 'lg' }}>99</Badge>
      <Badge ownerState={{ size: 'md' }} sx={{ '--StatBadge-size': '5rem' }}>
        5rem
      </Badge>
    </Stack>
  );
}
