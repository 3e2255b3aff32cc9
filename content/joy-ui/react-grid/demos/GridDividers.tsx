import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Open tickets', value: '24' },
  { label: 'Median reply', value: '2 h' },
  { label: 'Solved today', value: '57' },
  { label: 'Satisfaction', value: '96%' },
];

export default function GridDividers() {
  return (
    <Grid
      container
      disableEqualOverflow
      sx={{
        '--Grid-borderWidth': '1px',
        borderTop: 'var(--Grid-borderWidth) solid',
        borderLeft: 'var(--Grid-borderWidth) solid',
        borderColor: 'divider',
        '& > div': {
          borderRight: 'var(--Grid-borderWidth) solid',
          borderBottom: 'var(--Grid-borderWidth) solid',
          borderColor: 'divider',
        },
      }}
    >
      {stats.map((stat) => (
        <Grid key={stat.label} xs={6} md={3} sx={{ p: 2 }}>
          <Typography level="body-xs">{stat.label}</Typography>
          <Typography level="h3">{stat.value}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}
