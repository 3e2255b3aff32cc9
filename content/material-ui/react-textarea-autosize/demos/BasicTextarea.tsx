import TextareaAutosize from '@mui/material/TextareaAutosize';

export default function BasicTextarea() {
  return (
    <TextareaAutosize
      aria-label="Release notes"
      placeholder="Write the release notes. The field grows as you type."
      style={{ width: 320, maxWidth: '100%', font: 'inherit', padding: 8 }}
    />
  );
}
