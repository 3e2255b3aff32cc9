import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';

const TipPaper = styled(Paper)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  maxWidth: 460,
  borderRadius: theme.shape.borderRadius * 2,
  borderLeft: `4px solid ${theme.palette.info.main}`,
  backgroundColor: alpha(theme.palette.info.main, 0.08),
  boxShadow: 'none',
}));

export default function CustomizedPaper() {
  return (
    <Box sx={{ p: 1 }}>
      <TipPaper>
        <LightbulbOutlinedIcon color="info" aria-hidden />
        <Typography variant="body2">
          Tip: press <kbd>Ctrl</kbd> + <kbd>K</kbd> anywhere in the app to open the
          command palette.
        </Typography>
      </TipPaper>
    </Box>
  );
}
