import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { blueGrey, brown, deepPurple, indigo, pink, teal } from '@mui/material/colors';

// Dark enough shades to keep white initials readable.
const backgrounds = [
  indigo[500],
  teal[700],
  deepPurple[500],
  pink[700],
  brown[500],
  blueGrey[700],
];

function initialsOf(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

function backgroundOf(name: string) {
  let sum = 0;
  for (const char of name) {
    sum += char.charCodeAt(0);
  }
  return backgrounds[sum % backgrounds.length];
}

const names = [
  'Priya Raman',
  'Jonas Berg',
  'Aiko Tanaka',
  'Carlos Mendes',
  'Fatima Zahra',
];

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {names.map((name) => (
        <Avatar
          key={name}
          role="img"
          aria-label={name}
          sx={{ bgcolor: backgroundOf(name), color: 'common.white' }}
        >
          {initialsOf(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
