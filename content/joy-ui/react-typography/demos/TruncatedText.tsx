import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const text =
  'The library is open from nine to six on weekdays, and from ten to four on Saturdays. It is closed on Sundays and public holidays.';

export default function TruncatedText() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 320 }}>
      <Typography level="body-sm" noWrap>
        {text}
      </Typography>
      <Typography
        level="body-sm"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {text}
      </Typography>
    </Box>
  );
}
