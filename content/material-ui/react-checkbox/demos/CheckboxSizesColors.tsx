import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function CheckboxSizesColors() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" alignItems="center">
        <Checkbox
          defaultChecked
          size="small"
          inputProps={{ 'aria-label': 'Small checkbox' }}
        />
        <Checkbox defaultChecked inputProps={{ 'aria-label': 'Medium checkbox' }} />
        <Checkbox
          defaultChecked
          inputProps={{ 'aria-label': 'Large checkbox' }}
          sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
        />
      </Stack>
      <Stack direction="row" alignItems="center">
        <Checkbox
          defaultChecked
          color="secondary"
          inputProps={{ 'aria-label': 'Secondary' }}
        />
        <Checkbox
          defaultChecked
          color="success"
          inputProps={{ 'aria-label': 'Success' }}
        />
        <Checkbox defaultChecked color="error" inputProps={{ 'aria-label': 'Error' }} />
        <Checkbox
          defaultChecked
          color="default"
          inputProps={{ 'aria-label': 'Default' }}
        />
        <Checkbox
          defaultChecked
          inputProps={{ 'aria-label': 'Custom teal' }}
          sx={{ color: '#00695c', '&.Mui-checked': { color: '#00695c' } }}
        />
      </Stack>
    </Stack>
  );
}
