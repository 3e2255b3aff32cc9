import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';

const interests = ['Hiking', 'Cooking', 'Photography', 'Chess', 'Gardening'];

export default function CheckboxChips() {
  const [chosen, setChosen] = React.useState<string[]>(['Cooking']);

  return (
    <Box>
      <Typography id="interests-label" level="title-sm" sx={{ mb: 1.5 }}>
        Interests
      </Typography>
      <Box role="group" aria-labelledby="interests-label" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {interests.map((interest) => {
          const checked = chosen.includes(interest);
          return (
            <Chip
              key={interest}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked ? <CheckIcon sx={{ zIndex: 1, pointerEvents: 'none' }} /> : null}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={interest}
                checked={checked}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked ? [...current, interest] : current.filter((item) => item !== interest),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
    </Box>
  );
}
