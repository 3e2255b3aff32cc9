import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';

const amenities = ['Free Wi-Fi', 'Parking', 'Pool', 'Pet friendly', 'Breakfast'];

export default function FilterChips() {
  const [selected, setSelected] = useState<string[]>(['Free Wi-Fi']);

  const toggle = (amenity: string) => {
    setSelected((current) =>
      current.includes(amenity)
        ? current.filter((item) => item !== amenity)
        : [...current, amenity],
    );
  };

  return (
    <div>
      <Typography id="filter-chips-label" variant="body2" component="p" gutterBottom>
        Filter hotels by amenity
      </Typography>
      <Stack
        role="group"
        aria-labelledby="filter-chips-label"
        direction="row"
        spacing={1}
        flexWrap="wrap"
        useFlexGap
      >
        {amenities.map((amenity) => {
          const isSelected = selected.includes(amenity);
          return (
            <Chip
              key={amenity}
              label={amenity}
              aria-pressed={isSelected}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              icon={isSelected ? <DoneIcon /> : undefined}
              onClick={() => toggle(amenity)}
            />
          );
        })}
      </Stack>
    </div>
  );
}
