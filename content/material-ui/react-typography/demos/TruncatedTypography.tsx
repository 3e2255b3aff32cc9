import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const fileName = 'quarterly-sales-report-north-region-final-version-3.xlsx';

export default function TruncatedTypography() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 340 }}>
      <div>
        <Typography variant="caption" color="text.secondary">
          Fixed width of 200 px
        </Typography>
        <Tooltip title={fileName}>
          <Typography noWrap sx={{ width: 200 }} tabIndex={0}>
            {fileName}
          </Typography>
        </Tooltip>
      </div>
      <div>
        <Typography variant="caption" color="text.secondary">
          Flex item: minWidth 0 lets it shrink
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>MK</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="p" noWrap>
              Maria Kowalska, Head of Customer Experience
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              maria.kowalska@northwind-traders.example.com
            </Typography>
          </Box>
        </Box>
      </div>
    </Stack>
  );
}
