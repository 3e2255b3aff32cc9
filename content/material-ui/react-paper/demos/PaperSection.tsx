import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PaperSection() {
  return (
    <Paper
      component="section"
      aria-labelledby="paper-section-title"
      variant="outlined"
      sx={{ p: 3, width: '100%', maxWidth: 440 }}
    >
      <Typography id="paper-section-title" variant="h6" component="div" gutterBottom>
        Email preferences
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Choose which messages you want to receive. Security alerts are always sent.
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Stack>
        <FormControlLabel control={<Switch defaultChecked />} label="Product updates" />
        <FormControlLabel control={<Switch />} label="Weekly digest" />
        <FormControlLabel
          control={<Switch defaultChecked />}
          label="Comments on my posts"
        />
      </Stack>
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button variant="contained">Save preferences</Button>
      </Stack>
    </Paper>
  );
}
