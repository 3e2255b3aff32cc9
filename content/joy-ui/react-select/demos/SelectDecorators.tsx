import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import LanguageIcon from '@mui/icons-material/Language';
import PetsIcon from '@mui/icons-material/Pets';

export default function SelectDecorators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 280 }}>
      <Select startDecorator={<LanguageIcon />} defaultValue="en" aria-label="Language">
        <Option value="en">English</Option>
        <Option value="fr">Français</Option>
        <Option value="de">Deutsch</Option>
      </Select>
      <Select
        sx={{ '--Select-placeholderOpacity': 0.8 }}
        placeholder="Pick a pet"
        startDecorator={<PetsIcon />}
        endDecorator={
          <Chip size="sm" color="danger" variant="soft">
            4 new
          </Chip>
        }
        aria-label="Pet"
      >
        <Option value="cat">Cat</Option>
        <Option value="dog">Dog</Option>
        <Option value="rabbit">Rabbit</Option>
        <Option value="parrot">Parrot</Option>
      </Select>
    </Box>
  );
}
