import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

interface Member {
  login: string;
  name: string;
  team: string;
}

const members: Member[] = [
  { login: 'aokafor', name: 'Amara Okafor', team: 'Design' },
  { login: 'kwatanabe', name: 'Kenji Watanabe', team: 'Platform' },
  { login: 'lfernandez', name: 'Lucía Fernández', team: 'Product' },
  { login: 'mnowak', name: 'Marta Nowak', team: 'Platform' },
  { login: 'rsingh', name: 'Ravi Singh', team: 'Support' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function CustomOptionRendering() {
  const [assignee, setAssignee] = React.useState<Member | null>(null);

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Assignee</FormLabel>
      <Autocomplete
        options={members}
        value={assignee}
        onChange={(event, member) => setAssignee(member)}
        getOptionLabel={(member) => member.name}
        isOptionEqualToValue={(option, value) => option.login === value.login}
        placeholder="Search people"
        startDecorator={assignee ? <Avatar size="sm">{initials(assignee.name)}</Avatar> : null}
        slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '48px' } } }}
        renderOption={(props, member) => {
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>
                <Avatar size="sm">{initials(member.name)}</Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{member.name}</Typography>
                <Typography level="body-xs">
                  @{member.login} · {member.team}
                </Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
