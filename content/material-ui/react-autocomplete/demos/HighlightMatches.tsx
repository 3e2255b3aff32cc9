import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const countries = [
  'Argentina',
  'Australia',
  'Austria',
  'Bangladesh',
  'Canada',
  'Ghana',
  'Indonesia',
  'Mongolia',
  'Panama',
  'Tanzania',
];

interface Part {
  text: string;
  match: boolean;
}

// Splits a label into the pieces that match the typed text (every occurrence,
// ignoring case) and the pieces between them.
function splitByMatch(label: string, query: string): Part[] {
  const needle = query.trim().toLowerCase();
  if (!needle) {
    return [{ text: label, match: false }];
  }
  const parts: Part[] = [];
  const haystack = label.toLowerCase();
  let start = 0;
  let found = haystack.indexOf(needle);
  while (found !== -1) {
    if (found > start) {
      parts.push({ text: label.slice(start, found), match: false });
    }
    parts.push({ text: label.slice(found, found + needle.length), match: true });
    start = found + needle.length;
    found = haystack.indexOf(needle, start);
  }
  if (start < label.length) {
    parts.push({ text: label.slice(start), match: false });
  }
  return parts;
}

export default function HighlightMatches() {
  return (
    <Autocomplete
      id="highlight-country"
      options={countries}
      sx={{ width: 300 }}
      renderOption={(props, option, { inputValue }) => {
        const { key, ...optionProps } = props as typeof props & { key: string };
        return (
          <li key={key} {...optionProps}>
            <span>
              {splitByMatch(option, inputValue).map((part, index) =>
                part.match ? (
                  <Box component="mark" key={index} sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700 }}>
                    {part.text}
                  </Box>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Country" />}
    />
  );
}
