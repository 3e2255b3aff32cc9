import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export default function SnackbarDecorators() {
  const [files, setFiles] = React.useState(3);
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="danger"
        disabled={files === 0}
        onClick={() => {
          setFiles(files - 1);
          setOpen(true);
        }}
      >
        Delete a file
      </Button>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        {files} files left
      </Typography>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
        startDecorator={<DeleteOutlineIcon />}
        endDecorator={
          <Button
            size="sm"
            variant="soft"
            color="neutral"
            onClick={() => {
              setFiles((value) => value + 1);
              setOpen(false);
            }}
          >
            Undo
          </Button>
        }
      >
        File moved to the trash.
      </Snackbar>
    </React.Fragment>
  );
}
