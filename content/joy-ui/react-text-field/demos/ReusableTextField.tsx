import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl, { type FormControlProps } from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input, { type InputProps } from '@mui/joy/Input';

interface TextFieldProps extends Omit<InputProps, 'error' | 'required' | 'disabled' | 'size' | 'color'> {
  label: React.ReactNode;
  helperText?: React.ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: FormControlProps['size'];
  color?: FormControlProps['color'];
}

/** One label, one input, one helper text: what other libraries call a text field. */
function TextField({ label, helperText, error, required, disabled, size, color, sx, ...inputProps }: TextFieldProps) {
  return (
    <FormControl error={error} required={required} disabled={disabled} size={size} color={color} sx={sx}>
      <FormLabel>{label}</FormLabel>
      <Input {...inputProps} />
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

export default function ReusableTextField() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <TextField label="Company" placeholder="Acme Inc." autoComplete="organization" />
      <TextField label="Work email" type="email" required helperText="We never share it." autoComplete="email" />
      <TextField label="Referral code" size="sm" disabled defaultValue="SPRING24" helperText="Already applied." />
    </Box>
  );
}
