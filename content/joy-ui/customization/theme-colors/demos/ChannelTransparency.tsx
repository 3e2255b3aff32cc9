import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function ChannelTransparency() {
  return (
    <Box
      sx={(theme) => ({
        maxWidth: 340,
        p: 2,
        borderRadius: 'md',
        border: `1px solid rgba(${theme.vars.palette.primary.mainChannel} / 0.4)`,
        backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`,
        boxShadow: `0 0 0 4px rgba(${theme.vars.palette.primary.lightChannel} / 0.3)`,
      })}
    >
      <Typography level="body-sm">A tint of the primary color at 8% and a border at 40%.</Typography>
    </Box>
  );
}
