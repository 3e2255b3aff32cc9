import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const colors = [
  'primary',
  'secondary',
  'success',
  'error',
  'warning',
  'default',
] as const;

export default function SwitchSizesColors() {
  return (
    <Stack spacing={1}>
      <div>
        <Switch
          size="small"
          defaultChecked
          inputProps={{ 'aria-label': 'Small switch' }}
        />
        <Switch defaultChecked inputProps={{ 'aria-label': 'Medium switch' }} />
      </div>
      <div>
        {colors.map((color) => (
          <Switch
            key={color}
            color={color}
            defaultChecked
            inputProps={{ 'aria-label': `Switch with the ${color} color` }}
          />
        ))}
      </div>
    </Stack>
  );
}
