import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function FormRating() {
  const [value, setValue] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The checked radio of the rating is part of the form data.
    const score = new FormData(event.currentTarget).get('delivery-score');
    if (!score) {
      setMissing(true);
      setSent(null);
      return;
    }
    setMissing(false);
    setSent(String(score));
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="form-rating-help">
        <Typography component="legend">How was the delivery? (required)</Typography>
        <Rating
          name="delivery-score"
          value={value}
          onChange={(_event, newValue) => {
            // Keep the last score: clicking the selected star again doesn't clear it here.
            if (newValue !== null) {
              setValue(newValue);
              setMissing(false);
            }
          }}
        />
        <FormHelperText id="form-rating-help" error={missing}>
          {missing ? 'Choose a score before sending.' : 'One star is poor, five is excellent.'}
        </FormHelperText>
      </Box>
      <Button type="submit" variant="outlined" sx={{ justifySelf: 'start' }}>
        Send feedback
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {sent ? `Sent: delivery-score=${sent}` : ' '}
      </Typography>
    </Box>
  );
}
