import { describe, expect, it } from 'vitest';
import { waitForPage } from './waitForPage';

const answers = (statuses: number[]) => {
  const calls: string[] = [];
  const fetchPage = async (url: string | URL | Request) => {
    calls.push(String(url));
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)];
    if (status === 0) throw new TypeError('failed to fetch');
    return new Response(null, { status });
  };
  return { calls, fetchPage: fetchPage as typeof fetch };
};

describe('waitForPage', () => {
  it('asks again until the page answers 200', async () => {
    const { calls, fetchPage } = answers([404, 0, 404, 200]);
    expect(await waitForPage('/a/', { intervalMs: 1, fetchPage })).toBe(true);
    expect(calls).toEqual(['/a/', '/a/', '/a/', '/a/']);
  });

  it('gives up after its time, for a page that was removed', async () => {
    const { calls, fetchPage } = answers([404]);
    expect(await waitForPage('/gone/', { timeoutMs: 20, intervalMs: 5, fetchPage })).toBe(false);
    expect(calls.length).toBeGreaterThan(1);
  });
});
