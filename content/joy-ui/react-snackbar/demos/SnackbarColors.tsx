import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';

type Color = NonNullable<SnackbarProps['color']>;

const messages: Record<Color, string> = {
  primary: 'Sync started.',
  neutral: 'Draft saved.',
  danger: 'Could not send the message.',
  success: 'Invoice paid.',
  warning: 'You are close to your upload limit.',
};

export default function SnackbarColors() {
  const [color, setColor] = React.useState<Color | null>(null);
  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(Object.keys(messages) as Color[]).map((item) => (
          <Button key={item} variant="soft" color={item} onClick={() => setColor(item)}>
            {item}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={color}
        role={color === 'danger' ? 'alert' : 'status'}
        variant="soft"
        color={color ?? 'neutral'}
        open={color !== null}
        autoHideDuration={3000}
        onClose={() => setColor(null)}
      >
        {color ? messages[color] : ''}
      </Snackbar>
    </React.Fragment>
  );
}
