import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import SearchIcon from '@mui/icons-material/Search';

const airports = ['AMS Amsterdam', 'CDG Paris', 'DXB Dubai', 'HND Tokyo', 'JFK New York', 'LHR London', 'SIN Singapore'];
const topics = ['Billing', 'Accounts', 'Security', 'Integrations', 'Reports'];

export default function AutocompleteDecorators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 320 }}>
      <Autocomplete startDecorator={<FlightTakeoffIcon />} options={airports} placeholder="From" aria-label="Departure airport" />
      <Autocomplete
        startDecorator={<SearchIcon />}
        endDecorator={
          <Chip size="sm" variant="soft">
            Help
          </Chip>
        }
        options={topics}
        placeholder="Search help topics"
        aria-label="Help topic"
      />
    </Box>
  );
}
