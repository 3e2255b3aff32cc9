import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';

const amenities = ['Wi-Fi', 'Parking', 'Pool', 'Breakfast', 'Pets allowed', 'Gym'];

export default function CheckboxChips() {
  const [selected, setSelected] = React.useState<string[]>(['Wi-Fi']);
  return (
    <div>
      <Typography id="amenities-label" level="title-sm" sx={{ mb: 1 }}>
        Amenities
      </Typography>
      <Box
        role="group"
        aria-labelledby="amenities-label"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        {amenities.map((name) => {
          const checked = selected.includes(name);
          return (
            <Chip
              key={name}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckIcon sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={name}
                checked={checked}
                onChange={(event) =>
                  setSelected((current) =>
                    event.target.checked
                      ? [...current, name]
                      : current.filter((item) => item !== name),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
    </div>
  );
}
