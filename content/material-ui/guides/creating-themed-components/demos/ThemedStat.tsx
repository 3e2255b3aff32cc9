import { type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ThemeProvider,
  styled,
  useThemeProps,
  type ComponentsOverrides,
  type ComponentsProps,
  type ComponentsVariants,
  type Theme,
} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface StatProps {
  label: string;
  value: ReactNode;
  unit?: string;
  trend?: 'up' | 'down';
  variant?: 'outlined' | 'filled';
}

declare module '@mui/material/styles' {
  interface ComponentNameToClassKey {
    AcmeStat: 'root' | 'label' | 'value' | 'unit';
  }
  interface ComponentsPropsList {
    AcmeStat: Partial<StatProps>;
  }
  interface Components<Theme = unknown> {
    AcmeStat?: {
      defaultProps?: ComponentsProps['AcmeStat'];
      styleOverrides?: ComponentsOverrides<Theme>['AcmeStat'];
      variants?: ComponentsVariants<Theme>['AcmeStat'];
    };
  }
}

interface StatOwnerState extends StatProps {
  variant: 'outlined' | 'filled';
}

const StatRoot = styled('div', { name: 'AcmeStat', slot: 'root' })<{
  ownerState: StatOwnerState;
}>(({ theme, ownerState }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    minWidth: 160,
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${palette.divider}`,
    ...(ownerState.variant === 'filled' && {
      backgroundColor: palette.action.hover,
      borderColor: 'transparent',
    }),
  };
});

const StatLabel = styled('span', { name: 'AcmeStat', slot: 'label' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.secondary,
}));

const StatValue = styled('span', { name: 'AcmeStat', slot: 'value' })<{
  ownerState: StatOwnerState;
}>(({ theme, ownerState }) => {
  const palette = (theme.vars || theme).palette;
  return {
    ...theme.typography.h5,
    fontWeight: 600,
    ...(ownerState.trend === 'up' && { color: palette.success.main }),
    ...(ownerState.trend === 'down' && { color: palette.error.main }),
  };
});

const StatUnit = styled('span', { name: 'AcmeStat', slot: 'unit' })<{
  ownerState: StatOwnerState;
}>({ marginLeft: 4, fontSize: '0.6em', fontWeight: 400 });

function Stat(inProps: StatProps) {
  const props = useThemeProps({ props: inProps, name: 'AcmeStat' });
  const { label, value, unit, variant = 'outlined' } = props;
  const ownerState = { ...props, variant };
  return (
    <StatRoot ownerState={ownerState}>
      <StatLabel ownerState={ownerState}>{label}</StatLabel>
      <StatValue ownerState={ownerState}>
        {value}
        {unit ? <StatUnit ownerState={ownerState}>{unit}</StatUnit> : null}
      </StatValue>
    </StatRoot>
  );
}

function withStatCustomizations(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      AcmeStat: {
        defaultProps: { variant: 'filled' },
        styleOverrides: {
          label: { textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: 12 },
          value: { fontVariantNumeric: 'tabular-nums' },
        },
        variants: [
          { props: { variant: 'outlined' }, style: { borderStyle: 'dashed', borderWidth: 2 } },
        ],
      },
    },
  };
}

function StatRow() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Stat label="Open tasks" value={24} />
      <Stat label="Completed" value={118} trend="up" />
      <Stat label="Avg. cycle time" value={3.4} unit="days" trend="down" variant="outlined" />
    </Stack>
  );
}

export default function ThemedStat() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography component="p" variant="subtitle2" gutterBottom>
          Component defaults
        </Typography>
        <StatRow />
      </div>
      <div>
        <Typography component="p" variant="subtitle2" gutterBottom>
          With theme customizations
        </Typography>
        <ThemeProvider theme={withStatCustomizations}>
          <StatRow />
        </ThemeProvider>
      </div>
    </Stack>
  );
}
