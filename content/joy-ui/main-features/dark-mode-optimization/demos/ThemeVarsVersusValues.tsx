import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';

const FollowsMode = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5),
  borderRadius: theme.vars.radius.sm,
  // var(--joy-palette-…) references: they change with the mode.
  backgroundColor: theme.vars.palette.background.level2,
  color: theme.vars.palette.text.primary,
}));

const FixedToLight = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5),
  borderRadius: theme.vars.radius.sm,
  // Plain values of the light scheme: they stay the same in dark mode.
  backgroundColor: theme.colorSchemes.light.palette.background.level2,
  color: theme.colorSchemes.light.palette.text.primary,
}));

export default function ThemeVarsVersusValues() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 340 }}>
      <FollowsMode>theme.vars: follows the mode</FollowsMode>
      <FixedToLight>Light-scheme values: always light</FixedToLight>
    </Stack>
  );
}
