import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';

const note =
  'Packing list for the trip:\n- passport\n- charger\n- rain jacket\n- walking shoes\n- a good book\n- snacks for the train';

export default function TextareaRows() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 400 }}>
      <Textarea minRows={3} placeholder="Grows as you type, from three rows" aria-label="Growing textarea" />
      <Textarea minRows={2} maxRows={4} defaultValue={note} aria-label="Textarea limited to four rows" />
    </Box>
  );
}
