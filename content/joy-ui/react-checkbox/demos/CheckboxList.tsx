import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function CheckboxList() {
  return (
    <div>
      <Typography id="delivery-days" level="title-sm" sx={{ mb: 1 }}>
        Delivery days
      </Typography>
      <List
        role="group"
        aria-labelledby="delivery-days"
        variant="outlined"
        sx={{ borderRadius: 'sm', maxWidth: 280, '--List-gap': '0.25rem' }}
      >
        {days.map((day, index) => (
          <ListItem key={day}>
            <Checkbox overlay label={day} defaultChecked={index % 2 === 0} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
