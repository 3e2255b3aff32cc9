import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

const people = [
  { initials: 'AK', color: 'primary' },
  { initials: 'BN', color: 'neutral' },
  { initials: 'CD', color: 'danger' },
  { initials: 'DS', color: 'success' },
  { initials: 'EW', color: 'warning' },
] as const;

export default function AvatarColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {(['soft', 'solid'] as const).map((variant) => (
        <Box key={variant} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {people.map(({ initials, color }) => (
            <Avatar key={color} color={color} variant={variant}>
              {initials}
            </Avatar>
          ))}
        </Box>
      ))}
    </Box>
  );
}
