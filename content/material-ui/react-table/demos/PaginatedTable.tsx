import { useState, type ChangeEvent } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const subjects = [
  'Cannot reset password',
  'Invoice shows the wrong address',
  'App crashes on start',
  'Export to CSV is empty',
  'Two-factor code not received',
  'Request to delete account',
  'Payment declined',
];
const agents = ['Amara', 'Bruno', 'Chen', 'Dana'];
const statuses = ['Open', 'Waiting', 'Solved'];

// 23 tickets, built from fixed lists so every render gives the same rows.
const tickets = Array.from({ length: 23 }, (_, index) => ({
  id: 4100 + index,
  subject: subjects[index % subjects.length]!,
  agent: agents[index % agents.length]!,
  status: statuses[index % statuses.length]!,
}));

export default function PaginatedTable() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);

  const visibleRows = tickets.slice(
    page * rowsPerPage,
    page * rowsPerPage + rowsPerPage,
  );
  // Keep the table height steady on the last, shorter page.
  const emptyRows = rowsPerPage - visibleRows.length;

  const handleRowsPerPageChange = (event: ChangeEvent<HTMLInputElement>) => {
    setRowsPerPage(parseInt(event.target.value, 10));
    setPage(0);
  };

  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 560 }} aria-label="Support tickets">
        <TableHead>
          <TableRow>
            <TableCell>Ticket</TableCell>
            <TableCell>Subject</TableCell>
            <TableCell>Agent</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visibleRows.map((ticket) => (
            <TableRow key={ticket.id}>
              <TableCell component="th" scope="row">
                #{ticket.id}
              </TableCell>
              <TableCell>{ticket.subject}</TableCell>
              <TableCell>{ticket.agent}</TableCell>
              <TableCell>{ticket.status}</TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow style={{ height: 53 * emptyRows }}>
              <TableCell colSpan={4} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={tickets.length}
              page={page}
              onPageChange={(_event, newPage) => setPage(newPage)}
              rowsPerPage={rowsPerPage}
              onRowsPerPageChange={handleRowsPerPageChange}
              rowsPerPageOptions={[5, 10, 25]}
              showFirstButton
              showLastButton
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
