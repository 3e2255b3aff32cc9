import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';

const themes = [
  { label: 'Filled', icon: <DeleteIcon /> },
  { label: 'Outlined', icon: <DeleteOutlinedIcon /> },
  { label: 'Rounded', icon: <DeleteRoundedIcon /> },
  { label: 'Two tone', icon: <DeleteTwoToneIcon /> },
  { label: 'Sharp', icon: <DeleteSharpIcon /> },
];

export default function IconThemes() {
  return (
    <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
      {themes.map((theme) => (
        <Stack key={theme.label} alignItems="center" spacing={1}>
          {theme.icon}
          <Typography variant="caption">{theme.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
