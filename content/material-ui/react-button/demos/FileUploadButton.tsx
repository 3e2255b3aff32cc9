import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function FileUploadButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileNames, setFileNames] = useState<string[]>([]);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        onClick={() => inputRef.current?.click()}
      >
        Attach files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        onChange={(event) =>
          setFileNames(Array.from(event.target.files ?? [], (file) => file.name))
        }
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {fileNames.length === 0 ? 'No files selected' : fileNames.join(', ')}
      </Typography>
    </Stack>
  );
}
