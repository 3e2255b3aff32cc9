import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SettingsSection() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 560 }}>
      <Box sx={{ p: 2 }}>
        <Typography level="title-md" component="h2">
          Profile
        </Typography>
        <Typography level="body-sm">How other members of the workspace see you.</Typography>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormControl>
          <FormLabel>Display name</FormLabel>
          <Input defaultValue="Sam Rivera" />
        </FormControl>
        <FormControl>
          <FormLabel>Job title</FormLabel>
          <Input defaultValue="Product designer" />
        </FormControl>
        <FormControl orientation="horizontal" sx={{ gridColumn: '1 / -1', justifyContent: 'space-between', gap: 2 }}>
          <FormLabel>Show my local time</FormLabel>
          <Switch defaultChecked />
        </FormControl>
      </Box>
      <Divider />
      <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button variant="plain" color="neutral">
          Cancel
        </Button>
        <Button>Save changes</Button>
      </Box>
    </Sheet>
  );
}
