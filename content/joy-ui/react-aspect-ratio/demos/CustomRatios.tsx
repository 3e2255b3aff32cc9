import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const ratios = ['1', '4/3', '3/2', '16/9', '21/9'];

export default function CustomRatios() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
      {ratios.map((ratio) => (
        <Box key={ratio} sx={{ width: 140 }}>
          <AspectRatio ratio={ratio} variant="outlined">
            <Typography level="title-md" component="div">
              {ratio}
            </Typography>
          </AspectRatio>
        </Box>
      ))}
    </Box>
  );
}
