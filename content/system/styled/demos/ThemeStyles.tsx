import { styled } from '@mui/system';

const Panel = styled('section')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid currentColor',
  [theme.breakpoints.up('sm')]: {
    display: 'flex',
    gap: theme.spacing(3),
  },
}));

export default function ThemeStyles() {
  return (
    <Panel>
      <div>Spacing, radius and breakpoints come from the theme.</div>
      <div>From 600px the two parts sit side by side.</div>
    </Panel>
  );
}
