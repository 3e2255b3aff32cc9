/**
 * Resolves once `url` answers 200, or once `timeoutMs` has passed (a page that was removed never will).
 * The dev server registers a route file some hundred milliseconds after it was written: a reload before
 * that would show the 404 page, and nothing would reload it again.
 */
export async function waitForPage(url: string, { timeoutMs = 30_000, intervalMs = 250, fetchPage = fetch } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetchPage(url, { cache: 'no-store' }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
