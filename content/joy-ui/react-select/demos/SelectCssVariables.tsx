import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectCssVariables() {
  return (
    <Select
      defaultValue="weekly"
      aria-label="Report frequency"
      sx={{
        width: 240,
        maxWidth: '100%',
        '--Select-radius': '999px',
        '--Select-minHeight': '3rem',
        '--Select-paddingInline': '1.25rem',
        '--Select-focusedThickness': '3px',
      }}
    >
      <Option value="daily">Daily</Option>
      <Option value="weekly">Weekly</Option>
      <Option value="monthly">Monthly</Option>
    </Select>
  );
}
