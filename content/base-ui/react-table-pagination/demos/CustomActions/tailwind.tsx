import * as React from 'react';
import { TablePagination, type TablePaginationActionsSlotProps } from '@mui/base/TablePagination';

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

const cell = 'border-0 border-b border-solid border-slate-200 px-3 py-2 text-left dark:border-slate-700';
const pageButton =
  'inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md border border-solid border-slate-400 bg-transparent text-inherit [font-family:inherit] enabled:hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-45 dark:enabled:hover:bg-slate-800';

export default function CustomActions() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(3);

  const rows = BOOKS.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className="w-full max-w-[520px]">
      <table className="w-full border-collapse text-sm" aria-label="Science fiction novels">
        <thead>
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>Title</th>
            <th scope="col" className={`${cell} font-semibold`}>Author</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.title}>
              <td className={cell}>{row.title}</td>
              <td className={cell}>{row.author}</td>
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
              className="px-0 pb-0 pt-2"
              slotProps={{
                toolbar: { className: 'flex flex-wrap items-center justify-end gap-x-3 gap-y-2' },
                spacer: { className: 'flex-1' },
                selectLabel: { className: 'm-0' },
                select: {
                  className:
                    'rounded-md border border-solid border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 [font-family:inherit] dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100',
                },
                displayedRows: { className: 'm-0' },
                actions: {
                  className: 'flex gap-1',
                  slotProps: {
                    firstButton: { className: pageButton },
                    backButton: { className: pageButton },
                    nextButton: { className: pageButton },
                    lastButton: { className: pageButton },
                  },
                },
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
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
          className="inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md border border-solid border-slate-400 bg-transparent text-inherit [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 aria-[current=page]:border-blue-700 aria-[current=page]:bg-blue-700 aria-[current=page]:text-white dark:hover:bg-slate-800 dark:aria-[current=page]:border-blue-300 dark:aria-[current=page]:bg-blue-300 dark:aria-[current=page]:text-slate-900"
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
