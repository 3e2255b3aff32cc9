import { styled } from '@mui/system';

// theme.unstable_sx turns an sx object into styles, so shorthands and palette paths work inside styled().
const Banner = styled('div')(({ theme }) =>
  theme.unstable_sx({
    px: 3,
    py: 2,
    borderRadius: 1,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    typography: 'body1',
  }),
);

export default function StyledWithSx() {
  return (
    <div>
      <Banner>Scheduled maintenance on Sunday from 02:00 to 04:00.</Banner>
      <Banner sx={{ mt: 2, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        The sx prop still works on a styled component.
      </Banner>
    </div>
  );
}
