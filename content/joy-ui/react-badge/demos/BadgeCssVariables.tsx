import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function BadgeCssVariables() {
  return (
    <Box sx={{ display: 'flex', gap: 5, flexWrap: 'wrap' }}>
      <Badge
        badgeContent="Beta"
        variant="soft"
        color="warning"
        sx={{
          '--Badge-minHeight': '1.25rem',
          '--Badge-paddingX': '0.5rem',
          '--Badge-radius': '6px',
        }}
      >
        <Typography level="title-lg">Reports</Typography>
      </Badge>
      <Badge
        badgeContent={8}
        sx={(theme) => ({
          '--Badge-ringSize': '3px',
          '--Badge-ringColor': theme.vars.palette.primary.softBg,
        })}
      >
        <Typography level="title-lg">Tasks</Typography>
      </Badge>
    </Box>
  );
}
