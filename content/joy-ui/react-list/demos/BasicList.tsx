import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function BasicList() {
  return (
    <div>
      <Typography id="packing-list" level="title-sm" sx={{ mb: 1 }}>
        Packing list
      </Typography>
      <List aria-labelledby="packing-list">
        <ListItem>Passport</ListItem>
        <ListItem>Charger and adapter</ListItem>
        <ListItem>Rain jacket</ListItem>
        <ListItem>Walking shoes</ListItem>
      </List>
    </div>
  );
}
