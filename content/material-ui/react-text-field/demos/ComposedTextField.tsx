import Box from '@mui/material/Box';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function ComposedTextField() {
  return (
    <Box component="form" noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <FormControl variant="standard">
        <InputLabel htmlFor="composed-city">City</InputLabel>
        <Input
          id="composed-city"
          defaultValue="Lyon"
          aria-describedby="composed-city-text"
        />
        <FormHelperText id="composed-city-text">Where the parcel goes</FormHelperText>
      </FormControl>
      <FormControl variant="filled">
        <InputLabel htmlFor="composed-postcode">Postcode</InputLabel>
        <FilledInput id="composed-postcode" defaultValue="69002" />
      </FormControl>
      <FormControl error>
        <InputLabel htmlFor="composed-phone">Phone</InputLabel>
        <OutlinedInput
          id="composed-phone"
          label="Phone"
          defaultValue="04 72"
          aria-describedby="composed-phone-text"
        />
        <FormHelperText id="composed-phone-text">The number is too short</FormHelperText>
      </FormControl>
    </Box>
  );
}
