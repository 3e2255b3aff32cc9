import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
      }}
    >
      <TextField
        required
        id="form-props-company"
        label="Company"
        defaultValue="Northwind"
      />
      <TextField disabled id="form-props-plan" label="Plan" defaultValue="Business" />
      <TextField
        id="form-props-account"
        label="Account ID"
        defaultValue="ACC-20931"
        InputProps={{ readOnly: true }}
      />
      <TextField
        id="form-props-password"
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        id="form-props-seats"
        label="Seats"
        type="number"
        defaultValue={5}
        inputProps={{ min: 1, max: 500 }}
      />
      <TextField id="form-props-search" label="Search members" type="search" />
      <TextField
        id="form-props-website"
        label="Website"
        placeholder="https://example.com"
        helperText="Shown on your public profile."
      />
    </Box>
  );
}
