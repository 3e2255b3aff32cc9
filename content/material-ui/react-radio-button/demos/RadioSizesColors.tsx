import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';

export default function RadioSizesColors() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" alignItems="center">
        <Radio
          defaultChecked
          size="small"
          name="radio-sizes-small"
          inputProps={{ 'aria-label': 'Small' }}
        />
        <Radio
          defaultChecked
          name="radio-sizes-medium"
          inputProps={{ 'aria-label': 'Medium' }}
        />
        <Radio
          defaultChecked
          name="radio-sizes-large"
          inputProps={{ 'aria-label': 'Large' }}
          sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
        />
      </Stack>
      <Stack direction="row" alignItems="center">
        {(['secondary', 'success', 'error', 'default'] as const).map((color) => (
          <Radio
            key={color}
            defaultChecked
            color={color}
            name={`radio-colors-${color}`}
            inputProps={{ 'aria-label': color }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
