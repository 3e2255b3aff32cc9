import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function MediaRatio() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <AspectRatio ratio="4/3">
          <img src="/static/images/demos/card-lake.svg" alt="A lake between hills" />
        </AspectRatio>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          objectFit=&quot;cover&quot; (default)
        </Typography>
      </Box>
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <AspectRatio ratio="4/3" objectFit="contain">
          <img src="/static/images/demos/card-lake.svg" alt="The same lake, shown whole" />
        </AspectRatio>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          objectFit=&quot;contain&quot;
        </Typography>
      </Box>
    </Box>
  );
}
