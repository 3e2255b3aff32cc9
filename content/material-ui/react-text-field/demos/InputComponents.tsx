import Box from '@mui/material/Box';
import FilledInput from '@mui/material/FilledInput';
import Input from '@mui/material/Input';
import InputBase from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function InputComponents() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Input placeholder="Add a tag" inputProps={{ 'aria-label': 'Add a tag' }} />
      <Input
        placeholder="Comment"
        disableUnderline
        inputProps={{ 'aria-label': 'Comment without underline' }}
      />
      <FilledInput
        hiddenLabel
        size="small"
        placeholder="Filter rows"
        inputProps={{ 'aria-label': 'Filter rows' }}
      />
      <OutlinedInput
        size="small"
        placeholder="Invoice number"
        error
        inputProps={{ 'aria-label': 'Invoice number' }}
      />
      <InputBase
        placeholder="Untitled document"
        inputProps={{ 'aria-label': 'Document title' }}
        sx={{ fontSize: 20, fontWeight: 600 }}
      />
    </Box>
  );
}
