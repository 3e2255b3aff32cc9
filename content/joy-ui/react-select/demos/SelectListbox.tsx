import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

export default function SelectListbox() {
  return (
    <Select
      defaultValue="09:00"
      aria-label="Meeting start"
      sx={{ width: 160 }}
      slotProps={{
        listbox: {
          placement: 'bottom-start',
          variant: 'outlined',
          sx: {
            maxHeight: 220,
            overflow: 'auto',
            minWidth: 200,
            boxShadow: 'lg',
          },
        },
      }}
    >
      {hours.map((hour) => (
        <Option key={hour} value={hour}>
          {hour}
        </Option>
      ))}
    </Select>
  );
}
