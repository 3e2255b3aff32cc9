import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function MultilineTextField() {
  return (
    <FormControl sx={{ maxWidth: 400 }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea minRows={2} maxRows={5} placeholder="Leave the parcel with the neighbour at number 12." />
      <FormHelperText>Optional. Up to five lines show before it scrolls.</FormHelperText>
    </FormControl>
  );
}
