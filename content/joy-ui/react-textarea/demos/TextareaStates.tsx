import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';

export default function TextareaStates() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 400 }}>
      <Textarea disabled placeholder="Comments are closed" aria-label="Comments (closed)" minRows={2} />
      <Textarea
        readOnly
        defaultValue="Terms accepted on 3 March. This text can be selected and copied but not edited."
        aria-label="Terms (read only)"
        minRows={2}
      />
      <Textarea error defaultValue="A value with a problem" aria-label="Textarea with an error" minRows={2} />
    </Box>
  );
}
