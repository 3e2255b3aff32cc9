import Alert from '@mui/joy/Alert';

export default function BasicAlert() {
  return <Alert sx={{ maxWidth: 480 }}>Your changes are saved on this device only.</Alert>;
}
