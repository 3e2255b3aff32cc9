import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function FormDataSelect() {
  const [submitted, setSubmitted] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(`shipping=${String(data.get('shipping'))}`);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ maxWidth: 280 }}>
      <FormControl>
        <InputLabel id="form-data-select-label">Shipping</InputLabel>
        <Select
          labelId="form-data-select-label"
          name="shipping"
          defaultValue="standard"
          label="Shipping"
        >
          <MenuItem value="standard">Standard (3–5 days)</MenuItem>
          <MenuItem value="express">Express (next day)</MenuItem>
          <MenuItem value="pickup">Pick up in store</MenuItem>
        </Select>
      </FormControl>
      <Button type="submit" variant="contained">
        Place order
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {submitted ? `Submitted: ${submitted}` : 'Nothing submitted yet.'}
      </Typography>
    </Stack>
  );
}
