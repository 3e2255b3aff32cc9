import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

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

const cell = 'border-0 border-b border-solid border-slate-200 px-3 py-2 text-left dark:border-slate-700';
const pageButton =
  'inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md border border-solid border-slate-400 bg-transparent text-inherit [font-family:inherit] enabled:hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-45 dark:enabled:hover:bg-slate-800';

export default function TableWithPagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const rows = rowsPerPage === -1 ? LANGUAGES : LANGUAGES.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className="w-full max-w-[520px]">
      <table className="w-full border-collapse text-sm" aria-label="Programming languages">
        <thead>
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Language
            </th>
            <th scope="col" className={`${cell} font-semibold !text-right`}>
              First released
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((language) => (
            <tr key={language.name}>
              <td className={cell}>{language.name}</td>
              <td className={`${cell} !text-right`}>{language.year}</td>
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
                    backButton: { className: pageButton },
                    nextButton: { className: pageButton },
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
