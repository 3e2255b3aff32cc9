import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { code: 'EUR', label: 'Euro (€)' },
  { code: 'USD', label: 'US dollar ($)' },
  { code: 'GBP', label: 'Pound sterling (£)' },
  { code: 'JPY', label: 'Japanese yen (¥)' },
];

export default function SelectTextFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        id="select-currency"
        select
        label="Currency"
        defaultValue="EUR"
        helperText="Used for all new invoices."
        sx={{ minWidth: 220 }}
      >
        {currencies.map((currency) => (
          <MenuItem key={currency.code} value={currency.code}>
            {currency.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="select-currency-native"
        select
        label="Currency (native)"
        defaultValue="USD"
        SelectProps={{ native: true }}
        helperText="Uses the browser's own menu."
        sx={{ minWidth: 220 }}
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
