import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function ControlledRadioGroup() {
  const [plan, setPlan] = React.useState('team');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <FormControl>
        <FormLabel>Plan</FormLabel>
        <RadioGroup value={plan} onChange={(event) => setPlan(event.target.value)}>
          <Radio value="personal" label="Personal" />
          <Radio value="team" label="Team" />
          <Radio value="enterprise" label="Enterprise" />
        </RadioGroup>
      </FormControl>
      <Typography level="body-sm">Selected plan: {plan}</Typography>
    </Box>
  );
}
