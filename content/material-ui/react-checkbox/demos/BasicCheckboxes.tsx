import Checkbox from '@mui/material/Checkbox';

export default function BasicCheckboxes() {
  return (
    <div>
      <Checkbox defaultChecked inputProps={{ 'aria-label': 'Select invoice 1042' }} />
      <Checkbox inputProps={{ 'aria-label': 'Select invoice 1043' }} />
      <Checkbox disabled inputProps={{ 'aria-label': 'Select invoice 1044' }} />
      <Checkbox disabled checked inputProps={{ 'aria-label': 'Select invoice 1045' }} />
    </div>
  );
}
