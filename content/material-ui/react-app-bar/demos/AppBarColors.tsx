import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const colors: Array<NonNullable<AppBarProps['color']>> = [
  'primary',
  'secondary',
  'default',
  'transparent',
  'inherit',
];

export default function AppBarColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {colors.map((color) => (
        <AppBar key={color} position="static" color={color}>
          <Toolbar variant="dense">
            <Typography component="div">color=&quot;{color}&quot;</Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
