import Link from '../routing/Link';
import { styled } from '../theme/styled';
import { useUserLanguage } from '../i18n/I18nProvider';
import { isExternalHref, localizeHref, pathnameToHref } from '../routing/hrefs';
import { PRODUCTS } from '../site/products';

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  margin: '8px 0 32px',
  '& th, & td': { textAlign: 'start', padding: '10px 12px', borderBottom: `1px solid ${theme.vars.palette.divider}`, verticalAlign: 'top' },
  '& th[scope="row"]': { fontWeight: 600 },
}));

/** Each library with its versions: the documented one (marked), its release notes, older docs (B15). */
export default function VersionsTable() {
  const language = useUserLanguage();
  return (
    <Table data-tool="versions">
      <thead>
        <tr>
          <th scope="col">Library</th>
          <th scope="col">Package</th>
          <th scope="col">Versions</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {PRODUCTS.map((product) => (
          <tr key={product.id} data-product={product.id}>
            <th scope="row">
              <Link href={localizeHref(pathnameToHref(product.landingPathname), language)}>{product.name}</Link>
            </th>
            <td>
              <code>{product.packageName}</code>
            </td>
            <td>
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {product.versions
                  .filter((version) => version.href !== '/versions/')
                  .map((version) => (
                    <li key={version.text}>
                      {version.current ? (
                        <strong aria-current="true">
                          {version.text} (this site) <span aria-hidden="true">✓</span>
                        </strong>
                      ) : version.href && isExternalHref(version.href) ? (
                        <a href={version.href} rel="nofollow noopener">
                          {version.text} docs
                        </a>
                      ) : (
                        version.text
                      )}
                    </li>
                  ))}
              </ul>
            </td>
            <td>
              <a href={product.releaseNotesUrl} rel="noopener">
                v{product.version}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
