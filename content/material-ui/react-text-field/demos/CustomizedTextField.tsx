import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { styled } from '@mui/material/styles';

const RoundedTextField = styled((props: TextFieldProps) => (
  <TextField variant="filled" {...props} InputProps={{ disableUnderline: true }} />
))(({ theme }) => ({
  '& .MuiFilledInput-root': {
    overflow: 'hidden',
    borderRadius: 12,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:hover': {
      backgroundColor: theme.palette.background.paper,
    },
    '&.Mui-focused': {
      backgroundColor: theme.palette.background.paper,
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${theme.palette.primary.light}`,
    },
    '&.Mui-error': {
      borderColor: theme.palette.error.main,
    },
  },
}));

export default function CustomizedTextField() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <RoundedTextField id="customized-name" label="Full name" defaultValue="Ada Park" />
      <RoundedTextField
        id="customized-code"
        label="Promo code"
        defaultValue="SPRING"
        error
        helperText="This code has expired."
      />
    </Stack>
  );
}
