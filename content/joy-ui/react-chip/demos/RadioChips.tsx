import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const ranges = ['Today', 'Last 7 days', 'Last 30 days', 'This year'];

export default function RadioChips() {
  const [range, setRange] = React.useState('Last 7 days');
  return (
    <div>
      <Typography id="range-label" level="title-sm" sx={{ mb: 1 }}>
        Period
      </Typography>
      <RadioGroup
        aria-labelledby="range-label"
        orientation="horizontal"
        value={range}
        onChange={(event) => setRange(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {ranges.map((item) => {
          const checked = range === item;
          return (
            <Chip
              key={item}
              variant={checked ? 'solid' : 'plain'}
              color={checked ? 'primary' : 'neutral'}
            >
              <Radio
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={item}
                value={item}
              />
            </Chip>
          );
        })}
      </RadioGroup>
      <Box sx={{ mt: 1 }}>
        <Typography level="body-sm">Showing: {range}</Typography>
      </Box>
    </div>
  );
}
