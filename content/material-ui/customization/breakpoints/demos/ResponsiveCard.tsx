import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme } from '@mui/material/styles';

const Layout = styled(Paper)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  [theme.breakpoints.up('sm')]: {
    flexDirection: 'row',
    alignItems: 'center',
  },
  [theme.breakpoints.up('md')]: {
    padding: theme.spacing(3),
  },
}));

export default function ResponsiveCard() {
  const theme = useTheme();
  const isMdUp = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Layout variant="outlined" sx={{ width: '100%' }}>
      <Box
        sx={{
          bgcolor: 'secondary.main',
          borderRadius: 1,
          flexShrink: 0,
          width: { xs: '100%', sm: 96 },
          height: { xs: 64, sm: 96 },
        }}
      />
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="p">
          Spring workshop: watercolour basics
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Saturday, 10:00 · Community hall
        </Typography>
      </Box>
      <Button
        variant="contained"
        sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
      >
        {isMdUp ? 'Reserve a seat' : 'Reserve'}
      </Button>
    </Layout>
  );
}
