import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function VerticalDividerText() {
  return (
    <Box sx={{ display: 'flex', gap: 2, height: 140, maxWidth: 420 }}>
      <Box sx={{ flex: 1 }}>
        <Typography level="title-sm">Basic plan</Typography>
        <Typography level="body-sm">One project, community support.</Typography>
      </Box>
      <Divider orientation="vertical">vs</Divider>
      <Box sx={{ flex: 1 }}>
        <Typography level="title-sm">Team plan</Typography>
        <Typography level="body-sm">Unlimited projects, priority support.</Typography>
      </Box>
    </Box>
  );
}
