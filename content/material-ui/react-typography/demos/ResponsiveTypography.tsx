import Typography from '@mui/material/Typography';

export default function ResponsiveTypography() {
  return (
    <Typography
      component="p"
      sx={{
        fontSize: { xs: '1.5rem', sm: '2rem', md: '2.5rem' },
        fontWeight: 300,
        lineHeight: 1.2,
      }}
    >
      This headline grows with the width of the screen.
    </Typography>
  );
}
