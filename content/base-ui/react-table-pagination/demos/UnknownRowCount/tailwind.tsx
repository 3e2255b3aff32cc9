import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

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

const cell = 'border-0 border-b border-solid border-slate-200 px-3 py-2 text-left dark:border-slate-700';
const pageButton =
  'inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md border border-solid border-slate-400 bg-transparent text-inherit [font-family:inherit] enabled:hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-45 dark:enabled:hover:bg-slate-800';

export default function UnknownRowCount() {
  const [page, setPage] = React.useState(0);

  // As with a server that says only whether more rows follow, the total stays unknown until the last page.
  const rows = EVENTS.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const isLastPage = (page + 1) * PAGE_SIZE >= EVENTS.length;

  return (
    <div className="w-full max-w-[520px]">
      <table className="w-full border-collapse text-sm" aria-label="Activity log">
        <thead>
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>Activity</th>
            <th scope="col" className={`${cell} font-semibold !text-right`}>Time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>{row.action}</td>
              <td className={`${cell} !text-right`}>{row.when}</td>
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
