import * as React from 'react';
import { styled } from '../theme/styled';
import type { ApiLayoutOption } from '../preferences/apiLayoutOption';
import { MONOSPACE_FONT_FAMILY } from '../theme/fonts';
import { WARNING_TEXT_COLOR } from '../theme/palette';
import { typeSegments } from './typeSegments';

/** One row of an API section: a prop, slot, CSS class, parameter or property. */
export interface ApiMemberRow {
  name: string;
  /** Type, default element (slots) or global class name (CSS classes). */
  type?: string;
  typeLabel: string;
  default?: string;
  required?: boolean;
  deprecated?: string;
  /** Class name the member gets (slots). */
  className?: string;
  descriptionHtml: string;
}

/** A type wraps only between its segments (typeSegments.ts), never inside a word. */
const TYPE_STYLES = {
  '& code.api-type': { overflowWrap: 'normal', wordBreak: 'keep-all' },
  '& .api-type > span': { whiteSpace: 'nowrap' },
} as const;

function TypeCode({ type }: { type: string }) {
  return (
    <code className="api-type">
      {typeSegments(type).map((segment, index) => (
        <React.Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span>{segment}</span>
        </React.Fragment>
      ))}
    </code>
  );
}

const Item = styled('div')(({ theme }) => ({
  padding: '12px 0',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  scrollMarginTop: 80,
  '& code': { fontFamily: MONOSPACE_FONT_FAMILY, fontSize: '0.8125rem' },
  '& .api-name': { fontWeight: 700, color: theme.vars.palette.primary.main },
  '& .api-meta': { margin: '4px 0', fontSize: '0.875rem', color: theme.vars.palette.text.secondary, overflowWrap: 'anywhere' },
  '& .api-description': { fontSize: '0.9375rem', '& p': { margin: '4px 0' } },
  '& summary': { cursor: 'pointer', listStyle: 'revert' },
  ...TYPE_STYLES,
}));

const Table = styled('table')(({ theme }) => ({
  // The scrolling is TableScroll's (a labelled, focusable region): the Markdown body's rule that makes
  // its own tables scroll (display: block, overflow-x: auto) would give this one an unreachable scroller.
  '&&': { display: 'table', overflowX: 'visible' },
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  '& th, & td': { textAlign: 'start', verticalAlign: 'top', padding: '8px', borderBottom: `1px solid ${theme.vars.palette.divider}` },
  '& code': { fontFamily: MONOSPACE_FONT_FAMILY, fontSize: '0.8125rem', overflowWrap: 'anywhere' },
  '& td p': { margin: 0 },
  '& td:first-of-type': { whiteSpace: 'nowrap' },
  ...TYPE_STYLES,
}));

/** The table scrolls sideways on its own when its words do not fit; keyboard users reach it with Tab. */
const TableScroll = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
}));

function Required({ row }: { row: ApiMemberRow }) {
  return row.required ? <abbr title="required" style={{ textDecoration: 'none', color: 'var(--mui-palette-error-main)' }}>*</abbr> : null;
}

function Description({ row }: { row: ApiMemberRow }) {
  return (
    <>
      {row.deprecated ? <p className="api-deprecated" style={{ margin: '4px 0', color: WARNING_TEXT_COLOR }}>Deprecated: {row.deprecated}</p> : null}
      <div className="api-description" dangerouslySetInnerHTML={{ __html: row.descriptionHtml }} />
    </>
  );
}

/** The rows of a section in the reader's layout: expanded list, collapsed list, or table. */
export function ApiMemberList({ rows, layout, idPrefix, label }: { rows: ApiMemberRow[]; layout: ApiLayoutOption; idPrefix: string; label: string }) {
  if (rows.length === 0) return <p>None.</p>;
  if (layout === 'table') {
    return (
      <TableScroll role="region" aria-label={label} tabIndex={0}>
        <Table data-api-layout="table">
          <thead>
            <tr>
              <th>Name</th>
              <th>{rows[0]?.typeLabel ?? 'Type'}</th>
              <th>Default</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} id={`${idPrefix}-${row.name}`}>
                <td>
                  <code className="api-name">{row.name}</code>
                  <Required row={row} />
                </td>
                <td>{row.type ? <TypeCode type={row.type} /> : null}</td>
                <td>
                  {row.default ? <code>{row.default}</code> : '-'}
                  {row.className ? (
                    <>
                      <br />
                      <code>.{row.className}</code>
                    </>
                  ) : null}
                </td>
                <td>
                  <Description row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    );
  }
  return (
    <div data-api-layout={layout}>
      {rows.map((row) => {
        const head = (
          <>
            <code className="api-name">{row.name}</code>
            <Required row={row} />
          </>
        );
        const meta = (
          <div className="api-meta">
            {row.type ? (
              <>
                {row.typeLabel}: <TypeCode type={row.type} />
              </>
            ) : null}
            {row.default ? (
              <>
                {' · '}Default: <code>{row.default}</code>
              </>
            ) : null}
            {row.className ? (
              <>
                {' · '}Class: <code>.{row.className}</code>
              </>
            ) : null}
          </div>
        );
        return (
          <Item key={row.name} id={`${idPrefix}-${row.name}`}>
            {layout === 'collapsed' ? (
              <details>
                <summary>{head}</summary>
                {meta}
                <Description row={row} />
              </details>
            ) : (
              <>
                {head}
                {meta}
                <Description row={row} />
              </>
            )}
          </Item>
        );
      })}
    </div>
  );
}
