import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const levels = ['h1', 'h2', 'h3', 'h4', 'title-lg', 'title-md', 'title-sm', 'body-lg', 'body-md', 'body-sm', 'body-xs'] as const;

export default function TypographyLevels() {
  return (
    <Stack spacing={1} sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
      {levels.map((level) => (
        <Typography key={level} level={level} component="p">
          {level}: Quiet mornings
        </Typography>
      ))}
    </Stack>
  );
}
