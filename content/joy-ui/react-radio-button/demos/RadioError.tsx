import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function RadioError() {
  const [answer, setAnswer] = React.useState('');
  const [checked, setChecked] = React.useState(false);
  const error = checked && answer !== 'mars';

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}
    >
      <FormControl error={error}>
        <FormLabel>Which planet is called the red planet?</FormLabel>
        <RadioGroup
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setChecked(false);
          }}
        >
          <Radio value="venus" label="Venus" />
          <Radio value="mars" label="Mars" />
          <Radio value="jupiter" label="Jupiter" />
        </RadioGroup>
        {error ? (
          <FormHelperText>
            <InfoOutlined />
            {answer ? 'Not quite. Try again.' : 'Pick an answer first.'}
          </FormHelperText>
        ) : (
          <FormHelperText>{checked ? 'Correct!' : 'Choose one answer.'}</FormHelperText>
        )}
      </FormControl>
      <Button type="submit" variant="outlined" size="sm">
        Check answer
      </Button>
    </Box>
  );
}
