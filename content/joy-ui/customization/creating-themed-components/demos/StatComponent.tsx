import Stack from '@mui/joy/Stack';
import { styled, useThemeProps, type ColorPaletteProp, type VariantProp } from '@mui/joy/styles';

interface StatProps {
  label: string;
  value: string;
  variant?: VariantProp;
  color?: ColorPaletteProp;
  size?: 'sm' | 'md';
}

type StatOwnerState = Required<Pick<StatProps, 'variant' | 'color' | 'size'>>;

const StatRoot = styled('div', { name: 'JoyStat', slot: 'root' })<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => [
  {
    display: 'grid',
    gap: theme.spacing(0.25),
    minWidth: 140,
    padding: ownerState.size === 'sm' ? theme.spacing(1, 1.5) : theme.spacing(2),
    borderRadius: theme.vars.radius.md,
    border: '1px solid transparent',
  },
  theme.variants[ownerState.variant]?.[ownerState.color],
]);

const StatValue = styled('span', { name: 'JoyStat', slot: 'value' })<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => ({
  ...theme.typography[ownerState.size === 'sm' ? 'title-lg' : 'h3'],
  color: 'inherit',
}));

const StatLabel = styled('span', { name: 'JoyStat', slot: 'label' })<{ ownerState: StatOwnerState }>(({ theme }) => ({
  ...theme.typography['body-sm'],
  color: 'inherit',
  opacity: 0.85,
}));

function Stat(inProps: StatProps) {
  const props = useThemeProps({ props: inProps, name: 'JoyStat' });
  const { label, value, variant = 'outlined', color = 'neutral', size = 'md' } = props;
  const ownerState = { variant, color, size };
  return (
    <StatRoot ownerState={ownerState}>
      <StatValue ownerState={ownerState}>{value}</StatValue>
      <StatLabel ownerState={ownerState}>{label}</StatLabel>
    </StatRoot>
  );
}

export default function StatComponent() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat label="Active users" value="2,418" />
      <Stat label="Conversion" value="3.4%" variant="soft" color="success" />
      <Stat label="Failed payments" value="12" variant="solid" color="danger" />
    </Stack>
  );
}
