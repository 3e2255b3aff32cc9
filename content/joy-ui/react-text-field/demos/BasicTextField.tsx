import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function BasicTextField() {
  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Display name</FormLabel>
      <Input placeholder="e.g. Sam Rivera" name="displayName" />
      <FormHelperText>Shown on your profile and in comments.</FormHelperText>
    </FormControl>
  );
}
