import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import EmailIcon from '@mui/icons-material/Email';
import LinkIcon from '@mui/icons-material/Link';
import PhoneIcon from '@mui/icons-material/Phone';

export default function TextFieldTypes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input type="email" autoComplete="email" startDecorator={<EmailIcon />} placeholder="name@example.com" />
      </FormControl>
      <FormControl>
        <FormLabel>Phone</FormLabel>
        <Input type="tel" autoComplete="tel" startDecorator={<PhoneIcon />} placeholder="+1 555 0100" />
      </FormControl>
      <FormControl>
        <FormLabel>Website</FormLabel>
        <Input type="url" autoComplete="url" startDecorator={<LinkIcon />} placeholder="https://" />
      </FormControl>
    </Box>
  );
}
