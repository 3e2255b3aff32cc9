import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function SlotPropsInput() {
  return (
    <FormControl sx={{ maxWidth: 280 }}>
      <FormLabel>Verification code</FormLabel>
      <Input
        placeholder="6 digits"
        slotProps={{
          input: {
            inputMode: 'numeric',
            pattern: '[0-9]{6}',
            maxLength: 6,
            autoComplete: 'one-time-code',
            sx: { letterSpacing: '0.3em', fontFamily: 'code' },
          },
        }}
      />
      <FormHelperText>We sent it to your phone.</FormHelperText>
    </FormControl>
  );
}
