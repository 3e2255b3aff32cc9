import Textarea from '@mui/joy/Textarea';

export default function BasicTextarea() {
  return <Textarea placeholder="Write a short bio…" minRows={2} aria-label="Bio" sx={{ maxWidth: 400 }} />;
}
