import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';
import Avatar from '@mui/joy/Avatar';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import NotificationsIcon from '@mui/icons-material/Notifications';
import LockIcon from '@mui/icons-material/Lock';

export default function AccordionRichSummary() {
  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 420, borderRadius: 'md' }}>
      <Accordion>
        <AccordionSummary>
          <Avatar color="primary" size="sm">
            <NotificationsIcon />
          </Avatar>
          <ListItemContent>
            <Typography level="title-md">Notifications</Typography>
            <Typography level="body-sm">E-mail and push messages</Typography>
          </ListItemContent>
        </AccordionSummary>
        <AccordionDetails>
          <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', py: 0.5 }}>
            <FormLabel>Weekly summary</FormLabel>
            <Switch defaultChecked />
          </FormControl>
          <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', py: 0.5 }}>
            <FormLabel>Comments on my posts</FormLabel>
            <Switch />
          </FormControl>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>
          <Avatar color="success" size="sm">
            <LockIcon />
          </Avatar>
          <ListItemContent>
            <Typography level="title-md">Privacy</Typography>
            <Typography level="body-sm">Who can see your profile</Typography>
          </ListItemContent>
        </AccordionSummary>
        <AccordionDetails>
          <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', py: 0.5 }}>
            <FormLabel>Show my e-mail address</FormLabel>
            <Switch />
          </FormControl>
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
