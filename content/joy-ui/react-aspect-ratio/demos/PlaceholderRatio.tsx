import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';

export default function PlaceholderRatio() {
  return (
    <Box sx={{ width: 280, maxWidth: '100%' }}>
      <AspectRatio ratio="4/3" variant="soft" color="neutral">
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <ImageOutlinedIcon sx={{ fontSize: '2.5rem' }} />
          <Typography level="body-sm">No cover image yet</Typography>
        </Box>
      </AspectRatio>
    </Box>
  );
}
