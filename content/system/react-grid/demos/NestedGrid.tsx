import Grid from '@mui/system/Unstable_Grid';
import Box from '@mui/system/Box';

const cell = { p: 1, bgcolor: 'background.paper', color: 'text.primary', border: 1, borderColor: 'divider', borderRadius: 1 };

export default function NestedGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs={12} md={5}>
        <Box sx={cell}>Profile</Box>
      </Grid>
      {/* A grid item that is also a container: its children use its 12 columns and inherit the spacing. */}
      <Grid container xs={12} md={7}>
        {['Orders', 'Returns', 'Addresses', 'Payment'].map((label) => (
          <Grid key={label} xs={6}>
            <Box sx={cell}>{label}</Box>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
