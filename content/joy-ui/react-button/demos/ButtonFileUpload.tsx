import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function ButtonFileUpload() {
  const [names, setNames] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Button component="label" variant="outlined" color="neutral" startDecorator={<CloudUploadIcon />}>
        Attach files
        <input
          type="file"
          multiple
          hidden
          onChange={(event) => setNames(Array.from(event.target.files ?? [], (file) => file.name))}
        />
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {names.length === 0 ? 'No file chosen' : `Chosen: ${names.join(', ')}`}
      </Typography>
    </Box>
  );
}
