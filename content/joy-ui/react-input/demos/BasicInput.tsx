import Input from '@mui/joy/Input';

export default function BasicInput() {
  return <Input placeholder="Search the catalogue" aria-label="Search the catalogue" sx={{ maxWidth: 320 }} />;
}
