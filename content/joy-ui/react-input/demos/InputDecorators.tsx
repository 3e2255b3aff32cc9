import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SearchIcon from '@mui/icons-material/Search';

export default function InputDecorators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <Input startDecorator={<SearchIcon />} placeholder="Search files" aria-label="Search files" />
      <Input
        type="number"
        defaultValue={72}
        endDecorator={<Typography level="body-sm">kg</Typography>}
        slotProps={{ input: { 'aria-label': 'Weight in kilograms', min: 0 } }}
      />
      <Input
        startDecorator={<LocationOnIcon />}
        endDecorator={<Button variant="soft">Locate me</Button>}
        placeholder="City or postcode"
        aria-label="City or postcode"
      />
    </Box>
  );
}
