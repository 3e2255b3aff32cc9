import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TablePagination from '@mui/material/TablePagination';
import type { TablePaginationActionsProps } from '@mui/material/TablePagination/TablePaginationActions';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';

const stations = [
  'Amsterdam Centraal', 'Antwerpen-Centraal', 'Basel SBB', 'Berlin Hbf', 'Bologna Centrale',
  'Bordeaux Saint-Jean', 'Bruxelles-Midi', 'Frankfurt Hbf', 'Genève-Cornavin', 'Hamburg Hbf',
  'Köln Hbf', 'Lyon Part-Dieu', 'Milano Centrale', 'München Hbf', 'Paris Gare de Lyon',
  'Strasbourg', 'Torino Porta Nuova', 'Wien Hbf', 'Zürich HB',
];

// Replaces the default previous/next buttons: first, previous, "Page x of y", next, last.
function PageActions({ count, page, rowsPerPage, onPageChange }: TablePaginationActionsProps) {
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, ml: { xs: 0, sm: 2 } }}>
      <IconButton onClick={(event) => onPageChange(event, 0)} disabled={page === 0} aria-label="First page">
        <FirstPageIcon />
      </IconButton>
      <IconButton onClick={(event) => onPageChange(event, page - 1)} disabled={page === 0} aria-label="Previous page">
        <KeyboardArrowLeft />
      </IconButton>
      <Typography variant="body2" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
        Page {page + 1} of {lastPage + 1}
      </Typography>
      <IconButton onClick={(event) => onPageChange(event, page + 1)} disabled={page >= lastPage} aria-label="Next page">
        <KeyboardArrowRight />
      </IconButton>
      <IconButton onClick={(event) => onPageChange(event, lastPage)} disabled={page >= lastPage} aria-label="Last page">
        <LastPageIcon />
      </IconButton>
    </Box>
  );
}

export default function CustomPaginationActionsTable() {
  const [page, setPage] = useState(0);
  const rowsPerPage = 5;
  const visible = stations.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <TableContainer component={Paper} sx={{ maxWidth: 560 }}>
      <Table size="small" aria-label="Railway stations">
        <TableBody>
          {visible.map((station) => (
            <TableRow key={station}>
              <TableCell component="th" scope="row">
                {station}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={stations.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next)}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${count} stations`}
              ActionsComponent={PageActions}
              // Let the range and the buttons wrap onto two lines on narrow screens.
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
