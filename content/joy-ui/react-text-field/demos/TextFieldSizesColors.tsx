import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function TextFieldSizesColors() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 3 }}>
      <FormControl size="sm">
        <FormLabel>Small</FormLabel>
        <Input placeholder="size=sm" />
        <FormHelperText>Label, input and text shrink together.</FormHelperText>
      </FormControl>
      <FormControl size="lg">
        <FormLabel>Large</FormLabel>
        <Input placeholder="size=lg" />
        <FormHelperText>And grow together.</FormHelperText>
      </FormControl>
      <FormControl color="success">
        <FormLabel>Coupon</FormLabel>
        <Input variant="soft" defaultValue="WELCOME10" />
        <FormHelperText>10% off applied.</FormHelperText>
      </FormControl>
      <FormControl color="warning">
        <FormLabel>Nickname</FormLabel>
        <Input variant="soft" defaultValue="admin" />
        <FormHelperText>Others may find this confusing.</FormHelperText>
      </FormControl>
    </Box>
  );
}
