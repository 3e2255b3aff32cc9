/**
 * Links into the repository of the site's sources (`SOURCE_REPO_URL`, a GitHub-style URL): the file
 * at the default branch's head. Null when the site names no repository.
 */
export function sourceFileUrl(repoUrl: string | null, file: string): string | null {
  if (!repoUrl) return null;
  const path = file
    .split('/')
    .filter((segment) => segment && segment !== '.' && segment !== '..')
    .map(encodeURIComponent)
    .join('/');
  return path ? `${repoUrl.replace(/\/+$/, '')}/blob/HEAD/${path}` : null;
}
