import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const EVENTS = [
  { id: 1, action: 'Signed in', when: '09:02' },
  { id: 2, action: 'Created project “Atlas”', when: '09:05' },
  { id: 3, action: 'Invited Grace', when: '09:11' },
  { id: 4, action: 'Uploaded logo.svg', when: '09:20' },
  { id: 5, action: 'Renamed project', when: '09:31' },
  { id: 6, action: 'Changed billing plan', when: '10:02' },
  { id: 7, action: 'Added API key', when: '10:15' },
  { id: 8, action: 'Deleted draft', when: '10:40' },
  { id: 9, action: 'Exported report', when: '11:03' },
  { id: 10, action: 'Signed out', when: '11:30' },
];

const PAGE_SIZE = 4;

export default function UnknownRowCount() {
  const [page, setPage] = React.useState(0);

  // As with a server that says only whether more rows follow, the total stays unknown until the last page.
  const rows = EVENTS.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const isLastPage = (page + 1) * PAGE_SIZE >= EVENTS.length;

  return (
    <Root>
      <Table aria-label="Activity log">
        <thead>
          <tr>
            <th scope="col">Activity</th>
            <th scope="col" className="numeric">Time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.action}</td>
              <td className="numeric">{row.when}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={isLastPage ? EVENTS.length : -1}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, newPage) => setPage(newPage)}
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
