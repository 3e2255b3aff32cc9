import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

const levels = ['h3', 'title-lg', 'title-md', 'body-md', 'body-sm', 'body-xs'] as const;

export default function LinkLevels() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {levels.map((level) => (
        <Link key={level} href="#levels" level={level}>
          level=&quot;{level}&quot;
        </Link>
      ))}
    </Stack>
  );
}
