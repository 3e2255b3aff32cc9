import CircularProgress from '@mui/joy/CircularProgress';

export default function BasicCircularProgress() {
  return <CircularProgress aria-label="Loading messages" />;
}
