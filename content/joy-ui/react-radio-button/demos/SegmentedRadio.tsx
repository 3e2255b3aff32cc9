import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const units = ['Celsius', 'Fahrenheit', 'Kelvin'];

export default function SegmentedRadio() {
  const [unit, setUnit] = React.useState('Celsius');

  return (
    <Box>
      <Typography id="unit-label" level="title-sm" sx={{ mb: 1 }}>
        Temperature unit
      </Typography>
      <RadioGroup
        aria-labelledby="unit-label"
        orientation="horizontal"
        disableIcon
        overlay
        value={unit}
        onChange={(event) => setUnit(event.target.value)}
        sx={{
          display: 'inline-flex',
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'neutral.softBg',
          '--RadioGroup-gap': '0px',
        }}
      >
        {units.map((item) => (
          <Box
            key={item}
            sx={(theme) => ({
              position: 'relative',
              px: 2,
              py: 0.75,
              borderRadius: 'lg',
              ...(unit === item && { bgcolor: 'background.surface', boxShadow: 'sm' }),
              [`& .${radioClasses.label}`]: { fontWeight: unit === item ? 'lg' : 'md' },
              [`& .${radioClasses.focusVisible}`]: { outline: `2px solid ${theme.vars.palette.focusVisible}` },
            })}
          >
            <Radio value={item} label={item} variant="plain" color="neutral" />
          </Box>
        ))}
      </RadioGroup>
    </Box>
  );
}
