import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Typography from '@mui/material/Typography';

function TimeZone() {
  // Reads a browser setting: the server would compute a different value.
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return <strong>{timeZone}</strong>;
}

export default function SimpleNoSsr() {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography>
        Meeting times are shown in your time zone:{' '}
        <NoSsr>
          <TimeZone />
        </NoSsr>
      </Typography>
    </Box>
  );
}
