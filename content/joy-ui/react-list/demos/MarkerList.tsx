import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function MarkerList() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <div>
        <Typography level="title-sm">Ingredients</Typography>
        <List marker="disc">
          <ListItem>200 g flour</ListItem>
          <ListItem>2 eggs</ListItem>
          <ListItem>300 ml milk</ListItem>
        </List>
      </div>
      <div>
        <Typography level="title-sm">Method</Typography>
        <List component="ol" marker="decimal">
          <ListItem>Whisk everything together.</ListItem>
          <ListItem>Rest the batter for ten minutes.</ListItem>
          <ListItem>
            Cook in a hot pan.
            <List marker="circle">
              <ListItem>about one minute per side</ListItem>
            </List>
          </ListItem>
        </List>
      </div>
    </Box>
  );
}
