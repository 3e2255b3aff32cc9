import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectDisabled() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Select
        disabled
        defaultValue="eu"
        aria-label="Data region (locked)"
        sx={{ '--Select-placeholderOpacity': 0.8, minWidth: 180 }}
      >
        <Option value="eu">EU (Frankfurt)</Option>
      </Select>
      <Select
        placeholder="Delivery slot"
        aria-label="Delivery slot"
        sx={{ '--Select-placeholderOpacity': 0.8, minWidth: 180 }}
      >
        <Option value="morning">Morning</Option>
        <Option value="afternoon" disabled>
          Afternoon (full)
        </Option>
        <Option value="evening">Evening</Option>
      </Select>
    </Box>
  );
}
