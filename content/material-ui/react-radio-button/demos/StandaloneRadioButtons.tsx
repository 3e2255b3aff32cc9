import { useState } from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';

const ratings = ['1', '2', '3', '4', '5'];

export default function StandaloneRadioButtons() {
  const [selected, setSelected] = useState('4');

  return (
    <Stack
      direction="row"
      role="radiogroup"
      aria-label="How satisfied are you, from 1 to 5?"
    >
      {ratings.map((rating) => (
        <Radio
          key={rating}
          checked={selected === rating}
          onChange={(event) => setSelected(event.target.value)}
          value={rating}
          name="standalone-satisfaction"
          inputProps={{ 'aria-label': `${rating} out of 5` }}
        />
      ))}
    </Stack>
  );
}
