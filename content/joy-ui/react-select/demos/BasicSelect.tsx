import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function BasicSelect() {
  return (
    <FormControl sx={{ width: 240, maxWidth: '100%' }}>
      <FormLabel>Favourite fruit</FormLabel>
      <Select sx={{ '--Select-placeholderOpacity': 0.8 }} placeholder="Choose one…" name="fruit">
        <Option value="apple">Apple</Option>
        <Option value="banana">Banana</Option>
        <Option value="cherry">Cherry</Option>
        <Option value="mango">Mango</Option>
      </Select>
    </FormControl>
  );
}
