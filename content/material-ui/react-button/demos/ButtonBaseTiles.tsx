import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const Tile = styled(ButtonBase)(({ theme }) => ({
  width: 180,
  height: 110,
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius * 2,
  color: theme.palette.common.white,
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  textAlign: 'left',
  transition: theme.transitions.create(['transform', 'box-shadow']),
  '&:hover': {
    transform: 'translateY(-2px)',
    boxShadow: theme.shadows[6],
  },
  '&.Mui-focusVisible': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 3,
  },
}));

const destinations = [
  {
    title: 'Mountains',
    trips: 12,
    background: 'linear-gradient(135deg, #1e3a5f, #3b6e8f)',
  },
  { title: 'Coast', trips: 8, background: 'linear-gradient(135deg, #0f5257, #1b7f79)' },
  { title: 'Cities', trips: 21, background: 'linear-gradient(135deg, #4a2c5a, #7b3f61)' },
];

export default function ButtonBaseTiles() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      {destinations.map((destination) => (
        <Tile
          key={destination.title}
          focusRipple
          sx={{ background: destination.background }}
        >
          <Typography component="span" variant="subtitle1" fontWeight={600}>
            {destination.title}
          </Typography>
          <Typography component="span" variant="body2">
            {destination.trips} trips
          </Typography>
        </Tile>
      ))}
    </Stack>
  );
}
