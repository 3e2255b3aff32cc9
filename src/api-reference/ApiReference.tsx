import Link from '../routing/Link';
import { styled } from '../theme/styled';
import { MarkdownBody } from '../blocks/MarkdownBody';
import { pageToTitle } from '../navigation/pageTitle';
import type { ApiLayoutSection } from '../preferences/apiLayoutOption';
import { useApiLayoutOption } from '../preferences/useApiLayoutOption';
import { API_LAYOUT_PENDING_CSS, API_LAYOUT_SECTIONS_ATTRIBUTE, apiLayoutBootScript, layoutSectionsOf } from '../preferences/apiLayoutBootScript';
import { localizeHref, pathnameToHref } from '../routing/hrefs';
import type { Language } from '../site/languages';
import { ApiLayoutToggle } from './ApiLayoutToggle';
import { ApiMemberList, type ApiMemberRow } from './ApiMemberList';
import { apiSectionHash, type RenderedApiDoc } from './pageData';

const SERVER_RENDER = typeof window === 'undefined';

const SectionHead = styled('div')({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' });

function LayoutSection({ id, title, section, rows, level, note, entry }: { id: string; title: string; section: ApiLayoutSection; rows: ApiMemberRow[]; level: 2 | 3; note?: React.ReactNode; entry: string }) {
  const [layout, setLayout] = useApiLayoutOption(section);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id}>
      <SectionHead>
        <Heading id={id}>{title}</Heading>
        <ApiLayoutToggle value={layout} onChange={setLayout} section={section} />
      </SectionHead>
      {note}
      <ApiMemberList rows={rows} layout={layout} idPrefix={id} label={`${title} of ${entry}`} />
    </section>
  );
}

