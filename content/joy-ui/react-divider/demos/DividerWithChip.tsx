import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerWithChip() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 420 }}>
      <Typography level="body-sm">Sam: Are we still on for Friday?</Typography>
      <Divider>
        <Chip variant="soft" color="primary" size="sm">
          Today
        </Chip>
      </Divider>
      <Typography level="body-sm">Mina: Yes, see you at six.</Typography>
    </Box>
  );
}
