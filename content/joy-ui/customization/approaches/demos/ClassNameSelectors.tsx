import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ClassNameSelectors() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        '& .MuiButton-root.Mui-disabled': { textDecoration: 'line-through' },
        '& .MuiButton-startDecorator': { fontWeight: 'lg' },
      }}
    >
      <Button startDecorator="+">Add row</Button>
      <Button disabled>Delete row</Button>
    </Stack>
  );
}
