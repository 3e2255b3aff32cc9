import Box from '@mui/material/Box';
import Slider, { sliderClasses } from '@mui/material/Slider';
import { styled } from '@mui/material/styles';

const ThickSlider = styled(Slider)(({ theme }) => ({
  height: 10,
  color: theme.palette.success.main,
  [`& .${sliderClasses.track}`]: {
    border: 'none',
    borderRadius: 5,
  },
  [`& .${sliderClasses.rail}`]: {
    backgroundColor: theme.palette.grey[400],
    opacity: 1,
  },
  [`& .${sliderClasses.thumb}`]: {
    width: 22,
    height: 22,
    backgroundColor: theme.palette.common.white,
    border: '3px solid currentColor',
    '&:hover, &.Mui-focusVisible, &.Mui-active': {
      boxShadow: `0 0 0 6px ${theme.palette.action.focus}`,
    },
  },
  [`& .${sliderClasses.valueLabel}`]: {
    borderRadius: 8,
    backgroundColor: theme.palette.success.dark,
  },
}));

export default function CustomizedSlider() {
  return (
    <Box sx={{ width: 300, pt: 4 }}>
      <ThickSlider
        aria-label="Weekly goal, in workouts"
        defaultValue={3}
        min={1}
        max={7}
        valueLabelDisplay="on"
        valueLabelFormat={(value) => `${value} / week`}
      />
    </Box>
  );
}
