import * as React from 'react';
import { TablePagination, type TablePaginationActionsSlotProps } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const BOOKS = [
  { title: 'Dune', author: 'Frank Herbert' },
  { title: 'Kindred', author: 'Octavia E. Butler' },
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
  { title: 'Neuromancer', author: 'William Gibson' },
  { title: 'Foundation', author: 'Isaac Asimov' },
  { title: 'Solaris', author: 'Stanisław Lem' },
  { title: 'Hyperion', author: 'Dan Simmons' },
  { title: 'The Dispossessed', author: 'Ursula K. Le Guin' },
  { title: 'Parable of the Sower', author: 'Octavia E. Butler' },
  { title: 'Snow Crash', author: 'Neal Stephenson' },
];

export default function CustomActions() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(3);

  const rows = BOOKS.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Root>
      <Table aria-label="Science fiction novels">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Author</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.title}>
              <td>{row.title}</td>
              <td>{row.author}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={BOOKS.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[3, 5]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              slots={{ actions: PageNumbers }}
            />
          </tr>
        </tfoot>
      </Table>
    </Root>
  );
}

function PageNumbers({ count, page, rowsPerPage, onPageChange, className }: TablePaginationActionsSlotProps) {
  const pageCount = Math.max(1, Math.ceil(count / rowsPerPage));
  return (
    <div role="group" aria-label="Pages" className={className}>
      {Array.from({ length: pageCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Page ${index + 1}`}
          aria-current={index === page ? 'page' : undefined}
          onClick={(event) => onPageChange(event, index)}
        >
          {index + 1}
        </button>
      ))}
    </div>
  );
}

const Root = styled('div')`
  width: 100%;
  max-width: 520px;
`;

const Table = styled('table')`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  & th,
  & td {
    padding: 8px 12px;
    text-align: left;
    border-bottom: 1px solid #e2e8f0;
  }

  & th {
    font-weight: 600;
  }

  & .numeric {
    text-align: right;
  }

  [data-mui-color-scheme='dark'] & th,
  [data-mui-color-scheme='dark'] & td {
    border-bottom-color: #334155;
  }

  & tfoot td {
    padding: 8px 0 0;
    border-bottom: 0;
  }

  & .MuiTablePagination-toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 8px 12px;
  }

  & .MuiTablePagination-spacer {
    flex: 1 1 0;
  }

  & .MuiTablePagination-selectLabel,
  & .MuiTablePagination-displayedRows {
    margin: 0;
  }

  & .MuiTablePagination-select {
    font: inherit;
    font-size: 14px;
    padding: 4px 8px;
    border: 1px solid #94a3b8;
    border-radius: 6px;
    background-color: #fff;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] & .MuiTablePagination-select {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  & .MuiTablePagination-actions {
    display: flex;
    gap: 4px;
  }

  & .MuiTablePagination-actions button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    font: inherit;
    border: 1px solid #94a3b8;
    border-radius: 6px;
    background-color: transparent;
    color: inherit;
    cursor: pointer;
  }

  & .MuiTablePagination-actions button:hover:not(:disabled) {
    background-color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] & .MuiTablePagination-actions button:hover:not(:disabled) {
    background-color: #1e293b;
  }

  & .MuiTablePagination-actions button:focus-visible {
    outline: 2px solid #3b82f6;
    outline-offset: 2px;
  }

  & .MuiTablePagination-actions button:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  & .MuiTablePagination-actions button[aria-current='page'] {
    border-color: #1d4ed8;
    background-color: #1d4ed8;
    color: #fff;
  }

  [data-mui-color-scheme='dark'] & .MuiTablePagination-actions button[aria-current='page'] {
    border-color: #93c5fd;
    background-color: #93c5fd;
    color: #0f172a;
  }
`;
