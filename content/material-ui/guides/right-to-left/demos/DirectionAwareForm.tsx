import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

// Directional icons are not mirrored automatically: flip them with CSS
// whenever an ancestor (here, the <html> element) has dir="rtl".
const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function DirectionAwareForm() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <TextField
        id="direction-aware-amount"
        label="Donation amount"
        defaultValue="25"
        InputProps={{
          startAdornment: <InputAdornment position="start">€</InputAdornment>,
        }}
      />
      <div>
        <Typography id="direction-aware-monthly" variant="body2" gutterBottom>
          Monthly budget
        </Typography>
        <Slider defaultValue={40} aria-labelledby="direction-aware-monthly" />
      </div>
      <Stack direction="row" justifyContent="space-between">
        <Button startIcon={<ArrowBackIcon sx={mirrorInRtl} />}>Back</Button>
        <Button variant="contained" endIcon={<ArrowForwardIcon sx={mirrorInRtl} />}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}
