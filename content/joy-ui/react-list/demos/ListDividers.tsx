import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import WbSunnyOutlinedIcon from '@mui/icons-material/WbSunnyOutlined';
import CloudOutlinedIcon from '@mui/icons-material/CloudOutlined';

const insets = ['gutter', 'startDecorator', 'startContent', 'context'] as const;

export default function ListDividers() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {insets.map((inset) => (
        <div key={inset}>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            inset=&quot;{inset}&quot;
          </Typography>
          <List
            variant="outlined"
            aria-label={`Forecast, divider inset ${inset}`}
            sx={{ width: 160, borderRadius: 'sm' }}
          >
            <ListItem>
              <ListItemDecorator>
                <WbSunnyOutlinedIcon />
              </ListItemDecorator>
              Monday
            </ListItem>
            <ListDivider inset={inset} aria-hidden />
            <ListItem>
              <ListItemDecorator>
                <CloudOutlinedIcon />
              </ListItemDecorator>
              Tuesday
            </ListItem>
          </List>
        </div>
      ))}
    </Box>
  );
}
