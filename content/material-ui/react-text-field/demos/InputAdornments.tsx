import { useState, type MouseEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputAdornments() {
  const [showPassword, setShowPassword] = useState(false);

  const handleMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    // Keep the focus in the input while the button is pressed.
    event.preventDefault();
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} flexWrap="wrap" useFlexGap>
      <TextField
        id="adornment-price"
        label="Price"
        defaultValue="49.90"
        InputProps={{
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
        }}
      />
      <TextField
        id="adornment-weight"
        label="Weight"
        variant="filled"
        defaultValue="12"
        InputProps={{ endAdornment: <InputAdornment position="end">kg</InputAdornment> }}
      />
      <FormControl variant="outlined" sx={{ width: 240 }}>
        <InputLabel htmlFor="adornment-password">Password</InputLabel>
        <OutlinedInput
          id="adornment-password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((shown) => !shown)}
                onMouseDown={handleMouseDown}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
      </FormControl>
    </Stack>
  );
}
