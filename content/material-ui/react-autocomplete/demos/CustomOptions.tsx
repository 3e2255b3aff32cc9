import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Person {
  id: number;
  name: string;
  role: string;
  away: boolean;
}

const team: Person[] = [
  { id: 1, name: 'Amara Okafor', role: 'Designer', away: false },
  { id: 2, name: 'Bruno Costa', role: 'Front-end developer', away: true },
  { id: 3, name: 'Chen Wei', role: 'Product manager', away: false },
  { id: 4, name: 'Dana Levi', role: 'QA engineer', away: false },
  { id: 5, name: 'Elif Yılmaz', role: 'Back-end developer', away: true },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function CustomOptions() {
  return (
    <Autocomplete
      id="custom-options-assignee"
      options={team}
      sx={{ width: 320 }}
      autoHighlight
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      getOptionDisabled={(option) => option.away}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Avatar
              sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}
              aria-hidden
            >
              {initials(option.name)}
            </Avatar>
            <div>
              <Typography variant="body2">{option.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {option.away ? 'Away this week' : option.role}
              </Typography>
            </div>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Assignee" />}
    />
  );
}
