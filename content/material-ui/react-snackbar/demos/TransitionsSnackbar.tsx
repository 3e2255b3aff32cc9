import { useState } from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

function SlideFromLeft(props: SlideProps) {
  return <Slide {...props} direction="right" />;
}

const transitions = {
  Grow,
  Fade,
  Slide: SlideFromLeft,
};

type TransitionName = keyof typeof transitions;

export default function TransitionsSnackbar() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState<TransitionName>('Grow');

  return (
    <Stack direction="row" spacing={2}>
      {(Object.keys(transitions) as TransitionName[]).map((key) => (
        <Button
          key={key}
          variant="outlined"
          onClick={() => {
            setName(key);
            setOpen(true);
          }}
        >
          {key}
        </Button>
      ))}
      <Snackbar
        key={name}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        TransitionComponent={transitions[name]}
        message={`Opened with the ${name} transition`}
      />
    </Stack>
  );
}
