import * as React from 'react';
import { shouldForwardProp, styled, ThemeProvider, type Theme } from '@mui/system';

interface StatProps {
  trend?: 'up' | 'down';
}

// With a name, the component reads theme.components.MyStat: its styleOverrides and its variants.
const StatRoot = styled('div', {
  name: 'MyStat',
  slot: 'Root',
  // The package's own filter (no theme, sx, as or ownerState on the DOM), plus our styling prop.
  shouldForwardProp: (prop) => shouldForwardProp(prop) && prop !== 'trend',
})<StatProps>(({ theme }) => ({
  padding: theme.spacing(2),
  minWidth: 140,
  borderRadius: theme.shape.borderRadius,
  border: '1px solid #b0bec5',
}));

const addStatTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MyStat: {
      styleOverrides: { root: { fontWeight: 600, fontSize: 20 } },
      variants: [
        { props: { trend: 'up' }, style: { borderColor: '#2e7d32', color: '#1b5e20' } },
        { props: { trend: 'down' }, style: { borderColor: '#c62828', color: '#8e1c1c' } },
      ],
    },
  },
});

function Stat({ trend, children }: StatProps & { children: React.ReactNode }) {
  return <StatRoot trend={trend}>{children}</StatRoot>;
}

export default function ThemedComponent() {
  return (
    <ThemeProvider theme={addStatTheme}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Stat trend="up">Sign-ups +18%</Stat>
        <Stat trend="down">Churn −3%</Stat>
        <Stat>Visits 12,408</Stat>
      </div>
    </ThemeProvider>
  );
}
