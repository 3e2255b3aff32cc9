import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const LANGUAGES = [
  { name: 'C', year: 1972 },
  { name: 'Python', year: 1991 },
  { name: 'Java', year: 1995 },
  { name: 'JavaScript', year: 1995 },
  { name: 'Ruby', year: 1995 },
  { name: 'PHP', year: 1995 },
  { name: 'C#', year: 2000 },
  { name: 'Scala', year: 2004 },
  { name: 'Go', year: 2009 },
  { name: 'Rust', year: 2010 },
  { name: 'Kotlin', year: 2011 },
  { name: 'Elixir', year: 2012 },
  { name: 'TypeScript', year: 2012 },
  { name: 'Swift', year: 2014 },
];

export default function TableWithPagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const rows = rowsPerPage === -1 ? LANGUAGES : LANGUAGES.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Root>
      <Table aria-label="Programming languages">
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col" className="numeric">
              First released
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((language) => (
            <tr key={language.name}>
              <td>{language.name}</td>
              <td className="numeric">{language.year}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={LANGUAGES.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </tr>
        </tfoot>
      </Table>
    </Root>
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
`;
