import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const links = {
  Product: ['Features', 'Pricing', 'Changelog'],
  Company: ['About', 'Careers', 'Press'],
  Resources: ['Docs', 'Guides', 'Status'],
};

export default function NestedGrid2() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={3}>
        <Grid xs={12} md={4}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography component="p" variant="subtitle2">
              Lumen Analytics
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Product analytics for small teams.
            </Typography>
          </Paper>
        </Grid>
        <Grid container xs={12} md={8}>
          {Object.entries(links).map(([group, items]) => (
            <Grid key={group} xs={12} sm={4}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography component="p" variant="subtitle2" gutterBottom>
                  {group}
                </Typography>
                {items.map((item) => (
                  <Typography key={item} variant="body2" color="text.secondary">
                    {item}
                  </Typography>
                ))}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Grid>
    </Box>
  );
}
