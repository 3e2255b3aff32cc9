import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const timeZones: Record<string, string[]> = {
  Europe: ['Europe/Lisbon', 'Europe/Paris', 'Europe/Helsinki'],
  Americas: ['America/New_York', 'America/Chicago', 'America/Los_Angeles'],
  Asia: ['Asia/Kolkata', 'Asia/Singapore', 'Asia/Tokyo'],
};

export default function GroupedOptions() {
  return (
    <Select
      placeholder="Time zone"
      aria-label="Time zone"
      sx={{ '--Select-placeholderOpacity': 0.8, width: 260, maxWidth: '100%' }}
      slotProps={{
        listbox: {
          component: 'div',
          sx: { maxHeight: 260, overflow: 'auto', '--List-padding': '0px' },
        },
      }}
    >
      {Object.entries(timeZones).map(([region, zones], index) => (
        <React.Fragment key={region}>
          {index !== 0 && <ListDivider role="none" />}
          <List aria-labelledby={`zone-group-${region}`} sx={{ '--ListItemDecorator-size': '28px' }}>
            <ListItem id={`zone-group-${region}`} sticky>
              <ListSubheader>{region}</ListSubheader>
            </ListItem>
            {zones.map((zone) => (
              <Option key={zone} value={zone}>
                {zone.replace(/^[^/]+\//, '').replace('_', ' ')}
              </Option>
            ))}
          </List>
        </React.Fragment>
      ))}
    </Select>
  );
}