function ApiEntry({ doc, language }: { doc: RenderedApiDoc; language: Language }) {
  const level = doc.anchor ? 3 : 2;
  const Heading = level === 2 ? 'h2' : 'h3';
  const hash = (key: string) => apiSectionHash(doc.anchor, key);
  const propRows = (members: Array<{ name: string; type: string; default?: string; required: boolean; deprecated?: string; descriptionHtml: string }>): ApiMemberRow[] =>
    members.map((member) => ({ ...member, typeLabel: 'Type' }));

  return (
    <div data-api-entry={doc.name}>
      {doc.anchor ? <h2 id={doc.anchor}>{doc.name}</h2> : null}
      {doc.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: doc.descriptionHtml }} /> : null}
      <Heading id={hash('import')}>Import</Heading>
      <div className="MuiCode-root">
        <pre className="language-tsx" tabIndex={0} dir="ltr">
          <code className="language-tsx" dangerouslySetInnerHTML={{ __html: doc.importsHtml }} />
        </pre>
      </div>
      {doc.kind === 'component' ? (
        <>
          <LayoutSection
            entry={doc.name}
            id={hash('props')}
            title="Props"
            section="props"
            level={level}
            rows={propRows(doc.props)}
            note={
              <>
                {doc.inherits.map((parent) => (
                  <p key={parent.component}>
                    Props of the{' '}
                    {parent.pathname ? (
                      <Link href={localizeHref(pathnameToHref(parent.pathname), language)}>{pageToTitle({ pathname: parent.pathname, title: parent.component })}</Link>
                    ) : (
                      parent.component
                    )}{' '}
                    component are also available.
                  </p>
                ))}
                <p>
                  The <code>ref</code> is forwarded to the root element{doc.rootElement ? <> (a <code>{`<${doc.rootElement}>`}</code> by default)</> : null}
                  {doc.rootElement ? '; any other props are spread to it as well.' : '.'}
                </p>
                {doc.themeDefaultPropsName ? (
                  <p>
                    In the theme, <code>{doc.themeDefaultPropsName}</code> under <code>components</code> sets default props and style
                    overrides of this component.
                  </p>
                ) : null}
              </>
            }
          />
          {doc.slots.length > 0 ? (
            <LayoutSection entry={doc.name} id={hash('slots')} title="Slots" section="slots" level={level} rows={doc.slots.map((slot) => ({ ...slot, typeLabel: 'Default' , type: slot.default, default: undefined }))} />
          ) : null}
          {doc.cssVariables.length > 0 ? (
            <LayoutSection
              entry={doc.name}
              id={hash('css-variables')}
              title="CSS variables"
              section="css"
              level={level}
              note={<p>Set these on the component (for example through the <code>sx</code> prop) to adjust its styles.</p>}
              rows={doc.cssVariables.map((variable) => ({ name: variable, typeLabel: 'Type', descriptionHtml: '' }))}
            />
          ) : null}
          {doc.classes.length > 0 ? (
            <LayoutSection
              entry={doc.name}
              id={hash('classes')}
              title="CSS classes"
              section="classes"
              level={level}
              rows={doc.classes.map((entry) => ({ name: entry.key, type: `.${entry.className}`, typeLabel: 'Global class', descriptionHtml: entry.descriptionHtml }))}
            />
          ) : null}
        </>
      ) : null}
      {doc.kind === 'hook' ? (
        <>
          <LayoutSection entry={doc.name} id={hash('parameters')} title="Parameters" section="props" level={level} rows={propRows(doc.parameters)} />
          <LayoutSection entry={doc.name} id={hash('return-value')} title="Return value" section="props" level={level} rows={propRows(doc.returnValue)} />
        </>
      ) : null}
      {doc.kind === 'interface' ? (
        <LayoutSection entry={doc.name} id={hash('properties')} title="Properties" section="props" level={level} rows={propRows(doc.properties)} />
      ) : null}
      {doc.demos.length > 0 ? (
        <>
          <Heading id={hash('demos')}>Demos</Heading>
          <ul>
            {doc.demos.map((demo) => (
              <li key={demo}>
                <Link href={localizeHref(pathnameToHref(demo), language)}>{pageToTitle({ pathname: demo })}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {doc.sourceUrl ? (
        <p>
          Source: <a href={doc.sourceUrl} rel="noopener">{doc.packageName}</a>
        </p>
      ) : null}
    </div>
  );
}

/** The sections of the page whose layout the reader picks, as LayoutSection renders them. */
function layoutSectionsOfDocs(docs: RenderedApiDoc[]): ApiLayoutSection[] {
  return docs.flatMap((doc): ApiLayoutSection[] => {
    if (doc.kind !== 'component') return doc.kind === 'hook' || doc.kind === 'interface' ? ['props'] : [];
    return [
      'props',
      ...(doc.slots.length > 0 ? (['slots'] as const) : []),
      ...(doc.cssVariables.length > 0 ? (['css'] as const) : []),
      ...(doc.classes.length > 0 ? (['classes'] as const) : []),
    ];
  });
}

/** The API reference of one page: each entry's import, props (or parameters), slots and CSS classes. */
export function ApiReference({ docs, language }: { docs: RenderedApiDoc[]; language: Language }) {
  const sections = layoutSectionsOf(layoutSectionsOfDocs(docs));
  return (
    <MarkdownBody className="api-reference">
      {/* Before the sections in the HTML, so a reader's own layout never moves them once painted. Only the
          server's HTML needs them (hydration keeps their content; a client-side navigation applies the
          layout before painting), so the browser bundle leaves their text out. */}
      <style dangerouslySetInnerHTML={{ __html: SERVER_RENDER ? API_LAYOUT_PENDING_CSS : '' }} />
      <script {...{ [API_LAYOUT_SECTIONS_ATTRIBUTE]: sections }} dangerouslySetInnerHTML={{ __html: SERVER_RENDER ? apiLayoutBootScript() : '' }} />
      {docs.map((doc) => (
        <ApiEntry key={doc.pathname} doc={doc} language={language} />
      ))}
    </MarkdownBody>
  );
}
