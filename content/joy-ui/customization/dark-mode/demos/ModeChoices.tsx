import { useEffect, useState } from 'react';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

const choices = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'Same as the system' },
] as const;

export default function ModeChoices() {
  const { mode } = useColorScheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 320, p: 1 }}>
      <Typography id="mode-choice-label" level="title-sm" sx={{ px: 1, pt: 0.5 }}>
        Appearance
      </Typography>
      <List aria-labelledby="mode-choice-label" size="sm">
        {choices.map((choice) => (
          <ListItem
            key={choice.value}
            endAction={
              mounted && mode === choice.value ? (
                <Chip size="sm" variant="soft" color="primary">
                  current
                </Chip>
              ) : null
            }
          >
            {choice.label}
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
