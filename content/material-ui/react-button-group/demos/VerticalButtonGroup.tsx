import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const sections = ['Profile', 'Notifications', 'Billing', 'Security'];

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={3} justifyContent="center">
      <ButtonGroup orientation="vertical" aria-label="Account sections">
        {sections.map((section) => (
          <Button key={section}>{section}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup
        orientation="vertical"
        variant="contained"
        aria-label="Account sections"
      >
        {sections.map((section) => (
          <Button key={section}>{section}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="text" aria-label="Account sections">
        {sections.map((section) => (
          <Button key={section}>{section}</Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
