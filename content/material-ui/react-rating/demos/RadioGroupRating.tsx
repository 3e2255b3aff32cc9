import { type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Rating, { type IconContainerProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const FaceRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconEmpty .MuiSvgIcon-root': {
    color: theme.palette.action.disabled,
  },
}));

const faces: Record<number, { icon: ReactElement; label: string }> = {
  1: {
    icon: <SentimentVeryDissatisfiedIcon color="error" />,
    label: 'Very dissatisfied',
  },
  2: { icon: <SentimentDissatisfiedIcon color="error" />, label: 'Dissatisfied' },
  3: { icon: <SentimentSatisfiedIcon color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon color="success" />, label: 'Satisfied' },
  5: { icon: <SentimentVerySatisfiedIcon color="success" />, label: 'Very satisfied' },
};

function FaceIcon(props: IconContainerProps) {
  const { value, ...other } = props;
  return <span {...other}>{faces[value]?.icon}</span>;
}

export default function RadioGroupRating() {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend">How satisfied are you with our support?</Typography>
      <FaceRating
        name="radio-group-rating"
        defaultValue={4}
        IconContainerComponent={FaceIcon}
        getLabelText={(value) => faces[value]?.label ?? ''}
        highlightSelectedOnly
      />
    </Box>
  );
}
