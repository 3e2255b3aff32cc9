import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Slot {
  time: string;
  booked: boolean;
}

const slots: Slot[] = [
  { time: '09:00', booked: false },
  { time: '10:00', booked: true },
  { time: '11:00', booked: false },
  { time: '13:00', booked: true },
  { time: '14:00', booked: false },
  { time: '15:00', booked: false },
];

export default function DisabledOptions() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 300 }}>
      <FormControl>
        <FormLabel>Appointment</FormLabel>
        <Autocomplete
          options={slots}
          getOptionLabel={(slot) => (slot.booked ? `${slot.time} (booked)` : slot.time)}
          getOptionDisabled={(slot) => slot.booked}
          placeholder="Pick a free slot"
        />
      </FormControl>
      <FormControl disabled>
        <FormLabel>Room (assigned)</FormLabel>
        <Autocomplete options={['Room A', 'Room B']} defaultValue="Room B" />
      </FormControl>
      <FormControl>
        <FormLabel>Plan (read only)</FormLabel>
        <Autocomplete readOnly options={['Free', 'Pro']} defaultValue="Pro" />
      </FormControl>
    </Box>
  );
}
