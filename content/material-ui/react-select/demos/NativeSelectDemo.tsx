import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Select from '@mui/material/Select';

export default function NativeSelectDemo() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <FormControl variant="standard" sx={{ width: 200 }}>
        <InputLabel htmlFor="native-select-language">Language</InputLabel>
        <NativeSelect
          defaultValue="fr"
          inputProps={{ name: 'language', id: 'native-select-language' }}
        >
          <option value="en">English</option>
          <option value="fr">Français</option>
          <option value="es">Español</option>
          <option value="ja">日本語</option>
        </NativeSelect>
      </FormControl>
      <FormControl sx={{ width: 200 }}>
        <InputLabel htmlFor="native-select-month">Month</InputLabel>
        <Select
          native
          defaultValue="3"
          label="Month"
          inputProps={{ name: 'month', id: 'native-select-month' }}
        >
          <optgroup label="First quarter">
            <option value="1">January</option>
            <option value="2">February</option>
            <option value="3">March</option>
          </optgroup>
          <optgroup label="Second quarter">
            <option value="4">April</option>
            <option value="5">May</option>
            <option value="6">June</option>
          </optgroup>
        </Select>
      </FormControl>
    </Box>
  );
}
