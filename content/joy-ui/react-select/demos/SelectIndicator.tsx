import Option from '@mui/joy/Option';
import Select, { selectClasses } from '@mui/joy/Select';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function SelectIndicator() {
  return (
    <Select
      placeholder="Choose a size"
      aria-label="Shirt size"
      indicator={<KeyboardArrowDown />}
      sx={{
        '--Select-placeholderOpacity': 0.8,
        width: 220,
        maxWidth: '100%',
        [`& .${selectClasses.indicator}`]: {
          transition: '0.2s',
          [`&.${selectClasses.expanded}`]: { transform: 'rotate(-180deg)' },
        },
      }}
    >
      <Option value="s">Small</Option>
      <Option value="m">Medium</Option>
      <Option value="l">Large</Option>
    </Select>
  );
}
