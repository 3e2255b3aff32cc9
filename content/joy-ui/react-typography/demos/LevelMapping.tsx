import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function LevelMapping() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {/* component: one element for this instance */}
      <Typography level="h4" component="h3">
        Looks like h4, is an h3 in the outline
      </Typography>
      {/* levelMapping: the element chosen for each level of this instance */}
      <Typography level="title-lg" levelMapping={{ 'title-lg': 'h3' }}>
        A title-lg rendered as an h3
      </Typography>
      <Typography level="body-sm" component="span">
        A body-sm span, for inline text
      </Typography>
    </Box>
  );
}
