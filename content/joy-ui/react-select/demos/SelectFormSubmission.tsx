import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectFormSubmission() {
  const [country, setCountry] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  const [tried, setTried] = React.useState(false);
  const error = tried && country === null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setTried(true);
        const data = new FormData(event.currentTarget);
        setSubmitted(country ? String(data.get('country')) : null);
      }}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        alignItems: 'flex-start',
      }}
    >
      <FormControl required error={error} sx={{ width: 260, maxWidth: '100%' }}>
        <FormLabel>Shipping country</FormLabel>
        <Select
          name="country"
          required
          sx={{ '--Select-placeholderOpacity': 0.8 }}
          placeholder="Select a country"
          value={country}
          onChange={(event, value) => setCountry(value)}
        >
          <Option value="ca">Canada</Option>
          <Option value="in">India</Option>
          <Option value="ke">Kenya</Option>
          <Option value="nz">New Zealand</Option>
        </Select>
        <FormHelperText>{error ? 'Choose where to ship the order.' : 'We ship to these countries.'}</FormHelperText>
      </FormControl>
      <Button type="submit" size="sm">
        Continue
      </Button>
      <Box aria-live="polite" sx={{ fontSize: 'sm' }}>
        {submitted ? `Form data: country=${submitted}` : null}
      </Box>
    </Box>
  );
}
