import Stack from '@mui/joy/Stack';
import Chip from '@mui/joy/Chip';

const skills = ['React', 'TypeScript', 'Accessibility', 'CSS', 'Testing', 'Node.js', 'Design systems', 'Performance'];

export default function StackWrap() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 340 }}>
      {skills.map((skill) => (
        <Chip key={skill} variant="outlined">
          {skill}
        </Chip>
      ))}
    </Stack>
  );
}
